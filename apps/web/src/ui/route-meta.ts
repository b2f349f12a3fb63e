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
  /**
   * Guide page layout, map provider or regional form of a page family, when it has variants; parts joined
   * by '-' combine (shanghai-tdt: the Shanghai form on Tianditu; see isTdt, isShanghai).
   */
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

/** The parts of a variant name: 'shanghai-tdt' is the Shanghai form of a page on the Tianditu map. */
const variantParts = (meta: Pick<RouteMeta, 'variant'>) => meta.variant?.split('-') ?? [];

/** The route draws its maps on Tianditu (天地图): variant 'tdt' or one composed with it. */
export const isTdt = (meta: Pick<RouteMeta, 'variant'>) => variantParts(meta).includes('tdt');

/** The route is a page's Shanghai (上海) form: variant 'shanghai' or one composed with it. */
export const isShanghai = (meta: Pick<RouteMeta, 'variant'>) => variantParts(meta).includes('shanghai');
