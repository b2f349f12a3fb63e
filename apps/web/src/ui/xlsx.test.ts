import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from './xlsx';

describe('xlsx writer', () => {
  it('writes a workbook Excel reads back: text, numbers and escaped characters', async () => {
    const bytes = xlsxOf('各乡镇村居数量', [
      ['城桥镇', '', '堡镇'],
      ['村委会', '合计', '村委会'],
      ['18', '27.5', '--'],
      ['<a & "b">', '\u0007bell', ''],
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('各乡镇村居数量');
    expect(sheet.getCell('A1').value).toBe('城桥镇');
    expect(sheet.getCell('C1').value).toBe('堡镇');
    expect(sheet.getCell('A3').value).toBe(18);
    expect(sheet.getCell('B3').value).toBe(27.5);
    expect(sheet.getCell('C3').value).toBe('--');
    expect(sheet.getCell('A4').value).toBe('<a & "b">');
    expect(sheet.getCell('B4').value).toBe('bell');
  });
});
