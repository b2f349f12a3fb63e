import type { DataSourceContext } from '@fengshou/core';
import {
  getRegionPage,
  getRegionPagePlateData,
  getRegionPageShapes,
  type ResultOf,
} from '@fengshou/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiQuery, callApi } from '../../api';
import type { PlateSourceOverride } from '../../dashboard/plate-source';
import type { AreaSource } from '../../dashboard/use-dashboard-data';

/** The published page as the public endpoint answers it. */
export type RegionPageData = ResultOf<typeof getRegionPage>;

/** The published page of a subject for an area of its (the subject's own when none), without a session. */
export function useRegionPage(subject: number, areaId: number | undefined) {
  return useQuery({
    ...apiQuery(getRegionPage, { subject, areaId }, { notify: false }),
    enabled: subject > 0,
    // The last area's page stays while a drilled one loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The plates' and maps' data of the page from the public endpoints: a plate by its slot, outlines by area,
 * always for the page's subject (the server answers nothing else).
 */
export function useRegionSource(subject: number): PlateSourceOverride {
  return useMemo(
    () => ({
      key: `region-page:${subject}`,
      plateData: (plate, ctx, signal) =>
        callApi(
          getRegionPagePlateData,
          { subject, areaId: ctx.areaId, position: plate.position },
          { signal, notify: false },
        ),
      childShapes: (areaId, signal) =>
        callApi(getRegionPageShapes, { subject, areaId }, { signal, notify: false }),
    }),
    [subject],
  );
}

/**
 * The `$_` context the plates are keyed by: the server resolves the variables itself, so only the area
 * matters here (its children are not needed and count as known).
 */
export function regionAreaSource(page: RegionPageData): AreaSource {
  const ctx: DataSourceContext = {
    areaId: page.area.areaId,
    areaLevel: page.area.level,
    areaIdList: page.trail.map((a) => a.areaId),
    childAreaLevel: Math.min(page.area.level + 1, 5),
    childAreaIdList: [],
    businessCategoryIdList: [],
    now: new Date(0),
  };
  return { ctx, childrenKnown: true };
}
