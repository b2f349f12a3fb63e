import type { Queryable } from '../db/client';
import { statCacheOf } from '../modules/archive/cache';
import { Filter } from '../query/sql-filter';
import { addParcelConditions, filterKey, type ParcelFilter } from './parcel-filter';
import { BUFFER, EXTENT, type TileFeature, VILLAGE_MIN_ZOOM } from './parcel-tiles';
import type { TileAddress } from './tile-math';
import { polygonFeature, tileGeometrySql, type VtFeature } from './tile-space';

interface AreaStat {
  areaId: number;
  parcelCount: number;
  areaMu: number;
}

const STATS_TTL_SECONDS = 300;

/**
 * Parcel count and 亩 per village (div 1) or town (div 1000) within the filter. The GROUP BY reads every
 * parcel in scope (about 1 s for a county at scale 10 on PGlite), so the answers live in the statistics
 * cache: parcels change by import only, which clears it; an expired answer is still served while one
 * refresh runs behind it, so a map opened after a quiet spell does not wait for the GROUP BY.
 */
function areaStats(db: Queryable, filter: ParcelFilter, div: number): Promise<AreaStat[]> {
  const f = addParcelConditions(new Filter(), filter);
  return statCacheOf(db).get(`tiles:aggregates:${div}:${filterKey(filter)}`, STATS_TTL_SECONDS, () =>
    db.query<AreaStat>(
      `SELECT (l.area_id / ${div}) * ${div} AS "areaId", count(*)::int AS "parcelCount",
              round(sum(l.area_mu), 2)::float8 AS "areaMu"
         FROM land_parcels l ${f.where()} GROUP BY 1`,
      f.params,
    ),
  );
}

const divOf = (z: number) => (z >= VILLAGE_MIN_ZOOM ? 1 : 1000);

/** Village or town aggregates in a tile as GeoJSON features (GCJ-02 display; outline simplified for the zoom). */
export async function aggregateFeatures(
  db: Queryable,
  t: TileAddress,
  filter: ParcelFilter,
): Promise<TileFeature[]> {
  const stats = await areaStats(db, filter, divOf(t.z));
  if (stats.length === 0) return [];
  // About a quarter of a pixel at this zoom, in degrees.
  const tolerance = 360 / 2 ** t.z / EXTENT;
  const rows = await db.query<{ id: number; name: string; level: number; g: string }>(
    `SELECT a.id, a.name, a.level, ST_AsGeoJSON(ST_SimplifyPreserveTopology(a.geom, $4), 6) AS g
       FROM areas a
      WHERE a.id = ANY($5::bigint[]) AND a.geom && ST_Transform(ST_TileEnvelope($1, $2, $3), 4326)`,
    [t.z, t.x, t.y, tolerance, stats.map((s) => s.areaId)],
  );
  const byId = new Map(stats.map((s) => [Number(s.areaId), s]));
  return rows.map((r) => {
    const s = byId.get(Number(r.id));
    return {
      id: Number(r.id),
      geometry: JSON.parse(r.g),
      properties: {
        areaId: Number(r.id),
        areaName: r.name,
        level: r.level,
        parcelCount: s?.parcelCount ?? 0,
        areaMu: s?.areaMu ?? 0,
      },
    };
  });
}

/** Aggregates encoded by PostGIS (native): one MVT layer 'aggregates'. */
export async function aggregateMvt(db: Queryable, t: TileAddress, filter: ParcelFilter): Promise<Uint8Array> {
  const stats = await areaStats(db, filter, divOf(t.z));
  if (stats.length === 0) return new Uint8Array();
  const env = `ST_TileEnvelope(${t.z}, ${t.x}, ${t.y})`;
  const [row] = await db.query<{ mvt: Uint8Array | null }>(
    `SELECT ST_AsMVT(q, 'aggregates', ${EXTENT}, 'geom', 'fid') AS mvt FROM (
       SELECT a.id AS fid, a.id AS "areaId", a.name AS "areaName", a.level, s.n AS "parcelCount", s.mu AS "areaMu",
              ST_AsMVTGeom(ST_Transform(a.geom, 3857), ${env}, ${EXTENT}, ${BUFFER}, true) AS geom
         FROM unnest($1::bigint[], $2::int[], $3::float8[]) AS s(id, n, mu)
         JOIN areas a ON a.id = s.id
        WHERE a.geom && ST_Transform(${env}, 4326)) q`,
    [stats.map((s) => s.areaId), stats.map((s) => s.parcelCount), stats.map((s) => s.areaMu)],
  );
  return row?.mvt ?? new Uint8Array();
}

/** Aggregates in tile coordinates for the Node encoder (PGlite). */
export async function aggregateVt(db: Queryable, t: TileAddress, filter: ParcelFilter): Promise<VtFeature[]> {
  const stats = await areaStats(db, filter, divOf(t.z));
  if (stats.length === 0) return [];
  const tolerance = 360 / 2 ** t.z / EXTENT;
  const rows = await db.query<{ id: number; name: string; level: number; g: string }>(
    `SELECT a.id, a.name, a.level,
            ${tileGeometrySql('ST_Transform(ST_SimplifyPreserveTopology(a.geom, $4), 3857)', t, EXTENT, BUFFER)} AS g
       FROM areas a
      WHERE a.id = ANY($5::bigint[]) AND a.geom && ST_Transform(ST_TileEnvelope($1, $2, $3), 4326)`,
    [t.z, t.x, t.y, tolerance, stats.map((s) => s.areaId)],
  );
  const byId = new Map(stats.map((s) => [Number(s.areaId), s]));
  const out: VtFeature[] = [];
  for (const r of rows) {
    const s = byId.get(Number(r.id));
    const tags = {
      areaId: Number(r.id),
      areaName: r.name,
      level: r.level,
      parcelCount: s?.parcelCount ?? 0,
      areaMu: s?.areaMu ?? 0,
    };
    const feature = polygonFeature(Number(r.id), r.g, tags);
    if (feature) out.push(feature);
  }
  return out;
}
