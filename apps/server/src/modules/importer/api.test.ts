import { importData } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { IMPORT_BOUNDS } from '../../import/bounds';
import { deflateRepeated, forgeZip, workbookParts } from '../../import/zip-forge';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { geojsonFile, square, villagePoint } from './fixtures';

let t: TestApp;
let admin: string;
let body: { kind: 'parcels'; files: { fileName: string; contentBase64: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  const v = await villagePoint(t, CHONGMING, 5);
  const file = geojsonFile([{ ring: square(v.at, 0, 0), props: { DLBM: '0102', DKBM: 'API-1' } }]);
  body = {
    kind: 'parcels',
    files: [{ fileName: file.fileName, contentBase64: Buffer.from(file.content).toString('base64') }],
  };
});
afterAll(() => t.close());

describe('import endpoint', () => {
  it('validates without writing on a dry run, then imports into the caller’s county', async () => {
    const dry = await t.call(importData, { ...body, dryRun: true }, admin);
    expect(dry.obj).toMatchObject({ imported: false, written: 0, errorCount: 0, total: 1 });
    const res = await t.call(importData, body, admin);
    expect(res.respCode).toBe(0);
    expect(res.obj).toMatchObject({
      kind: 'parcels',
      fileName: 'parcels.geojson',
      imported: true,
      written: 1,
    });
    const [job] = await t.db.query<{ kind: string; row_count: number; user_id: number | null }>(
      'SELECT kind, row_count, user_id FROM import_jobs ORDER BY id DESC LIMIT 1',
    );
    expect(job).toMatchObject({ kind: 'parcels', row_count: 1 });
    expect(job!.user_id).not.toBeNull();
  });

  it('refuses a target area outside the caller’s scope (401)', async () => {
    expect((await t.call(importData, { ...body, areaId: PUDONG }, admin)).respCode).toBe(401);
  });

  it('answers 300 for bad content, 400 without a token and 403 without data:import', async () => {
    const bad = { kind: 'parcels', files: [{ fileName: 'a.geojson', contentBase64: '@@not base64@@' }] };
    expect((await t.call(importData, bad, admin)).respCode).toBe(300);
    expect((await t.call(importData, { ...body, kind: 'tractors' }, admin)).respCode).toBe(300);
    expect((await t.call(importData, { ...body, files: [] }, admin)).respCode).toBe(300);
    expect((await t.call(importData, body)).respCode).toBe(400);
    expect((await t.call(importData, body, await t.login('chongming_viewer'))).respCode).toBe(403);
  });

  it('answers 300 naming the file for a zip bomb and for too many rows, and records no import', async () => {
    const jobs = async () => (await t.db.query('SELECT id FROM import_jobs')).length;
    const before = await jobs();
    const strings = await deflateRepeated('<si><t>aaaaaaaa</t></si>', 150 * 1024 * 1024);
    const bomb = forgeZip([
      ...workbookParts(),
      { name: 'xl/sharedStrings.xml', data: strings.data, declaredSize: 150 * 1024 * 1024, crc: strings.crc },
    ]);
    const file = (fileName: string, content: Buffer) => ({
      kind: 'entities',
      dryRun: true,
      files: [{ fileName, contentBase64: content.toString('base64') }],
    });
    const refused = await t.call(importData, file('主体.xlsx', bomb), admin);
    expect(refused.respCode).toBe(300);
    expect(refused.respDesc).toContain('files.0.contentBase64');
    expect(refused.respDesc).toContain('主体.xlsx：压缩比不能超过 100 倍');
    const lines = Array.from({ length: IMPORT_BOUNDS.rows + 1 }, (_, i) => `主体${i}`);
    const csv = Buffer.from(`主体名称\n${lines.join('\n')}\n`);
    const tooLong = await t.call(importData, file('主体.csv', csv), admin);
    expect(tooLong.respCode).toBe(300);
    expect(tooLong.respDesc).toContain('主体.csv：文件最多 250,000 行数据');
    expect(await jobs()).toBe(before);
  });
});
