import type { MenuRoute } from '../api/portal-types';

/** The in-app address of a menu inside its group, or null for a menu without a page. */
export function menuHref(menu: Pick<MenuRoute, 'path' | 'groupId'>): string | null {
  if (!menu.path) return null;
  return menu.path.replace(':menuGroupId', String(menu.groupId));
}

/** Opens a menu: external links in a new tab (spec §1), pages through the router. */
export function openMenu(menu: MenuRoute, navigate: (to: string) => void): void {
  if (menu.linkUrl) {
    window.open(menu.linkUrl, '_blank', 'noopener,noreferrer');
    return;
  }
  const href = menuHref(menu);
  if (href) navigate(href);
}
