import type { Executor } from '../../db/client';
import { GEOM, type ImportKind, LAT, LNG } from './define';
import type { Draft } from './engine';

/**
 * Writes checked rows in chunks: INSERT … ON CONFLICT (natural key) DO UPDATE, so a re-import updates the
 * records it names instead of adding them twice. `xmax = 0` tells a fresh row from an updated one. An area
 * in 亩 left empty is the geometry's, on the ellipsoid (m² × 0.0015).
 */
export async function upsert(
  q: Executor,
  kind: ImportKind,
  drafts: Draft[],
  progress: (done: number) => void,
): Promise<{ inserted: number; updated: number }> {
  if (drafts.length === 0) return { inserted: 0, updated: 0 };
  const columns = Object.keys(drafts[0]!).filter((c) => !c.startsWith('__'));
  const point = kind.location && LNG in drafts[0]! ? kind.location : undefined;
  const geometry = kind.geometry && GEOM in drafts[0]! ? kind.geometry : undefined;
  const target = [...columns, ...(point ? [point] : []), ...(geometry ? [geometry.column] : [])];
  const perRow = columns.length + (point ? 2 : 0) + (geometry ? 1 : 0);
  const keep = new Set([...kind.key, ...(kind.keepOnUpdate ?? [])]);
  const unlessEmpty = new Set(kind.keepWhenEmpty ?? []);
  const set = target
    .filter((c) => !keep.has(c))
    .map((c) =>
      unlessEmpty.has(c) ? `${c} = coalesce(EXCLUDED.${c}, ${kind.table}.${c})` : `${c} = EXCLUDED.${c}`,
    );
  const onConflict = set.length
    ? `DO UPDATE SET ${set.join(', ')}`
    : `DO UPDATE SET ${kind.key[0]} = EXCLUDED.${kind.key[0]}`;
  const chunk = Math.max(1, Math.floor(20_000 / perRow));
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < drafts.length; i += chunk) {
    const batch = drafts.slice(i, i + chunk);
    const params: unknown[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const values = batch.map((d) => {
      const g = geometry && `ST_SetSRID(ST_GeomFromGeoJSON(${p(d[GEOM])}::text), 4326)`;
      const cells = columns.map((c) =>
        g && c === geometry.areaMu
          ? `COALESCE(${p(d[c])}::numeric, round((ST_Area(${g}::geography) * 0.0015)::numeric, 4))`
          : p(d[c]),
      );
      if (point)
        cells.push(
          d[LNG] === null
            ? 'NULL'
            : `ST_SetSRID(ST_MakePoint(${p(d[LNG])}::float8, ${p(d[LAT])}::float8), 4326)`,
        );
      if (geometry && g) cells.push(geometry.type === 'polygon' ? `ST_Multi(${g})` : g);
      return `(${cells.join(', ')})`;
    });
    const rows = await q.query<{ inserted: boolean }>(
      `INSERT INTO ${kind.table} (${target.join(', ')}) VALUES ${values.join(', ')}
       ON CONFLICT (${kind.key.join(', ')}) ${onConflict} RETURNING (xmax = 0) AS inserted`,
      params,
    );
    for (const r of rows) r.inserted ? inserted++ : updated++;
    progress(i + batch.length);
  }
  return { inserted, updated };
}
