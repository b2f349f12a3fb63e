import { queryClient } from '../query-client';
import type { UserInfo } from '../session/session-store';
import type { RouteHandle } from './build-routes';

/**
 * Lets the page the address opens start loading its data once the user info is known, beside the rest of
 * the entry load and while the page's code still loads. Only dashboards warm up: theirs is the longest
 * chain of requests (plates, the area's children, then every plate's data).
 */
export function warmPage(handle: RouteHandle | undefined, info: UserInfo): void {
  if (handle?.page !== 'dashboard-menu') return;
  const menuKey = handle.meta.key;
  void import('../../dashboard/warm-up')
    .then((m) => m.warmDashboard(queryClient, info.govSubjectVO, menuKey))
    .catch(() => {});
}
