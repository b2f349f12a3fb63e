import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** A column as the sheet writes it. */
export interface SheetColumn {
  key: string;
  title: string;
  width?: number;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Text a spreadsheet may take for a formula (OWASP formula injection): = + - @ and a leading tab or CR.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value as a list item's field becomes it: numbers stay numbers, the rest reads as text. Text that
 * starts like a formula gets a leading apostrophe, so a name such as =HYPERLINK(…) typed into a record is
 * shown, never run, by whoever opens the file (in Excel, WPS, or after a save as CSV).
 */
export function cellOf(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') return FORMULA_START.test(v) ? `'${v}` : v;
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (Array.isArray(v)) {
    // Each element is escaped already, the first one included.
    return v
      .map((x) => cellOf(x))
      .filter((x) => x !== null && x !== '')
      .join('、');
  }
  return JSON.stringify(v);
}

/** The value at a dotted path of a list item. */
export function valueAt(item: unknown, key: string): unknown {
  let v: unknown = item;
  for (const part of key.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

// Excel widths count Latin characters; a Chinese character takes about two.
const displayWidth = (s: string) => [...s].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

/** Column widths from the titles and the first rows (the streaming writer fixes widths before any row). */
export function widthsOf(columns: readonly SheetColumn[], sample: readonly (string | number | null)[][]) {
  return columns.map((c, i) => {
    if (c.width) return c.width;
    let w = displayWidth(c.title);
    for (const row of sample) {
      const v = row[i];
      if (v !== null && v !== undefined) w = Math.max(w, displayWidth(String(v)));
    }
    return Math.min(Math.max(w + 2, 8), 50);
  });
}

/** Who exported a file and when: printed on every page and kept in the workbook's properties. */
export interface SheetWatermark {
  userName: string;
  loginName: string;
  /** YYYY-MM-DD HH:mm */
  at: string;
}

/** The watermark line: 导出人 name(login) 导出时间 … */
export function watermarkLine(w: SheetWatermark): string {
  return `导出人 ${w.userName}(${w.loginName}) 导出时间 ${w.at}`;
}

// Header/footer codes: & starts a code, so a literal & in a name is doubled.
const hf = (s: string) => s.replace(/&/g, '&&');

/**
 * Streams rows into an .xlsx file: one sheet named by the title, a bold frozen header row with a filter.
 * Rows come in pages so a long list is never held whole. The watermark goes in the printed header and
 * footer of every page and in the workbook's author and comments (which Excel and WPS show under
 * properties); not in a row, so the sheet's first row stays the column titles.
 */
export async function writeSheet(
  file: string,
  title: string,
  columns: readonly SheetColumn[],
  pages: AsyncIterable<(string | number | null)[][]>,
  watermark?: SheetWatermark,
): Promise<{ rowCount: number; byteSize: number }> {
  // Loaded on first use: exceljs extends the process-wide dayjs with plugins that slow every date format.
  const { default: Excel } = await import('exceljs');
  mkdirSync(dirname(file), { recursive: true });
  const wb = new Excel.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = watermark ? `${watermark.userName}(${watermark.loginName})` : 'Fengshou 丰收';
  wb.lastModifiedBy = wb.creator;
  const line = watermark ? watermarkLine(watermark) : undefined;
  if (line) Object.assign(wb, { title, subject: line, description: line, keywords: line });
  const ws = wb.addWorksheet(title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
    ...(line
      ? {
          headerFooter: {
            oddHeader: `&L${hf(line)}&R${hf(title)}`,
            oddFooter: `&L${hf(line)}&R第 &P / &N 页`,
          },
        }
      : {}),
  });
  let rowCount = 0;
  let started = false;
  for await (const rows of pages) {
    if (!started) {
      started = true;
      const widths = widthsOf(columns, rows.slice(0, 200));
      ws.columns = columns.map((c, i) => ({ header: c.title, key: `c${i}`, width: widths[i] }));
      const header = ws.getRow(1);
      header.font = { bold: true };
      header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3F8' } };
      header.commit();
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    }
    for (const r of rows) {
      ws.addRow(r).commit();
      rowCount++;
    }
  }
  if (!started) {
    ws.columns = columns.map((c, i) => ({ header: c.title, key: `c${i}`, width: widthsOf(columns, [])[i] }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
  }
  ws.commit();
  await wb.commit();
  return { rowCount, byteSize: statSync(file).size };
}
