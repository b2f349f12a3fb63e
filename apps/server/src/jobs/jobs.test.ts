import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createBriefing,
  createBriefingSchedule,
  createDataExport,
  deleteDownload,
  getDownload,
  listDataExports,
  listDownloads,
  listFarmsByArea,
  markDownloadsRead,
  runBriefingSchedule,
  signDownload,
  unreadDownloads,
  updateBriefingSchedule,
} from '@fengshou/core/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { FileSigner } from '../files/signing';
import { fetchJobFile, waitForJob } from '../modules/exports/test-support';
import { CHONGMING } from '../modules/produce/test-support';
import { sweepExpiredFiles } from './runner';
import { fireDueSchedules, queueScheduleJobs, SCHEDULE_COLUMNS, type ScheduleRow } from './schedules';
import * as store from './store';

let t: TestApp;
let dataDir: string;
let admin: string;
let viewer: string;
let pudong: string;
let subjectId: number;
let adminId: number;
let viewerId: number;
let menuKey: number;
let town: number;

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fengshou-jobs-'));
  t = await createTestApp({ config: { dataDir } });
  admin = await t.login('chongming_admin');
  viewer = await t.login('chongming_viewer');
  pudong = await t.login('pudong_admin');
  ({ subjectId, adminId } = await one<{ subjectId: number; adminId: number }>(
    `SELECT government_subject_id AS "subjectId", id AS "adminId" FROM government_users WHERE login_name = 'chongming_admin'`,
  ));
  ({ viewerId } = await one<{ viewerId: number }>(
    'SELECT id AS "viewerId" FROM government_users WHERE login_name = \'chongming_viewer\'',
  ));
  ({ menuKey } = await one<{ menuKey: number }>(
    `SELECT t.menu_key AS "menuKey" FROM subject_show_menus m JOIN menu_templates t ON t.id = m.menu_template_id
      WHERE m.government_subject_id = $1 AND EXISTS (SELECT 1 FROM plates p WHERE p.government_subject_id = $1 AND p.menu_key = t.menu_key)
      ORDER BY t.menu_key LIMIT 1`,
    [subjectId],
  ));
  ({ town } = await one<{ town: number }>(
    'SELECT id::float8 AS town FROM areas WHERE parent_id = $1 ORDER BY id LIMIT 1',
    [CHONGMING],
  ));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an Excel export as a job', () => {
  it('is answered queued, runs, and opens with formula text kept literal and the watermark in it', async () => {
    const [farm] = await t.db.query<{ id: number; farm_name: string }>(
      'SELECT id, farm_name FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1',
      [CHONGMING, CHONGMING + 999_999],
    );
    const evil = '=HYPERLINK("http://x","y")';
    await t.db.query('UPDATE farms SET farm_name = $2 WHERE id = $1', [farm!.id, evil]);
    try {
      const res = await t.call(
        createDataExport,
        {
          endpoint: listFarmsByArea.path,
          filter: {},
          columns: [{ key: 'farmName', title: '农场名称' }],
          title: '农场',
        },
        admin,
      );
      expect(res.respCode, res.respDesc).toBe(0);
      expect(['queued', 'running']).toContain(res.obj!.status);
      // Listed at once, under the new list and the old path the web used.
      const listed = (await t.call(listDownloads, { kind: 'excel' }, admin)).obj!;
      expect(listed.list[0]!.id).toBe(res.obj!.id);
      expect(['queued', 'running', 'done']).toContain(listed.list[0]!.status);
      expect((await t.call(listDataExports, {}, admin)).obj!.list[0]!.id).toBe(res.obj!.id);

      const job = await waitForJob(t, res.obj!.id, admin);
      expect(job.status, job.error ?? '').toBe('done');
      expect(job.byteSize).toBeGreaterThan(0);
      const file = await fetchJobFile(t, job.id, admin);
      expect(file.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      const cells: ExcelJS.Cell[] = [];
      ws.eachRow((row) => cells.push(row.getCell(1)));
      expect(cells[0]!.value).toBe('农场名称');
      const injected = cells.find((c) => String(c.value).includes('HYPERLINK'))!;
      expect(injected.type).toBe(ExcelJS.ValueType.String);
      expect(injected.value).toBe(`'${evil}`);
      expect(ws.headerFooter.oddHeader).toMatch(
        /导出人 .+\(chongming_admin\) 导出时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
      );
      expect(ws.headerFooter.oddFooter).toContain('chongming_admin');
      expect(wb.creator).toContain('(chongming_admin)');
      expect(wb.description).toContain('导出时间');
    } finally {
      await t.db.query('UPDATE farms SET farm_name = $2 WHERE id = $1', [farm!.id, farm!.farm_name]);
    }
  });

  it('refuses a bad or expired signature, and a URL signed for another user', async () => {
    const [job] = (await t.call(listDownloads, { status: 'done' }, admin)).obj!.list;
    const { url } = (await t.call(signDownload, { id: job!.id }, admin)).obj!;
    const tampered = url.replace(/s=[^&]+/, 's=AAAA');
    const bad = await t.app.inject({ method: 'GET', url: tampered, headers: { accesstoken: admin } });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().respDesc).toContain('无效');
    // A URL signed two hours ago with the same key has expired.
    const past = new FileSigner(() => Date.now() - 2 * 3_600_000);
    await past.init(t.db);
    const old = past.sign(`/files/downloads/${adminId}/${job!.id}`, { areaId: job!.areaId }, 300);
    const expired = await t.app.inject({ method: 'GET', url: old, headers: { accesstoken: admin } });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().respDesc).toContain('过期');
    // The admin's URL with the viewer's session.
    expect((await t.app.inject({ method: 'GET', url, headers: { accesstoken: viewer } })).statusCode).toBe(
      403,
    );
  });

  it('deletes a job with its file, for its owner only', async () => {
    const res = await t.call(
      createDataExport,
      {
        endpoint: listFarmsByArea.path,
        filter: {},
        columns: [{ key: 'farmName', title: '农场名称' }],
        title: '删',
      },
      admin,
    );
    await waitForJob(t, res.obj!.id, admin);
    expect((await t.call(deleteDownload, { id: res.obj!.id }, viewer)).respCode).toBe(300);
    expect((await t.call(deleteDownload, { id: res.obj!.id }, admin)).respCode).toBe(0);
    const left = await t.db.query('SELECT 1 FROM data_exports WHERE id = $1', [res.obj!.id]);
    expect(left).toHaveLength(0);
  });
});

