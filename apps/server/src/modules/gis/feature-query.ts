import { GIS_TOKEN_CACHE_MINUTES, GIS_TOKEN_REUSE_S, MAP_QUERY_PAGE_SIZE } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import { Filter } from '../../query/sql-filter';
import { landTypeWhere } from '../archive/land-concepts';

interface FeatureQuery {
  range: [number, number];
  dlbm?: string[];
  landType?: number;
  bbox?: [number, number, number, number];
  afterObjectId: number;
  maxPages: number;
  returnGeometry: boolean;
}

type Row = {
  objectId: number;
  dkid: string;
  dlbm: string;
  landType: number;
  areaMu: number;
  areaId: string;
  g?: string;
};

/**
 * Map feature query with the paging of spec §7: OBJECTID order, blocks of 1000, at most `maxPages` blocks
 * per call (5 by default). A full last block means more may follow from lastObjectId.
 */
export async function queryFeatures(q: Queryable, fq: FeatureQuery) {
  const features: (Omit<Row, 'g' | 'areaId'> & { areaId: number; geometry?: unknown })[] = [];
  let last = fq.afterObjectId;
  let pages = 0;
  let full = false;
  do {
    const f = new Filter();
    f.add('l.id > $?', last);
    f.add('l.area_id BETWEEN $? AND $?', fq.range[0], fq.range[1]);
    if (fq.dlbm) f.add('l.dlbm = ANY($?::char(4)[])', fq.dlbm);
    if (fq.landType) f.add(landTypeWhere(fq.landType, 'l'));
    if (fq.bbox) f.add('l.geom && ST_MakeEnvelope($?, $?, $?, $?, 4326)', ...fq.bbox);
    const rows = await q.query<Row>(
      `SELECT l.id AS "objectId", l.dkid, l.dlbm, l.land_type AS "landType", l.area_mu::float8 AS "areaMu",
              l.area_id AS "areaId"${fq.returnGeometry ? ', ST_AsGeoJSON(l.geom, 7) AS g' : ''}
         FROM land_parcels l ${f.where()} ORDER BY l.id LIMIT ${MAP_QUERY_PAGE_SIZE}`,
      f.params,
    );
    pages++;
    for (const { g, areaId, ...r } of rows) {
      features.push({ ...r, areaId: Number(areaId), ...(g ? { geometry: JSON.parse(g) } : {}) });
    }
    full = rows.length === MAP_QUERY_PAGE_SIZE;
    if (rows.length) last = rows[rows.length - 1]!.objectId;
  } while (full && pages < fq.maxPages);
  return { features, pages, lastObjectId: last, exceededTransferLimit: full };
}

// The dictionary's key, by database: read again after 1440 minutes (spec §9) so an operator's new key arrives.
const cachedKeys = new WeakMap<Queryable, { token: string; at: number }>();

/**
 * The Tianditu key of the installation: TIANDITU_KEY when the operator set it, else the dictionary entry
 * gis.tdtToken (kept 1440 minutes), else empty (the maps then draw the offline basemap and say so).
 * Browsers reuse it for 43200 s. It is a browser key, bound to the site's domain at Tianditu, and is
 * answered without a session as the spec's public fetch asks: the login page's map needs it too.
 */
export async function gisToken(
  q: Queryable,
  configuredKey: string | undefined,
): Promise<{ token: string; reuseSeconds: number }> {
  if (configuredKey) return { token: configuredKey, reuseSeconds: GIS_TOKEN_REUSE_S };
  let cached = cachedKeys.get(q);
  if (!cached || Date.now() - cached.at > GIS_TOKEN_CACHE_MINUTES * 60_000) {
    const [row] = await q.query<{ v: string }>(
      "SELECT dict_label AS v FROM dictionaries WHERE dict_type = 'gis.tdtToken' ORDER BY sort_num, dict_key LIMIT 1",
    );
    cached = { token: row?.v ?? '', at: Date.now() };
    cachedKeys.set(q, cached);
  }
  return { token: cached.token, reuseSeconds: GIS_TOKEN_REUSE_S };
}
