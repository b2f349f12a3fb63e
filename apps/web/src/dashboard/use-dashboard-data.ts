import type { DataSourceContext } from '@fengshou/core';
import { listPlateDetails, listPlateImages, listPlates, type ResultOf } from '@fengshou/core/contract';
import { bodyKey, dataSourceContextOf, plateRequest, plateSourceEndpoint } from '@fengshou/core/plates';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { apiQuery, callApi, useApiQuery } from '../api';
import { usePortal } from '../api/portal-context';
import { useChildAreas } from '../area/area-queries';
import { type AreaRef, useAreaSelection } from '../area/area-store';
import { useCurrentArea } from '../area/use-current-area';
import { overridePlateQuery, usePlateSourceOverride } from './plate-source';

/** A plate as the list answers it. */
export type PlateRow = ResultOf<typeof listPlates>[number];

/** Options of the query of the plates a subject configured for a menu key. */
export function platesQuery(subjectId: number, menuKey: number, notify = true) {
  return { ...apiQuery(listPlates, { subjectId, menuKey }, { notify }), staleTime: 5 * 60_000 };
}

const byPosition = (list: PlateRow[]) => [...list].sort((a, b) => a.position - b.position);

/** The plates the subject configured for a menu key, in position order. */
export function usePlates(menuKey: number) {
  const { subject, permissions } = usePortal();
  const allowed = permissions.includes('dashboard:view');
  return useQuery({
    ...platesQuery(subject?.id ?? 0, menuKey),
    enabled: subject !== null && allowed && menuKey > 0,
    select: byPosition,
  });
}

/** The `$_` context of the current area, and whether the area's children are in it yet. */
export interface AreaSource {
  readonly ctx: DataSourceContext;
  readonly childrenKnown: boolean;
}

/** The source of the trail's end; `children` undefined while they are not known (listed as none). */
export function areaSource(
  chain: readonly AreaRef[],
  trail: readonly AreaRef[],
  children?: readonly { areaId: number }[],
): AreaSource | null {
  const ctx = dataSourceContextOf(chain, trail, children ?? []);
  return ctx && { ctx, childrenKnown: children !== undefined };
}

/**
 * The `$_` context of the current area, as soon as the area is known. The children follow: until they
 * arrive the context lists none, and only plates whose parameters name them wait (`plateContext`).
 */
export function useDataSourceContext(): AreaSource | null {
  const { chain, trail, selected } = useCurrentArea();
  const children = useChildAreas(selected?.areaId);
  const known = !children.isPending || children.isError;
  return useMemo(
    () => areaSource(chain, trail, known ? (children.data ?? []) : undefined),
    [trail, chain, known, children.data],
  );
}

type PlateSource = Pick<PlateRow, 'interfaceUrl' | 'parameters'>;

/**
 * The context a plate asks with, or null while it must wait: a plate whose parameters name the area's
 * children waits for them, so it does not ask with an empty list and then again; every other plate asks
 * at once (after an area switch the children are one more request on the way).
 */
export function plateContext(plate: PlateSource, source: AreaSource | null): DataSourceContext | null {
  if (!source) return null;
  if (source.childrenKnown) return source.ctx;
  const probe = plateRequest(plate.interfaceUrl, plate.parameters, source.ctx);
  return probe.kind === 'call' && probe.variables.includes('childAreaIdList') ? null : source.ctx;
}

/**
 * Starts the data requests of the plates that can ask in `source` (`plateContext`) and are not in
 * `asked` yet, into the cache the plates read; adds them to `asked`.
 */
export function prefetchPlateData(
  client: QueryClient,
  plates: readonly PlateRow[],
  source: AreaSource | null,
  asked = new Set<number>(),
): void {
  for (const plate of plates) {
    const ctx = asked.has(plate.id) ? null : plateContext(plate, source);
    if (!ctx) continue;
    asked.add(plate.id);
    const query = plateDataQuery(plate, ctx);
    if (query.enabled) void client.prefetchQuery(query);
  }
}

/**
 * Starts the plates' requests for an area in the event that selects it (map, drilled rows, picker,
 * breadcrumbs). Left to the plates, they went out after the whole screen had rendered for the new area:
 * ~0.45 s after the click on a wall-screen PC without a GPU.
 */
export function usePrefetchOnAreaSelect(plates: readonly PlateRow[]): void {
  const client = useQueryClient();
  const { chain } = useCurrentArea();
  const latest = useRef({ plates, chain });
  latest.current = { plates, chain };
  useEffect(
    () =>
      useAreaSelection.subscribe((state, prev) => {
        if (state.trail !== prev.trail)
          prefetchPlateData(client, latest.current.plates, areaSource(latest.current.chain, state.trail));
      }),
    [client],
  );
}

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
      const endpoint = request.kind === 'call' ? plateSourceEndpoint(request.path) : undefined;
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
  plate: PlateSource & { position?: number },
  ctx: DataSourceContext | null,
  refreshSeconds: number | undefined,
) {
  // Without a context (the area's children still loading) the query waits under a key of no area.
  // Resolved once per plate and area, not on every render of the screen (nine plates, many renders).
  const override = usePlateSourceOverride();
  const options = useMemo(
    () =>
      override
        ? overridePlateQuery(override, { position: plate.position ?? 0 }, ctx ?? NO_AREA)
        : plateDataQuery(plate, ctx ?? NO_AREA),
    [override, plate, ctx],
  );
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
  // A plate of the editor's preview that has no stored row yet (id ≤ 0) has no images either.
  return useApiQuery(
    listPlateImages,
    { plateId },
    { enabled: enabled && plateId > 0, staleTime: 10 * 60_000, notify: false },
  );
}

/** A plate's detail tables (chart tables of spec §3), live ones computed for the area on screen. */
export function usePlateDetails(plateId: number, areaId: number | undefined, enabled: boolean) {
  return useApiQuery(
    listPlateDetails,
    { plateId, areaId },
    { enabled: enabled && plateId > 0, staleTime: 5 * 60_000, placeholderData: keepPreviousData },
  );
}
