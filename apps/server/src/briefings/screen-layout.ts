import { type SkinId, skinLayout } from '@fengshou/core/plates';

/** The big screen's design size: every briefing picture is laid out on it (and scaled as a vector). */
export const SCREEN = { width: 1920, height: 1080 } as const;
/** The title bar across the top of the screen. */
export const TITLE_BAR = 84;
/** A plate's heading strip (name and period) and its declaration line. */
export const PLATE_HEAD = 40;
export const PLATE_DECLARATION = 24;
/** Inner padding of a plate's body. */
export const PLATE_PAD = 12;

/** A rectangle on the 1920×1080 design. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The screen's blocks: the centre (area) block and each shown plate's slot, in position order. */
export interface ScreenLayout {
  readonly centre: Rect;
  readonly slots: readonly Rect[];
}

/** The fr weights of a CSS grid track list as the skins write them (`minmax(0, 1fr) repeat(3, …)`). */
function trackWeights(template: string): number[] {
  const weights: number[] = [];
  const track = /repeat\((\d+),\s*minmax\(0,\s*([\d.]+)fr\)\)|minmax\(0,\s*([\d.]+)fr\)/g;
  for (const m of template.matchAll(track)) {
    if (m[1]) for (let i = 0; i < Number(m[1]); i++) weights.push(Number(m[2]));
    else weights.push(Number(m[3]));
  }
  return weights;
}

/** Offsets and sizes of tracks sharing `length` by their weights, `gap` between them. */
function tracks(weights: readonly number[], start: number, length: number, gap: number) {
  const total = weights.reduce((a, b) => a + b, 0);
  const free = length - gap * (weights.length - 1);
  let at = start;
  return weights.map((w) => {
    const size = (free * w) / total;
    const t = { start: at, size };
    at += size + gap;
    return t;
  });
}

/**
 * The screen's skin grid in pixels, as the screen's CSS grid places it below the title bar: each named
 * block spans the cells of its name in the template areas.
 */
export function screenLayout(skin: SkinId, plateCount: number): ScreenLayout {
  const layout = skinLayout(skin, plateCount);
  const gap = layout.gap;
  const top = TITLE_BAR;
  const cols = tracks(trackWeights(layout.columns), gap, SCREEN.width - 2 * gap, gap);
  const rows = tracks(trackWeights(layout.rows), top, SCREEN.height - top - gap, gap);
  const cells = layout.areas.map((r) => r.trim().split(/\s+/));
  const rectOf = (name: string): Rect => {
    let r0 = Infinity;
    let r1 = -1;
    let c0 = Infinity;
    let c1 = -1;
    for (const [ri, row] of cells.entries()) {
      for (const [ci, cell] of row.entries()) {
        if (cell !== name) continue;
        r0 = Math.min(r0, ri);
        r1 = Math.max(r1, ri);
        c0 = Math.min(c0, ci);
        c1 = Math.max(c1, ci);
      }
    }
    const x = cols[c0]!.start;
    const y = rows[r0]!.start;
    return {
      x: Math.round(x),
      y: Math.round(y),
      width: Math.round(cols[c1]!.start + cols[c1]!.size - x),
      height: Math.round(rows[r1]!.start + rows[r1]!.size - y),
    };
  };
  return { centre: rectOf(layout.mapArea), slots: layout.slots.map(rectOf) };
}

/** The body box of a plate in its slot: below its heading (and declaration), inside its padding. */
export function plateBodyRect(slot: Rect, hasDeclaration: boolean): Rect {
  const head = PLATE_HEAD + (hasDeclaration ? PLATE_DECLARATION : 0);
  return {
    x: slot.x + PLATE_PAD,
    y: slot.y + head,
    width: Math.max(40, slot.width - 2 * PLATE_PAD),
    height: Math.max(40, slot.height - head - PLATE_PAD),
  };
}

/** The centre's heading (the area's name) and its row of key figures under the map. */
export const CENTRE_HEAD = 64;
export const CENTRE_FIGURES = 132;

/** The box of the centre's map: between the area's name and the key figures. */
export function centreMapRect(centre: Rect): Rect {
  return {
    x: centre.x,
    y: centre.y + CENTRE_HEAD,
    width: centre.width,
    height: Math.max(80, centre.height - CENTRE_HEAD - CENTRE_FIGURES),
  };
}
