/** What every page knows about the route that opened it (spec §2: name, meta key, title). */
export interface RouteMeta {
  /** Route name, e.g. 'Login', 'DataDashboardLandResource'. */
  readonly name: string;
  /** Meta key: the dashboard menu key, a dynamic or Langxia key, or 0. */
  readonly key: number;
  /** Chinese page title (also the document title). */
  readonly title: string;
  /** Path pattern as registered, e.g. '/farmdetail/:farmid'. */
  readonly path: string;
  /** Guide page layout or map provider of a page family, when it has variants. */
  readonly variant?: string;
  /** Query parameters the page reads (e.g. routeLandSourceId). */
  readonly query?: readonly string[];
  /** The page keeps its list state when the user leaves and comes back (spec §2: /jyzdSubjectlist). */
  readonly keepAlive?: boolean;
}

/** Props of every routed page. */
export interface PageProps {
  meta: RouteMeta;
}
