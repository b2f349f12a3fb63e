import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { IMPORT_BOUNDS, ImportTooLarge, limitText } from './bounds';
import { decodeTextInChunks, parseCsv } from './text';
import { FileProblem, type TableRow } from './types';
import { loopSlices, mapInChunks, yieldToLoop } from './yield';
import { checkZip } from './zip-check';

// The header row and one data row past the limit: enough to know the file is over it.
const MAX_GRID_ROWS = IMPORT_BOUNDS.rows + 2;

/**
 * Rows of the first sheet of an .xlsx or of a .csv, keyed by the header row (row numbers as in Excel). An
 * .xlsx is checked as a zip before it is inflated; more than IMPORT_BOUNDS.rows rows is an ImportTooLarge.
 */
export async function readTable(fileName: string, bytes: Uint8Array): Promise<TableRow[]> {
  const lower = fileName.toLowerCase();
  let grid: string[][];
  if (lower.endsWith('.csv')) grid = await parseCsv(await decodeTextInChunks(bytes), MAX_GRID_ROWS);
  else if (lower.endsWith('.xlsx')) {
    await checkZip(fileName, bytes);
    grid = await readXlsx(fileName, bytes).catch((e: unknown) => {
      if (e instanceof ImportTooLarge) throw e;
      return loadXlsx(fileName, bytes);
    });
  } else throw new FileProblem('file', '经营主体须为Excel（.xlsx）或CSV文件');
  if (grid.length > IMPORT_BOUNDS.rows + 1) throw new ImportTooLarge(fileName, limitText.rows);
  const [header, ...rest] = grid;
  if (!header || header.every((h) => !h.trim())) throw new FileProblem('file', '文件没有表头行');
  const names = header.map((h) => h.trim());
  const rows = await mapInChunks(rest, (cells, i) => ({
    row: i + 2,
    cells: Object.fromEntries(names.map((n, k) => [n, (cells[k] ?? '').trim()])),
  }));
  return rows.filter((r) => Object.values(r.cells).some((v) => v !== ''));
}

/**
 * The first sheet's cells as text, row by row as exceljs streams them: loading the whole workbook held about
 * 1.4 GB for an entity file at the upload cap (20 MB, 200k rows), this about half of it. Sheets are
 * taken by the number of their part (sheet1.xml first), as the workbook loader numbered them.
 */
async function readXlsx(fileName: string, bytes: Uint8Array): Promise<string[][]> {
  // Loaded on first use: exceljs extends the process-wide dayjs with plugins that slow every date format.
  const { default: Excel } = await import('exceljs');
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  // Styles tell dates from numbers; shared strings are kept (cells point into them).
  const reader = new Excel.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let first: { id: number; grid: string[][] } | undefined;
  const slices = loopSlices();
  try {
    for await (const sheet of reader) {
      const id = Number((sheet as unknown as { id: string | number }).id);
      const grid: string[][] = [];
      // Every sheet is read to its end: the reader parses the parts one after another.
      for await (const row of sheet) {
        if (row.number > MAX_GRID_ROWS) throw new ImportTooLarge(fileName, limitText.rows);
        if (slices.due()) await yieldToLoop();
        if (first && first.id < id) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          cells[col - 1] = cellText(cell.value);
        });
        grid[row.number - 1] = cells;
      }
      if (!first || id < first.id) first = { id, grid };
    }
  } finally {
    input.destroy();
  }
  if (!first) throw new FileProblem('file', 'Excel文件没有工作表');
  return mapInChunks(Array.from(first.grid), (r) => Array.from(r ?? [], (c) => c ?? ''));
}

/**
 * The first sheet read by loading the whole workbook: the streaming reader now and then fails on a file the
 * loader reads (seen once in CI on a one-column workbook), so a file is refused only when both fail.
 */
async function loadXlsx(fileName: string, bytes: Uint8Array): Promise<string[][]> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new FileProblem('file', '无法读取Excel文件（须为.xlsx格式）');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new FileProblem('file', 'Excel文件没有工作表');
  if (sheet.rowCount > MAX_GRID_ROWS) throw new ImportTooLarge(fileName, limitText.rows);
  const grid: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    grid[n - 1] = cells;
  });
  return Array.from(grid, (r) => Array.from(r ?? [], (c) => c ?? ''));
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  // ExcelJS reads a date cell as that calendar date at 00:00 UTC.
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return v.result === undefined ? '' : cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v);
}
