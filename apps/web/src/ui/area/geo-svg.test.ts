import { describe, expect, it } from 'vitest';
import { boundsOf, fitProjection, pathOf, polygonsOf } from './geo-svg';

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

describe('geo-svg', () => {
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

  it('fits the bounds keeping the aspect, north up', () => {
    const project = fitProjection([121, 31, 122, 32], 400, 400, 0);
    // One degree of longitude at 31.5°N is cos(31.5°) ≈ 0.853 of a degree of latitude.
    expect(project.height).toBe(400);
    expect(project.width).toBeCloseTo(341, 0);
    expect(project([121, 32])).toEqual([0, 0]);
    expect(project([121, 31])).toEqual([0, 400]);
  });

  it('draws closed path data per ring', () => {
    const project = fitProjection([121, 31, 122, 32], 100, 100, 0);
    const d = pathOf(square, project);
    expect(d.startsWith('M')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    expect(d.split('L')).toHaveLength(5);
  });
});
