import { listChildOutlines } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../api';

/** Options of the child-shapes query, shared by the map and the warm-up before it renders. */
export function childShapesQuery(areaId: number) {
  return { ...apiQuery(listChildOutlines, { areaId }), staleTime: 30 * 60_000 };
}

/** Children of an area with their display outlines (a single child level is skipped by the server). */
export function useChildShapes(areaId: number, enabled = true) {
  return useQuery({ ...childShapesQuery(areaId), enabled });
}
