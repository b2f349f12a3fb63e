import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { platformTitle, usePortal } from '../../api/portal-context';
import { Clock } from '../../ui/clock';
import { UserMenu } from '../../ui/user-menu/user-menu';

/**
 * Nav style 2: the big-screen frame. The title sits in the middle of a full-width header; the menu
 * groups run as tabs across the top on both sides of it.
 */
export function ScreenShell({ children }: { children: ReactNode }) {
  const portal = usePortal();
  const groups = portal.menuGroups;
  const half = Math.ceil(groups.length / 2);
  const tab = (g: (typeof groups)[number]) => (
    <NavLink
      key={g.id}
      to={`/data-dashboard/${g.id}`}
      className={({ isActive }) => `screen-tab${isActive ? ' is-active' : ''}`}
      title={g.name}
    >
      {g.shortName}
    </NavLink>
  );
  return (
    <div className="screen-shell">
      <header className="screen-header">
        <Clock />
        <nav className="screen-tabs screen-tabs-left" aria-label="菜单分组">
          {groups.slice(0, half).map(tab)}
        </nav>
        <div className="screen-title">
          <h1>{platformTitle(portal)}</h1>
          <div className="screen-subject">{portal.subject?.subjectName}</div>
        </div>
        <nav className="screen-tabs screen-tabs-right" aria-label="菜单分组">
          {groups.slice(half).map(tab)}
        </nav>
        <div className="screen-tools">
          <UserMenu />
        </div>
      </header>
      <main className="screen-main">{children}</main>
    </div>
  );
}
