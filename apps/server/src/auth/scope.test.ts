import { RespCode } from '@fengshou/core';
import { describe, expect, it } from 'vitest';
import { AreaScope, areaCodeRange } from './scope';

describe('areaCodeRange', () => {
  it.each([
    [310000000000, 310000000000, 319999999999], // province: 2 significant digits
    [310100000000, 310100000000, 310199999999], // city: 4
    [310151000000, 310151000000, 310151999999], // county: 6
    [310151101000, 310151101000, 310151101999], // town: 9
    [310151101201, 310151101201, 310151101201], // village: itself only
  ])('%i covers %i–%i', (areaId, lo, hi) => {
    expect(areaCodeRange(areaId)).toEqual([lo, hi]);
  });
});

describe('AreaScope of 崇明区', () => {
  const scope = new AreaScope(310151000000, 3);

  it('contains its towns and villages, not its neighbours or its parents', () => {
    expect(scope.contains(310151101201)).toBe(true);
    expect(scope.contains(310115000000)).toBe(false);
    expect(scope.contains(310000000000)).toBe(false);
    expect(scope.isAncestor(310000000000)).toBe(true);
  });

  it('resolves no area to itself and refuses an area outside with 401', () => {
    expect(scope.resolve()).toBe(310151000000);
    expect(scope.resolve(310151101000)).toBe(310151101000);
    expect(() => scope.resolve(310115000000)).toThrow(
      expect.objectContaining({ respCode: RespCode.NO_ACCESS }),
    );
  });

  it('ranges over exactly the codes below it', () => {
    const [lo, hi] = scope.range();
    expect(lo <= 310151101201 && 310151101201 <= hi).toBe(true);
    expect(310152000000 > hi).toBe(true);
  });
});
