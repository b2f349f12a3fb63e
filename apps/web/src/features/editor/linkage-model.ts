import { dashboardMenuByKey, isDynamicLinkKey } from '@fengshou/core';
import type { DocPlate } from '@fengshou/core/contract';
import type { MenuRoute } from '../../api/portal-types';

/** A topic a plate's click can jump to: its menu key and the name the subject's menu gives it. */
export interface LinkTarget {
  key: number;
  name: string;
}

/**
 * The topics a jump can open: dashboards the subject has a menu for (a jump to a topic without one goes
 * nowhere on its users' screens), each once, under the menu's name; external links and this dashboard
 * itself are left out.
 */
export function linkTargets(menuRoutes: readonly MenuRoute[], self: number): LinkTarget[] {
  const out = new Map<number, string>();
  for (const m of menuRoutes) {
    if (m.linkUrl || m.fixed || m.menuKey === self || out.has(m.menuKey)) continue;
    if (!dashboardMenuByKey(m.menuKey) || isDynamicLinkKey(m.menuKey)) continue;
    out.set(m.menuKey, m.title);
  }
  return [...out].map(([key, name]) => ({ key, name }));
}

/** What a plate's parameters take from the linkage filter. */
export type FilterPart = '区域' | '类别' | '时段';

const PARTS: readonly [RegExp, FilterPart][] = [
  [/\$_filterArea/, '区域'],
  [/\$_filterCategory/, '类别'],
  [/\$_filter(Start|End)Date/, '时段'],
];

/** The dashboard's other plates whose parameters read the filter, with the parts they read. */
export function filterFollowers(
  plates: readonly DocPlate[],
  position: number,
): { name: string; parts: FilterPart[] }[] {
  return plates
    .filter((p) => p.position !== position)
    .map((p) => {
      const text = JSON.stringify(p.parameters ?? {});
      return { name: p.plateName, parts: PARTS.filter(([re]) => re.test(text)).map(([, part]) => part) };
    })
    .filter((f) => f.parts.length > 0);
}
