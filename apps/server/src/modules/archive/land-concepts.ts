import { DLBM_CODES, LAND_TYPE_LABELS, LAND_TYPES } from '@fengshou/core';

/**
 * The land, sown-area and farm concepts every figure, list, map layer and detail table reads. A parcel has
 * one land type (the layer a bureau drew it in) and a set of land-source memberships (the registers it is
 * on); a concept holds a parcel when either says so, so an import that sets only the land type counts and
 * the demo's memberships count. The concepts nest as the land law has them: 永久基本农田 and 高标准农田 are
 * 耕地, 耕地 and every other concept is 农用地. Area is always land_parcels.area_mu, the ellipsoidal area
 * of the geometry in 亩 written with the parcel (ST_Area(geom::geography) × 0.0015).
 */
export type LandConceptId =
  | 'farmland'
  | 'cultivated'
  | 'basicFarmland'
  | 'highStandard'
  | 'contracted'
  | 'productionLand';

export interface LandConcept {
  id: LandConceptId;
  /** Code of the concept in breakdowns: the land-type code where the concept has a layer, 6 for 耕地. */
  code: number;
  name: string;
  /** Land type of the layer drawn for the concept, if any. */
  landType?: number;
  /** Land-source category (LAND_SOURCE_OPTIONS) that records membership, if any. */
  source?: number;
}

const CULTIVATED_CODE = 6;

/** Every concept in display order: the outer set first. */
export const LAND_CONCEPTS: readonly LandConcept[] = [
  {
    id: 'farmland',
    code: LAND_TYPES.sandiao,
    name: LAND_TYPE_LABELS[1],
    landType: LAND_TYPES.sandiao,
    source: 2,
  },
  { id: 'cultivated', code: CULTIVATED_CODE, name: '耕地' },
  {
    id: 'basicFarmland',
    code: LAND_TYPES.capitalFarmLand,
    name: LAND_TYPE_LABELS[5],
    landType: LAND_TYPES.capitalFarmLand,
    source: 32,
  },
  {
    id: 'highStandard',
    code: LAND_TYPES.gaobiaozhun,
    name: LAND_TYPE_LABELS[4],
    landType: LAND_TYPES.gaobiaozhun,
    source: 12,
  },
  {
    id: 'contracted',
    code: LAND_TYPES.quequan,
    name: LAND_TYPE_LABELS[2],
    landType: LAND_TYPES.quequan,
    source: 18,
  },
  {
    id: 'productionLand',
    code: LAND_TYPES.productionLand,
    name: LAND_TYPE_LABELS[3],
    landType: LAND_TYPES.productionLand,
    source: 24,
  },
];

const BY_ID = new Map(LAND_CONCEPTS.map((c) => [c.id, c]));

/** The concept of an id. */
export function landConcept(id: LandConceptId): LandConcept {
  return BY_ID.get(id)!;
}

/** The concept a land-type code (1–5) names. */
export function conceptOfLandType(landType: number): LandConcept | undefined {
  return LAND_CONCEPTS.find((c) => c.landType === landType);
}

/** The concept a land-source category names (农用地 2, 确权 18, 永久基本农田 32, 高标准 12, 生产现状 24). */
export function conceptOfSource(source: number): LandConcept | undefined {
  return LAND_CONCEPTS.find((c) => c.source === source);
}

const FARMLAND_CODES = Object.keys(DLBM_CODES)
  .map((c) => `'${c}'`)
  .join(', ');

/** The layer or the membership of a concept, on parcels aliased `a`. */
function marked(c: LandConcept, a: string): string {
  return `(${a}.land_type = ${c.landType} OR ${c.source} = ANY(${a}.land_sources))`;
}

/**
 * SQL condition that a parcel (alias `a`, a land_parcels row) belongs to the concept. 耕地 is the parcels
 * whose land-use code is of class 01, and the 永久基本农田 and 高标准农田 parcels (both are 耕地 by law
 * whatever code a survey gave them); 农用地 is every parcel with a 农用地 land-use code (the register
 * accepts no other) or marked as such.
 */
export function conceptWhere(id: LandConceptId, a = 't'): string {
  const c = landConcept(id);
  switch (id) {
    case 'farmland':
      return `(${a}.dlbm IN (${FARMLAND_CODES}) OR ${marked(c, a)})`;
    case 'cultivated':
      return `(${a}.dlbm LIKE '01%' OR ${marked(landConcept('basicFarmland'), a)} OR ${marked(landConcept('highStandard'), a)})`;
    default:
      return marked(c, a);
  }
}

/**
 * The parcel condition a land-type filter means (plot lists, map layers, feature queries): the parcels the
 * concept of that land type holds, so a layer named 永久基本农田 shows what the 永久基本农田 figure counts.
 */
export function landTypeWhere(landType: number, a = 't'): string {
  const c = conceptOfLandType(landType);
  return c ? conceptWhere(c.id, a) : `${a}.land_type = ${Number(landType)}`;
}

/** The parcel condition of a land-source filter: the concept's condition where the source names one. */
export function landSourceWhere(source: number, a = 't'): string {
  const c = conceptOfSource(source);
  return c ? conceptWhere(c.id, a) : `${Number(source)} = ANY(${a}.land_sources)`;
}

/**
 * A lateral join giving each parcel (alias `a`) one row `k(code)` per concept it belongs to, for figures
 * broken down by concept (the sets overlap: the rows add up to more than the parcels).
 */
export function conceptRows(a = 't'): string {
  const arms = LAND_CONCEPTS.map((c) => `SELECT ${c.code} AS code WHERE ${conceptWhere(c.id, a)}`);
  return `CROSS JOIN LATERAL (${arms.join(' UNION ALL ')}) k`;
}

/** Concept labels by breakdown code. */
export const CONCEPT_LABELS: Record<number, string> = Object.fromEntries(
  LAND_CONCEPTS.map((c) => [c.code, c.name]),
);

/**
 * Sown area (播种面积): crops sown on 耕地, counted season by season, on the plantings `p` of parcels `l`.
 * A parcel carries one crop a season, so a season's sown area never exceeds the 耕地 it grows on; a year's
 * is the sum of its seasons (multiple cropping: 复种指数 = a year's sown area ÷ 耕地).
 */
export function sownOnCropland(p = 't', l = 'l'): { join: string; where: string } {
  return { join: `JOIN land_parcels ${l} ON ${l}.id = ${p}.land_id`, where: conceptWhere('cultivated', l) };
}

/** A farm that counts (alias `f`): in business (正常经营); paused and deregistered farms are listed, not counted. */
export const activeFarm = (f = 't') => `${f}.farm_status = 1`;

/** Base area (基地面积) of farms `f`: the area of their parcels, which farms.farm_area_mu holds (sum of area_mu). */
export const baseArea = (f = 't') => `${f}.farm_area_mu`;
