import { IMAGERY_TILE_SIZE } from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { FULL_DETAIL_ZOOM, PARCELS_PER_TILE } from '../parcel-tiles';
import type { TileAddress } from '../tile-math';
import { mercatorBounds, tileGeometrySql } from '../tile-space';
import { type FindingState, findingLook, type ParcelState, parcelLook, VILLAGE_LOOK } from './land-cover';
import { encodePng } from './png';
import { type PixelRing, Raster } from './raster';
import { type Look, painter, TileFields } from './texture';

// Tile-space precision of the geometry the database sends: 16 units a pixel, a buffer of 4 pixels.
const EXTENT = IMAGERY_TILE_SIZE * 16;
const BUFFER = 64;

// The image's date moved into the season of a planting: the same day of the year, in the year the planting
// was sown or the next (a winter crop sown in November is on the field in March).
const AT = `($3::date + make_interval(years => (extract(year FROM p.sow_date) - extract(year FROM $3::date))::int
             + (to_char($3::date, 'MMDD') < to_char(p.sow_date, 'MMDD'))::int))::date`;
const HARVEST = 'coalesce(p.harvest_date, p.expected_harvest_date)';

/**
 * The parcels of a tile with the crop on each at the image's date and how far it had grown (0 sown, 1
 * harvested): the planting on the ground that day when the records have one, else the parcel's rotation,
 * its latest season covering the same time of year (the demo's crop records mostly begin after the
 * snapshot dates, and a field keeps its rotation). A plain join on the planting index: a lateral subquery
 * per parcel costs about twice as much on PGlite.
 */
function parcelsSql(inner: string, geom: (g: string) => string): string {
  return `SELECT q.id, q.dlbm, q.crop, q."cropGroup", q.growth, ${geom('q.geom_3857')} AS g FROM (
    SELECT DISTINCT ON (l.id) l.id, l.dlbm, l.geom_3857, c.crop_identifier AS crop, c.crop_group AS "cropGroup",
           least(1, greatest(0, (${AT} - p.sow_date)::float8 / greatest(1, ${HARVEST} - p.sow_date))) AS growth
      FROM (${inner}) l
      LEFT JOIN plantings p ON p.land_id = l.id AND ${AT} <= ${HARVEST}
      LEFT JOIN crops c ON c.id = p.crop_id
     ORDER BY l.id, ${AT} = $3::date DESC NULLS LAST, p.sow_date DESC NULLS LAST) q`;
}

type Rings = PixelRing[];

function pixelRings(geojson: string): Rings[] {
  const g = JSON.parse(geojson) as { type: string; coordinates: unknown };
  const polygons =
    g.type === 'Polygon'
      ? [g.coordinates as number[][][]]
      : g.type === 'MultiPolygon'
        ? (g.coordinates as number[][][][])
        : [];
  const k = IMAGERY_TILE_SIZE / EXTENT;
  return polygons.map((rings) => rings.map((ring) => ring.map(([x, y]) => [x! * k, y! * k] as const)));
}

/** The unit vector of the longest side of a ring in world orientation (y up): rows run along it. */
function longSide(ring: PixelRing | undefined): [number, number] {
  let best: [number, number] = [1, 0];
  let len = 0;
  for (let i = 1; i < (ring?.length ?? 0); i++) {
    const dx = ring![i]![0] - ring![i - 1]![0];
    const dy = ring![i - 1]![1] - ring![i]![1];
    const l = Math.hypot(dx, dy);
    if (l > len) [len, best] = [l, [dx / l, dy / l]];
  }
  return best;
}

function draw(raster: Raster, fields: TileFields, geojson: string, look: Look, seed: number): void {
  for (const rings of pixelRings(geojson)) {
    if (rings.length) raster.fill(rings, painter(look, fields, seed, longSide(rings[0])));
  }
}

