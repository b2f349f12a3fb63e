import { Link, Outlet, useLocation, useParams } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { isKioskMode } from '../../ui/kiosk';
import { menuHref } from '../../ui/menu-link';
import type { PageProps } from '../../ui/route-meta';
import './dashboard.css';

/**
 * /data-dashboard/:menuGroupId: the group's navigation menus across the top and the opened menu below.
 * The side-menu shell (nav style 3) already lists them, so it shows only the page.
 */
export default function DataDashboardPage(_: PageProps) {
  const portal = usePortal();
  const { menuGroupId } = useParams();
  const location = useLocation();
  const group = portal.menuGroups.find((g) => String(g.id) === menuGroupId);
  const menus = group?.menus.filter((m) => m.showNavbar) ?? [];
  const showNav = portal.subject?.navStyleFlag !== 3 && menus.length > 0 && !isKioskMode();
  const firstPageMenu = menus.find((m) => !m.linkUrl && m.path);
  const isIndex = location.pathname.replace(/\/+$/, '') === `/data-dashboard/${menuGroupId}`;
  return (
    <div className="data-dashboard">
      {showNav ? (
        <nav className="dashboard-menus" aria-label={group?.name ?? '菜单'}>
          {menus.map((m) => {
            if (m.linkUrl) {
              return (
                <a
                  key={`l${m.menuKey}`}
                  className="dashboard-menu is-link"
                  href={m.linkUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {m.title} ↗
                </a>
              );
            }
            const href = menuHref(m);
            if (!href) return null;
            const active = location.pathname === href || (isIndex && m === firstPageMenu);
            return (
              <Link key={href} className={`dashboard-menu${active ? ' is-active' : ''}`} to={href}>
                {m.title}
              </Link>
            );
          })}
        </nav>
      ) : null}
      <div className="dashboard-body">
        <Outlet />
      </div>
    </div>
  );
}
