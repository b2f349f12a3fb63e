// Briefings beside the wall screens: SCREENS (20) clients read the data of 领导驾驶舱 (崇明) as a screen
// does — each plate's source with its resolved body, over real HTTP, one plate after another — first alone
// (quiet, BENCH_DURATION s), then while BRIEFINGS (20) briefings are asked at once (PDF A4, 16:9, PPT and
// pictures in turn, 崇明 and its towns) until the last is done. Prints the time until all are done, how many
// failed, the screens' p50/p95/p99 of both phases and the process's peak RSS. Goal: every briefing done,
// the screens' p95 within their budget (50 ms) while the briefings render.
//
// In-process app (its job runner included) listening on a port, on a seeded PGlite directory
// (BENCH_DATA_DIR; seeded at BENCH_SCALE, 1, when empty) or DATABASE_URL's native PostgreSQL.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { plateRequest } from '@fengshou/core/plates';
import { buildApp } from '../../apps/server/src/app';
import { briefingSource } from '../../apps/server/src/briefings/build-model';
import { testConfig } from '../../apps/server/src/config';
import { migrate } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open';
import { DEMO_STEPS, seedDemo } from '../../apps/server/src/demo';
import { isEmptyDatabase } from '../../apps/server/src/seed/installation';
import { DEMO_PASSWORD, pct } from '../lib';

const SCREENS = Number(process.env.SCREENS ?? 20);
const BRIEFINGS = Number(process.env.BRIEFINGS ?? 20);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const CHONGMING = 310151000000;
const COCKPIT = 7;
const FORMATS = ['pdf-a4', 'pdf-16x9', 'pptx', 'png-1080'] as const;

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fengshou-briefing-'));
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrate(db);
if (await isEmptyDatabase(db)) {
  await seedDemo(db, DEMO_STEPS, { scale: Number(process.env.BENCH_SCALE ?? 1) });
}
const app = await buildApp({ config: testConfig({ demo: false, dataDir }), db });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

type Envelope = { respCode: number; respDesc: string; obj: unknown };
async function post(path: string, body: unknown, token: string): Promise<Envelope> {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accesstoken: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}
async function login(loginName: string): Promise<string> {
  const answer = await post('/api/login/gov/user/login', { loginName, password: DEMO_PASSWORD }, '');
  return (answer.obj as { accessToken: string }).accessToken;
}

const admin = await login('chongming_admin');
const viewer = await login('chongming_viewer');
const session = await app.services.sessions.resolve(viewer);
if (!session) throw new Error('the viewer has no session');
// The calls the screen makes for the cockpit of 崇明, resolved as the screen resolves them.
const { ctx } = await briefingSource(app.services, session, {
  areaId: CHONGMING,
  asOf: new Date().toISOString().slice(0, 10),
});
const plates = (
  await post('/api/portal/gov/plate/list', { subjectId: session.subjectId, menuKey: COCKPIT }, viewer)
).obj as { interfaceUrl: string | null; parameters: Record<string, unknown> }[];
const calls = plates.flatMap((p) => {
  const r = plateRequest(p.interfaceUrl, p.parameters, ctx);
  return r.kind === 'call' ? [{ path: r.path, body: r.body }] : [];
});
const towns = (
  await db.query<{ id: number }>('SELECT id::float8 AS id FROM areas WHERE parent_id = $1 ORDER BY id', [
    CHONGMING,
  ])
).map((t) => Number(t.id));

/** Screens reading their plates until `until` resolves; answers each call's latency. */
async function screens(until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let running = true;
  void until.then(() => {
    running = false;
  });
  await Promise.all(
    Array.from({ length: SCREENS }, async (_, s) => {
      for (let i = s; running; i++) {
        const call = calls[i % calls.length]!;
        const t0 = performance.now();
        const answer = await post(call.path, call.body, viewer);
        if (answer.respCode !== 0) throw new Error(`${call.path}: ${answer.respDesc}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

const figures = (t: number[]) =>
  `p50 ${pct(t, 0.5).toFixed(0)} ms, p95 ${pct(t, 0.95).toFixed(0)} ms, p99 ${pct(t, 0.99).toFixed(0)} ms (${t.length} calls)`;
await screens(new Promise((r) => setTimeout(r, 2000)));
const quiet = await screens(new Promise((r) => setTimeout(r, DURATION_MS)));

const t0 = performance.now();
const ids: number[] = [];
for (let i = 0; i < BRIEFINGS; i++) {
  const areaId = i % 2 === 0 ? CHONGMING : towns[i % towns.length]!;
  const answer = await post(
    '/api/exports/gov/briefing/create',
    {
      menuKey: COCKPIT,
      areaId,
      asOf: new Date().toISOString().slice(0, 10),
      format: FORMATS[i % FORMATS.length],
    },
    admin,
  );
  if (answer.respCode !== 0) throw new Error(`briefing/create: ${answer.respDesc}`);
  ids.push((answer.obj as { id: number }).id);
}
const allDone = (async () => {
  for (;;) {
    const rows = await db.query<{ status: string }>('SELECT status FROM data_exports WHERE id = ANY($1)', [
      ids,
    ]);
    if (rows.every((r) => r.status === 'done' || r.status === 'failed')) return rows;
    await new Promise((r) => setTimeout(r, 250));
  }
})();
const during = await screens(allDone);
const rows = await allDone;
const took = performance.now() - t0;
console.log(`load average ${loadavg()[0]!.toFixed(1)}; ${calls.length} plate calls per screen round`);
console.log(`screens alone:             ${figures(quiet)}`);
console.log(`screens beside briefings:  ${figures(during)}`);
console.log(
  `${BRIEFINGS} briefings: all finished in ${(took / 1000).toFixed(1)} s, ${rows.filter((r) => r.status === 'failed').length} failed; peak RSS ${((process.resourceUsage().maxRSS * 1024) / 2 ** 20).toFixed(0)} MB`,
);
await app.close();
process.exit(0);
