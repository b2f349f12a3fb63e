/**
 * Charts of one screen are drawn in slices of about one frame's work. A chart's first draw costs 50–100 ms
 * on a wall-screen PC without a GPU: drawn in one go, nine plates appear together after the ninth; drawn one
 * per frame, every extra frame repaints the whole screen in software. Each frame draws charts until
 * SLICE_MS has passed (at least one), so the first plates reach the screen early and few frames are spent.
 */
const SLICE_MS = 40;
const queue: Array<() => void> = [];
let frame = 0;

function pump() {
  frame = 0;
  const start = performance.now();
  do queue.shift()?.();
  while (queue.length > 0 && performance.now() - start < SLICE_MS);
  if (queue.length > 0) frame = requestAnimationFrame(pump);
}

/** Queues a draw; the returned function takes it back if it has not run yet (unmount, newer option). */
export function scheduleDraw(draw: () => void): () => void {
  queue.push(draw);
  if (frame === 0) frame = requestAnimationFrame(pump);
  return () => {
    const at = queue.indexOf(draw);
    if (at >= 0) queue.splice(at, 1);
  };
}
