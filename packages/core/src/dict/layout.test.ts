import { describe, expect, it } from 'vitest';
import { CAROUSEL_MAX_VISIBLE, CAROUSEL_SLIDE_OFFSET, carouselSize, dialogColumnWidth } from './layout';

describe('carouselSize', () => {
  it.each([
    [0, 794, 439],
    [1, 794, 439],
    [2, 600, 400],
    [9, 600, 400],
  ])('%i images → %i×%i', (count, width, height) => {
    expect(carouselSize(count)).toEqual({ width, height });
  });

  it('shows at most 3 slides 260 px apart', () => {
    expect([CAROUSEL_MAX_VISIBLE, CAROUSEL_SLIDE_OFFSET]).toEqual([3, 260]);
  });
});

describe('dialogColumnWidth', () => {
  it.each([
    [800, 1, 800],
    [800, 3, 266],
    [800, 4, 200],
    [800, 5, 150],
    [1790, 18, 99],
    [1790, 12, 149],
    [1000, 18, 90],
    [800, 0, 150],
    [800, 2.5, 150],
    [0, 2, 150],
    [Number.NaN, 2, 150],
  ])('container %j with %j columns → %i', (width, columns, result) => {
    expect(dialogColumnWidth(width, columns)).toBe(result);
  });
});
