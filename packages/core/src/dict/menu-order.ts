import { isDynamicDashboardKey, isDynamicLinkKey } from './dashboard-menus';

/** Menu key of the fixed pages (三维实景, the review screens): route meta key 0, registered last (spec §4). */
export const FIXED_MENU_KEY = 0;

/**
 * What a menu template opens: a dashboard topic of §2, one of the 20 dynamic dashboards (10001–10020), one
 * of the 5 dynamic external links (10021–10025), or a fixed page (key 0).
 */
export type MenuKind = 'topic' | 'dashboard' | 'link' | 'page';

/** The kind of a menu by its key. */
export function menuKindOf(menuKey: number): MenuKind {
  if (menuKey === FIXED_MENU_KEY) return 'page';
  if (isDynamicDashboardKey(menuKey)) return 'dashboard';
  if (isDynamicLinkKey(menuKey)) return 'link';
  return 'topic';
}

/**
 * Where a menu falls in the route order of spec §4: navigation menus (0), then menus with showNavbarFlag 0
 * (1), then fixed-key pages (2). Within a rank the configured order holds.
 */
export function menuRouteRank(menu: { menuKey: number; showNavbarFlag: number }): 0 | 1 | 2 {
  if (menu.menuKey === FIXED_MENU_KEY) return 2;
  return menu.showNavbarFlag !== 0 ? 0 : 1;
}
