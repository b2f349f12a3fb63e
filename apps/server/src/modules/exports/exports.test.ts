import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROCESS_STATUS_LABELS, type ProcessStatus } from '@fengshou/core';
import {
  ABNORMAL_EXPORT_COLUMNS,
  createDataExport,
  getFarmDetail,
  listAbnormals,
  listCertificatesByArea,
  listDataExports,
  listFarmsByArea,
  listOccupations,
  OCCUPATION_EXPORT_COLUMNS,
  signDownload,
} from '@fengshou/core/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { queueExport } from './run-export';
import { exportAndFetch, fetchJobFile, waitForJob } from './test-support';

let t: TestApp;
let dataDir: string;
let admin: string;
let reviewer: string;
let viewer: string;
let pudong: string;

const COLUMNS = [
  { key: 'farmName', title: '农场名称' },
  { key: 'companyName', title: '经营主体' },
  { key: 'contactPhone', title: '联系电话' },
  { key: 'farmAreaMu', title: '面积（亩）' },
  { key: 'areaName', title: '所在村' },
];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fengshou-exports-'));
  t = await createTestApp({ config: { dataDir } });
  admin = await t.login('chongming_admin');
  reviewer = await t.login('chongming_reviewer');
  viewer = await t.login('chongming_viewer');
  pudong = await t.login('pudong_admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const download = (id: number, token: string) => fetchJobFile(t, id, token);

/** The rows of the first sheet as arrays of cell values (header first). */
async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const countFarms = async (lo: number, hi: number) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM farms WHERE area_id BETWEEN $1 AND $2', [
      lo,
      hi,
    ])
  )[0]!.n;

