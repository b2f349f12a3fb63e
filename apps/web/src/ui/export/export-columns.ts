import type { ExportColumn } from './export-button';

interface ColumnLike {
  key?: unknown;
  title?: unknown;
  dataIndex?: unknown;
  /** false leaves a column (actions, pictures) out of the file. */
  exportKey?: string | false;
}

/**
 * The export columns of a table: each column with a text title, keyed by `exportKey`, else its string
 * `dataIndex`, else its `key`. Columns whose cell shows a code as a label should name the label field.
 */
export function exportColumnsOf(columns: readonly ColumnLike[]): ExportColumn[] {
  const out: ExportColumn[] = [];
  for (const c of columns) {
    if (c.exportKey === false || typeof c.title !== 'string') continue;
    const key =
      c.exportKey ?? (typeof c.dataIndex === 'string' ? c.dataIndex : typeof c.key === 'string' ? c.key : '');
    if (key) out.push({ key, title: c.title });
  }
  return out;
}
