import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getImportProgress, importData, listDownloads } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { IMPORT_BOUNDS } from '../../import/bounds';
import { deflateRepeated, forgeZip, workbookParts } from '../../import/zip-forge';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { geojsonFile, square, villagePoint } from './fixtures';
import { importAndWait } from './test-support';

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
  it('validates without writing on a dry run, then imports into the caller’s county, as tasks', async () => {
    const dry = await importAndWait(t, { ...body, dryRun: true }, admin);
    expect(dry.task).toMatchObject({ status: 'done', reason: null });
    expect(dry.task!.report).toMatchObject({ imported: false, written: 0, errorCount: 0, total: 1 });
    const res = await importAndWait(t, body, admin);
    expect(res.task).toMatchObject({ status: 'done', done: 1, total: 1 });
    expect(res.task!.report).toMatchObject({
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

  it('keeps the uploaded files only until the task ends, and lists no import in the download centre', async () => {
    const res = await importAndWait(t, { ...body, dryRun: true }, admin);
    expect(res.task!.status).toBe('done');
    const left = await t.db.query<{ params: Record<string, unknown> }>(
      "SELECT params FROM data_exports WHERE kind = 'import' ORDER BY id DESC LIMIT 1",
    );
    expect(left[0]!.params).not.toHaveProperty('uploads');
    // The folder exists once any upload was stored, and is emptied by the runner right after a task has
    // ended (the sweep reads which tasks have ended, so it follows the answer that says so).
    const folder = join(t.app.services.config.dataDir, 'files', `${CHONGMING}`, 'import');
    await expect.poll(() => readdirSync(folder), { timeout: 10_000 }).toEqual([]);
    const centre = await t.call(listDownloads, { pageNo: 1, pageSize: 50 }, admin);
    expect(centre.obj!.list.map((d) => d.kind)).not.toContain('import');
  });

  it('shows a task to its owner only', async () => {
    const submitted = await t.call(importData, { ...body, dryRun: true }, admin);
    const other = await t.login('chongming_viewer');
    const res = await t.call(getImportProgress, { taskId: submitted.obj!.taskId }, other);
    expect(res.respCode).toBe(403);
    const colleague = await t.call(
      getImportProgress,
      { taskId: submitted.obj!.taskId },
      await t.login('pudong_admin'),
    );
    expect(colleague.respCode).toBe(300);
    expect(colleague.respDesc).toContain('taskId');
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

  it('refuses a zip bomb at once (300 naming the file) and fails a task of too many rows with the reason; records no import', async () => {
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
    const tooLong = await importAndWait(t, file('主体.csv', csv), admin);
    expect(tooLong.task).toMatchObject({ status: 'failed', report: null });
    expect(tooLong.task!.reason).toContain('主体.csv：文件最多 250,000 行数据');
    expect(await jobs()).toBe(before);
  });
});
