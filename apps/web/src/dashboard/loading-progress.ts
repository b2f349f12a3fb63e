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

/** Counts a tick adds once all the work is done: the bar finishes in a few ticks, not at its idle pace. */
export const FINISH_STEP = 8;

/**
 * One timer tick: +1 up to 100 unless paused, or `steps` when the timer fired late (a screen busy drawing
 * its charts and map lets a 12 ms timer fire every 200 ms: counted by ticks, the bar stood at 12% long
 * after every plate was in). `done` is the share (0–1) of the real work finished; the counter stops at the
 * next step target above it, so the bar never runs ahead of the work by a step; once all is done it
 * finishes at FINISH_STEP a tick at least.
 */
export function tick(p: LoadingProgress, done: number, steps = 1): LoadingProgress {
  if (p.loadingType === 0 || p.paused || p.counter >= 100) return p;
  const reached = Math.max(0, Math.min(1, done)) * 100;
  const wall = done >= 1 ? 100 : (p.targets.find((t) => t > reached) ?? 100);
  if (p.counter >= wall) return p;
  const step = done >= 1 ? Math.max(steps, FINISH_STEP) : Math.max(1, steps);
  return { ...p, counter: Math.min(wall, p.counter + step) };
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
