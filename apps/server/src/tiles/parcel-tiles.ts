import type { Queryable } from '../db/client';
import { Filter } from '../query/sql-filter';
import { addParcelConditions, type ParcelFilter } from './parcel-filter';
import type { TileAddress } from './tile-math';
import { polygonFeature, tileGeometrySql, type VtFeature } from './tile-space';

/** Parcels are drawn one by one from this zoom; below it each village (or town) is one aggregate. */
export const PARCEL_MIN_ZOOM = 12;
/** Below this zoom aggregates are towns, from it villages. */
export const VILLAGE_MIN_ZOOM = 10;
export const EXTENT = 4096;
export const BUFFER = 64;

/** A feature for the Node encoder: GeoJSON geometry (WGS84) and flat properties. */
export interface TileFeature {
  id: number;
  geometry: unknown;
  properties: Record<string, string | number | null>;
}

// The crop on the parcel now (status 1 on planting), latest sowing first; colour for the crop style.
const CURRENT_CROP = `LEFT JOIN LATERAL (
    SELECT p.crop_id, c.crop_name, c.color FROM plantings p JOIN crops c ON c.id = p.crop_id
     WHERE p.land_id = l.id AND p.status = 1 ORDER BY p.sow_date DESC LIMIT 1) cp ON true`;

const PARCEL_PROPS = `l.id, l.dlbm, left(l.dlbm, 2) AS "dlbmClass", l.land_type AS "landType",
  l.area_mu::float8 AS "areaMu", l.farm_id AS "farmId", cp.crop_id AS "cropId", cp.crop_name AS "cropName",
  cp.color AS "cropColor"`;

/** From this zoom a tile holds every parcel in it; below, at most PARCELS_PER_TILE, the largest. */
export const FULL_DETAIL_ZOOM = 14;
/**
 * The most parcels a zoom-12 or zoom-13 tile holds (tippecanoe's drop-smallest-as-needed). A 512-pixel
 * tile of a dense county holds tens of thousands of parcels a few pixels wide at these zooms: drawing them
 * all makes panning several times slower (the budget is 1.5× the map without data) and shows no more than
 * a texture; the largest 2,500 keep the picture of the land use, and zoom 14 shows every parcel.
 */
export const PARCELS_PER_TILE = 2500;

/**
 * The parcels of a tile as a subquery aliased `l`: those the filter keeps, thinned to the largest below
 * FULL_DETAIL_ZOOM (area, then id, so a tile is the same at every request).
 */
function parcelsOf(t: TileAddress, filter: ParcelFilter): { from: string; params: unknown[] } {
  const f = new Filter();
  f.add('l.geom_3857 && ST_TileEnvelope($?, $?, $?)', t.z, t.x, t.y);
  addParcelConditions(f, filter);
  const thin = t.z < FULL_DETAIL_ZOOM ? ` ORDER BY l.area_mu DESC, l.id LIMIT ${PARCELS_PER_TILE}` : '';
  return { from: `(SELECT l.* FROM land_parcels l ${f.where()}${thin}) l ${CURRENT_CROP}`, params: f.params };
}

/** Parcels of a tile as GeoJSON features (the Node encoder's input; PGlite and GCJ-02 display). */
export async function parcelFeatures(
  db: Queryable,
  t: TileAddress,
  filter: ParcelFilter,
): Promise<TileFeature[]> {
  const { from, params } = parcelsOf(t, filter);
  const rows = await db.query<Record<string, string | number | null> & { g: string; id: number }>(
    `SELECT ${PARCEL_PROPS}, ST_AsGeoJSON(l.geom, 7) AS g FROM ${from}`,
    params,
  );
  return rows.map(({ g, ...properties }) => ({ id: properties.id, geometry: JSON.parse(g), properties }));
}

/** Parcels of a tile encoded by PostGIS (native PostgreSQL): one MVT layer 'parcels'. */
export async function parcelMvt(db: Queryable, t: TileAddress, filter: ParcelFilter): Promise<Uint8Array> {
  const { from, params } = parcelsOf(t, filter);
  const env = `ST_TileEnvelope(${t.z}, ${t.x}, ${t.y})`;
  const [row] = await db.query<{ mvt: Uint8Array | null }>(
    // The feature id column is consumed by ST_AsMVT; `id` stays a property as in the Node encoder's tiles.
    `SELECT ST_AsMVT(q, 'parcels', ${EXTENT}, 'geom', 'fid') AS mvt FROM (
       SELECT l.id AS fid, ${PARCEL_PROPS}, ST_AsMVTGeom(l.geom_3857, ${env}, ${EXTENT}, ${BUFFER}, true) AS geom
         FROM ${from}) q`,
    params,
  );
  return row?.mvt ?? new Uint8Array();
}

/** Parcels of a tile in tile coordinates, clipped in the database: the Node encoder's fast path (PGlite). */
export async function parcelVt(db: Queryable, t: TileAddress, filter: ParcelFilter): Promise<VtFeature[]> {
  const { from, params } = parcelsOf(t, filter);
  const rows = await db.query<Record<string, string | number | null> & { g: string; id: number }>(
    `SELECT ${PARCEL_PROPS}, ${tileGeometrySql('l.geom_3857', t, EXTENT, BUFFER)} AS g FROM ${from}`,
    params,
  );
  const out: VtFeature[] = [];
  for (const { g, ...tags } of rows) {
    const feature = polygonFeature(tags.id, g, tags);
    if (feature) out.push(feature);
  }
  return out;
}
