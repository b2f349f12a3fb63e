import { DEBOUNCE_MS } from './constants';

/** Where a debounce schedules its timer; injected so tests and pure callers need no real clock. */
export interface Scheduler<H = unknown> {
  set(callback: () => void, ms: number): H;
  clear(handle: H): void;
}

/** A trailing-edge debounced function with cancel and flush. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
  /** True while a call is waiting. */
  pending(): boolean;
}

// The core compiles without DOM or Node typings; every runtime it targets has these two globals.
const timers = globalThis as unknown as {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const realTimers: Scheduler = {
  set: (callback, ms) => timers.setTimeout(callback, ms),
  clear: (handle) => timers.clearTimeout(handle),
};

/** Delays fn until waitMs have passed without another call, then runs it with the latest arguments. */
export function createDebounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs = DEBOUNCE_MS,
  scheduler: Scheduler = realTimers,
): Debounced<A> {
  let handle: unknown;
  let pendingArgs: A | undefined;

  const run = (): void => {
    const args = pendingArgs;
    handle = undefined;
    pendingArgs = undefined;
    // Cleared before calling, so fn may call the debounced function again.
    if (args) fn(...args);
  };

  const debounced = (...args: A): void => {
    if (pendingArgs) scheduler.clear(handle);
    pendingArgs = args;
    handle = scheduler.set(run, waitMs);
  };

  return Object.assign(debounced, {
    cancel(): void {
      if (pendingArgs) scheduler.clear(handle);
      handle = undefined;
      pendingArgs = undefined;
    },
    flush(): void {
      if (!pendingArgs) return;
      scheduler.clear(handle);
      run();
    },
    pending: (): boolean => pendingArgs !== undefined,
  });
}
