import { describe, expect, it } from 'vitest';
import { labelsShown, largestFirst, placeLabels } from './label-placement';

const box = (x: number, y: number, width = 60, height = 16) => ({ x, y, width, height });
const square = (x: number, y: number, side: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + side, y],
      [x + side, y + side],
      [x, y + side],
      [x, y],
    ],
  ],
});

describe('label placement', () => {
  it('hides a label that would cover one shown before it, and keeps those that clear it', () => {
    // 1 overlaps 0 (10 px apart on a 60 px wide label); 2 sits below 0; 3 beside 0, far enough.
    const boxes = [box(100, 100), box(110, 104), box(100, 130), box(180, 100)];
    expect(labelsShown(boxes)).toEqual([true, false, true, true]);
    // The order decides which of two colliding labels stays.
    expect(labelsShown([boxes[1]!, boxes[0]!, boxes[2]!, boxes[3]!])).toEqual([true, false, true, true]);
  });

  it('keeps a gap of two pixels between shown labels', () => {
    expect(labelsShown([box(100, 100), box(161, 100)])).toEqual([true, false]);
    expect(labelsShown([box(100, 100), box(164, 100)])).toEqual([true, true]);
  });

  it('moves a label off a cluster circle under its point, to the first free side', () => {
    // A 30 px circle on the label's point: above it is free, so the label sits just above the circle.
    const circle = box(100, 100, 30, 30);
    expect(placeLabels([box(100, 100)], [circle])).toEqual([{ dx: 0, dy: -(15 + 8 + 3) }]);
    // Above is taken by a label placed first: the next label goes below the circle.
    const above = box(100, 74);
    expect(placeLabels([above, box(100, 100)], [circle])).toEqual([
      { dx: 0, dy: 0 },
      { dx: 0, dy: 15 + 8 + 3 },
    ]);
    // A label clear of every circle stays on its point.
    expect(placeLabels([box(300, 300)], [circle])).toEqual([{ dx: 0, dy: 0 }]);
  });

  it('keeps a boxed-in label on its point over the circle, and hides it only for another label', () => {
    const circle = box(100, 100, 30, 30);
    const around = [box(100, 74, 60, 16), box(100, 126, 60, 16), box(33, 100, 60, 16), box(167, 100, 60, 16)];
    expect(placeLabels([...around, box(100, 100)], [circle]).at(-1)).toEqual({ dx: 0, dy: 0 });
    expect(placeLabels([box(100, 100), box(105, 102)], [])).toEqual([{ dx: 0, dy: 0 }, null]);
  });

  it('orders areas largest first, ties and areas without an outline by position', () => {
    expect(largestFirst([square(0, 0, 1), square(5, 5, 3), null, square(9, 9, 1)])).toEqual([1, 0, 3, 2]);
  });
});
