import { create } from 'zustand';

/** An administrative area as the pages select it. */
export interface AreaRef {
  areaId: number;
  areaName: string;
  level: number;
}

interface AreaSelection {
  /** Subject the selection belongs to; a different subject starts again from its own area. */
  subjectId: number | null;
  /** Areas from the subject's own area down to the selected one. */
  trail: AreaRef[];
  reset(subjectId: number, own: AreaRef): void;
  /** Selects `area`; it must be a child of the current trail's end, or an area already on it. */
  select(area: AreaRef): void;
  /** Replaces the trail below the subject's own area (the picker answers a whole path). */
  setTrail(trail: AreaRef[]): void;
}

/** The area selected across pages: switching topics keeps the area the user drilled down to. */
export const useAreaSelection = create<AreaSelection>()((set, get) => ({
  subjectId: null,
  trail: [],
  reset(subjectId, own) {
    set({ subjectId, trail: [own] });
  },
  select(area) {
    const trail = get().trail;
    const at = trail.findIndex((a) => a.areaId === area.areaId);
    set({ trail: at >= 0 ? trail.slice(0, at + 1) : [...trail, area] });
  },
  setTrail(trail) {
    if (trail.length > 0) set({ trail });
  },
}));
