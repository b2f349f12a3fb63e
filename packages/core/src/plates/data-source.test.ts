import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, isPlateSource } from '../contract';
import { bodyKey, plateRequest } from './data-source';
import { plateSourceEndpoint } from './plate-source';

const ctx = {
  areaId: 310151000000,
  areaLevel: 3,
  areaIdList: [310000000000, 310151000000],
  childAreaLevel: 4,
  childAreaIdList: [310151100000, 310151101000],
  businessCategoryIdList: [],
  now: new Date(2026, 4, 20, 9, 30, 0),
};

describe('plate data sources', () => {
  it('resolves $_ variables and parameter{} expressions into the body', () => {
    const r = plateRequest(
      '/api/archive/gov/statistic/breakdown',
      {
        metrics: ['farmCount'],
        by: 'area',
        areaId: '$_areaId',
        areaLevel: '$_areaLevel',
        endDate: '$_dateToday',
      },
      ctx,
    );
    expect(r.kind).toBe('call');
    if (r.kind !== 'call') return;
    expect(r.path).toBe('/api/archive/gov/statistic/breakdown');
    expect(r.body).toEqual({
      metrics: ['farmCount'],
      by: 'area',
      areaId: 310151000000,
      areaLevel: 3,
      endDate: '2026-05-20',
    });
    expect(r.warnings).toEqual([]);
  });

  it('refuses paths outside the contract before any request', () => {
    for (const path of [
      'https://evil.example/api/x',
      '/api/archive/gov/statistic/summary/../../login/gov/user/logout',
      '/api/unknown/gov/thing/list',
      '//evil.example/api/foundation/gov/area/listByParentId',
      '/api/foundation/gov/area/listByParentId?x=1',
    ]) {
      expect(plateRequest(path, {}, ctx)).toEqual({ kind: 'refused', path });
    }
  });

  it('refuses contract endpoints a wall screen may not call and the session endpoints', () => {
    // logout is display-callable for the session, but a plate must never name it.
    expect(plateRequest('/api/login/gov/user/logout', {}, ctx).kind).toBe('refused');
    expect(plateRequest('/api/login/gov/displayToken/create', {}, ctx).kind).toBe('refused');
    expect(plateSourceEndpoint('/api/portal/gov/governmentUser/list')).toBeUndefined();
    expect(plateSourceEndpoint('/api/archive/gov/statistic/nothing')).toBeUndefined();
    expect(plateSourceEndpoint('/api/foundation/gov/area/listByParentId')?.display).toBe(true);
  });

  it('calls exactly the plate sources of the whole contract, each with its own time-out', () => {
    const sources = ALL_ENDPOINTS.filter((e) => isPlateSource(e.path));
    expect(sources.length).toBeGreaterThan(0);
    for (const e of sources) {
      expect(plateSourceEndpoint(e.path), e.path).toMatchObject({ path: e.path, timeoutMs: e.timeoutMs });
    }
    for (const e of ALL_ENDPOINTS.filter((x) => !isPlateSource(x.path))) {
      expect(plateSourceEndpoint(e.path), e.path).toBeUndefined();
    }
  });

  it('a plate without interfaceUrl makes no call; unresolvable parameters are dropped with a warning', () => {
    expect(plateRequest(null, {}, ctx)).toEqual({ kind: 'none' });
    const r = plateRequest(
      '/api/foundation/gov/area/listByParentId',
      { parentId: '$_areaId', x: '$_nope' },
      ctx,
    );
    expect(r.kind === 'call' && r.body).toEqual({ parentId: 310151000000 });
    expect(r.kind === 'call' && r.warnings.length).toBe(1);
  });

  it('keys bodies independent of key order', () => {
    expect(bodyKey({ b: 1, a: { d: 2, c: [1, 2] } })).toBe(bodyKey({ a: { c: [1, 2], d: 2 }, b: 1 }));
    expect(bodyKey({ a: 1 })).not.toBe(bodyKey({ a: 2 }));
  });
});
