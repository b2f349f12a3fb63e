import type { DataSourceContext } from '@fengshou/core';
import { listPlateDetails, listPlateImages, listPlates, type ResultOf } from '@fengshou/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../api';
import { useChildAreas } from '../ui/area/area-queries';
import type { AreaRef } from '../ui/area/area-store';
import { useCurrentArea } from '../ui/area/use-current-area';
import { usePortal } from '../ui/portal-context';
import { bodyKey, plateRequest } from './data-source';
import { plateEndpoint } from './source-groups';

/** A plate as the list answers it. */
export type PlateRow = ResultOf<typeof listPlates>[number];

/** Options of the query of the plates a subject configured for a menu key, in position order. */
export function platesQuery(subjectId: number, menuKey: number, notify = true) {
  return {
    queryKey: ['plates', subjectId, menuKey],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const list = await callApi(listPlates, { subjectId, menuKey }, { signal, notify });
      return [...list].sort((a, b) => a.position - b.position);
    },
    staleTime: 5 * 60_000,
  };
}

/** The plates the subject configured for a menu key, in position order. */
export function usePlates(menuKey: number) {
  const { subject, permissions } = usePortal();
  const allowed = permissions.includes('dashboard:view');
  return useQuery({
    ...platesQuery(subject?.id ?? 0, menuKey),
    enabled: subject !== null && allowed && menuKey > 0,
  });
}

/**
 * The `$_` context of an area: the area at the end of the trail, the subject's chain above the trail and
 * the area's children.
 */
export function dataSourceContextOf(
  chain: readonly AreaRef[],
  trail: readonly AreaRef[],
  children: readonly { areaId: number }[],
): DataSourceContext | null {
  const selected = trail[trail.length - 1];
  if (!selected) return null;
  const root = trail[0]!;
  const above = chain.filter((a) => a.level < root.level).map((a) => a.areaId);
  return {
    areaId: selected.areaId,
    areaLevel: selected.level,
    areaIdList: [...above, ...trail.map((a) => a.areaId)],
    childAreaLevel: Math.min(selected.level + 1, 5),
    childAreaIdList: children.map((c) => c.areaId),
    businessCategoryIdList: [],
    // Replaced by the clock at request time; only the area part decides the cache key.
    now: new Date(0),
  };
}

/**
 * The `$_` context of the current area. Null until the children are known, so no plate asks with an
 * empty child list and then again.
 */
export function useDataSourceContext(): DataSourceContext | null {
  const { chain, trail, selected } = useCurrentArea();
  const children = useChildAreas(selected?.areaId);
  return useMemo(() => {
    if (!selected || (children.isPending && !children.isError)) return null;
    return dataSourceContextOf(chain, trail, children.data ?? []);
  }, [selected, trail, chain, children.isPending, children.isError, children.data]);
}

type PlateSource = Pick<PlateRow, 'interfaceUrl' | 'parameters'>;

/**
 * Options of the query of one plate's data. Its key is the endpoint, the resolved body and the area, so
 * plates that ask the same thing in one area share one request; switching area changes every key, and
 * the requests of the area left behind lose their observers and are aborted (TanStack Query passes the
 * AbortSignal on).
 */
export function plateDataQuery(plate: PlateSource, ctx: DataSourceContext) {
  // Resolved once per area with a fixed clock for the key; the request itself uses the real date.
  const probe = plateRequest(plate.interfaceUrl, plate.parameters, ctx);
  const key = probe.kind === 'call' ? bodyKey({ p: probe.path, b: probe.body }) : probe.kind;
  return {
    queryKey: ['plate-data', ctx.areaId, ctx.areaLevel, key],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const request = plateRequest(plate.interfaceUrl, plate.parameters, { ...ctx, now: new Date() });
      if (request.kind === 'none') return null;
      const endpoint = request.kind === 'call' ? await plateEndpoint(request.path) : undefined;
      if (request.kind === 'refused' || !endpoint)
        throw new Error(`数据源接口不在允许范围内：${request.path}`);
      for (const w of request.warnings) console.warn(`板块数据源参数：${w}`);
      return callApi(endpoint, request.body as never, { signal, notify: false });
    },
    enabled: probe.kind !== 'none',
    staleTime: 30_000,
    retry: 1,
  };
}

const NO_AREA: DataSourceContext = {
  areaId: 0,
  areaLevel: 0,
  areaIdList: [],
  childAreaLevel: 0,
  childAreaIdList: [],
  businessCategoryIdList: [],
  now: new Date(0),
};

/** The data of one plate in the current area, refreshed on the plate's interval. */
export function usePlateData(
  plate: PlateSource,
  ctx: DataSourceContext | null,
  refreshSeconds: number | undefined,
) {
  // Without a context (the area's children still loading) the query waits under a key of no area.
  const options = plateDataQuery(plate, ctx ?? NO_AREA);
  return useQuery({
    ...options,
    enabled: ctx !== null && options.enabled,
    // While another area's figures load, the plate keeps drawing the last ones: its chart is updated in
    // place instead of being disposed and built again (nine charts at every area switch).
    placeholderData: keepPreviousData,
    refetchInterval: refreshSeconds ? refreshSeconds * 1000 : false,
    // A wall screen keeps refreshing when nobody focuses the window.
    refetchIntervalInBackground: true,
  });
}

/** A plate's images (carousel plates and image detail). */
export function usePlateImages(plateId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['plate-images', plateId],
    queryFn: ({ signal }) => callApi(listPlateImages, { plateId }, { signal, notify: false }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** A plate's detail tables (chart tables of spec §3), live ones computed for the area on screen. */
export function usePlateDetails(plateId: number, areaId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['plate-details', plateId, areaId],
    queryFn: ({ signal }) => callApi(listPlateDetails, { plateId, areaId }, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
