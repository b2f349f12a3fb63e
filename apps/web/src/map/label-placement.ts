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
  return placeLabels(boxes, []).map((offset) => offset !== null);
}

/** True when `b` keeps the gap to every box of `others`. */
function clears(b: LabelBox, others: readonly LabelBox[]): boolean {
  return others.every(
    (p) =>
      Math.abs(p.x - b.x) * 2 >= p.width + b.width + GAP * 2 ||
      Math.abs(p.y - b.y) * 2 >= p.height + b.height + GAP * 2,
  );
}

/** A shown label's shift from its point (pixels); null for a hidden label. */
export type LabelOffset = { dx: number; dy: number } | null;

/**
 * labelsShown with things a label should not cover (the circles of point clusters): a label whose point lies
 * under one moves just above, below, left or right of it, the first of those spots clear of the labels placed
 * before and of every obstacle. With no such spot it stays on its point over the circle, still shown when it
 * clears the other labels: a covered name beats a missing one.
 */
export function placeLabels(boxes: readonly LabelBox[], obstacles: readonly LabelBox[]): LabelOffset[] {
  const placed: LabelBox[] = [];
  return boxes.map((b) => {
    const spots = [b, ...aroundFirstHit(b, obstacles)];
    const free = spots.find((s) => clears(s, placed) && clears(s, obstacles));
    const spot = free ?? (clears(b, placed) ? b : undefined);
    if (!spot) return null;
    placed.push(spot);
    return { dx: spot.x - b.x, dy: spot.y - b.y };
  });
}

/** The label's box moved just outside the first obstacle it touches, on each of its four sides. */
function aroundFirstHit(b: LabelBox, obstacles: readonly LabelBox[]): LabelBox[] {
  const o = obstacles.find((x) => !clears(b, [x]));
  if (!o) return [];
  const dy = (o.height + b.height) / 2 + GAP + 1;
  const dx = (o.width + b.width) / 2 + GAP + 1;
  return [
    { ...b, x: o.x, y: o.y - dy },
    { ...b, x: o.x, y: o.y + dy },
    { ...b, x: o.x - dx, y: o.y },
    { ...b, x: o.x + dx, y: o.y },
  ];
}

/** Label order by the size of each area's outline (bounding box), largest first: big areas keep their names. */
export function largestFirst(geometries: readonly unknown[]): number[] {
  const size = geometries.map((g) => {
    const b = boundsOf([g]);
    return b ? (b[2] - b[0]) * (b[3] - b[1]) : 0;
  });
  return size.map((_, i) => i).sort((a, b) => size[b]! - size[a]! || a - b);
}
