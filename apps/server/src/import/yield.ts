/**
 * Lets the event loop run what waits (other requests, timers) before the next slice of a long read: an
 * awaited promise alone does not, its continuation runs as a microtask before any I/O.
 */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

// How long a loop of an import runs before it lets others in. Counting rows instead let a slice of 2,000
// entity rows run 110 ms: rows differ tenfold in cost between kinds and phases.
const SLICE_MS = 15;

/**
 * The clock of a long loop: `due()` is true once a slice has run, and starts the next. Checked once per
 * row; `performance.now()` costs tens of nanoseconds.
 */
export function loopSlices(ms = SLICE_MS) {
  let since = performance.now();
  return {
    due(): boolean {
      const now = performance.now();
      if (now - since < ms) return false;
      since = now;
      return true;
    },
  };
}

/** Rows mapped a slice at a time, yielding between slices. */
export async function mapInChunks<T, U>(items: T[], map: (item: T, i: number) => U): Promise<U[]> {
  const out = new Array<U>(items.length);
  const slices = loopSlices();
  for (let i = 0; i < items.length; i++) {
    if (slices.due()) await yieldToLoop();
    out[i] = map(items[i]!, i);
  }
  return out;
}
