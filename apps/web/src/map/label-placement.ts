import { boundsOf } from './bounds';

/** A label's box on screen, in pixels, centred on its point. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room kept between two shown labels (pixels). */
const GAP = 2;

/**
 * Which labels to show so that none covers another: in the order given (most important first), a label is
 * shown when its box clears every label shown before it. A town of 45 village committees otherwise printed their
 * names over each other at town zoom; zoomed in, the same rule shows more of them.
 */
export function labelsShown(boxes: readonly LabelBox[]): boolean[] {
  const placed: LabelBox[] = [];
  return boxes.map((b) => {
    const clear = placed.every(
      (p) =>
        Math.abs(p.x - b.x) * 2 >= p.width + b.width + GAP * 2 ||
        Math.abs(p.y - b.y) * 2 >= p.height + b.height + GAP * 2,
    );
    if (clear) placed.push(b);
    return clear;
  });
}

/** Label order by the size of each area's outline (bounding box), largest first: big areas keep their names. */
export function largestFirst(geometries: readonly unknown[]): number[] {
  const size = geometries.map((g) => {
    const b = boundsOf([g]);
    return b ? (b[2] - b[0]) * (b[3] - b[1]) : 0;
  });
  return size.map((_, i) => i).sort((a, b) => size[b]! - size[a]! || a - b);
}
