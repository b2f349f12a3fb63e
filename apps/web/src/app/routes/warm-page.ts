import { queryClient } from '../query-client';
import type { UserInfo } from '../session/session-store';
import type { RouteHandle } from './build-routes';

/**
 * Lets the page the address opens start loading its data once the user info is known, beside the rest of
 * the entry load and while the page's code still loads. Dashboards warm up their plates and the plates' data
 * (the longest chain of requests); map pages the shapes the map opens on, so it opens framed on the area.
 */
export function warmPage(handle: RouteHandle | undefined, info: UserInfo): void {
  const page = handle?.page;
  if (page === 'dashboard-menu') {
    const menuKey = handle!.meta.key;
    void import('../../dashboard/warm-up')
      .then((m) => m.warmDashboard(queryClient, info.govSubjectVO, menuKey))
      .catch(() => {});
  } else if (page?.startsWith('gis-')) {
    void Promise.all([import('../../map/warm-up'), import('../../ui/area/use-current-area')])
      .then(([m, area]) => {
        const opening = area.openingTrail(info.govSubjectVO).at(-1);
        if (opening) m.warmMapArea(queryClient, opening);
      })
      .catch(() => {});
  }
}
