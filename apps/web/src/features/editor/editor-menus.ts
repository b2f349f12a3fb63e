import { DASHBOARD_MENUS, DYNAMIC_DASHBOARD_MENUS, HOME_DASHBOARDS } from '@fengshou/core';
import type { MenuRoute } from '../../api/portal-types';

/** A dashboard the editor can open: its menu key and the name users know it by. */
export interface EditableDashboard {
  key: number;
  name: string;
  group: 'topic' | 'dynamic' | 'home';
}

/**
 * The dashboards of the catalogue (topics, the 20 dynamic ones, the home pages' plates) under the subject's
 * custom menu names where it has them; variants sharing a key (天地图) are listed once.
 */
export function editableDashboards(menuRoutes: readonly MenuRoute[]): EditableDashboard[] {
  const named = new Map<number, string>();
  for (const m of menuRoutes)
    if (!m.linkUrl && !m.fixed && m.title && !named.has(m.menuKey)) named.set(m.menuKey, m.title);
  const seen = new Set<number>();
  const out: EditableDashboard[] = [];
  for (const [list, group] of [
    [DASHBOARD_MENUS, 'topic'],
    [DYNAMIC_DASHBOARD_MENUS, 'dynamic'],
    [HOME_DASHBOARDS, 'home'],
  ] as const) {
    for (const m of list) {
      if (seen.has(m.key)) continue;
      seen.add(m.key);
      out.push({ key: m.key, name: named.get(m.key) ?? m.name, group });
    }
  }
  return out;
}
