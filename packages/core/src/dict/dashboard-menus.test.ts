import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_MENUS,
  DYNAMIC_DASHBOARD_KEYS,
  DYNAMIC_DASHBOARD_MENUS,
  DYNAMIC_LINK_KEYS,
  DYNAMIC_LINK_MENUS,
  dashboardMenuByKey,
  isDynamicDashboardKey,
  isDynamicLinkKey,
  LANGXIA_KEYS,
  LANGXIA_MENUS,
} from './dashboard-menus';

describe('dashboard menu catalogue', () => {
  it('numbers the topics 1–40 in order with unique names, route names and paths', () => {
    expect(DASHBOARD_MENUS.map((m) => m.key)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const field of ['name', 'routeName', 'path'] as const) {
      expect(new Set(DASHBOARD_MENUS.map((m) => m[field])).size).toBe(DASHBOARD_MENUS.length);
    }
  });

  it('prefixes every route name with DataDashboard and uses kebab-case path segments', () => {
    for (const m of [...DASHBOARD_MENUS, ...DYNAMIC_DASHBOARD_MENUS, ...DYNAMIC_LINK_MENUS]) {
      expect(m.routeName).toMatch(/^DataDashboard[A-Z][A-Za-z0-9]*$/);
      expect(m.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('keeps the spec keys of the listed topics', () => {
    expect(dashboardMenuByKey(1)?.name).toBe('数字供应链');
    expect(dashboardMenuByKey(9)?.name).toBe('重点农产品监测（豇豆）');
    expect(dashboardMenuByKey(39)?.name).toBe('生产模式分析');
    expect(dashboardMenuByKey(40)?.routeName).toBe('DataDashboardAdministrativeRegionTdt');
  });

  it('has 20 dynamic dashboards from 10001 and 5 dynamic links from 10021', () => {
    expect(DYNAMIC_DASHBOARD_KEYS).toHaveLength(20);
    expect(DYNAMIC_DASHBOARD_KEYS[0]).toBe(10001);
    expect(DYNAMIC_DASHBOARD_KEYS.at(-1)).toBe(10020);
    expect(DYNAMIC_LINK_KEYS).toEqual([10021, 10022, 10023, 10024, 10025]);
    expect(DYNAMIC_DASHBOARD_MENUS[0]?.path).toBe('dashboard-1');
    expect(DYNAMIC_DASHBOARD_MENUS[19]?.path).toBe('dashboard-20');
    expect(DYNAMIC_LINK_MENUS[4]?.path).toBe('dynamic-link-5');
    expect(dashboardMenuByKey(10020)?.routeName).toBe('DataDashboardDynamic20');
    expect(dashboardMenuByKey(10021)?.routeName).toBe('DataDashboardDynamicLink1');
  });

  it('tells dynamic keys apart', () => {
    expect(isDynamicDashboardKey(10001)).toBe(true);
    expect(isDynamicDashboardKey(10021)).toBe(false);
    expect(isDynamicDashboardKey('10001')).toBe(false);
    expect(isDynamicLinkKey(10025)).toBe(true);
    expect(isDynamicLinkKey(10026)).toBe(false);
    expect(isDynamicLinkKey(null)).toBe(false);
  });

  it('answers undefined for unknown keys', () => {
    expect(dashboardMenuByKey(0)).toBeUndefined();
    expect(dashboardMenuByKey(41)).toBeUndefined();
    expect(dashboardMenuByKey('1')).toBeUndefined();
  });

  it('lists six Langxia one-home and five two-home pages with consecutive keys', () => {
    expect(LANGXIA_KEYS).toEqual(Array.from({ length: 11 }, (_, i) => 2023101101 + i));
    expect(LANGXIA_MENUS.filter((m) => m.home === 'one').map((m) => m.name)).toEqual([
      '党建引领',
      '生活富裕',
      '治理有效',
      '生态宜居',
      '产业兴旺',
      '乡风文明',
    ]);
    expect(LANGXIA_MENUS.filter((m) => m.home === 'two')).toHaveLength(5);
    expect(LANGXIA_MENUS[0]?.path).toBe('/langxiaOneHome/djyl');
    expect(LANGXIA_MENUS[6]?.path).toBe('/langxiaTwoHome/nyzl');
  });
});
