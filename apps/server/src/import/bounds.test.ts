import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMPORT_BOUNDS, ImportTooLarge } from './bounds';
import { readTable } from './table';
import { deflateRepeated, type ForgedEntry, forgeZip, workbookParts } from './zip-forge';

const MB = 1024 * 1024;
const SHEET =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>';
const sheetPart = (xml = SHEET): ForgedEntry => {
  const data = Buffer.from(xml);
  return {
    name: 'xl/worksheets/sheet1.xml',
    data,
    stored: true,
    declaredSize: data.length,
    crc: crc32(data),
  };
};

/** The refusal readTable ends in, with how much the process grew meanwhile. */
async function refusal(fileName: string, bytes: Uint8Array) {
  const rss = process.memoryUsage.rss();
  const e = await readTable(fileName, bytes).then(
    () => undefined,
    (err: unknown) => err,
  );
  return { e: e as Error, grewMb: (process.memoryUsage.rss() - rss) / MB };
}

describe('import bounds of a zipped workbook', () => {
  it('refuses a bomb (150 KB inflating to 150 MB of shared strings) from its directory, inflating nothing', async () => {
    const strings = await deflateRepeated('<si><t>aaaaaaaaaaaaaaaa</t></si>', 150 * MB);
    expect(strings.data.length).toBeLessThan(400 * 1024);
    const bomb = forgeZip([
      ...workbookParts(),
      sheetPart(),
      { name: 'xl/sharedStrings.xml', data: strings.data, declaredSize: 150 * MB, crc: strings.crc },
    ]);
    const r = await refusal('bomb.xlsx', bomb);
    expect(r.e).toBeInstanceOf(ImportTooLarge);
    expect(r.e.message).toContain('压缩比不能超过 100 倍');
    expect(r.e.message).toContain('xl/sharedStrings.xml');
    expect(r.grewMb).toBeLessThan(50);
  });

  it('refuses an entry that inflates past the size its directory declares, without holding what it inflates', async () => {
    const strings = await deflateRepeated('<si><t>b</t></si>', 150 * MB);
    const liar = forgeZip([
      ...workbookParts(),
      sheetPart(),
      { name: 'xl/sharedStrings.xml', data: strings.data, declaredSize: 4096, crc: strings.crc },
    ]);
    const r = await refusal('liar.xlsx', liar);
    expect(r.e).toBeInstanceOf(ImportTooLarge);
    expect(r.e.message).toContain('与声明不符');
    expect(r.grewMb).toBeLessThan(50);
  });

  it('refuses more entries, a larger entry or a larger sum than the bounds, by the directory alone', async () => {
    const many = forgeZip(
      Array.from({ length: IMPORT_BOUNDS.zipEntries + 1 }, (_, i) => ({
        name: `xl/media/image${i}.png`,
        data: Buffer.from('x'),
        stored: true,
        declaredSize: 1,
      })),
    );
    expect((await refusal('many.xlsx', many)).e.message).toContain('压缩包内最多 1000 个文件');
    // 3 MB said to inflate to 250 MB: a ratio under the bound, a size over it.
    const big = forgeZip([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(3 * MB), declaredSize: 250 * MB },
    ]);
    expect((await refusal('big.xlsx', big)).e.message).toContain('单个文件不能超过 200 MB');
    const sum = forgeZip(
      [1, 2].map((i) => ({
        name: `xl/worksheets/sheet${i}.xml`,
        data: Buffer.alloc(2 * MB),
        declaredSize: 160 * MB,
      })),
    );
    expect((await refusal('sum.xlsx', sum)).e.message).toContain('解压后总大小不能超过 300 MB');
  });

  it('refuses a sheet of more rows than an import takes', async () => {
    const rows = (n: number) =>
      Array.from(
        { length: n + 1 },
        (_, i) =>
          `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${i ? `主体${i}` : '主体名称'}</t></is></c></row>`,
      ).join('');
    const sheet = (n: number) =>
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows(n)}</sheetData></worksheet>`;
    const over = forgeZip([...workbookParts(), sheetPart(sheet(IMPORT_BOUNDS.rows + 1))]);
    const r = await refusal('rows.xlsx', over);
    expect(r.e).toBeInstanceOf(ImportTooLarge);
    expect(r.e.message).toContain('250,000 行数据');
  }, 60_000);
});

describe('import bounds of a CSV', () => {
  const csv = (n: number) => `主体名称\n${Array.from({ length: n }, (_, i) => `主体${i}`).join('\n')}\n`;

  it('reads a CSV of as many rows as the bound and refuses one more', async () => {
    const at = await readTable('at.csv', new TextEncoder().encode(csv(IMPORT_BOUNDS.rows)));
    expect(at).toHaveLength(IMPORT_BOUNDS.rows);
    const r = await refusal('over.csv', new TextEncoder().encode(csv(IMPORT_BOUNDS.rows + 1)));
    expect(r.e).toBeInstanceOf(ImportTooLarge);
    expect(r.e.message).toContain('250,000 行数据');
  });
});

describe('reading a large table', () => {
  it('lets other work run between chunks of a 100,000-row CSV', async () => {
    const line = (i: number) =>
      `崇明${i}号合作社,农民专业合作社,93310151MA1${String(i).padStart(7, '0')},种植,法人${i},139${i}`;
    const csv = `主体名称,主体类型,统一社会信用代码,经营类型,法定代表人,联系电话\n${Array.from({ length: 100_000 }, (_, i) => line(i)).join('\n')}\n`;
    const bytes = new TextEncoder().encode(csv);
    // Turns of the event loop taken while the file is read: read in one go, the loop would not turn at all.
    let turns = 0;
    let reading = true;
    const spin = () => {
      if (!reading) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    const rows = await readTable('big.csv', bytes);
    reading = false;
    expect(rows).toHaveLength(100_000);
    expect(turns).toBeGreaterThan(5);
  });
});
