/**
 * City codes that are looked up under another code: municipalities answer with their province code,
 * Shanghai's former Chongming county (310230) with its district code, Chongqing's former Wulong county
 * (500227) with 500120, and Taiwan (710000) with the national code 100000.
 */
export const CITY_CODE_REMAP: Readonly<Record<number, number>> = {
  310100: 310000,
  310230: 310151,
  110100: 110000,
  500100: 500000,
  120100: 120000,
  500227: 500120,
  710000: 100000,
};

/** The code `code` is looked up under; unchanged when not remapped, NaN for non-numeric input. */
export function remapCityCode(code: number | string): number {
  const n = typeof code === 'number' ? code : code.trim() === '' ? Number.NaN : Number(code);
  return Object.hasOwn(CITY_CODE_REMAP, n) ? (CITY_CODE_REMAP[n] as number) : n;
}

/**
 * A 12-digit area id under its current code (spec §9): an id whose first six digits are a remapped code
 * takes the code it is looked up under, the rest kept (310230000000 → 310151000000, a town of the former
 * county 310230101000 → 310151101000, the municipality's 市辖区 310100000000 → 310000000000).
 */
export function remapAreaId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 100_000_000_000) return id;
  const prefix = Math.floor(id / 1_000_000);
  if (!Object.hasOwn(CITY_CODE_REMAP, prefix)) return id;
  return (CITY_CODE_REMAP[prefix] as number) * 1_000_000 + (id % 1_000_000);
}

/** True for a municipality's 市辖区 (310100 of 上海): looked up as the municipality, yet an area of the tree. */
const isMergedCity = (code: number): boolean => CITY_CODE_REMAP[code] === Math.floor(code / 10_000) * 10_000;

/**
 * A 12-digit area id asked by a request under its current code: a retired code (310230… of the former
 * 崇明县 → 310151…) is replaced, a municipality's 市辖区 kept, since area cascaders walk through it.
 */
export function currentAreaId(id: number): number {
  if (!Number.isSafeInteger(id) || isMergedCity(Math.floor(id / 1_000_000))) return id;
  return remapAreaId(id);
}

/**
 * The city of a municipality that is looked up as the municipality itself (310100 市辖区 of 上海), or
 * undefined: its districts are the municipality's children in every breakdown by area, beside any other
 * city of it (重庆's 500200 县 keeps its row).
 */
export function mergedCityOf(provinceId: number): number | undefined {
  if (provinceId % 10_000_000_000 !== 0) return undefined;
  const city = provinceId + 100_000_000;
  return remapAreaId(city) === provinceId ? city : undefined;
}
