import {
  getBatchImagery,
  IMAGERY_PHASE_LABELS,
  IMAGERY_SOURCE_LABELS,
  type ResultOf,
} from '@fengshou/core/contract';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../api';

/** The imagery of a batch: its phases with their dates and sources. */
export type BatchImagery = ResultOf<typeof getBatchImagery>;
export type BatchImageryPhase = BatchImagery['phases'][number];

/** The query of a batch's imagery (a batch's sources change only when a manager saves them). */
export function batchImageryQuery(batchId: number | undefined) {
  return {
    ...apiQuery(getBatchImagery, { batchId: batchId! }),
    enabled: batchId !== undefined,
    staleTime: 5 * 60_000,
  };
}

export function useBatchImagery(batchId: number | undefined) {
  return useQuery(batchImageryQuery(batchId));
}

/** 「后时相 2023-03-05」: the caption of a picture (「… · 未配置影像」 when the phase has no source). */
export function imageryCaption(p: BatchImageryPhase): string {
  const caption = `${IMAGERY_PHASE_LABELS[p.phase]} ${p.imageDate ?? '—'}`;
  return p.sourceType ? caption : `${caption} · 未配置影像`;
}

/** Where a picture comes from, for the note under it: the service's own words, else the kind of source. */
export function imagerySource(p: BatchImageryPhase): string | null {
  return p.sourceType ? (p.attribution ?? IMAGERY_SOURCE_LABELS[p.sourceType]) : null;
}
