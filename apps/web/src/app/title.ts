import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteMeta } from '../ui/route-meta';
import { TITLE_DELAY_MS } from './constants';

/** Document title of a page: its own title before the platform title; the start route shows the platform's. */
export function composeTitle(meta: Pick<RouteMeta, 'title' | 'name'> | undefined, platform: string): string {
  if (!meta || meta.name === 'Root' || !meta.title || meta.title === platform) return platform;
  return `${meta.title} - ${platform}`;
}

function deepestMeta(matches: ReturnType<typeof useMatches>): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

/** Sets the document title 500 ms after each navigation (spec §1), after the page had time to settle. */
export function useDocumentTitle(platform: string): void {
  const location = useLocation();
  const meta = deepestMeta(useMatches());
  const title = composeTitle(meta, platform);
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each navigation
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = title;
    }, TITLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key, title]);
}
