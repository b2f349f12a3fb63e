import type { EndpointDef } from '@fengshou/core/contract';
import { ExportButton } from './export-button';
import { exportColumnsOf } from './export-columns';

interface TableExportProps {
  endpoint: EndpointDef;
  /** The list body the table sends, without paging. */
  filter: Record<string, unknown>;
  /** The table's columns: text titles and string dataIndex (or exportKey) make the file's columns. */
  columns: readonly { key?: unknown; title?: unknown; dataIndex?: unknown; exportKey?: string | false }[];
  title: string;
}

/** 导出Excel for a table page: the columns the user sees, the filters the user set. */
export function TableExport({ endpoint, filter, columns, title }: TableExportProps) {
  const { pageNo: _n, pageSize: _s, ...rest } = filter;
  return <ExportButton endpoint={endpoint} filter={rest} columns={exportColumnsOf(columns)} title={title} />;
}
