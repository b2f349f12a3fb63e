import { listChildOutlines } from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api';

/** Children of an area with their display outlines (a single child level is skipped by the server). */
export function useChildShapes(areaId: number) {
  return useQuery({
    queryKey: ['gis', 'childOutlines', areaId],
    queryFn: ({ signal }) => callApi(listChildOutlines, { areaId }, { signal }),
    staleTime: 30 * 60_000,
  });
}
