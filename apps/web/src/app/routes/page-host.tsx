import type { RouteMeta } from '../../ui/route-meta';
import { PAGES } from './pages';
import type { RouteDef } from './types';

/** The route's meta as pages see it. */
export function metaOf(def: RouteDef): RouteMeta {
  const { page: _page, chrome: _chrome, redirect: _redirect, open: _open, ...meta } = def;
  return meta;
}

/** Renders the lazily loaded page of a route with its meta. */
export function PageHost({ def }: { def: RouteDef }) {
  const Page = PAGES[def.page];
  return <Page meta={metaOf(def)} />;
}
