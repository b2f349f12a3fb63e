import { useEffect, useMemo } from 'react';
import { usePortal } from '../api/portal-context';
import { type AreaRef, useAreaSelection } from './area-store';

/** The subject's own area: the deepest level of its area chain. */
export function ownAreaOf(
  subject: {
    id: number;
    areaId: number;
    areaLevel: number;
    subjectName: string;
    areaChain: AreaRef[];
  } | null,
): AreaRef | null {
  if (!subject) return null;
  const last = subject.areaChain.find((a) => a.areaId === subject.areaId);
  return {
    areaId: subject.areaId,
    areaName: last?.areaName ?? subject.subjectName,
    level: subject.areaLevel,
  };
}

/**
 * The trail a page of the subject opens on, read outside React (warm-ups before the page renders): the one
 * the user drilled down to, else the subject's own area.
 */
export function openingTrail(subject: Parameters<typeof ownAreaOf>[0]): AreaRef[] {
  const own = ownAreaOf(subject);
  if (!subject || !own) return [];
  const selection = useAreaSelection.getState();
  return selection.subjectId === subject.id && selection.trail.length > 0 ? selection.trail : [own];
}

/**
 * The area context of a page: the subject's area chain (levels 1–5, empty ones dropped), the trail the
 * user drilled down to from the subject's own area, and the selected area at its end.
 */
export function useCurrentArea() {
  const { subject } = usePortal();
  const { subjectId, trail, reset, select, setTrail } = useAreaSelection();
  const own = useMemo(() => ownAreaOf(subject), [subject]);
  useEffect(() => {
    if (subject && own && subjectId !== subject.id) reset(subject.id, own);
  }, [subject, own, subjectId, reset]);
  const current = subject && subjectId === subject.id ? trail : own ? [own] : [];
  return {
    chain: subject?.areaChain ?? [],
    trail: current,
    selected: current[current.length - 1] ?? null,
    select,
    setTrail,
  };
}
