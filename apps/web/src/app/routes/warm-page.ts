import { openingTrail } from '../../area/use-current-area';
import { warmDashboard } from '../../dashboard/warm-up';
import { queryClient } from '../query-client';
import type { UserInfo } from '../session/session-store';
import type { RouteHandle } from './types';

type Warm = (info: UserInfo) => void;

/**
 * Lets the page the address opens start loading its data once the user info is known, beside the rest of
 * the entry load and while the page's code still loads. Dashboards warm up their plates and the plates' data
 * (the longest chain of requests); map pages the shapes the map opens on, so it opens framed on the area.
 * A dashboard's warm-up is part of the entry (about 10 KB gzipped): loaded as a chunk of its own, it waited
 * for its dependencies behind the page's modules, and the plate list went out 0.2–0.4 s after the user info
 * had arrived. Map pages load theirs beside the user info (the area's trail comes with the dashboard's).
 */
export function pageWarmer(handle: RouteHandle | undefined): Warm {
  const page = handle?.page;
  if (page === 'dashboard-menu') {
    const menuKey = handle!.meta.key;
    return (info) => void warmDashboard(queryClient, info.govSubjectVO, menuKey).catch(() => {});
  }
  if (page?.startsWith('gis-')) {
    const code = quiet(import('../../map/warm-up'));
    return (info) =>
      void code.then((m) => {
        const opening = openingTrail(info.govSubjectVO).at(-1);
        if (m && opening) m.warmMapArea(queryClient, opening);
      });
  }
  return () => {};
}

/** A warm-up is only a head start: code that fails to load leaves the page to load its data itself. */
function quiet<T>(p: Promise<T>): Promise<T | undefined> {
  return p.catch(() => undefined);
}
