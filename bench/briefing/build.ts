// Time and memory of a briefing of a county: the model of 领导驾驶舱 (9 plates) of 崇明 built as the
// viewer (plate list, each plate's source answered by its handler, charts rendered to SVG), then the whole
// screen as PNG at 1080 and 2160. In-process app on PGlite (DATABASE_URL: native PostgreSQL);
// BENCH_DATA_DIR reuses a seeded directory, else a fresh one is seeded at BENCH_SCALE (1, the demo of
// npm start). ROUNDS (5) of each after the first (cold) model; medians.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { buildBriefingModel } from '../../apps/server/src/briefings/build-model';
import type { BriefingModel } from '../../apps/server/src/briefings/model';
import { renderPng } from '../../apps/server/src/briefings/png';
import { testConfig } from '../../apps/server/src/config';
import { migrate } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open';
import { DEMO_STEPS, seedDemo } from '../../apps/server/src/demo';
import { isEmptyDatabase } from '../../apps/server/src/seed/installation';
import { DEMO_PASSWORD, median } from '../lib';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CHONGMING = 310151000000;
const COCKPIT = 7;

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fengshou-briefing-'));
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrate(db);
if (await isEmptyDatabase(db)) {
  const t0 = performance.now();
  await seedDemo(db, DEMO_STEPS, { scale: Number(process.env.BENCH_SCALE ?? 1) });
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s (${dataDir})`);
}
const app = await buildApp({ config: testConfig({ demo: false }), db });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/login/gov/user/login',
  headers: { 'content-type': 'application/json' },
  payload: { loginName: 'chongming_viewer', password: DEMO_PASSWORD },
});
const token = (login.json() as { obj: { accessToken: string } }).obj.accessToken;
const session = await app.services.sessions.resolve(token);
const watermark = { userName: '崇明查看员', loginName: 'chongming_viewer', at: '2026-05-20 09:30' };
const req = { menuKey: COCKPIT, areaId: CHONGMING, asOf: '2026-05-20', format: 'png-1080' } as const;

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
/** Peak RSS of the process so far (the kernel's high-water mark: synchronous renders cannot hide it). */
const peak = () => process.resourceUsage().maxRSS * 1024;

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await work();
  return [out, performance.now() - t0];
}

const before = { rss: process.memoryUsage().rss, peak: peak() };
let model: BriefingModel;
const [first, cold] = await timed(() => buildBriefingModel(app.services, session, req, watermark));
model = first;
const warm: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const [m, ms] = await timed(() => buildBriefingModel(app.services, session, req, watermark));
  model = m;
  warm.push(ms);
}
const afterModel = peak();
const png = { 1080: [] as number[], 2160: [] as number[] };
const bytes = { 1080: 0, 2160: 0 };
const peaks = { 1080: 0, 2160: 0 };
for (const size of [1080, 2160] as const) {
  for (let i = 0; i < ROUNDS; i++) {
    const [file, ms] = await timed(() => renderPng(model, size));
    png[size].push(ms);
    bytes[size] = file.bytes.byteLength;
  }
  peaks[size] = peak();
}
const f = (ms: number) => `${ms.toFixed(0)} ms`;
console.log(
  JSON.stringify(
    {
      plates: model.plates.length,
      bodies: model.plates.map((p) => p.body.kind).join(','),
      model: { cold: f(cold), warmMedian: f(median(warm)) },
      png1080: { median: f(median(png[1080])), size: `${(bytes[1080] / 1024).toFixed(0)} KB` },
      png2160: { median: f(median(png[2160])), size: `${(bytes[2160] / 1024).toFixed(0)} KB` },
      rss: {
        atStart: mb(before.rss),
        peakAtStart: mb(before.peak),
        peakAfterModels: mb(afterModel),
        peakAfter1080: mb(peaks[1080]),
        peakAfter2160: mb(peaks[2160]),
      },
      load: loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
    },
    null,
    2,
  ),
);
await app.close();
await db.close();
