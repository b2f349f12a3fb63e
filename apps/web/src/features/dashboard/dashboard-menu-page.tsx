import { useParams } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { isKioskMode } from '../../ui/kiosk';
import type { PageProps, RouteMeta } from '../../ui/route-meta';

/**
 * The name the subject gave the menu that opens this topic (its custom name), so the heading matches the
 * menu bar and the group's index page; the menu in the current group wins, else any group's; without a
 * menu for the key, the route's own title.
 */
function useMenuTitle(meta: RouteMeta): string {
  const { menuRoutes } = usePortal();
  const { menuGroupId } = useParams();
  const candidates = menuRoutes.filter((m) => m.menuKey === meta.key && !m.linkUrl && !m.fixed);
  const menu = candidates.find((m) => String(m.groupId) === menuGroupId) ?? candidates[0];
  return menu?.title || meta.title;
}

/** A dashboard topic or dynamic dashboard under a menu group: the engine drawing the menu key's plates. */
export default function DashboardMenuPage({ meta }: PageProps) {
  const title = useMenuTitle(meta);
  return <DashboardScreen menuKey={meta.key} title={title} kiosk={isKioskMode()} />;
}
