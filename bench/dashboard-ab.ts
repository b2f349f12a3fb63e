import { firstGroupId, launchChromium, loginAt, MENU_PATH, oneRound } from './dashboard';
import { median } from './lib';

/**
 * Interleaved A/B of two builds of the dashboard (dashboard.ts's measures), each served by its own server
 * over a copy of one database: BENCH_BASE_URL (A) and BENCH_BASE_URL_B (B), ROUNDS rounds (default 10) of
 * one fresh load and area switch on each, alternating which goes first, after one discarded round each. Rounds of one server vary ±20 % on
 * a busy machine; interleaving lets both see the same drift. Run: `npx tsx bench/dashboard-ab.ts`.
 */
const A = process.env.BENCH_BASE_URL ?? 'http://localhost:8778';
const B = process.env.BENCH_BASE_URL_B;
if (!B) throw new Error('BENCH_BASE_URL_B: the second server');
const ROUNDS = Number(process.env.ROUNDS ?? 10);

const sides = await Promise.all(
  [A, B].map(async (base) => {
    const token = await loginAt(base);
    const url = `${base}/data-dashboard/${await firstGroupId(token, base)}/${MENU_PATH}`;
    return { base, token, url, first: [] as number[], all: [] as number[], switchMs: [] as number[] };
  }),
);
const browser = await launchChromium();
try {
  // A server just started answers its first statistics from cold caches: one discarded round each.
  for (const side of sides) await oneRound(browser, side.token, side.url, 0);
  for (let i = 0; i < ROUNDS; i++) {
    for (const side of i % 2 ? [...sides].reverse() : sides) {
      const r = await oneRound(browser, side.token, side.url, i % 5);
      side.first.push(r.first);
      side.all.push(r.all);
      side.switchMs.push(r.switchMs);
    }
  }
} finally {
  await browser.close();
}
const ms = (xs: number[]) => `${Math.round(median(xs))} ms`;
for (const s of sides) {
  console.log(
    `${s.base}: first plate ${ms(s.first)}, all plates ${ms(s.all)}, area switch ${ms(s.switchMs)} (median of ${ROUNDS})`,
  );
}
// The rounds are paired (the two loads of a round run back to back): the median of the differences and
// how many rounds B won tell a real change from drift better than the two medians do.
const [a, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
const paired = (key: 'first' | 'all' | 'switchMs') => {
  const diffs = b[key].map((v, i) => v - a[key][i]!);
  const wins = diffs.filter((d) => d < 0).length;
  return `${Math.round(median(diffs))} ms (B faster in ${wins} of ${diffs.length})`;
};
console.log(
  `B − A, median of the paired rounds: first plate ${paired('first')}, all plates ${paired('all')}, area switch ${paired('switchMs')}`,
);
