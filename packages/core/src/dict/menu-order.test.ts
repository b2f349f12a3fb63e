import { describe, expect, it } from 'vitest';
import { menuKindOf, menuRouteRank } from './menu-order';

describe('menu kinds and route order', () => {
  it('tells topics, dynamic dashboards, dynamic links and fixed pages apart by key', () => {
    expect([1, 40, 0, 10001, 10020, 10021, 10025].map(menuKindOf)).toEqual([
      'topic',
      'topic',
      'page',
      'dashboard',
      'dashboard',
      'link',
      'link',
    ]);
  });

  it('ranks navigation menus first, hidden ones next and fixed pages last, whatever their flag', () => {
    expect(menuRouteRank({ menuKey: 7, showNavbarFlag: 1 })).toBe(0);
    expect(menuRouteRank({ menuKey: 7, showNavbarFlag: 0 })).toBe(1);
    expect(menuRouteRank({ menuKey: 0, showNavbarFlag: 1 })).toBe(2);
    expect(menuRouteRank({ menuKey: 0, showNavbarFlag: 0 })).toBe(2);
  });
});
