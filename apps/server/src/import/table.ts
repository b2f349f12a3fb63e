import type ExcelJS from 'exceljs';
import { decodeText, parseCsv } from './text';
import { FileProblem, type TableRow } from './types';

/** Rows of the first sheet of an .xlsx or of a .csv, keyed by the header row (row numbers as in Excel). */
export async function readTable(fileName: string, bytes: Uint8Array): Promise<TableRow[]> {
  const lower = fileName.toLowerCase();
  let grid: string[][];
  if (lower.endsWith('.csv')) grid = parseCsv(decodeText(bytes));
  else if (lower.endsWith('.xlsx')) grid = await readXlsx(bytes);
  else throw new FileProblem('file', '经营主体须为Excel（.xlsx）或CSV文件');
  const [header, ...rest] = grid;
  if (!header || header.every((h) => !h.trim())) throw new FileProblem('file', '文件没有表头行');
  const names = header.map((h) => h.trim());
  return rest
    .map((cells, i) => ({
      row: i + 2,
      cells: Object.fromEntries(names.map((n, k) => [n, (cells[k] ?? '').trim()])),
    }))
    .filter((r) => Object.values(r.cells).some((v) => v !== ''));
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  // Loaded on first use: exceljs extends the process-wide dayjs with plugins that slow every date format.
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  try {
    await wb.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw new FileProblem('file', '无法读取Excel文件（须为.xlsx格式）');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw new FileProblem('file', 'Excel文件没有工作表');
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
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return v.result === undefined ? '' : cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v);
}