describe('briefings and schedules', () => {
  const base = () => ({
    name: '周报',
    menuKey,
    areaIds: [CHONGMING, town],
    format: 'pdf-a4' as const,
    cadence: 'weekly' as const,
    weekday: 1,
    time: '08:30',
    recipientIds: [viewerId],
  });

  it('makes a briefing job with plate progress that its maker downloads', async () => {
    const res = await t.call(
      createBriefing,
      { menuKey, areaId: town, asOf: '2026-11-30', format: 'pptx' },
      admin,
    );
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj!.kind).toBe('briefing');
    expect(res.obj!.fileName).toMatch(/\.pptx$/);
    const job = await waitForJob(t, res.obj!.id, admin);
    expect(job.status, job.error ?? '').toBe('done');
    expect(job.progressTotal).toBeGreaterThan(0);
    expect(job.progressDone).toBe(job.progressTotal);
    const file = await fetchJobFile(t, job.id, admin);
    expect(file.statusCode).toBe(200);
    // A PowerPoint file is a zip.
    expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    // Outside the caller's area: 401 before anything is queued; an unknown topic: 300 naming it.
    expect(
      (
        await t.call(
          createBriefing,
          { menuKey, areaId: 310115000000, asOf: '2026-11-30', format: 'pptx' },
          admin,
        )
      ).respCode,
    ).toBe(401);
    const unknown = await t.call(
      createBriefing,
      { menuKey: 99_999, areaId: town, asOf: '2026-11-30', format: 'pptx' },
      admin,
    );
    expect(unknown.respCode).toBe(300);
    expect(unknown.respDesc).toContain('menuKey');
  });

  it('validates a schedule: 300 naming the fields, recipients of the subject only', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ weekday: null }, 'weekday'],
      [{ cadence: 'monthly', weekday: null }, 'monthDay'],
      [{ time: '25:00' }, 'time'],
      [{ format: 'doc' }, 'format'],
      [{ recipientIds: [] }, 'recipientIds'],
      [{ menuKey: 99_999 }, 'menuKey'],
    ];
    const [stranger] = await t.db.query<{ id: number }>(
      "SELECT id FROM government_users WHERE login_name = 'pudong_viewer'",
    );
    cases.push([{ recipientIds: [viewerId, stranger!.id] }, 'recipientIds']);
    for (const [patch, field] of cases) {
      const res = await t.call(createBriefingSchedule, { ...base(), ...patch }, admin);
      expect(res.respCode, JSON.stringify(patch)).toBe(300);
      expect(res.respDesc).toContain(field);
    }
    expect(
      (await t.call(createBriefingSchedule, { ...base(), areaIds: [310115000000] }, admin)).respCode,
    ).toBe(401);
    // A reviewer is no subject administrator.
    expect((await t.call(createBriefingSchedule, base(), await t.login('chongming_reviewer'))).respCode).toBe(
      403,
    );
  });

  it('fires once however many runners race, and only the recipients see it; another county cannot download', async () => {
    const created = await t.call(createBriefingSchedule, base(), admin);
    expect(created.respCode, created.respDesc).toBe(0);
    const s = created.obj!;
    expect(s.nextRunAt).toMatch(/ 08:30:00$/);
    await t.db.query(
      "UPDATE briefing_schedules SET next_run_at = now() - interval '1 minute' WHERE id = $1",
      [s.id],
    );
    const now = new Date();
    // Three runners at once (the app's own may have been first: then none of them fires it).
    const fired = await Promise.all([1, 2, 3].map(() => fireDueSchedules(t.db, now)));
    expect(fired.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const jobs = await t.db.query<{ id: number; user_id: number }>(
      'SELECT id, user_id FROM data_exports WHERE schedule_id = $1 ORDER BY id',
      [s.id],
    );
    expect(jobs).toHaveLength(2);
    expect(jobs.every((j) => j.user_id === adminId)).toBe(true);
    const [next] = await t.db.query<{ next: Date }>(
      'SELECT next_run_at AS next FROM briefing_schedules WHERE id = $1',
      [s.id],
    );
    expect(next!.next.getTime()).toBeGreaterThan(now.getTime());

    for (const j of jobs) expect((await waitForJob(t, j.id, viewer)).status).toBe('done');
    // The recipient has a notice, sees both in his centre, downloads, and the notice goes once he looked.
    const unread = (await t.call(unreadDownloads, {}, viewer)).obj!;
    expect(unread.count).toBe(2);
    const mine = (await t.call(listDownloads, { kind: 'briefing' }, viewer)).obj!.list;
    expect(
      mine
        .filter((d) => d.scheduleName === '周报')
        .map((d) => d.id)
        .sort(),
    ).toEqual(jobs.map((j) => j.id));
    const pdf = await fetchJobFile(t, jobs[0]!.id, viewer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await t.call(markDownloadsRead, {}, viewer);
    expect((await t.call(unreadDownloads, {}, viewer)).obj!.count).toBe(0);
    // The creator is no recipient here: the briefings are not in his list.
    const adminList = (await t.call(listDownloads, { kind: 'briefing' }, admin)).obj!.list;
    expect(adminList.some((d) => jobs.some((j) => j.id === d.id))).toBe(false);
    // Another county's user gets no URL, and the recipient's URL does not open with his session.
    expect((await t.call(signDownload, { id: jobs[0]!.id }, pudong)).respCode).toBe(300);
    const { url } = (await t.call(signDownload, { id: jobs[0]!.id }, viewer)).obj!;
    expect((await t.app.inject({ method: 'GET', url, headers: { accesstoken: pudong } })).statusCode).toBe(
      403,
    );
    // Once past its firing time, the due check finds nothing more to do.
    expect(await fireDueSchedules(t.db, new Date())).toBe(0);
  });

  it('runs now on request without moving the next time; a disabled creator’s briefing fails with the reason', async () => {
    const s = (await t.call(createBriefingSchedule, { ...base(), name: '月报', areaIds: [town] }, admin))
      .obj!;
    const monthly = {
      ...base(),
      name: '月报',
      areaIds: [town],
      cadence: 'monthly',
      weekday: null,
      monthDay: 0,
    };
    const updated = await t.call(updateBriefingSchedule, { id: s.id, ...monthly }, admin);
    expect(updated.respCode, updated.respDesc).toBe(0);
    expect(updated.obj!.monthDay).toBe(0);
    const ran = await t.call(runBriefingSchedule, { id: s.id }, admin);
    expect(ran.respCode, ran.respDesc).toBe(0);
    expect(ran.obj!.jobIds).toHaveLength(1);
    expect((await waitForJob(t, ran.obj!.jobIds[0]!, viewer)).status).toBe('done');
    const [after] = await t.db.query<{ next: string }>(
      "SELECT to_char(next_run_at, 'YYYY-MM-DD HH24:MI:SS') AS next FROM briefing_schedules WHERE id = $1",
      [s.id],
    );
    expect(after!.next).toBe(updated.obj!.nextRunAt);

    await t.db.query("UPDATE government_users SET account_status = 0 WHERE login_name = 'chongming_admin'");
    try {
      const [row] = await t.db.query<ScheduleRow>(
        `SELECT ${SCHEDULE_COLUMNS} FROM briefing_schedules WHERE id = $1`,
        [s.id],
      );
      const [id] = await t.db.tx((q) => queueScheduleJobs(q, row!, '2026-12-01'));
      t.app.services.jobs.wake();
      const job = await waitForJob(t, id!, viewer);
      expect(job.status).toBe('failed');
      expect(job.error).toContain('停用');
    } finally {
      await t.db.query("UPDATE government_users SET account_status = 1 WHERE login_name = 'chongming_admin'");
    }
  });
});

