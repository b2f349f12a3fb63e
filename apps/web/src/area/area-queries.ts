import { getAreaOutline, getAreaOutlineCoverage, listAreasByParentId } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api';

/** Options of the query of an area's children (pages and the dashboard warm-up share its cache entry). */
export function childAreasQuery(parentId: number, notify = true) {
  return { ...apiQuery(listAreasByParentId, { parentId }, { notify }), staleTime: 10 * 60_000 };
}

/** Children of an area within the subject's scope. */
export function useChildAreas(parentId: number | undefined) {
  return useQuery({ ...childAreasQuery(parentId ?? 0), enabled: parentId !== undefined });
}

/** Options of an area outline query, shared by single and batched (child) outlines. */
export function outlineQuery(areaId: number, areaLevel: number) {
  return { ...apiQuery(getAreaOutline, { areaId, areaLevel }), staleTime: 30 * 60_000 };
}

/** Outline of one area (spec §5: the server falls back to the county when a level has none). */
export function useAreaOutline(areaId: number | undefined, areaLevel: number | undefined) {
  return useQuery({
    ...outlineQuery(areaId ?? 0, areaLevel ?? 1),
    enabled: areaId !== undefined && areaLevel !== undefined,
  });
}

/**
 * Children to show for an area. A level with a single child that has children of its own (上海市 → 市辖区)
 * says nothing on a map or in a list, so its grandchildren are shown instead; `via` names the skipped area.
 */
export function useShownChildren(parentId: number | undefined) {
  const direct = useChildAreas(parentId);
  const only = direct.data?.length === 1 && direct.data[0]?.hasChildren ? direct.data[0] : undefined;
  const nested = useChildAreas(only?.areaId);
  return only ? { query: nested, via: only } : { query: direct, via: undefined };
}

/**
 * Per level from the area down, how many areas have an outline (a fresh installation imports its own);
 * quiet on failure: the maps only mention it.
 */
export function useOutlineCoverage(areaId: number | undefined) {
  return useQuery({
    ...apiQuery(getAreaOutlineCoverage, { areaId: areaId ?? 0 }, { notify: false }),
    staleTime: 10 * 60_000,
    enabled: areaId !== undefined,
  });
}
