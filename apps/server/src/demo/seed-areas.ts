import type { Executor } from '../db/client';
import { seedNationalAreas } from '../seed/areas';
import { buildDemoAreas } from './areas';

const BATCH = 500;

/** The demo province in full, with outlines, then the national division list down to counties. */
export async function seedAreas(q: Executor): Promise<number> {
  const detailed = buildDemoAreas();
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
  return detailed.length + (await seedNationalAreas(q, new Set(detailed.map((a) => a.id))));
}
