import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { menuHref, openMenu } from '../../ui/menu-link';
import { SiteFooter } from '../../ui/site-footer';
import { UserMenu } from '../../ui/user-menu/user-menu';
import { Brand } from './brand';

/** Menu items of the groups: each group a submenu of its navigation menus; keys are hrefs or link ids. */
export function groupMenuItems(portal: ReturnType<typeof usePortal>): NonNullable<MenuProps['items']> {
  return portal.menuGroups.map((g) => ({
    key: `group-${g.id}`,
    label: g.name,
    children: g.menus
      .filter((m) => m.showNavbar)
      .map((m) => ({
        key: m.linkUrl ? `link-${g.id}-${m.menuKey}` : (menuHref(m) ?? `none-${g.id}-${m.menuKey}`),
        label: m.linkUrl ? `${m.title} ↗` : m.title,
      })),
  }));
}

/** Finds the menu behind a clicked item key and opens it. */
export function useMenuClick(): MenuProps['onClick'] {
  const portal = usePortal();
  const navigate = useNavigate();
  return ({ key }) => {
    if (key === 'home') return navigate('/home');
    for (const g of portal.menuGroups) {
      for (const m of g.menus) {
        const k = m.linkUrl ? `link-${g.id}-${m.menuKey}` : menuHref(m);
        if (k === key) return openMenu(m, navigate);
      }
    }
  };
}

/** Nav style 1: the top-navigation home portal with a footer. */
export function PortalShell({ children }: { children: ReactNode }) {
  const portal = usePortal();
  const location = useLocation();
  const onClick = useMenuClick();
  const items = [{ key: 'home', label: '首页' }, ...groupMenuItems(portal)];
  return (
    <div className="portal-shell">
      <header className="portal-header">
        <Brand />
        <Menu
          className="portal-nav"
          mode="horizontal"
          items={items}
          selectedKeys={[location.pathname === '/home' ? 'home' : location.pathname]}
          onClick={onClick}
        />
        <div className="portal-subject">{portal.subject?.subjectName}</div>
        <UserMenu />
      </header>
      <main className="portal-main">{children}</main>
      <SiteFooter className="portal-footer" />
    </div>
  );
}
