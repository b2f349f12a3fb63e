import { describe, expect, it } from 'vitest';
import {
  ALL_ENDPOINTS,
  isPlateSource,
  isPlateSourceEndpoint,
  plateSourcePaths,
  statBreakdown,
  statSummary,
} from './index';
import { PLATE_SOURCE_TIMEOUTS } from './plate-source-paths';

describe('isPlateSource', () => {
  it('allows the display endpoints of our contract, statistics included', () => {
    expect(isPlateSource(statSummary.path)).toBe(true);
    expect(isPlateSource(statBreakdown.path)).toBe(true);
    expect(isPlateSource('/api/foundation/gov/area/listByParentId')).toBe(true);
  });

  it('refuses foreign URLs, unknown paths, non-display endpoints and the session endpoints', () => {
    for (const path of [
      'https://example.com/api/archive/gov/statistic/summary',
      '/api/archive/gov/statistic/summary?x=1',
      '/api/archive/gov/statistic/nothing',
      '/api/portal/gov/governmentUser/list',
      '/api/portal/gov/plate/save',
      '/api/login/gov/user/logout',
      '',
      null,
      undefined,
    ]) {
      expect(isPlateSource(path), String(path)).toBe(false);
    }
  });

  it('lists exactly the display endpoints outside the login group', () => {
    const want = ALL_ENDPOINTS.filter((e) => e.display && !e.path.startsWith('/api/login/'))
      .map((e) => e.path)
      .sort();
    expect(plateSourcePaths()).toEqual(want);
  });

  it('the static list the browser checks is the contract’s (else run: npm run gen:plate-sources -w @fengshou/core)', () => {
    const want = ALL_ENDPOINTS.filter(isPlateSourceEndpoint).map((e) => [e.path, e.timeoutMs ?? 0]);
    expect(PLATE_SOURCE_TIMEOUTS).toEqual(Object.fromEntries(want));
    expect(PLATE_SOURCE_TIMEOUTS['/api/produce/gov/plot/dkidsByFarmIds']).toBe(60000);
  });
});
