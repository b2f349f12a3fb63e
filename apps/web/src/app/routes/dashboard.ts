import {
  DASHBOARD_MENUS,
  type DashboardMenu,
  DYNAMIC_DASHBOARD_MENUS,
  DYNAMIC_LINK_MENUS,
  LANGXIA_MENUS,
} from '@fengshou/core';
import { DETAIL_ROUTES } from './details';
import { LATE_ROUTES } from './late';
import { LIST_ROUTES } from './lists';
import { OTHER_ROUTES } from './others';
import type { PageId, RouteDef } from './types';

/** The main menu-driven dashboard; its children sit below a menu group. */
export const DASHBOARD_BASE = '/data-dashboard/:menuGroupId';

/** Prefix of the second name set (spec §2: the table registered again inside the dashboard). */
export const DASHBOARD_NAME_PREFIX = 'DataDashboard';

function child(menu: DashboardMenu, page: PageId): RouteDef {
  return {
    path: `${DASHBOARD_BASE}/${menu.path}`,
    name: menu.routeName,
    key: menu.key,
    title: menu.name,
    page,
  };
}

/** Dashboard topics with keys 1–39 (+ the Tdt variant), the dynamic dashboards and the dynamic links. */
export const DASHBOARD_CHILD_ROUTES: readonly RouteDef[] = [
  ...DASHBOARD_MENUS.map((m) => child(m, 'dashboard-menu')).map((r) =>
    r.name.endsWith('Tdt') ? { ...r, variant: 'tdt' } : r,
  ),
  ...DYNAMIC_DASHBOARD_MENUS.map((m) => child(m, 'dashboard-menu')),
  ...DYNAMIC_LINK_MENUS.map((m) => child(m, 'dynamic-link')),
];

/**
 * The page tables registered again below the dashboard under DataDashboard-prefixed names, so a menu
 * that names a fixed page (meta key 0) opens it inside the dashboard frame with the group's navigation.
 */
export const DASHBOARD_PREFIXED_ROUTES: readonly RouteDef[] = [
  ...LATE_ROUTES,
  ...OTHER_ROUTES,
  ...LIST_ROUTES,
  ...DETAIL_ROUTES,
].map((r) => ({
  ...r,
  path: `${DASHBOARD_BASE}${r.path}`,
  name: `${DASHBOARD_NAME_PREFIX}${r.name.charAt(0).toUpperCase()}${r.name.slice(1)}`,
}));

/** Langxia one-home and two-home sub-pages with keys 2023101101–2023101111. */
export const LANGXIA_ROUTES: readonly RouteDef[] = LANGXIA_MENUS.map((m) => ({
  path: m.path,
  name: m.routeName,
  key: m.key,
  title: m.name,
  page: 'dashboard-menu',
}));

/**
 * Named routes the spec references by name only. They open dashboard topics that read the land-source
 * id from the query (spec §4 "Active land-source id").
 */
export const NAMED_ALIASES: Readonly<Record<string, { target: string; query: readonly string[] }>> = {
  LandSourceHome: { target: 'DataDashboardLandResource', query: ['routeLandSourceId'] },
  RiceProductionManagement: { target: 'DataDashboardProductionModel', query: ['routeLandSourceId'] },
};
