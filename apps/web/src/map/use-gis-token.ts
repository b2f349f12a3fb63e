import { GIS_TOKEN_CACHE_MINUTES, GIS_TOKEN_REUSE_S } from '@fengshou/core';
import { getGisToken } from '@fengshou/core/contract';
import { useApiQuery } from '../api';

/**
 * The Tianditu key for the configured basemaps, asked only when a Tianditu basemap is shown; reused for
 * 43200 s and kept for 1440 minutes (spec §9). Null until it answers (the offline basemap needs none), ''
 * when there is none or it cannot be asked.
 */
export function useGisToken(needed: boolean): string | null {
  const q = useApiQuery(
    getGisToken,
    {},
    {
      enabled: needed,
      staleTime: GIS_TOKEN_REUSE_S * 1000,
      gcTime: GIS_TOKEN_CACHE_MINUTES * 60_000,
      notify: false,
    },
  );
  // A failed ask is no key at all: the map falls back to the offline basemap instead of waiting.
  return q.data?.token ?? (q.isError ? '' : null);
}
