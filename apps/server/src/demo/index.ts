import type { Database } from '../db/client';
import { DOMAIN_STEPS, type DomainOptions } from './domain';
import { seedPortal } from './portal';
import { seedAreas } from './seed-areas';

/** Options of the whole demo seed: scale (1 = default demo), PRNG seed and the end date of time series. */
export type SeedOptions = DomainOptions;

/** One step of the demo seed, timed and reported at start-up. */
export interface SeedStep {
  name: string;
  run: (db: Database, opts: SeedOptions) => Promise<number>;
}

/** The demo dataset, in dependency order; later issues append their steps. */
export const DEMO_STEPS: SeedStep[] = [
  { name: 'areas', run: (db) => db.tx(seedAreas) },
  { name: 'portal', run: (db) => db.tx(seedPortal) },
  ...DOMAIN_STEPS,
];

/**
 * Seeds the demo dataset step by step; returns rows and milliseconds per step. `begin` is told when a step
 * starts and returns what to call with its row count when it ends (start-up progress).
 */
export async function seedDemo(
  db: Database,
  steps: readonly SeedStep[] = DEMO_STEPS,
  opts: SeedOptions = {},
  begin?: (name: string) => (rows: number) => void,
) {
  const report: { name: string; rows: number; ms: number }[] = [];
  for (const step of steps) {
    const t0 = performance.now();
    const end = begin?.(step.name);
    const rows = await step.run(db, opts);
    end?.(rows);
    report.push({ name: step.name, rows, ms: Math.round(performance.now() - t0) });
  }
  return report;
}
