import type { DataSourceContext } from '@fengshou/core';
import {
  type EndpointDef,
  listPlateDetails,
  listPlateImages,
  listPlates,
  type ResultOf,
} from '@fengshou/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../api';
import { useChildAreas } from '../ui/area/area-queries';
import { useCurrentArea } from '../ui/area/use-current-area';
import { usePortal } from '../ui/portal-context';
import { bodyKey, plateRequest } from './data-source';

/** A plate as the list answers it. */
export type PlateRow = ResultOf<typeof listPlates>[number];

/** The plates the subject configured for a menu key, in position order. */
export function usePlates(menuKey: number) {
  const { subject, permissions } = usePortal();
  const allowed = permissions.includes('dashboard:view');
  return useQuery({
    queryKey: ['plates', subject?.id, menuKey],
    queryFn: async ({ signal }) => {
      const list = await callApi(listPlates, { subjectId: subject!.id, menuKey }, { signal });
      return [...list].sort((a, b) => a.position - b.position);
    },
    enabled: subject !== null && allowed && menuKey > 0,
    staleTime: 5 * 60_000,
  });
}

/**
 * The `$_` context of the current area: the area, the chain above it and its child areas. Null until
 * the children are known, so no plate asks with an empty child list and then again.
 */
export function useDataSourceContext(): DataSourceContext | null {
  const { chain, trail, selected } = useCurrentArea();
  const children = useChildAreas(selected?.areaId);
  return useMemo(() => {
    if (!selected || (children.isPending && !children.isError)) return null;
    const root = trail[0];
    const above = chain.filter((a) => root === undefined || a.level < root.level).map((a) => a.areaId);
    return {
      areaId: selected.areaId,
      areaLevel: selected.level,
      areaIdList: [...above, ...trail.map((a) => a.areaId)],
      childAreaLevel: Math.min(selected.level + 1, 5),
      childAreaIdList: (children.data ?? []).map((c) => c.areaId),
      businessCategoryIdList: [],
      // Replaced by the clock at request time; only the area part decides the cache key.
      now: new Date(0),
    };
  }, [selected, trail, chain, children.isPending, children.isError, children.data]);
}

/**
 * The data of one plate. Its key is the endpoint, the resolved body and the area, so plates that ask the
 * same thing in one area share one request; switching area changes every key, and the requests of the
 * area left behind lose their observers and are aborted (TanStack Query passes the AbortSignal on).
 */
export function usePlateData(
  plate: Pick<PlateRow, 'interfaceUrl' | 'parameters'>,
  ctx: DataSourceContext | null,
  refreshSeconds: number | undefined,
) {
  // Resolved once per area with a fixed clock for the key; the request itself uses the real date.
  const probe = ctx ? plateRequest(plate.interfaceUrl, plate.parameters, ctx) : null;
  const key = probe?.kind === 'call' ? bodyKey({ p: probe.endpoint.path, b: probe.body }) : probe?.kind;
  return useQuery({
    queryKey: ['plate-data', ctx?.areaId, ctx?.areaLevel, key],
    queryFn: async ({ signal }) => {
      const request = plateRequest(plate.interfaceUrl, plate.parameters, { ...ctx!, now: new Date() });
      if (request.kind === 'none') return null;
      if (request.kind === 'refused') throw new Error(`数据源接口不在允许范围内：${request.path}`);
      for (const w of request.warnings) console.warn(`板块数据源参数：${w}`);
      return callApi(request.endpoint as EndpointDef, request.body as never, { signal, notify: false });
    },
    enabled: ctx !== null && probe?.kind !== 'none',
    staleTime: 30_000,
    // While another area's figures load, the plate keeps drawing the last ones: its chart is updated in
    // place instead of being disposed and built again (nine charts at every area switch).
    placeholderData: keepPreviousData,
    refetchInterval: refreshSeconds ? refreshSeconds * 1000 : false,
    // A wall screen keeps refreshing when nobody focuses the window.
    refetchIntervalInBackground: true,
    retry: 1,
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