describe('export a list to .xlsx', () => {
  it('writes every row of the caller’s scope with the titled columns, and the maker downloads it', async () => {
    const res = await t.call(
      createDataExport,
      { endpoint: listFarmsByArea.path, filter: {}, columns: COLUMNS, title: '农场列表' },
      admin,
    );
    expect(res.respCode, res.respDesc).toBe(0);
    const total = await countFarms(CHONGMING, CHONGMING + 999_999);
    // Answered at once with the queued job; the runner writes the file.
    expect(['queued', 'running']).toContain(res.obj!.status);
    expect(res.obj!.kind).toBe('excel');
    const job = await waitForJob(t, res.obj!.id, admin);
    expect(job.status, job.error ?? '').toBe('done');
    expect(job.rowCount).toBe(total);
    expect(job.progressDone).toBe(total);
    expect(job.fileName).toMatch(/^农场列表-\d{14}\.xlsx$/);
    expect(job.expiresAt).not.toBeNull();

    const file = await download(res.obj!.id, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent('农场列表'));
    const rows = await sheetRows(file.rawPayload);
    expect(rows[0]).toEqual(COLUMNS.map((c) => c.title));
    expect(rows).toHaveLength(total + 1);
    // Same rows as the list answers, in its order; numbers stay numbers.
    const page = (await t.call(listFarmsByArea, { pageSize: 3 }, admin)).obj!;
    for (const [i, f] of page.list.entries()) {
      expect(rows[i + 1]![0]).toBe(f.farmName);
      expect(rows[i + 1]![3]).toBe(f.farmAreaMu);
    }
    // Admin holds pii:view: whole phone numbers, and the unmasked access is logged for the export too.
    const phones = rows
      .slice(1)
      .map((r) => r[2])
      .filter(Boolean) as string[];
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.every((p) => /^1\d{10}$/.test(p))).toBe(true);
  });

  it('masks personal data in the file for a caller without pii:view, and narrows by the list’s filter', async () => {
    const [{ town }] = (await t.db.query<{ town: number }>(
      'SELECT (area_id / 1000) * 1000 AS town FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY area_id LIMIT 1',
      [CHONGMING, CHONGMING + 999_999],
    )) as [{ town: number }];
    const res = await t.call(
      createDataExport,
      {
        endpoint: listFarmsByArea.path,
        filter: { farmAreaId: town, farmAreaType: 4 },
        columns: COLUMNS,
        title: '镇农场',
      },
      reviewer,
    );
    expect(res.respCode, res.respDesc).toBe(0);
    expect((await waitForJob(t, res.obj!.id, reviewer)).rowCount).toBe(await countFarms(town, town + 999));
    const rows = await sheetRows((await download(res.obj!.id, reviewer)).rawPayload);
    const phones = rows
      .slice(1)
      .map((r) => r[2])
      .filter(Boolean) as string[];
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.every((p) => /^1\d{2}\*{4}\d{4}$/.test(p))).toBe(true);
  });

  it('refuses an area outside the scope (401) and records nothing', async () => {
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_exports'))[0]!.n;
    const res = await t.call(
      createDataExport,
      { endpoint: listFarmsByArea.path, filter: { farmAreaId: PUDONG }, columns: COLUMNS, title: '浦东' },
      reviewer,
    );
    expect(res.respCode).toBe(401);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_exports'))[0]!.n).toBe(
      before,
    );
  });

  it('needs data:export and the list’s own permission (403)', async () => {
    const body = { endpoint: listFarmsByArea.path, filter: {}, columns: COLUMNS, title: '农场' };
    expect((await t.call(createDataExport, body, viewer)).respCode).toBe(403);
    // A role with data:export but without data:view may not export a data:view list.
    const [role] = await t.db.query<{ id: number }>(
      `INSERT INTO government_roles (government_subject_id, role_name, role_code)
       SELECT government_subject_id, '仅导出', 'export_only' FROM government_users WHERE login_name = 'chongming_viewer'
       RETURNING id`,
    );
    await t.db.query("INSERT INTO role_permissions (role_id, button_code) VALUES ($1, 'data:export')", [
      role!.id,
    ]);
    await t.db.query(
      `INSERT INTO government_users (login_name, nickname, password_hash, government_role_id, government_subject_id)
       SELECT 'export_only', '导出员', password_hash, $1, government_subject_id FROM government_users
        WHERE login_name = 'chongming_viewer'`,
      [role!.id],
    );
    expect((await t.call(createDataExport, body, await t.login('export_only'))).respCode).toBe(403);
    expect((await t.call(createDataExport, body)).respCode).toBe(400);
  });

  it('answers 300 naming the fields for bad input', async () => {
    const cases: [unknown, string][] = [
      [
        { endpoint: listFarmsByArea.path, filter: { farmAreaId: 123 }, columns: COLUMNS, title: 'x' },
        'filter.farmAreaId',
      ],
      [{ endpoint: listFarmsByArea.path, filter: { nope: 1 }, columns: COLUMNS, title: 'x' }, 'filter'],
      [{ endpoint: getFarmDetail.path, filter: { farmId: 1 }, columns: COLUMNS, title: 'x' }, 'endpoint'],
      [{ endpoint: '/api/nothing/gov/a/b', columns: COLUMNS, title: 'x' }, 'endpoint'],
      [{ endpoint: listFarmsByArea.path, columns: [], title: 'x' }, 'columns'],
      [{ endpoint: listFarmsByArea.path, columns: [{ key: 'a;drop', title: 'x' }], title: 'x' }, 'columns'],
      [{ endpoint: listFarmsByArea.path, columns: COLUMNS, title: 'a/b' }, 'title'],
      [{ endpoint: listDataExports.path, columns: COLUMNS, title: 'x' }, 'endpoint'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(createDataExport, body, admin);
      expect(res.respCode, JSON.stringify(body)).toBe(300);
      expect(res.respDesc).toContain(field);
    }
  });
});

describe('the columns a list declares', () => {
  it('are written when the request names none', async () => {
    const res = await t.call(
      createDataExport,
      { endpoint: listCertificatesByArea.path, filter: { basis: 1 }, title: '合格证' },
      admin,
    );
    expect(res.respCode).toBe(0);
    const job = await waitForJob(t, res.obj!.id, admin);
    const [header, first] = await sheetRows((await download(res.obj!.id, admin)).rawPayload);
    expect(header).toEqual([
      '合格证编号',
      '产品',
      '数量',
      '单位',
      '经营主体',
      '生产者',
      '联系电话',
      '产地',
      '承诺依据',
      '开具日期',
      '已打印',
      '追溯码',
    ]);
    expect(first![8]).toBe('自行检测合格');
    expect(job.rowCount).toBe(
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM qualified_certificates WHERE basis = 1 AND area_id BETWEEN $1 AND $1 + 999999',
          [CHONGMING],
        )
      )[0]!.n,
    );
  });

  it('are required of a list that declares none (300 naming columns)', async () => {
    const res = await t.call(createDataExport, { endpoint: listOccupations.path, title: '占用' }, admin);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('columns');
  });
});

