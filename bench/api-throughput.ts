// A trivial authenticated endpoint through the whole stack vs a bare node:http server doing the same
// JSON work, side by side in one run on loopback. Target: ≥ 0.8× the baseline's requests/s, p99 ≤ 10 ms.
// A plain Fastify route is measured too: its ratio is the framework's own share of the gap.
// A fourth server records an audit event on every call: the difference is what the audit trail costs a request.
import autocannon from 'autocannon';
import { startServer, stop } from './lib';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Fresh server processes per server: one process can settle a few per cent faster or slower than the next
// (JIT decisions, where the scheduler puts its threads), so the medians span several.
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const WARMUP_LOADS = 2;

const SERVERS = [
  { name: 'bare node:http', entry: 'bench/servers/bare-http.ts', args: ['bench-token'] },
  { name: 'plain Fastify', entry: 'bench/servers/plain-fastify.ts', args: ['bench-token'] },
  { name: 'fengshou', entry: 'bench/servers/fengshou.ts', args: [] },
  { name: 'fengshou, audited', entry: 'bench/servers/fengshou.ts', args: ['--audit-every-call'] },
] as const;
type Name = (typeof SERVERS)[number]['name'];
type Row = { server: Name; instance: number; round: number; rps: number; p99: number };

async function load(port: number, token: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/system/gov/status/ping`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', accesstoken: token, clienttype: '1', platformtype: '1' },
    body: JSON.stringify({ echo: '丰收' }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`failures: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export async function apiThroughput() {
  const rows: Row[] = [];
  for (let instance = 1; instance <= PROCESSES; instance++) rows.push(...(await measureInstances(instance)));
  const of = (name: Name, k: 'rps' | 'p99') => median(rows.filter((r) => r.server === name).map((r) => r[k]));
  const bare = of('bare node:http', 'rps');
  const ratio = of('fengshou', 'rps') / bare;
  console.table(rows);
  console.log(
    `api-throughput (medians of ${PROCESSES} processes × ${ROUNDS} rounds per server): fengshou ${of('fengshou', 'rps').toFixed(0)} req/s ` +
      `(p99 ${of('fengshou', 'p99').toFixed(1)} ms), plain Fastify ${of('plain Fastify', 'rps').toFixed(0)} req/s, ` +
      `bare node:http ${bare.toFixed(0)} req/s → fengshou ${ratio.toFixed(2)}×, plain Fastify ` +
      `${(of('plain Fastify', 'rps') / bare).toFixed(2)}× (target ≥ 0.80×, p99 ≤ 10 ms)`,
  );
  // What recording one audit event adds to a request: server time per request (1/throughput, both cores
  // busy) and the p99, with every call audited against none.
  const perCallUs = 1e6 / of('fengshou, audited', 'rps') - 1e6 / of('fengshou', 'rps');
  console.log(
    `audit write cost: ${perCallUs.toFixed(0)} µs of server time per request ` +
      `(${of('fengshou, audited', 'rps').toFixed(0)} vs ${of('fengshou', 'rps').toFixed(0)} req/s), ` +
      `p99 ${of('fengshou, audited', 'p99').toFixed(1)} vs ${of('fengshou', 'p99').toFixed(1)} ms`,
  );
  return { ratio, p99: of('fengshou', 'p99'), auditUs: perCallUs };
}

/** Starts one process of each server, warms them up and measures them in rotated rounds. */
async function measureInstances(instance: number): Promise<Row[]> {
  const running = [];
  for (const s of SERVERS) running.push({ ...s, ...(await startServer(s.entry, [...s.args])) });
  const rows: Row[] = [];
  try {
    // Warm-up to steady state: JIT tiers, and background threads' start-up work (garbage collection, the
    // database thread), which takes CPU from the measured rounds for the first 10–20 s after start.
    for (let i = 0; i < WARMUP_LOADS; i++) for (const s of running) await load(s.port, s.token);
    // Each round runs every server once, in a rotated order, so drift on a shared machine spreads evenly.
    for (let round = 1; round <= ROUNDS; round++) {
      for (let i = 0; i < running.length; i++) {
        const s = running[(i + round) % running.length]!;
        rows.push({ server: s.name, instance, round, ...(await load(s.port, s.token)) });
      }
    }
  } finally {
    for (const s of running) await stop(s.child);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await apiThroughput();
