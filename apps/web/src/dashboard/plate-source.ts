import type { DataSourceContext } from '@fengshou/core';
import type { listChildOutlines, ResultOf } from '@fengshou/core/contract';
import { createContext, useContext } from 'react';

/** Child areas with their outlines, as the map of a dashboard draws them. */
export type ChildShapes = ResultOf<typeof listChildOutlines>;

/**
 * Where a screen's plates and maps get their data when not from the signed-in endpoints: the published
 * administrative-region page asks one public endpoint per plate slot and for the outlines, with no session
 * (a call needing one would send a visitor to the login page).
 */
export interface PlateSourceOverride {
  /** Keeps the override's answers apart from the signed-in screen's in the query cache. */
  key: string;
  plateData(plate: { position: number }, ctx: DataSourceContext, signal: AbortSignal): Promise<unknown>;
  childShapes(areaId: number, signal: AbortSignal): Promise<ChildShapes>;
}

const PlateSourceContext = createContext<PlateSourceOverride | null>(null);

/** Provides the override to the plates and maps below. */
export const PlateSourceProvider = PlateSourceContext.Provider;

/** The override of the screen, or null for the signed-in endpoints. */
export function usePlateSourceOverride(): PlateSourceOverride | null {
  return useContext(PlateSourceContext);
}

/** The query of a plate's data from an override. */
export function overridePlateQuery(
  override: PlateSourceOverride,
  plate: { position: number },
  ctx: DataSourceContext,
) {
  return {
    queryKey: ['plate-data', override.key, ctx.areaId, plate.position],
    queryFn: ({ signal }: { signal: AbortSignal }) => override.plateData(plate, ctx, signal),
    enabled: true,
    staleTime: 30_000,
    retry: 1,
  };
}

/** The query of an area's child outlines from an override. */
export function overrideShapesQuery(override: PlateSourceOverride, areaId: number) {
  return {
    queryKey: [`${override.key}/childShapes`, { areaId }] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => override.childShapes(areaId, signal),
    staleTime: 30 * 60_000,
  };
}
