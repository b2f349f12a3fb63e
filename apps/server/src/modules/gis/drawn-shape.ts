import { badParams, isOutOfChina, type LngLat, normalizePolygon } from '@fengshou/core';

/** A drawn shape as the contract accepts it (WGS84, at most 500 points). */
export type Drawn =
  | { type: 'Polygon'; coordinates: LngLat[][] }
  | { type: 'LineString'; coordinates: LngLat[] };

/**
 * The largest polygon analysed, in km²: a town is 50–300 km², and a drawing is a few fields up to a town.
 * Beyond it (a county, 崇明 is ~1,400 km²) the statistics of the area's own pages answer.
 */
export const DRAWN_AREA_MAX_KM2 = 300;
/** The widest shape in degrees either way (~200 km): a road or a canal across a county, not across a country. */
export const DRAWN_EXTENT_MAX_DEG = 2;

const AREA_TOO_LARGE = `绘制区域面积不能超过${DRAWN_AREA_MAX_KM2}平方公里`;

/** The refusal of a polygon larger than the bound. */
export function areaTooLarge() {
  return badParams(['geometry'], AREA_TOO_LARGE);
}

/**
 * Checks a drawn shape before PostGIS sees it and answers it as GeoJSON: every point inside China (no pole,
 * no antimeridian: geography edges there are ambiguous and PostGIS raises), at most DRAWN_EXTENT_MAX_DEG
 * wide, a line of two distinct points at least; a polygon goes through the core helper (duplicates dropped,
 * ring closed, three distinct points at least). Refusals are 300 naming `geometry`.
 */
export function normalizeDrawn(g: Drawn): string {
  const points = g.type === 'Polygon' ? g.coordinates[0]! : g.coordinates;
  if (points.some(([lng, lat]) => isOutOfChina(lng, lat)))
    throw badParams(['geometry'], '绘制的图形须在中国境内（经度72–138°，纬度0.8–55.8°）');
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  if (
    Math.max(...lngs) - Math.min(...lngs) > DRAWN_EXTENT_MAX_DEG ||
    Math.max(...lats) - Math.min(...lats) > DRAWN_EXTENT_MAX_DEG
  )
    throw badParams(['geometry'], `绘制的图形跨度不能超过${DRAWN_EXTENT_MAX_DEG}度`);
  if (g.type === 'LineString') {
    const [first] = points;
    if (points.every((p) => p[0] === first![0] && p[1] === first![1]))
      throw badParams(['geometry'], '线至少需要2个不同的点');
    return JSON.stringify(g);
  }
  const { ring, warning } = normalizePolygon(points);
  if (warning) throw badParams(['geometry'], warning);
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}
