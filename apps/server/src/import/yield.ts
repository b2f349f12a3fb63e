/**
 * Lets the event loop run what waits (other requests, timers) before the next chunk of a long read: an
 * awaited promise alone does not, its continuation runs as a microtask before any I/O.
 */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Rows mapped in chunks, yielding between them. */
export async function mapInChunks<T, U>(
  items: T[],
  map: (item: T, i: number) => U,
  chunk = 2000,
): Promise<U[]> {
  const out = new Array<U>(items.length);
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % chunk === 0) await yieldToLoop();
    out[i] = map(items[i]!, i);
  }
  return out;
}
