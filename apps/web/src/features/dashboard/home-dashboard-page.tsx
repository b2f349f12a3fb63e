import { homeDashboardKey } from '@fengshou/core';
import { DashboardScreen } from '../../dashboard/dashboard-screen';
import { isKioskMode } from '../../ui/kiosk';
import type { PageProps } from '../../ui/route-meta';

/**
 * A home page drawn by the dashboard engine (/home329, /agri-home, the jyOneHome pages): the plates the
 * subject configured under the page's home key (core HOME_DASHBOARDS).
 */
export default function HomeDashboardPage({ meta }: PageProps) {
  const key = meta.key > 0 ? meta.key : (homeDashboardKey(meta.path) ?? 0);
  return <DashboardScreen menuKey={key} title={meta.title} kiosk={isKioskMode()} />;
}
