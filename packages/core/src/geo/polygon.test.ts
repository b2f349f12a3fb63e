import { describe, expect, it } from 'vitest';
import type { LngLat } from './coords';
import { normalizePolygon, POLYGON_TOO_FEW_POINTS } from './polygon';

// 'x y, x y' keeps the table readable; the formatter would otherwise put every coordinate on its own line.
const pts = (s: string): LngLat[] =>
  s ? s.split(',').map((pair) => pair.trim().split(' ').map(Number) as LngLat) : [];

describe('normalizePolygon', () => {
  it.each<[string, string, string, string | undefined]>([
    ['open triangle', '0 0, 1 0, 1 1', '0 0, 1 0, 1 1, 0 0', undefined],
    ['already closed', '0 0, 1 0, 1 1, 0 0', '0 0, 1 0, 1 1, 0 0', undefined],
    ['duplicates anywhere, first kept', '0 0, 1 0, 0 0, 1 1, 1 0, 0 1', '0 0, 1 0, 1 1, 0 1, 0 0', undefined],
    ['-0 equals 0', '0 0, -0 0, 1 0, 1 1', '0 0, 1 0, 1 1, 0 0', undefined],
    ['two distinct points', '0 0, 1 1, 0 0', '0 0, 1 1, 0 0', POLYGON_TOO_FEW_POINTS],
    ['one point', '5 5', '5 5, 5 5', POLYGON_TOO_FEW_POINTS],
    ['empty', '', '', POLYGON_TOO_FEW_POINTS],
  ])('%s', (_name, input, ring, warning) => {
    const result = normalizePolygon(pts(input));
    expect(result.ring).toEqual(pts(ring));
    expect(result.warning).toBe(warning);
    expect('warning' in result).toBe(warning !== undefined);
  });

  it('never aliases the caller’s points', () => {
    const input = pts('0 0, 1 0, 1 1');
    const { ring } = normalizePolygon(input);
    expect(ring[0]).not.toBe(input[0]);
    expect(ring[3]).not.toBe(ring[0]);
    expect(POLYGON_TOO_FEW_POINTS).toBe('多边形至少需要3个点');
  });
});