describe('paging through the list', () => {
  it('concatenates the handler’s pages in order when the list is longer than one page', async () => {
    const session = await t.app.services.sessions.resolve(admin);
    const ctx = { session, services: t.app.services, host: 'localhost', headers: {} };
    const req = { endpoint: listFarmsByArea.path, filter: {}, columns: COLUMNS.slice(0, 1), title: '分页' };
    const total = await countFarms(CHONGMING, CHONGMING + 999_999);
    expect(total).toBeGreaterThan(3 * 37);
    const id = await queueExport(ctx, session, req, [37]);
    expect((await waitForJob(t, id, admin)).rowCount).toBe(total);
    const rows = await sheetRows((await download(id, admin)).rawPayload);
    const ids = await t.db.query<{ farm_name: string }>(
      'SELECT farm_name FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id',
      [CHONGMING, CHONGMING + 999_999],
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(ids.map((r) => r.farm_name));
  });
});

describe('my exports and downloads', () => {
  it('lists only the caller’s own exports, newest first, and serves files only to their maker', async () => {
    const mine = (await t.call(listDataExports, { pageSize: 20 }, admin)).obj!;
    expect(mine.total).toBeGreaterThan(0);
    const [admUser] = await t.db.query<{ id: number }>(
      "SELECT id FROM government_users WHERE login_name = 'chongming_admin'",
    );
    const owners = await t.db.query<{ user_id: number }>(
      'SELECT user_id FROM data_exports WHERE id = ANY($1::int[])',
      [mine.list.map((e) => e.id)],
    );
    expect(owners.every((o) => o.user_id === admUser!.id)).toBe(true);
    expect(mine.list.map((e) => e.id)).toEqual([...mine.list.map((e) => e.id)].sort((a, b) => b - a));
    const theirs = (await t.call(listDataExports, {}, reviewer)).obj!;
    expect(theirs.list.some((e) => mine.list.some((m) => m.id === e.id))).toBe(false);

    const id = mine.list.find((e) => e.status === 'done')!.id;
    // Another user gets no URL for it, and the maker's URL opens neither for him nor without a session.
    expect((await t.call(signDownload, { id }, reviewer)).respCode).toBe(300);
    const url = (await t.call(signDownload, { id }, admin)).obj!.url;
    expect((await t.app.inject({ method: 'GET', url, headers: { accesstoken: reviewer } })).statusCode).toBe(
      403,
    );
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().respCode).toBe(400);
    expect((await t.call(signDownload, { id: 999_999 }, admin)).respCode).toBe(300);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/files/downloads/..%2F..%2Fetc/1',
          headers: { accesstoken: admin },
        })
      ).statusCode,
    ).toBe(404);
  });
});

// The columns the web pages export, plus the area code (and the abnormal id) so the test can tell rows apart
// and check the area.
const OCCUPY_COLUMNS = [...OCCUPATION_EXPORT_COLUMNS, { key: 'areaId', title: '区域代码' }];
const ABNORMAL_COLUMNS = [
  { key: 'id', title: '编号' },
  ...ABNORMAL_EXPORT_COLUMNS,
  { key: 'areaId', title: '区域代码' },
];

/** Exports a list and answers the export row and the data rows of its workbook (header checked). */
async function exportRows(
  endpoint: string,
  filter: Record<string, unknown>,
  columns: { key: string; title: string }[],
  token: string,
) {
  const { job, file } = await exportAndFetch(t, { endpoint, filter, columns, title: '复核导出' }, token);
  expect(file.statusCode).toBe(200);
  const rows = await sheetRows(file.rawPayload);
  expect(rows[0]).toEqual(columns.map((c) => c.title));
  return { exported: job, rows: rows.slice(1) };
}

const col = (columns: { key: string }[], key: string) => columns.findIndex((c) => c.key === key);
const PUDONG_END = PUDONG + 999_999;
const CHONGMING_END = CHONGMING + 999_999;

/**
 * A 浦东 village and monitoring batch of a type: the small test demo may leave 浦东 without cases, so the
 * tests below give it one of their own.
 */
