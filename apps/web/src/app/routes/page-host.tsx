import { Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import type { RouteMeta } from '../../ui/route-meta';
import { PAGES } from './pages';
import type { RouteDef } from './types';

/** Removes the startup notice of index.html (spec §1: shown until the first route resolves). */
export function removeStartupNotice(): void {
  document.getElementById('app-loading')?.remove();
}

// Rendered beside the page inside the same Suspense boundary, so its effect runs once the chunk is in.
function RouteResolved() {
  useEffect(removeStartupNotice, []);
  return null;
}

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <Spin size="large" />
    </div>
  );
}

/** The route's meta as pages see it. */
export function metaOf(def: RouteDef): RouteMeta {
  const { page: _page, chrome: _chrome, redirect: _redirect, open: _open, ...meta } = def;
  return meta;
}

/** Renders the lazily loaded page of a route with its meta. */
export function PageHost({ def }: { def: RouteDef }) {
  const Page = PAGES[def.page];
  return (
    <Suspense fallback={<PageLoading />}>
      <Page meta={metaOf(def)} />
      <RouteResolved />
    </Suspense>
  );
}
