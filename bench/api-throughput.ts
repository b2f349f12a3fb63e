// Issue 3: a trivial authenticated endpoint through the whole stack vs a bare node:http server doing the same
// JSON work, side by side in one run on loopback. Target: ≥ 0.8× the baseline's requests/s, p99 ≤ 10 ms.
import autocannon from 'autocannon';
import { startServer, stop } from './lib';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;
const ROUNDS = 2;

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

export async function apiThroughput() {
  const fengshou = await startServer('bench/servers/fengshou.ts');
  const bare = await startServer('bench/servers/bare-http.ts', ['bench-token']);
  const rows: { server: string; round: number; rps: number; p99: number }[] = [];
  try {
    await load(bare.port, bare.token); // warm-up both, JIT included
    await load(fengshou.port, fengshou.token);
    for (let round = 1; round <= ROUNDS; round++) {
      rows.push({ server: 'bare node:http', round, ...(await load(bare.port, bare.token)) });
      rows.push({ server: 'fengshou', round, ...(await load(fengshou.port, fengshou.token)) });
    }
  } finally {
    await stop(fengshou.child);
    await stop(bare.child);
  }
  const mean = (s: string, k: 'rps' | 'p99') => {
    const xs = rows.filter((r) => r.server === s).map((r) => r[k]);
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  };
  const ratio = mean('fengshou', 'rps') / mean('bare node:http', 'rps');
  console.table(rows);
  console.log(
    `api-throughput: fengshou ${mean('fengshou', 'rps').toFixed(0)} req/s (p99 ${mean('fengshou', 'p99').toFixed(1)} ms) ` +
      `vs bare node:http ${mean('bare node:http', 'rps').toFixed(0)} req/s → ratio ${ratio.toFixed(2)} (target ≥ 0.80, p99 ≤ 10 ms)`,
  );
  return { ratio, p99: mean('fengshou', 'p99') };
}

if (import.meta.url === `file://${process.argv[1]}`) await apiThroughput();
