import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  abnormalActions,
  convergeBatch,
  convergeLandAbnormal,
  getAbnormal,
  getOccupation,
  listAbnormals,
  listBatches,
  listMonitoringHistory,
  listOccupationDeclarations,
  listOccupationLogs,
  listOccupations,
  occupationActions,
  uploadReviewImg,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { IDEMPOTENCY_RETENTION_DAYS, purgeIdempotencyKeys } from './idempotency';
import { act, CHONGMING, newKey, occupationIn, PUDONG, TINY_PNG } from './test-support';

/**
 * The smallest valid WebP: a 1×1 lossless (VP8L) image. RIFF size = file length − 8; the VP8L chunk of 13
 * bytes opens with the signature 0x2f and 14-bit width−1 and height−1 (both 0).
 */
const TINY_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

let t: TestApp;
let reviewer: string;
let viewer: string;
let pudong: string;
const dataDir = mkdtempSync(join(tmpdir(), 'landoccupy-'));

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  reviewer = await t.login('chongming_reviewer');
  viewer = await t.login('chongming_viewer');
  pudong = await t.login('pudong_admin');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('occupation list and case', () => {
  it('lists with the count per status, filters by status, and stays in the caller area', async () => {
    const all = await t.call(listOccupations, {}, viewer);
    expect(all.respCode).toBe(0);
    const counts = all.obj!.statusCounts;
    expect(counts.reduce((s, c) => s + c.count, 0)).toBe(all.obj!.total);
    const two = counts.find((c) => c.processStatus === 2)!;
    const page = await t.call(listOccupations, { processStatus: 2, pageSize: 5 }, viewer);
    expect(page.obj!.total).toBe(two.count);
    expect(page.obj!.list.every((r) => r.processStatus === 2)).toBe(true);
    expect(page.obj!.statusCounts).toEqual(counts);
    expect(all.obj!.list.every((r) => String(r.areaId).startsWith('310151'))).toBe(true);
    const outside = await t.call(listOccupations, { areaId: PUDONG }, viewer);
    expect(outside.respCode).toBe(401);
  });

  it('finds by keyword and batch', async () => {
    const c = await occupationIn(t, CHONGMING, 1);
    const hit = await t.call(listOccupations, { keyword: c.occupyNum }, viewer);
    expect(hit.obj!.list.map((r) => r.occupyNum)).toEqual([c.occupyNum]);
    const batch = hit.obj!.list[0]!.arableLandBatchRecordId;
    const inBatch = await t.call(listOccupations, { arableLandBatchRecordId: batch, pageSize: 100 }, viewer);
    expect(inBatch.obj!.list.every((r) => r.arableLandBatchRecordId === batch)).toBe(true);
  });

  it('gets a case with its ring, batch dates, log and declarations; another area is refused', async () => {
    const c = await occupationIn(t, CHONGMING, 5);
    const got = await t.call(getOccupation, { occupyNum: c.occupyNum }, viewer);
    expect(got.obj!.ring.type).toBe('MultiPolygon');
    expect(got.obj!.imageDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(got.obj!.version).toBe(c.version);
    // The area codes come with their names: the case page shows 崇明区, not 310151000000.
    expect(got.obj!.countyName).toBe('崇明区');
    const [v] = await t.db.query<{ name: string }>('SELECT name FROM areas WHERE id = $1', [
      got.obj!.villageId,
    ]);
    expect(got.obj!.villageName).toBe(v!.name);
    const logs = await t.call(listOccupationLogs, { occupyNum: c.occupyNum }, viewer);
    expect(logs.obj!.at(-1)!.toStatus).toBe(5);
    expect((await t.call(listOccupationDeclarations, { occupyNum: c.occupyNum }, viewer)).respCode).toBe(0);
    expect((await t.call(getOccupation, { occupyNum: c.occupyNum }, pudong)).respCode).toBe(401);
    expect((await t.call(getOccupation, { occupyNum: 'nope' }, viewer)).respCode).toBe(300);
  });
});

describe('occupation actions', () => {
  it('moves a case from screening to success with photo and position, one log row per action', async () => {
    const c = await occupationIn(t, CHONGMING, 0);
    const before = (await t.call(listOccupationLogs, { occupyNum: c.occupyNum }, viewer)).obj!.length;
    let version = c.version;
    for (const action of ['screenNeedReview', 'inputNeedReview', 'review'] as const) {
      const r = await act(
        t,
        occupationActions[action],
        { occupyNum: c.occupyNum, version, remark: action },
        reviewer,
        newKey(),
      );
      expect(r.respCode, r.respDesc).toBe(0);
      version = r.obj!.version;
    }
    const up = await act<{ url: string; src: string }>(
      t,
      uploadReviewImg,
      { occupyNum: c.occupyNum, fileName: 'a.png', contentBase64: TINY_PNG.toString('base64') },
      reviewer,
    );
    expect(up.respCode, up.respDesc).toBe(0);
    const done = await act(
      t,
      occupationActions.success,
      {
        occupyNum: c.occupyNum,
        version,
        remark: '复核属实',
        reviewImgUrls: [up.obj!.url],
        reviewUserAddress: '崇明区某村',
        reviewUserCenterLat: 31.6,
        reviewUserCenterLng: 121.5,
      },
      reviewer,
      newKey(),
    );
    expect(done.respCode, done.respDesc).toBe(0);
    expect(done.obj).toMatchObject({ processStatus: 5, flag: 1 });
    const got = (await t.call(getOccupation, { occupyNum: c.occupyNum }, viewer)).obj!;
    expect(got).toMatchObject({
      processStatus: 5,
      occupyFlag: 1,
      reviewRemark: '复核属实',
      reviewImgUrls: [up.obj!.url],
    });
    expect(got.reviewUserId).not.toBeNull();
    const logs = (await t.call(listOccupationLogs, { occupyNum: c.occupyNum }, viewer)).obj!;
    expect(logs.length - before).toBe(4);
    expect(logs.slice(-4).map((l) => l.toStatus)).toEqual([1, 2, 3, 5]);
    // The photo is served with the signed address, and refused without it or with a forged one.
    const img = await t.app.inject({ method: 'GET', url: got.reviewImgSrc[0]! });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: up.obj!.url })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${up.obj!.url}?exp=9999999999&sig=x` })).statusCode,
    ).toBe(403);
    const byToken = (token: string) =>
      t.app.inject({ method: 'GET', url: up.obj!.url, headers: { accesstoken: token } });
    expect((await byToken(viewer)).statusCode).toBe(200);
    expect((await byToken(pudong)).statusCode).toBe(403);
  });

  it('refuses a wrong status, a stale version, a missing key, and evidence outside the re-check', async () => {
    const c = await occupationIn(t, CHONGMING, 2);
    const wrong = await act(
      t,
      occupationActions.success,
      { occupyNum: c.occupyNum, version: c.version },
      reviewer,
      newKey(),
    );
    expect(wrong.respCode).toBe(300);
    expect(wrong.respDesc).toContain('待审核');
    const stale = await act(
      t,
      occupationActions.review,
      { occupyNum: c.occupyNum, version: c.version + 7 },
      reviewer,
      newKey(),
    );
    expect(stale.respCode).toBe(300);
    expect(stale.respDesc).toContain('版本');
    const nokey = await act(
      t,
      occupationActions.review,
      { occupyNum: c.occupyNum, version: c.version },
      reviewer,
    );
    expect(nokey.respCode).toBe(300);
    expect(nokey.respDesc).toContain('Idempotency-Key');
    const ev = await act(
      t,
      occupationActions.review,
      { occupyNum: c.occupyNum, version: c.version, reviewUserAddress: 'x' },
      reviewer,
      newKey(),
    );
    expect(ev.respCode).toBe(300);
    const [{ v }] = (await t.db.query<{ v: number }>(
      'SELECT version AS v FROM farmland_occupations WHERE id = $1',
      [c.id],
    )) as [{ v: number }];
    expect(v).toBe(c.version);
  });

  it('one Idempotency-Key sent 10 times acts once and replays the same answer', async () => {
    const c = await occupationIn(t, CHONGMING, 2, 1);
    const key = newKey('retry');
    const body = { occupyNum: c.occupyNum, version: c.version, remark: '同意' };
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await act(t, occupationActions.review, body, reviewer, key));
    expect(answers[0]!.respCode).toBe(0);
    for (const a of answers) expect(a).toEqual(answers[0]);
    const [{ n }] = (await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM farmland_occupation_logs WHERE occupation_id = $1 AND action = '审核通过'",
      [c.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
    // The same key on another request is refused rather than replayed.
    const other = await act(
      t,
      occupationActions.reject,
      { ...body, version: answers[0]!.obj!.version },
      reviewer,
      key,
    );
    expect(other.respCode).toBe(300);
    expect(other.respDesc).toContain('幂等键');
  });

  it('publishes one case.changed event per accepted action to subscribers of the area, none on a replay', async () => {
    const c = await occupationIn(t, CHONGMING, 2, 2);
    const seen: { topic: string; data: unknown }[] = [];
    const far: unknown[] = [];
    const off = t.app.services.live.subscribe({
      scope: { contains: (a: number) => String(a).startsWith('310151') },
      permissions: new Set(['data:view']),
      topics: ['case.'],
      send: (e) => seen.push(e),
    });
    const off2 = t.app.services.live.subscribe({
      scope: { contains: (a: number) => String(a).startsWith('310115') },
      permissions: new Set(['data:view']),
      topics: [],
      send: (e) => far.push(e),
    });
    const key = newKey('live');
    const body = { occupyNum: c.occupyNum, version: c.version };
    await act(t, occupationActions.review, body, reviewer, key);
    await act(t, occupationActions.review, body, reviewer, key);
    await new Promise((r) => setTimeout(r, 50));
    off();
    off2();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      topic: 'case.changed',
      data: { kind: 'occupy', ref: c.occupyNum, processStatus: 3 },
    });
    expect(far).toEqual([]);
  });

  it('a viewer is refused with 403 and another area with 401', async () => {
    const c = await occupationIn(t, CHONGMING, 5, 1);
    const body = { occupyNum: c.occupyNum, version: c.version };
    expect((await act(t, occupationActions.screenNeedReview, body, viewer, newKey())).respCode).toBe(403);
    expect((await act(t, occupationActions.screenNeedReview, body, pudong, newKey())).respCode).toBe(401);
  });

  it('keeps the log append-only in the database', async () => {
    await expect(t.db.query('UPDATE farmland_occupation_logs SET remark = $1', ['x'])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM cultivated_abnormal_logs')).rejects.toThrow(/append-only/);
    // TRUNCATE bypasses row triggers: a statement trigger refuses it, and nothing is lost.
    const count = async () =>
      (
        (await t.db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM farmland_occupation_logs) + (SELECT count(*) FROM cultivated_abnormal_logs)
             AS n`,
        )) as [{ n: number }]
      )[0].n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await expect(t.db.query('TRUNCATE farmland_occupation_logs')).rejects.toThrow(/append-only: TRUNCATE/);
    await expect(t.db.query('TRUNCATE cultivated_abnormal_logs CASCADE')).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    // An empty log may be truncated: a restore replays the migrations and truncates every table first.
    // (Emptied inside a transaction that is rolled back, so the evidence stays.)
    const rolledBack = new Error('roll back');
    await expect(
      t.db.tx(async (q) => {
        await q.exec(
          'ALTER TABLE cultivated_abnormal_logs DISABLE TRIGGER cultivated_abnormal_logs_append_only',
        );
        await q.exec('DELETE FROM cultivated_abnormal_logs');
        await q.exec('TRUNCATE cultivated_abnormal_logs');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await count()).toBe(before);
  });

  it('purges idempotency keys past the retention, keeping the recent ones', async () => {
    const [u] = await t.db.query<{ id: number }>(
      "SELECT id FROM government_users WHERE login_name = 'chongming_reviewer'",
    );
    const put = (key: string, days: number) =>
      t.db.query(
        `INSERT INTO action_idempotency_keys (user_id, idem_key, endpoint, request_hash, create_time)
         VALUES ($1, $2, 'test', 'h', now() - make_interval(days => $3))`,
        [u!.id, key, days],
      );
    const old = newKey('old');
    const recent = newKey('recent');
    await put(old, IDEMPOTENCY_RETENTION_DAYS + 1);
    await put(recent, IDEMPOTENCY_RETENTION_DAYS - 1);
    expect(await purgeIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.query<{ idem_key: string }>(
      'SELECT idem_key FROM action_idempotency_keys WHERE idem_key = ANY($1)',
      [[old, recent]],
    );
    expect(left.map((r) => r.idem_key)).toEqual([recent]);
  });

  it('builds a well-formed WebP for the upload check', () => {
    expect(TINY_WEBP.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(TINY_WEBP.readUInt32LE(4)).toBe(TINY_WEBP.length - 8);
    expect(TINY_WEBP.subarray(8, 16).toString('latin1')).toBe('WEBPVP8L');
    expect(TINY_WEBP.readUInt32LE(16)).toBe(13);
    expect(TINY_WEBP.length).toBe(20 + 13 + 1); // the odd chunk padded to an even size
    expect(TINY_WEBP[20]).toBe(0x2f);
    const bits = TINY_WEBP.readUInt32LE(21);
    expect([(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1]).toEqual([1, 1]);
    expect(bits >>> 29).toBe(0); // version 0
  });

  it('checks uploads by content and size', async () => {
    const c = await occupationIn(t, CHONGMING, 3);
    const up = (content: Buffer, fileName = 'x.jpg') =>
      act<{ url: string; src: string }>(
        t,
        uploadReviewImg,
        { occupyNum: c.occupyNum, fileName, contentBase64: content.toString('base64') },
        reviewer,
      );
    expect((await up(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).respCode).toBe(300);
    expect((await up(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).respCode).toBe(0);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    TINY_PNG.copy(big);
    expect((await up(big)).respCode).toBe(300);
    // WebP is told by its content: a real 1×1 lossless WebP is taken and served as image/webp; a .webp
    // name on other bytes (a RIFF that is a WAVE sound, or text) is refused and stores nothing.
    const uploads = async () =>
      (
        (await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM review_uploads WHERE record_kind = 'occupy' AND record_id = $1",
          [c.id],
        )) as [{ n: number }]
      )[0].n;
    const stored = await uploads();
    const webp = await up(TINY_WEBP, 'photo.webp');
    expect(webp.respCode, webp.respDesc).toBe(0);
    expect(webp.obj!.url).toMatch(/^\/files\/review\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: webp.obj!.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(TINY_WEBP)).toBe(true);
    expect(await uploads()).toBe(stored + 1);
    const wave = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WAVEfmt ')]);
    for (const fake of [wave, Buffer.from('not an image, only text')]) {
      const refused = await up(fake, 'photo.webp');
      expect(refused.respCode).toBe(300);
      expect(refused.respDesc).toContain('WebP');
    }
    expect(await uploads()).toBe(stored + 1);
    // Only a case waiting for the re-check (待复核) takes photos: anywhere else the upload is refused.
    const auditing = await occupationIn(t, CHONGMING, 2);
    const early = await act(
      t,
      uploadReviewImg,
      { occupyNum: auditing.occupyNum, fileName: 'x.png', contentBase64: TINY_PNG.toString('base64') },
      reviewer,
    );
    expect(early.respCode).toBe(300);
    expect(early.respDesc).toContain('待审核');
    const [{ n }] = (await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM review_uploads WHERE record_kind = 'occupy' AND record_id = $1",
      [auditing.id],
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect(
      (
        await act(
          t,
          uploadReviewImg,
          { occupyNum: c.occupyNum, fileName: 'x.png', contentBase64: TINY_PNG.toString('base64') },
          viewer,
        )
      ).respCode,
    ).toBe(403);
  });
});

describe('abnormal records and batches', () => {
  it('lists page 1 of 10 by default with status counts', async () => {
    const r = await t.call(listAbnormals, {}, viewer);
    expect(r.obj).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(r.obj!.statusCounts.reduce((s, c) => s + c.count, 0)).toBe(r.obj!.total);
  });

  it('reviews and governs a record once', async () => {
    const [row] = await t.db.query<{ id: number; version: number }>(
      `SELECT id, version FROM cultivated_abnormals WHERE area_id BETWEEN $1 AND $2 AND process_status = 3 ORDER BY id LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const ok = await act(
      t,
      abnormalActions.success,
      { id: row!.id, version: row!.version },
      reviewer,
      newKey(),
    );
    expect(ok.respCode, ok.respDesc).toBe(0);
    const gov = await act(
      t,
      abnormalActions.govern,
      { id: row!.id, version: ok.obj!.version, remark: '已复耕' },
      reviewer,
      newKey(),
    );
    expect(gov.obj).toMatchObject({ processStatus: 5, flag: 1 });
    const again = await act(
      t,
      abnormalActions.govern,
      { id: row!.id, version: gov.obj!.version },
      reviewer,
      newKey(),
    );
    expect(again.respDesc).toContain('已整治');
    const got = await t.call(getAbnormal, { id: row!.id }, viewer);
    expect(got.obj).toMatchObject({ governanceFlag: 1, remark: '已复耕' });
  });

  it('lists batches (motion detection by default), history and converge views in the caller area', async () => {
    const b = await t.call(listBatches, {}, viewer);
    expect(b.obj!.total).toBeGreaterThan(0);
    expect(b.obj!.list.every((x) => x.motionDetectionFlag === 1)).toBe(true);
    expect(b.obj!.list.some((x) => x.caseCount > 0)).toBe(true);
    const h = await t.call(listMonitoringHistory, {}, viewer);
    expect(h.obj!.length).toBeGreaterThan(0);
    const all = await t.call(convergeBatch, {}, viewer);
    expect(all.obj!.some((x) => x.batchType === 3)).toBe(true);
    const kids = await t.call(convergeLandAbnormal, {}, viewer);
    const total = (await t.call(listAbnormals, {}, viewer)).obj!.total;
    expect(kids.obj!.reduce((s, k) => s + k.caseCount, 0)).toBe(total);
  });
});
