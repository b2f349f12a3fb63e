/**
 * Charts of one screen draw one per animation frame. A chart's first draw costs 50–100 ms on a wall-screen
 * PC without a GPU; drawn in one go, nine plates appear together after the ninth, while one per frame puts
 * the first on screen after its own draw and lets the browser paint between them.
 */
const queue: Array<() => void> = [];
let frame = 0;

function pump() {
  frame = 0;
  queue.shift()?.();
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