async function pudongPlace(batchType: 1 | 2) {
  const [row] = await t.db.query<{ village: string; batch: number }>(
    `SELECT (SELECT id FROM areas WHERE id BETWEEN $1 AND $2 AND level = 5 ORDER BY id LIMIT 1) AS village,
            (SELECT id FROM monitoring_batches WHERE area_id BETWEEN $1 AND $2 AND batch_type = $3
              ORDER BY id LIMIT 1) AS batch`,
    [PUDONG, PUDONG_END, batchType],
  );
  if (!row?.village || !row.batch) throw new Error('no 浦东 village or batch in the demo');
  return { village: Number(row.village), batch: row.batch };
}

describe('export the review lists (issue 12)', () => {
  it('exports the occupation list under its status and batch filter, and 浦东 gets none of 崇明', async () => {
    // The most populated (status, batch) of 崇明, and the record listed last under it.
    const [group] = await t.db.query<{ status: ProcessStatus; batch: number; n: number }>(
      `SELECT process_status AS status, arable_land_batch_record_id AS batch, count(*)::int AS n
         FROM farmland_occupations WHERE area_id BETWEEN $1 AND $2
        GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
      [CHONGMING, CHONGMING_END],
    );
    const { status, batch, n } = group!;
    expect(n).toBeGreaterThan(1);
    const [known] = await t.db.query<{ occupy_num: string }>(
      `SELECT occupy_num FROM farmland_occupations
        WHERE area_id BETWEEN $1 AND $2 AND process_status = $3 AND arable_land_batch_record_id = $4
        ORDER BY update_time, id LIMIT 1`,
      [CHONGMING, CHONGMING_END, status, batch],
    );
    const filter = { processStatus: status, arableLandBatchRecordId: batch };
    const list = (await t.call(listOccupations, { ...filter, pageSize: 5 }, reviewer)).obj!;
    expect(list.total).toBe(n);

    const { exported, rows } = await exportRows(listOccupations.path, filter, OCCUPY_COLUMNS, reviewer);
    expect(exported.rowCount).toBe(n);
    expect(rows).toHaveLength(list.total);
    const nums = rows.map((r) => r[col(OCCUPY_COLUMNS, 'occupyNum')]);
    expect(nums).toContain(known!.occupy_num);
    expect(new Set(nums).size).toBe(n);
    // In the list's order, each row under the asked status and batch.
    expect(nums.slice(0, 5)).toEqual(list.list.map((r) => r.occupyNum));
    expect(
      rows.every((r) => r[col(OCCUPY_COLUMNS, 'processStatusName')] === PROCESS_STATUS_LABELS[status]),
    ).toBe(true);
    expect(rows.every((r) => r[col(OCCUPY_COLUMNS, 'batchName')] === list.list[0]!.batchName)).toBe(true);

    // 浦东 (given a case in the same status): its export under that status holds its own rows only, the
    // 崇明 record absent; under the 崇明 batch it holds nothing.
    const place = await pudongPlace(1);
    const [mine] = await t.db.query<{ occupy_num: string }>(
      `INSERT INTO farmland_occupations (occupy_num, occupy_category, occupy_acre, occupy_arable_land_acre, address,
              ring, county_id, village_id, area_id, arable_land_batch_record_id, process_status)
       SELECT '310115209901010001', occupy_category, occupy_acre, occupy_arable_land_acre, '浦东新区测试村', ring,
              $2, $3, $3, $4, process_status
         FROM farmland_occupations WHERE occupy_num = $1
       RETURNING occupy_num`,
      [known!.occupy_num, PUDONG, place.village, place.batch],
    );
    const [{ own }] = (await t.db.query<{ own: number }>(
      `SELECT count(*)::int AS own FROM farmland_occupations
        WHERE area_id BETWEEN $1 AND $2 AND process_status = $3`,
      [PUDONG, PUDONG_END, status],
    )) as [{ own: number }];
    expect(own).toBeGreaterThan(0);
    const far = await exportRows(listOccupations.path, { processStatus: status }, OCCUPY_COLUMNS, pudong);
    expect(far.rows).toHaveLength(own);
    const farNums = far.rows.map((r) => r[col(OCCUPY_COLUMNS, 'occupyNum')]);
    expect(farNums).toContain(mine!.occupy_num);
    expect(farNums).not.toContain(known!.occupy_num);
    const areas = far.rows.map((r) => String(r[col(OCCUPY_COLUMNS, 'areaId')]));
    expect(areas.filter((a) => !a.startsWith('310115'))).toEqual([]);
    const sameFilter = await exportRows(listOccupations.path, filter, OCCUPY_COLUMNS, pudong);
    expect(sameFilter.exported.rowCount).toBe(0);
    expect(sameFilter.rows).toEqual([]);
    const asked = await t.call(
      createDataExport,
      {
        endpoint: listOccupations.path,
        filter: { areaId: CHONGMING },
        columns: OCCUPY_COLUMNS,
        title: '崇明',
      },
      pudong,
    );
    expect(asked.respCode).toBe(401);
  });

  it('exports the abnormal list under its status and batch filter, and 浦东 gets none of 崇明', async () => {
    const [group] = await t.db.query<{ status: ProcessStatus; batch: number; n: number }>(
      `SELECT process_status AS status, cultivated_land_batch_id AS batch, count(*)::int AS n
         FROM cultivated_abnormals WHERE area_id BETWEEN $1 AND $2
        GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
      [CHONGMING, CHONGMING_END],
    );
    const { status, batch, n } = group!;
    expect(n).toBeGreaterThan(1);
    const [known] = await t.db.query<{ id: number }>(
      `SELECT id FROM cultivated_abnormals
        WHERE area_id BETWEEN $1 AND $2 AND process_status = $3 AND cultivated_land_batch_id = $4
        ORDER BY update_time, id LIMIT 1`,
      [CHONGMING, CHONGMING_END, status, batch],
    );
    const filter = { processStatus: status, cultivatedLandBatchId: batch };
    const list = (await t.call(listAbnormals, { ...filter, pageSize: 5 }, reviewer)).obj!;
    expect(list.total).toBe(n);

    const { exported, rows } = await exportRows(listAbnormals.path, filter, ABNORMAL_COLUMNS, reviewer);
    expect(exported.rowCount).toBe(n);
    expect(rows).toHaveLength(list.total);
    const ids = rows.map((r) => r[col(ABNORMAL_COLUMNS, 'id')]);
    expect(ids).toContain(known!.id);
    expect(new Set(ids).size).toBe(n);
    expect(ids.slice(0, 5)).toEqual(list.list.map((r) => r.id));
    expect(
      rows.every((r) => r[col(ABNORMAL_COLUMNS, 'processStatusName')] === PROCESS_STATUS_LABELS[status]),
    ).toBe(true);
    expect(rows.every((r) => r[col(ABNORMAL_COLUMNS, 'batchName')] === list.list[0]!.batchName)).toBe(true);

    const place = await pudongPlace(2);
    const [mine] = await t.db.query<{ id: number }>(
      `INSERT INTO cultivated_abnormals (land_code, abnormal_type, process_status, cultivated_land_batch_id,
              abnormal_area_mu, geom, county_id, village_id, area_id, current_use)
       SELECT 'PD-TEST-0001', abnormal_type, process_status, $2, abnormal_area_mu, geom, $3, $4, $4, '浦东测试'
         FROM cultivated_abnormals WHERE id = $1
       RETURNING id`,
      [known!.id, place.batch, PUDONG, place.village],
    );
    const [{ own }] = (await t.db.query<{ own: number }>(
      `SELECT count(*)::int AS own FROM cultivated_abnormals
        WHERE area_id BETWEEN $1 AND $2 AND process_status = $3`,
      [PUDONG, PUDONG_END, status],
    )) as [{ own: number }];
    expect(own).toBeGreaterThan(0);
    const far = await exportRows(listAbnormals.path, { processStatus: status }, ABNORMAL_COLUMNS, pudong);
    expect(far.rows).toHaveLength(own);
    const farIds = far.rows.map((r) => r[col(ABNORMAL_COLUMNS, 'id')]);
    expect(farIds).toContain(mine!.id);
    expect(farIds).not.toContain(known!.id);
    const areas = far.rows.map((r) => String(r[col(ABNORMAL_COLUMNS, 'areaId')]));
    expect(areas.filter((a) => !a.startsWith('310115'))).toEqual([]);
    const sameFilter = await exportRows(listAbnormals.path, filter, ABNORMAL_COLUMNS, pudong);
    expect(sameFilter.exported.rowCount).toBe(0);
    expect(sameFilter.rows).toEqual([]);
    const asked = await t.call(
      createDataExport,
      {
        endpoint: listAbnormals.path,
        filter: { areaId: CHONGMING },
        columns: ABNORMAL_COLUMNS,
        title: '崇明',
      },
      pudong,
    );
    expect(asked.respCode).toBe(401);
  });
});
