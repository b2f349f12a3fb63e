import { describe, expect, it } from 'vitest';
import { boundsOf, polygonsOf } from './bounds';

const square = {
  type: 'Polygon',
  coordinates: [
    [
      [121, 31],
      [122, 31],
      [122, 32],
      [121, 32],
      [121, 31],
    ],
  ],
};

describe('bounds', () => {
  it('reads Polygon, MultiPolygon and Feature, and nothing else', () => {
    expect(polygonsOf(square)).toHaveLength(1);
    expect(
      polygonsOf({ type: 'MultiPolygon', coordinates: [square.coordinates, square.coordinates] }),
    ).toHaveLength(2);
    expect(polygonsOf({ type: 'Feature', geometry: square })).toHaveLength(1);
    expect(polygonsOf({ type: 'Point', coordinates: [1, 2] })).toEqual([]);
    expect(polygonsOf(null)).toEqual([]);
  });

  it('computes bounds over several geometries', () => {
    expect(boundsOf([square, null])).toEqual([121, 31, 122, 32]);
    expect(boundsOf([])).toBeNull();
  });
});