describe('expiry', () => {
  it('deletes files past their expiry; the job stays, listed as expired, and no URL is signed for it', async () => {
    const res = await t.call(
      createDataExport,
      {
        endpoint: listFarmsByArea.path,
        filter: {},
        columns: [{ key: 'farmName', title: '农场名称' }],
        title: '过期',
      },
      admin,
    );
    const job = await waitForJob(t, res.obj!.id, admin);
    const [row] = await t.db.query<{ file_path: string }>(
      'SELECT file_path FROM data_exports WHERE id = $1',
      [job.id],
    );
    // Kept in the installation's file store under the job's area, as pictures are.
    expect(row!.file_path).toBe(`310151000000/download/${job.id}.xlsx`);
    const file = join(dataDir, 'files', row!.file_path);
    expect(existsSync(file)).toBe(true);
    const files = t.app.services.pictureStore;
    expect(await sweepExpiredFiles(t.db, files)).toBe(0);
    await t.db.query("UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1", [
      job.id,
    ]);
    expect(await sweepExpiredFiles(t.db, files)).toBe(1);
    expect(existsSync(file)).toBe(false);
    const listed = (await t.call(getDownload, { id: job.id }, admin)).obj!;
    expect(listed).toMatchObject({ expired: true, statusName: '已过期' });
    const signed = await t.call(signDownload, { id: job.id }, admin);
    expect(signed.respCode).toBe(300);
    expect(signed.respDesc).toContain('过期');
  });
});

