import { SERVER_TYPE_TILE } from '@fengshou/core';
import type { Executor } from '../db/client';

// 天地图 WMTS in Web Mercator (…_w); subdomains t0–t7 and the key are filled in by the map module.
const tdt = (layer: 'vec' | 'cva' | 'img' | 'cia') =>
  `https://t{0-7}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}` +
  '&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk={tdtToken}';

/** Tile services every demo area offers: 天地图 vector, imagery and labels, plus an OSM fallback. */
export const BASE_TILE_SERVICES = [
  { name: '天地图矢量底图', category: 'vector', url: tdt('vec'), legend: null },
  { name: '天地图矢量注记', category: 'vector-label', url: tdt('cva'), legend: null },
  { name: '天地图影像底图', category: 'image', url: tdt('img'), legend: null },
  { name: '天地图影像注记', category: 'image-label', url: tdt('cia'), legend: null },
  {
    name: 'OpenStreetMap（备用）',
    category: 'fallback',
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    legend: '© OpenStreetMap contributors',
  },
] as const;

/** Initial map view of an area from its label point in `areas`: centre and zoom by level. */
async function centerOf(q: Executor, areaId: number): Promise<string | null> {
  const [row] = await q.query<{ lng: number | null; lat: number | null; level: number }>(
    'SELECT ST_X(center) AS lng, ST_Y(center) AS lat, level FROM areas WHERE id = $1',
    [areaId],
  );
  if (!row || row.lng === null || row.lat === null) return null;
  const zoom = { 1: 8, 2: 9, 3: 10, 4: 12, 5: 14 }[row.level] ?? 10;
  return JSON.stringify({ center: [row.lng, row.lat], zoom });
}

/**
 * Stores the tile services of a subject's area. Every area repeats the base services (with its own
 * initial view), so the distinct-by-URL answer for an area and its ancestors keeps the deepest one.
 */
export async function seedGisServers(q: Executor, areaId: number): Promise<number> {
  const view = await centerOf(q, areaId);
  for (const s of BASE_TILE_SERVICES) {
    await q.query(
      `INSERT INTO gis_server_configs (area_id, server_name, server_category, server_type, server_url, legend,
         center_extend_plus) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [areaId, s.name, s.category, SERVER_TYPE_TILE, s.url, s.legend, view],
    );
  }
  return BASE_TILE_SERVICES.length;
}
