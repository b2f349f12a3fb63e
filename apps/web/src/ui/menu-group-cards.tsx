import { Empty } from 'antd';
import { Link } from 'react-router';
import { usePortal } from '../api/portal-context';
import type { MenuRoute } from '../api/portal-types';
import { menuHref } from './menu-link';

function MenuEntry({ menu }: { menu: MenuRoute }) {
  if (menu.linkUrl) {
    return (
      <a className="menu-entry is-link" href={menu.linkUrl} target="_blank" rel="noopener noreferrer">
        {menu.title} ↗
      </a>
    );
  }
  const href = menuHref(menu);
  return href ? (
    <Link className="menu-entry" to={href}>
      {menu.title}
    </Link>
  ) : null;
}

/** The subject's menu groups as cards: the group opens its dashboard, each menu its page. */
export function MenuGroupCards({ limit }: { limit?: number }) {
  const { menuGroups } = usePortal();
  if (menuGroups.length === 0) return <Empty description="当前主体未配置菜单" />;
  return (
    <div className="menu-group-cards">
      {menuGroups.map((g, i) => (
        <article className="menu-group-card" key={g.id}>
          <Link className="menu-group-head" to={`/data-dashboard/${g.id}`}>
            <span className="menu-group-index">{String(i + 1).padStart(2, '0')}</span>
            <span className="menu-group-name">{g.name}</span>
          </Link>
          <div className="menu-group-menus">
            {g.menus
              .filter((m) => m.showNavbar)
              .slice(0, limit)
              .map((m) => (
                <MenuEntry key={`${m.menuKey}-${m.title}`} menu={m} />
              ))}
          </div>
        </article>
      ))}
    </div>
  );
}