describe('claiming jobs', () => {
  it('claims a job once, takes a lapsed claim again, keeps the finish of the current holder only', async () => {
    // The app's own runner would race the claims below.
    await t.app.services.jobs.close();
    const id = await store.insertJob(t.db, {
      kind: 'excel',
      userId: adminId,
      subjectId,
      areaId: CHONGMING,
      title: '租约',
      params: {},
    });
    const a = await store.claimJob(t.db, 'server-a', 60, 3);
    expect(a?.id).toBe(id);
    expect(await store.claimJob(t.db, 'server-b', 60, 3)).toBeUndefined();
    expect(await store.renewLease(t.db, id, 'server-a', 60)).toBe(true);
    // Server a stops renewing: its lease lapses and b takes the job.
    await t.db.query("UPDATE data_exports SET lease_until = now() - interval '1 second' WHERE id = $1", [id]);
    const b = await store.claimJob(t.db, 'server-b', 60, 3);
    expect(b?.id).toBe(id);
    expect(b?.attempts).toBe(2);
    expect(await store.renewLease(t.db, id, 'server-a', 60)).toBe(false);
    const file = {
      filePath: 'exports/x.xlsx',
      fileName: 'x.xlsx',
      mime: 'x',
      byteSize: 1,
      rowCount: 1,
      retentionDays: 7,
    };
    expect(await store.finishJob(t.db, id, 'server-a', file)).toBe(false);
    expect(await store.finishJob(t.db, id, 'server-b', file)).toBe(true);
    expect(await store.claimJob(t.db, 'server-c', 60, 3)).toBeUndefined();
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM data_exports WHERE id = $1', [id]);
    expect(row!.status).toBe('done');
  });

  it('fails a job whose claim lapsed as often as it may be tried', async () => {
    const id = await store.insertJob(t.db, {
      kind: 'excel',
      userId: adminId,
      subjectId,
      areaId: CHONGMING,
      title: '崩溃',
      params: {},
    });
    for (let i = 0; i < 3; i++) {
      expect((await store.claimJob(t.db, `s${i}`, 60, 3))?.id).toBe(id);
      await t.db.query("UPDATE data_exports SET lease_until = now() - interval '1 second' WHERE id = $1", [
        id,
      ]);
    }
    expect(await store.claimJob(t.db, 's3', 60, 3)).toBeUndefined();
    await store.failExhausted(t.db, 3);
    const [row] = await t.db.query<{ status: string; error: string }>(
      'SELECT status, error FROM data_exports WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'failed', error: expect.stringContaining('多次') });
  });
});
