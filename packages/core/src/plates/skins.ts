import { DASHBOARD_SKINS, type DashboardSkin, LAYOUT_GAP_PX } from '../dict';

/** A dashboard skin id (core DASHBOARD_SKINS: plate counts and border of spec §2). */
export type SkinId = DashboardSkin;
/** The dashboard skins of spec §2: how many plates a screen holds and where the area map sits. */
export const SKIN_IDS = Object.keys(DASHBOARD_SKINS) as SkinId[];

/** A skin: its grid, the plate slots in reading order and whether plates carry a frame. */
export interface SkinDef {
  readonly id: SkinId;
  /** Plates the skin is made for (skin2 takes six to eight). */
  readonly minPlates: number;
  readonly maxPlates: number;
  /** skin0 draws its plates without a frame. */
  readonly bordered: boolean;
}

// The spec fixes the border of skin0 (none) and skin3 (framed); the others get this engine's frame.
const SKINS = Object.fromEntries(
  SKIN_IDS.map((id) => {
    const d = DASHBOARD_SKINS[id];
    return [id, { id, minPlates: d.minPlates, maxPlates: d.maxPlates, bordered: d.bordered ?? true }];
  }),
) as Record<SkinId, SkinDef>;

/** The definition of a skin. */
export function skinDef(id: SkinId): SkinDef {
  return SKINS[id];
}

/** A computed grid: CSS template, the area of each plate in order and the map's area. */
export interface SkinLayout {
  readonly skin: SkinDef;
  readonly columns: string;
  readonly rows: string;
  /** grid-template-areas, one string per row. */
  readonly areas: readonly string[];
  /** Grid area of the i-th plate (plates in position order); plates past the skin's size are not shown. */
  readonly slots: readonly string[];
  readonly mapArea: 'map';
  /** Gap between blocks in design pixels (spec §9: 15). */
  readonly gap: number;
  /** Plates the skin had no slot for. */
  readonly hidden: number;
}

// Reading order: the left column top to bottom, the right column, then the row under the map.
const SIDE_3 = { left: ['p1', 'p2', 'p3'], right: ['p4', 'p5', 'p6'] };

function grid(
  skin: SkinDef,
  columns: string,
  rows: string,
  areas: string[],
  slots: string[],
  count: number,
): SkinLayout {
  return {
    skin,
    columns,
    rows,
    areas,
    slots: slots.slice(0, Math.min(count, slots.length)),
    mapArea: 'map',
    gap: LAYOUT_GAP_PX,
    hidden: Math.max(0, count - slots.length),
  };
}

/**
 * The grid of `skinId` for `plateCount` plates, on the 1920×1080 design: side columns of plates around
 * the current area's map in the centre. skin0 and skin3 (nine) and skin2 (seven or eight) add a row of
 * plates under the map; skin2 with six and skin1 keep the map full height; skin4 has two plates a side.
 */
export function skinLayout(skinId: SkinId, plateCount: number): SkinLayout {
  const skin = SKINS[skinId];
  const count = Math.max(0, Math.floor(plateCount));
  const order6 = [...SIDE_3.left, ...SIDE_3.right];
  switch (skinId) {
    case 'skin0':
    case 'skin3':
      return grid(
        skin,
        'minmax(0, 1fr) repeat(3, minmax(0, 0.7fr)) minmax(0, 1fr)',
        'repeat(3, minmax(0, 1fr))',
        ['p1 map map map p4', 'p2 map map map p5', 'p3 p7 p8 p9 p6'],
        [...order6, 'p7', 'p8', 'p9'],
        count,
      );
    case 'skin2': {
      const bottom = Math.min(Math.max(count - 6, 0), 2);
      const last = bottom === 0 ? 'p3 map map p6' : bottom === 1 ? 'p3 p7 p7 p6' : 'p3 p7 p8 p6';
      return grid(
        skin,
        'minmax(0, 1fr) repeat(2, minmax(0, 1.05fr)) minmax(0, 1fr)',
        'repeat(3, minmax(0, 1fr))',
        ['p1 map map p4', 'p2 map map p5', last],
        [...order6, 'p7', 'p8'].slice(0, 6 + bottom),
        count,
      );
    }
    case 'skin4':
      return grid(
        skin,
        'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)',
        'repeat(2, minmax(0, 1fr))',
        ['p1 map p3', 'p2 map p4'],
        ['p1', 'p2', 'p3', 'p4'],
        count,
      );
    default:
      return grid(
        skin,
        'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)',
        'repeat(3, minmax(0, 1fr))',
        ['p1 map p4', 'p2 map p5', 'p3 map p6'],
        order6,
        count,
      );
  }
}

/** True when `value` names a skin. */
export function isSkinId(value: unknown): value is SkinId {
  return typeof value === 'string' && (SKIN_IDS as readonly string[]).includes(value);
}

/** The skin that fits `plateCount` plates when the subject configured none for the menu. */
export function defaultSkin(plateCount: number): SkinId {
  if (plateCount <= 4) return 'skin4';
  if (plateCount <= 6) return 'skin1';
  if (plateCount <= 8) return 'skin2';
  return 'skin3';
}

/**
 * The skin of a dashboard menu from the subject's dashboadTemplateStr (`menuKey:skin` pairs, comma
 * separated, e.g. "10:skin1,7:skin3"); unknown or missing entries fall back to the plate count's skin.
 */
export function skinForMenu(
  templateStr: string | null | undefined,
  menuKey: number,
  plateCount: number,
): SkinId {
  for (const pair of (templateStr ?? '').split(',')) {
    const [key, skin] = pair.split(':').map((s) => s.trim());
    if (Number(key) === menuKey && isSkinId(skin)) return skin;
  }
  return defaultSkin(plateCount);
}
