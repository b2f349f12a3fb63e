/** Administrative area levels 1–5 with their Chinese labels. */
export const AREA_LEVELS = {
  1: '省',
  2: '市',
  3: '县(区)',
  4: '乡镇(街道)',
  5: '村(居委)',
} as const;

/** An administrative area level, 1 province … 5 village. */
export type AreaLevel = keyof typeof AREA_LEVELS;

/** Request-body key that carries the area id of each level (0 is the country). */
export const AREA_ID_KEYS = {
  0: 'country_id',
  1: 'provinceId',
  2: 'cityId',
  3: 'countyId',
  4: 'townId',
  5: 'villageId',
} as const;

/** One of the area-id request keys. */
export type AreaIdKey = (typeof AREA_ID_KEYS)[keyof typeof AREA_ID_KEYS];

/**
 * Government subject levels (spec §1/§3: 1 province, 2 city, 3 county and the bodies below it): a town's own
 * body (乡镇农业服务中心) is level 4, set up by its county, and sees only the town.
 */
export const SUBJECT_LEVELS = { 1: '省级', 2: '市级', 3: '县级', 4: '乡镇级' } as const;

/** A government subject level. */
export type SubjectLevel = keyof typeof SUBJECT_LEVELS;

/** True when `level` is an administrative level 1–5. */
export function isAreaLevel(level: unknown): level is AreaLevel {
  return typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 5;
}

/** Area-id key of `level` (0–5), or undefined for anything else. */
export function areaIdKeyForLevel(level: number): AreaIdKey | undefined {
  return level === 0 || isAreaLevel(level) ? AREA_ID_KEYS[level] : undefined;
}

/** Level of the children of an area of `level`; villages (5) have none. */
export function childAreaLevel(level: number): AreaLevel | undefined {
  const child = level + 1;
  return isAreaLevel(child) ? child : undefined;
}

// Significant digits of each level inside the 12-digit statistical code.
const DIGITS: Record<AreaLevel, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };
const LEVELS_DESC = [5, 4, 3, 2, 1] as const;

function toCode(id: number | string): number | undefined {
  const n = typeof id === 'number' ? id : /^\d{12}$/.test(id.trim()) ? Number(id) : Number.NaN;
  // Province prefixes run from 11 (Beijing) to 82 (Macau).
  return Number.isSafeInteger(n) && n >= 110000000000 && n < 830000000000 ? n : undefined;
}

function truncate(code: number, level: AreaLevel): number {
  const unit = 10 ** (12 - DIGITS[level]);
  return Math.floor(code / unit) * unit;
}

/** Level 1–5 of a 12-digit area code, read from which trailing segments are zero; undefined if not a code. */
export function areaLevelOfCode(id: number | string): AreaLevel | undefined {
  const code = toCode(id);
  if (code === undefined) return undefined;
  let level: AreaLevel = 5;
  for (const l of LEVELS_DESC) if (truncate(code, l) === code) level = l;
  return level;
}

/**
 * Ids from the province down to `id` itself; levels whose segment is zero are dropped (e.g. towns of
 * 东莞 sit directly under the city). Empty for anything that is not an area code.
 */
export function areaChainOfCode(id: number | string): number[] {
  const code = toCode(id);
  const level = areaLevelOfCode(id);
  if (code === undefined || level === undefined) return [];
  const chain: number[] = [];
  for (let l = 1 as AreaLevel; l < level; l = (l + 1) as AreaLevel) {
    const prefix = truncate(code, l);
    if (areaLevelOfCode(prefix) === l) chain.push(prefix);
  }
  chain.push(code);
  return chain;
}

/** Id of the nearest existing ancestor of `id`; undefined for provinces and non-codes. */
export function parentAreaId(id: number | string): number | undefined {
  const chain = areaChainOfCode(id);
  return chain.length > 1 ? chain[chain.length - 2] : undefined;
}
