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

/** A group's menus, at most `limit`; the rest named by a link to the group, never dropped unsaid. */
function GroupMenus({ groupId, menus, limit }: { groupId: number; menus: MenuRoute[]; limit?: number }) {
  const shown = limit === undefined ? menus : menus.slice(0, limit);
  const rest = menus.length - shown.length;
  return (
    <div className="menu-group-menus">
      {shown.map((m) => (
        <MenuEntry key={`${m.menuKey}-${m.title}`} menu={m} />
      ))}
      {rest > 0 ? (
        <Link
          className="menu-entry is-more"
          to={`/data-dashboard/${groupId}`}
          title={menus
            .slice(shown.length)
            .map((m) => m.title)
            .join('、')}
        >
          另有{rest}项 ›
        </Link>
      ) : null}
    </div>
  );
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
          <GroupMenus groupId={g.id} menus={g.menus.filter((m) => m.showNavbar)} limit={limit} />
        </article>
      ))}
    </div>
  );
}
