import type { DashboardCrop, DashboardPeriod, DataSourceContext } from '@fengshou/core';
import {
  listPlateDetails,
  listPlateImages,
  listPlates,
  listSubjectBusinessCategories,
  type ResultOf,
} from '@fengshou/core/contract';
import { bodyKey, dataSourceContextOf, plateRequest, plateSourceEndpoint } from '@fengshou/core/plates';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { apiQuery, callApi, useApiQuery } from '../api';
import { usePortal } from '../api/portal-context';
import { useChildAreas } from '../area/area-queries';
import { type AreaRef, useAreaSelection } from '../area/area-store';
import { useCurrentArea } from '../area/use-current-area';
import type { QueryLike } from '../ui/data-state';
import { type PlateImageRow, useDraftImages } from './draft-images';
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

/** What a dashboard sets beside the area: its period and the crop of its price plates. */
export interface DashboardChoice {
  readonly period?: DashboardPeriod;
  readonly crop?: DashboardCrop;
}

/** The source of the trail's end; `children` undefined while they are not known (listed as none). */
export function areaSource(
  chain: readonly AreaRef[],
  trail: readonly AreaRef[],
  children?: readonly { areaId: number }[],
  choice: DashboardChoice = {},
): AreaSource | null {
  const ctx = dataSourceContextOf(chain, trail, children ?? []);
  return ctx && { ctx: { ...ctx, ...choice }, childrenKnown: children !== undefined };
}

/**
 * The `$_` context of the current area, as soon as the area is known. The children follow: until they
 * arrive the context lists none, and only plates whose parameters name them wait (`plateContext`).
 */
export function useDataSourceContext(choice?: DashboardChoice): AreaSource | null {
  const { chain, trail, selected } = useCurrentArea();
  const children = useChildAreas(selected?.areaId);
  const known = !children.isPending || children.isError;
  const categories = useSubjectCategoryIds();
  return useMemo(() => {
    const source = areaSource(chain, trail, known ? (children.data ?? []) : undefined, choice);
    return source && { ...source, ctx: { ...source.ctx, businessCategoryIdList: categories } };
  }, [trail, chain, known, children.data, choice, categories]);
}

const NO_CATEGORIES: readonly number[] = [];

/**
 * The business categories the subject follows (spec §7 subjectBusinessCategoryRef/listBySubjectId): the
 * dashboards' `$_businessCategoryIdList`, every category when the subject chose none.
 */
function useSubjectCategoryIds(): readonly number[] {
  const { subject } = usePortal();
  const refs = useApiQuery(
    listSubjectBusinessCategories,
    { subjectId: subject?.id ?? 0 },
    { enabled: subject !== null, staleTime: 10 * 60_000, notify: false },
  );
  return useMemo(() => refs.data?.list.map((c) => c.businessCategoryId) ?? NO_CATEGORIES, [refs.data]);
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
export function usePrefetchOnAreaSelect(plates: readonly PlateRow[], choice?: DashboardChoice): void {
  const client = useQueryClient();
  const { chain } = useCurrentArea();
  const latest = useRef({ plates, chain, choice });
  latest.current = { plates, chain, choice };
  useEffect(
    () =>
      useAreaSelection.subscribe((state, prev) => {
        if (state.trail !== prev.trail) {
          const { plates: shown, chain: above, choice: set } = latest.current;
          prefetchPlateData(client, shown, areaSource(above, state.trail, undefined, set));
        }
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

const noRefetch = () => undefined;
const settled = (data: PlateImageRow[]): QueryLike<PlateImageRow[]> => ({
  data,
  isPending: false,
  isError: false,
  error: null,
  refetch: noRefetch,
});
const NONE = settled([]);

/**
 * A plate's images (carousel plates and image detail): the editor's draft pictures in its preview, else the
 * stored ones. A preview plate without a stored row (id ≤ 0) and without draft pictures has none.
 */
export function usePlateImages(plateId: number, enabled: boolean): QueryLike<PlateImageRow[]> {
  const draft = useDraftImages(plateId);
  const stored = useApiQuery(
    listPlateImages,
    { plateId },
    { enabled: enabled && plateId > 0 && !draft, staleTime: 10 * 60_000, notify: false },
  );
  const own = useMemo(() => (draft ? settled(draft) : undefined), [draft]);
  return own ?? (plateId > 0 ? stored : NONE);
}

/** A plate's detail tables (chart tables of spec §3), live ones computed for the area on screen. */
export function usePlateDetails(plateId: number, areaId: number | undefined, enabled: boolean) {
  return useApiQuery(
    listPlateDetails,
    { plateId, areaId },
    { enabled: enabled && plateId > 0, staleTime: 5 * 60_000, placeholderData: keepPreviousData },
  );
}
