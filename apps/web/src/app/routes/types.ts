import type { RouteMeta } from '../../ui/route-meta';

import type { PageId } from './pages';

export type { PageId };

/** 'bare' pages draw their own frame (login, guide pages); 'shell' pages sit in the nav-style shell. */
export type Chrome = 'bare' | 'shell';

/** One row of a route table. */
export interface RouteDef extends RouteMeta {
  readonly page: PageId;
  /** Defaults to 'shell'. */
  readonly chrome?: Chrome;
  /** Registered as a redirect to this path instead of a page. */
  readonly redirect?: string;
  /** Opens without a session (spec §4 exceptions). */
  readonly open?: boolean;
  /** The list keeps its state when the user leaves and comes back (spec §2: jyzdSubjectlist). */
  readonly keepAlive?: boolean;
  /** Menus open the page only for holders of one of these codes (others do not see the menu). */
  readonly anyOf?: readonly string[];
}

/** What each route carries for the title effect, the shells and the page's warm-up. */
export interface RouteHandle {
  meta: RouteMeta;
  /** The page the route shows (none for redirects). */
  page?: PageId;
}

/** Builds a row with key 0 and the shell chrome, the common case of the top-level tables. */
export function row(
  path: string,
  name: string,
  title: string,
  page: PageId = 'topic',
  extra: Partial<RouteDef> = {},
): RouteDef {
  return { path, name, key: 0, title, page, ...extra };
}
