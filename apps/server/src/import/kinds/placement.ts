import type { Queryable } from '../../db/client';
import type { Problem } from '../types';
import { GEOM, type ImportKind, LAT, LNG } from './define';
import type { Draft } from './engine';

/**
 * Each row's area: the area it names, else the farm (or machine, batch) it belongs to, else the smallest
 * area of the target that contains its point or geometry, else the target itself. A point or geometry
 * outside the target's outline is refused.
 */
export async function placeRows(
  q: Queryable,
  kind: ImportKind,
  drafts: Draft[],
  target: { id: number; hasGeom: boolean; range: [number, number] },
  problems: Problem[],
): Promise<void> {
  const areaColumn = kind.areaColumn === false ? undefined : (kind.areaColumn ?? 'area_id');
  const located = drafts.filter((d) => d[GEOM] !== undefined || (d[LNG] !== undefined && d[LNG] !== null));
  const placed = new Map<number, { area: number | null; inside: boolean | null }>();
  for (let i = 0; i < located.length; i += 2000) {
    const batch = located.slice(i, i + 2000);
    const rows = await q.query<{ row: number; area: number | null; inside: boolean | null }>(
      `SELECT t.row,
              (SELECT v.id FROM areas v WHERE v.level >= 4 AND v.id BETWEEN $4 AND $5 AND v.geom && p
                  AND ST_Covers(v.geom, p) ORDER BY v.level DESC, v.id LIMIT 1) AS area,
              CASE WHEN $7 THEN ST_Covers((SELECT ST_Buffer(geom, 0.00002) FROM areas WHERE id = $6), p) END AS inside
         FROM unnest($1::int[], $2::text[], $3::text[]) AS t(row, gj, xy)
         CROSS JOIN LATERAL (SELECT CASE WHEN t.gj IS NOT NULL
                THEN ST_PointOnSurface(ST_SetSRID(ST_GeomFromGeoJSON(t.gj), 4326))
                ELSE ST_SetSRID(ST_GeomFromText('POINT(' || t.xy || ')'), 4326) END AS p) x`,
      [
        batch.map((d) => d.__row),
        batch.map((d) => (d[GEOM] as string | undefined) ?? null),
        batch.map((d) => (d[GEOM] === undefined ? `${d[LNG]} ${d[LAT]}` : null)),
        ...target.range,
        target.id,
        target.hasGeom,
      ],
    );
    for (const r of rows) placed.set(r.row, r);
  }
  for (const d of drafts) {
    const at = placed.get(d.__row);
    if (at?.inside === false) {
      problems.push({ row: d.__row, field: d[GEOM] ? 'geometry' : '经度', reason: '位置不在导入区域范围内' });
      continue;
    }
    const refArea = d.__refArea as number | undefined;
    delete d.__refArea;
    if (!areaColumn) continue;
    d[areaColumn] ??= refArea ?? at?.area ?? target.id;
  }
  if (kind.derive) for (const d of drafts) Object.assign(d, kind.derive(d));
}

/** Two rows of one file with the same natural key: the later one is reported. */
export function duplicateKeys(kind: ImportKind, drafts: Draft[], problems: Problem[]): void {
  const seen = new Map<string, number>();
  const bad = new Set(problems.map((p) => p.row));
  for (const d of drafts) {
    if (bad.has(d.__row)) continue;
    const key = JSON.stringify(kind.key.map((k) => d[k]));
    const first = seen.get(key);
    if (first !== undefined)
      problems.push({ row: d.__row, field: kind.keyLabel, reason: `${kind.keyLabel}与第${first}行重复` });
    else seen.set(key, d.__row);
  }
}

/**
 * A natural key that names a record of another area (a serial number, a case number registered elsewhere):
 * a re-import may update only the records of the area it is imported into. Keys are compared as text.
 */
export async function keysOutside(
  q: Queryable,
  kind: ImportKind,
  drafts: Draft[],
  range: [number, number],
  problems: Problem[],
): Promise<void> {
  const area = kind.areaColumn === false ? undefined : (kind.areaColumn ?? 'area_id');
  if (!area || kind.key.includes(area) || drafts.length === 0) return;
  const keyOf = (values: unknown[]) =>
    JSON.stringify(values.map((v) => (v === null || v === undefined ? null : String(v))));
  const n = kind.key.length;
  const rows = await q.query<Record<string, string | null>>(
    `SELECT ${kind.key.map((c, i) => `t.${c}::text AS k${i}`).join(', ')} FROM ${kind.table} t
       JOIN unnest(${kind.key.map((_, i) => `$${i + 1}::text[]`).join(', ')}) AS x(${kind.key.map((_, i) => `k${i}`).join(', ')})
         ON ${kind.key.map((c, i) => `t.${c}::text = x.k${i}`).join(' AND ')}
      WHERE t.${area} NOT BETWEEN $${n + 1} AND $${n + 2}`,
    [
      ...kind.key.map((c) => drafts.map((d) => (d[c] === null || d[c] === undefined ? null : String(d[c])))),
      ...range,
    ],
  );
  const taken = new Set(rows.map((r) => keyOf(kind.key.map((_, i) => r[`k${i}`]))));
  for (const d of drafts)
    if (taken.has(keyOf(kind.key.map((c) => d[c]))))
      problems.push({
        row: d.__row,
        field: kind.keyLabel,
        reason: `${kind.keyLabel}已被导入区域外的记录使用`,
      });
}
