import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTable } from './table';
import { FileProblem } from './types';

async function workbook(rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('readTable', () => {
  it('reads a one-column workbook by its header', async () => {
    const rows = await readTable('devices.xlsx', await workbook([['设备名称'], ['无序列号']]));
    expect(rows).toEqual([{ row: 2, cells: { 设备名称: '无序列号' } }]);
  });

  it('refuses bytes that are no workbook, naming the file', async () => {
    const read = readTable('devices.xlsx', new TextEncoder().encode('序列号,名称\n1,a\n'));
    await expect(read).rejects.toBeInstanceOf(FileProblem);
    await expect(read).rejects.toMatchObject({
      field: 'file',
      message: '无法读取Excel文件（须为.xlsx格式）',
    });
  });
});