/**
 * A synthetic true-colour image of the land in `range` on `date`, as a PNG tile: village ground, each parcel
 * by its crop and growth (or its land use when nothing grows), and over them every finding of the batches
 * imaged up to that date, drawn as what the change made of the land (roofs, greenhouse film, water, rubble,
 * weeds …). A finding therefore shows on the after image of its batch and not on the before image. Land
 * outside `range` stays transparent (the caller's area only, like the vector tiles).
 */
export async function syntheticTile(
  db: Queryable,
  t: TileAddress,
  date: string,
  range: [number, number],
): Promise<Buffer> {
  const [left, , , top] = mercatorBounds(t);
  const fields = new TileFields({ left, top, res: (mercatorBounds(t)[2] - left) / IMAGERY_TILE_SIZE });
  const month = Number(date.slice(5, 7));
  const env = `ST_TileEnvelope(${t.z}, ${t.x}, ${t.y})`;
  const env4326 = `ST_Transform(${env}, 4326)`;
  const geom = (g: string) => tileGeometrySql(g, t, EXTENT, BUFFER);
  // The vector tiles' budget: below zoom 14 the largest parcels, the village ground showing between them.
  const thin = t.z < FULL_DETAIL_ZOOM ? ` ORDER BY l.area_mu DESC, l.id LIMIT ${PARCELS_PER_TILE}` : '';
  const villages = await db.query<{ id: string; g: string }>(
    `SELECT a.id, ${geom(`ST_Transform(ST_ClipByBox2D(a.geom, ST_Expand(${env4326}, 0.001)), 3857)`)} AS g
       FROM areas a WHERE a.level = 5 AND a.id BETWEEN $1 AND $2 AND a.geom && ${env4326}`,
    range,
  );
  const parcels = await db.query<{
    id: number;
    dlbm: string;
    crop: string | null;
    cropGroup: number | null;
    growth: number | null;
    g: string;
  }>(
    parcelsSql(
      `SELECT l.id, l.dlbm, l.geom_3857 FROM land_parcels l
        WHERE l.geom_3857 && ${env} AND l.area_id BETWEEN $1 AND $2${thin}`,
      geom,
    ),
    [...range, date],
  );
  const findings = await db.query<FindingState & { id: number; g: string }>(
    `SELECT x.kind, x.id, x.category, x.use, ${geom('ST_Transform(x.geom, 3857)')} AS g FROM (
       SELECT 'occupation' AS kind, o.id, o.occupy_category AS category, NULL::text AS use, o.ring AS geom, b.image_date
         FROM farmland_occupations o JOIN monitoring_batches b ON b.id = o.arable_land_batch_record_id
        WHERE o.area_id BETWEEN $1 AND $2 AND o.ring && ${env4326} AND b.image_date <= $3::date
       UNION ALL
       SELECT 'abnormal', a.id, a.abnormal_type, a.current_use, a.geom, b.image_date
         FROM cultivated_abnormals a JOIN monitoring_batches b ON b.id = a.cultivated_land_batch_id
        WHERE a.area_id BETWEEN $1 AND $2 AND a.geom && ${env4326} AND b.image_date <= $3::date) x
      ORDER BY x.image_date, x.kind, x.id`,
    [...range, date],
  );
  const raster = new Raster(IMAGERY_TILE_SIZE);
  for (const v of villages) draw(raster, fields, v.g, VILLAGE_LOOK, Number(v.id) % 100_000);
  for (const p of parcels) {
    const state: ParcelState = {
      dlbm: p.dlbm,
      crop: p.crop,
      cropGroup: p.cropGroup,
      growth: p.growth ?? 0,
      month,
    };
    draw(raster, fields, p.g, parcelLook(state), p.id);
  }
  for (const f of findings)
    draw(raster, fields, f.g, findingLook(f), f.id + (f.kind === 'occupation' ? 0 : 1e6));
  return encodePng(raster.rgba, IMAGERY_TILE_SIZE, IMAGERY_TILE_SIZE);
}
