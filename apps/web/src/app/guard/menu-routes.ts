import { FIXED_MENU_KEY, menuRouteRank, OTHER_GROUP_ID, OTHER_GROUP_NAME } from '@fengshou/core';
import type { listMenuTypesAndGroups, ResultOf } from '@fengshou/core/contract';

type MenuTypes = ResultOf<typeof listMenuTypesAndGroups>;

import type { MenuGroupView, MenuRoute } from '../../api/portal-types';

export type { MenuGroupView, MenuRoute };

type Menu = MenuTypes[number]['menuGroupList'][number]['menuList'][number];

/** What a menu resolves to in the route table. */
export interface ResolvedPage {
  path: string;
  name: string;
  /** The page is offered only to holders of one of these codes. */
  anyOf?: readonly string[];
}

/** Meta key of fixed pages: they are registered after the menu routes (spec §4). */
export const FIXED_PAGE_KEY = FIXED_MENU_KEY;

// Spec §4: menus with showNavbarFlag 0 come after the others; fixed-key pages come last (the menu editor's
// preview orders by the same rule).
function rank(menu: MenuRoute): number {
  return menuRouteRank({
    menuKey: menu.fixed ? FIXED_MENU_KEY : menu.menuKey,
    showNavbarFlag: menu.showNavbar ? 1 : 0,
  });
}

/** Sorts menu routes into registration order; stable, so group order and sortNum survive within a rank. */
export function sortMenuRoutes(menus: readonly MenuRoute[]): MenuRoute[] {
  return menus
    .map((menu, index) => ({ menu, index }))
    .sort((a, b) => rank(a.menu) - rank(b.menu) || a.index - b.index)
    .map((x) => x.menu);
}

function toRoute(groupId: number, menu: Menu, resolve: (menu: Menu) => ResolvedPage | undefined): MenuRoute {
  const page = resolve(menu);
  return {
    groupId,
    menuKey: menu.menuKey,
    title: menu.customName?.trim() || menu.menuName,
    routeName: page?.name ?? menu.routeName,
    linkUrl: menu.linkUrl,
    path: page?.path ?? null,
    showNavbar: menu.showNavbarFlag !== 0,
    fixed: menu.menuKey === FIXED_PAGE_KEY,
    sortNum: menu.sortNum,
    icon: menu.icon,
  };
}

/**
 * The subject's menu groups in sort order, each with its menus in route order; group 0 is 其他分组. A menu
 * whose page asks for codes the user lacks is left out (the review screens for a 查看员), and so is a group
 * left without menus; without dashboard:view, every dashboard and topic page too.
 */
export function menuGroupsOf(
  types: MenuTypes,
  resolve: (menu: Menu) => ResolvedPage | undefined,
  permissions: readonly string[],
): MenuGroupView[] {
  const held = new Set(permissions);
  // Dashboards and topic pages are for dashboard:view; a page that declares its own codes is for those (the
  // auditor and the security administrator hold neither, and see no menu group).
  const dashboards = held.has('dashboard:view');
  const offered = (m: Menu) => {
    const anyOf = resolve(m)?.anyOf;
    return anyOf ? anyOf.some((c) => held.has(c)) : dashboards;
  };
  const groups = types.flatMap((t) =>
    t.menuGroupList.flatMap((g) => {
      const menuList = g.menuList.filter(offered);
      const kept = menuList.length > 0 || (dashboards && !g.menuList.length);
      return kept ? [{ g: { ...g, menuList }, groupType: t.groupType }] : [];
    }),
  );
  return groups
    .map(({ g, groupType }, index) => ({ g, groupType, index }))
    .sort((a, b) => a.g.sortNum - b.g.sortNum || a.index - b.index)
    .map(({ g, groupType }) => ({
      id: g.id,
      name: g.id === OTHER_GROUP_ID ? OTHER_GROUP_NAME : g.fullName,
      shortName: g.id === OTHER_GROUP_ID ? OTHER_GROUP_NAME : g.shortName || g.fullName,
      groupType,
      sortNum: g.sortNum,
      menus: sortMenuRoutes(
        [...g.menuList].sort((a, b) => a.sortNum - b.sortNum).map((m) => toRoute(g.id, m, resolve)),
      ),
    }));
}

/** Every menu route of every group in registration order (navbar menus, hidden menus, fixed pages). */
export function buildMenuRoutes(groups: readonly MenuGroupView[]): MenuRoute[] {
  return sortMenuRoutes(groups.flatMap((g) => g.menus));
}

/** Id of the first menu group, where the data dashboard starts; null without groups. */
export function firstMenuGroupId(groups: readonly MenuGroupView[]): number | null {
  return groups[0]?.id ?? null;
}
