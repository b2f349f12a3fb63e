// The check app's queue after a day without signal: ITEMS (500) field checks, each a photo (PHOTO_KB, 150 KB
// JPEG, with its stamp, under the phone's photo id) and the action naming it (核查录入·需审核, with its
// Idempotency-Key), sent over loopback HTTP one after another as the phone's outbox sends them; then the
// whole queue sent again, as a phone that lost every answer would. Prints the time, per-item p50/p95, and the
// exactly-once result: one log row and one stored photo per case, every replay answered as the first.
// In-process app on PGlite (DATABASE_URL: native PostgreSQL); BENCH_DATA_DIR reuses a seeded directory, else
// one is seeded at BENCH_SCALE (0.05). The cases are copies of a 崇明 case made for the run.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { openDatabase } from '../apps/server/src/db/open';
import { DEMO_STEPS, seedDemo } from '../apps/server/src/demo';
import { isEmptyDatabase } from '../apps/server/src/seed/installation';
import { DEMO_PASSWORD, pct } from './lib';

const ITEMS = Number(process.env.ITEMS ?? 500);
const PHOTO_KB = Number(process.env.PHOTO_KB ?? 150);
const CHONGMING = 310151000000;

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fengshou-field-sync-'));
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrate(db);
if (await isEmptyDatabase(db)) {
  const t0 = performance.now();
  await seedDemo(db, DEMO_STEPS, { scale: Number(process.env.BENCH_SCALE ?? 0.05) });
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s (${dataDir})`);
}
const app = await buildApp({
  config: testConfig({ demo: false, dataDir, validateResponses: false }),
  db,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function post(path: string, body: unknown, token?: string, key?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { accesstoken: token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { respCode: number; respDesc: string; obj: Record<string, unknown> };
}

const token = (
  await post('/api/login/gov/user/login', { loginName: 'chongming_checker', password: DEMO_PASSWORD })
).obj.accessToken as string;

// The run's cases: copies of one 崇明 case, 待核查.
const tag = `FS${Date.now().toString(36)}`;
await db.query(
  `INSERT INTO farmland_occupations (occupy_num, occupy_category, occupy_acre, occupy_arable_land_acre, address,
          ring, county_id, town_id, village_id, area_id, arable_land_batch_record_id, process_status)
   SELECT $1 || '-' || g, o.occupy_category, o.occupy_acre, o.occupy_arable_land_acre, o.address, o.ring,
          o.county_id, o.town_id, o.village_id, o.area_id, o.arable_land_batch_record_id, 1
     FROM (SELECT * FROM farmland_occupations WHERE area_id BETWEEN $2 AND $2 + 999999 ORDER BY id LIMIT 1) o,
          generate_series(1, $3) g`,
  [tag, CHONGMING, ITEMS],
);
const cases = await db.query<{ occupy_num: string; lat: number; lng: number }>(
  `SELECT occupy_num, ST_Y(ST_PointOnSurface(ring)) AS lat, ST_X(ST_PointOnSurface(ring)) AS lng
     FROM farmland_occupations WHERE occupy_num LIKE $1 ORDER BY id`,
  [`${tag}-%`],
);

// The phone's queue: per case a photo and the action naming it.
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(PHOTO_KB * 1024 - 4)]);
const queue = cases.map((c) => {
  const photoId = randomUUID();
  return {
    photo: {
      occupyNum: c.occupy_num,
      fileName: `${photoId}.jpg`,
      contentBase64: jpeg().toString('base64'),
      photoId,
      captureTime: new Date().toISOString(),
      lat: c.lat,
      lng: c.lng,
      accuracyM: 5,
      heading: 90,
    },
    key: `ck-${randomUUID()}`,
    action: {
      occupyNum: c.occupy_num,
      version: 0,
      remark: '现场核查',
      reviewImgUrls: [`/files/review/${photoId}.jpg`],
      reviewUserCenterLat: c.lat,
      reviewUserCenterLng: c.lng,
    },
  };
});

async function sendAll(label: string) {
  const per: number[] = [];
  const answers: unknown[] = [];
  const t0 = performance.now();
  for (const q of queue) {
    const s = performance.now();
    const up = await post('/api/landoccupy/gov/farmlandOccupy/uploadReviewImg', q.photo, token);
    const act = await post('/api/landoccupy/gov/farmlandOccupy/inputNeedReview', q.action, token, q.key);
    if (up.respCode !== 0 || act.respCode !== 0)
      throw new Error(`${label}: ${up.respDesc} / ${act.respDesc}`);
    answers.push(act.obj);
    per.push(performance.now() - s);
  }
  return { ms: performance.now() - t0, per, answers };
}

const first = await sendAll('first');
const replay = await sendAll('replay');
const [counts] = await db.query<{ logs: number; moved: number; photos: number; used: number }>(
  `SELECT (SELECT count(*)::int FROM farmland_occupation_logs l JOIN farmland_occupations o ON o.id = l.occupation_id
            WHERE o.occupy_num LIKE $1) AS logs,
          (SELECT count(*)::int FROM farmland_occupations WHERE occupy_num LIKE $1 AND process_status = 2) AS moved,
          (SELECT count(*)::int FROM review_uploads u JOIN farmland_occupations o ON o.id = u.record_id
            WHERE u.record_kind = 'occupy' AND o.occupy_num LIKE $1) AS photos,
          (SELECT count(*)::int FROM review_uploads u JOIN farmland_occupations o ON o.id = u.record_id
            WHERE u.record_kind = 'occupy' AND o.occupy_num LIKE $1 AND u.used_log_id IS NOT NULL) AS used`,
  [`${tag}-%`],
);
// The stored answer comes back from jsonb (its own key order): compared as values, not as text.
const sameAnswers = first.answers.every((a, i) => isDeepStrictEqual(a, replay.answers[i]));
const f = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  JSON.stringify(
    {
      items: ITEMS,
      photoKb: PHOTO_KB,
      backend: process.env.DATABASE_URL ? 'pg' : 'pglite',
      first: {
        total: `${(first.ms / 1000).toFixed(1)} s`,
        p50: f(pct(first.per, 0.5)),
        p95: f(pct(first.per, 0.95)),
      },
      replay: {
        total: `${(replay.ms / 1000).toFixed(1)} s`,
        p50: f(pct(replay.per, 0.5)),
        p95: f(pct(replay.per, 0.95)),
      },
      exactlyOnce: {
        logRows: counts?.logs,
        casesMoved: counts?.moved,
        photosStored: counts?.photos,
        photosUsed: counts?.used,
        replayAnsweredAsFirst: sameAnswers,
        ok: counts?.logs === ITEMS && counts?.moved === ITEMS && counts?.photos === ITEMS && sameAnswers,
      },
      load: loadavg().map((l) => l.toFixed(2)),
    },
    null,
    2,
  ),
);
await app.close();
await db.close();
// A directory seeded for this run only goes with it (hundreds of MB).
if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
