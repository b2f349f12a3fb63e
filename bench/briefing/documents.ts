// The briefing documents of a nine-plate cockpit (the fixture the tests use: cards, three bars, a ring, a
// line, two tables, an empty plate): renderPdf on A4 and on 16:9, renderPptx. For each, the first call in
// the process (the CJK fonts read and parsed) and the median and max of ROUNDS calls after it, the file's
// size, the longest the event loop was held during the rounds (what a server's other requests would wait),
// and the process's peak RSS at the end. Goal: ≤ 5 s a document.
//
// npx tsx bench/briefing/documents.ts    (about half a minute)
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fixtureModel } from '../../apps/server/src/briefings/fixtures/model';
import type { BriefingFile } from '../../apps/server/src/briefings/model';
import { renderPdf } from '../../apps/server/src/briefings/pdf';
import { renderPptx } from '../../apps/server/src/briefings/pptx';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const GOAL_MS = 5000;
const model = fixtureModel();

const DOCUMENTS: [string, () => Promise<BriefingFile>][] = [
  ['pdf a4', () => renderPdf(model, 'a4')],
  ['pdf 16x9', () => renderPdf(model, '16x9')],
  ['pptx', () => renderPptx(model)],
];

async function timed(make: () => Promise<BriefingFile>): Promise<[number, BriefingFile]> {
  const t0 = performance.now();
  const file = await make();
  return [performance.now() - t0, file];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (x: number) => `${Math.round(x)} ms`;

console.log(`${model.plates.length} plates, ${ROUNDS} rounds, load average ${loadavg()[0]?.toFixed(2)}`);
console.log('document   first     median    max       size      loop max  goal');
for (const [name, make] of DOCUMENTS) {
  const [first, file] = await timed(make);
  const times: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  for (let i = 0; i < ROUNDS; i++) {
    times.push((await timed(make))[0]);
    // A turn of the loop, so the monitor's timer fires and records how late it is.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  loop.disable();
  const worst = Math.max(first, ...times);
  console.log(
    [
      name.padEnd(10),
      ms(first).padEnd(9),
      ms(median(times)).padEnd(9),
      ms(Math.max(...times)).padEnd(9),
      `${Math.round(file.bytes.length / 1024)} KB`.padEnd(9),
      ms(loop.max / 1e6).padEnd(9),
      worst <= GOAL_MS ? 'met' : 'MISSED',
    ].join(' '),
  );
}
console.log(
  `peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB, load average ${loadavg()[0]?.toFixed(2)}`,
);
