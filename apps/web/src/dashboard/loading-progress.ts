/** Length of the loading bar in its units (spec §9: 26). */
export const LOADING_BAR_LENGTH = 26;
/** Step targets of a loading run (spec §4: 5). */
export const LOADING_STEPS = 5;

/** The loading progress of spec §4: loadingType 0 idle / 1 loading, a counter 0–100 that can pause. */
export interface LoadingProgress {
  readonly loadingType: 0 | 1;
  readonly counter: number;
  readonly paused: boolean;
  /** Ascending counter values where the bar waits for the real work to catch up. */
  readonly targets: readonly number[];
}

/** Idle. */
export const IDLE: LoadingProgress = { loadingType: 0, counter: 0, paused: false, targets: [] };

/**
 * Five ascending step targets below 100. The spec draws them at random; `random` is injectable so tests
 * (and anything that must repeat) get the same steps.
 */
export function stepTargets(random: () => number = Math.random): number[] {
  const out: number[] = [];
  for (let i = 0; i < LOADING_STEPS; i++) {
    const lo = (i * 100) / LOADING_STEPS;
    out.push(Math.min(99, Math.floor(lo + 4 + random() * (100 / LOADING_STEPS - 6))));
  }
  return out;
}

/** Init: loading, counter reset, new step targets. */
export function initLoading(random?: () => number): LoadingProgress {
  return { loadingType: 1, counter: 0, paused: false, targets: stepTargets(random) };
}

/**
 * One timer tick: +1 up to 100 unless paused. `done` is the share (0–1) of the real work finished; the
 * counter stops at the next step target above it, so the bar never runs ahead of the work by a step.
 */
export function tick(p: LoadingProgress, done: number): LoadingProgress {
  if (p.loadingType === 0 || p.paused || p.counter >= 100) return p;
  const reached = Math.max(0, Math.min(1, done)) * 100;
  const wall = done >= 1 ? 100 : (p.targets.find((t) => t > reached) ?? 100);
  if (p.counter >= wall) return p;
  return { ...p, counter: p.counter + 1 };
}

/** Pauses or resumes the timer. */
export function setPaused(p: LoadingProgress, paused: boolean): LoadingProgress {
  return { ...p, paused };
}

/** True once the counter reached 100 (the timer stops). */
export function isComplete(p: LoadingProgress): boolean {
  return p.counter >= 100;
}

/** A figure (land or plant count) scaled by the counter, and the bar's filled length. */
export function scaled(value: number, p: LoadingProgress): number {
  return Math.round((value * p.counter) / 100);
}

/** Filled units of the bar of LOADING_BAR_LENGTH. */
export function barUnits(p: LoadingProgress, length = LOADING_BAR_LENGTH): number {
  return Math.round((length * p.counter) / 100);
}
