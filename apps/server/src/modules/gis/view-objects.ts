import { badParams, DLBM_CODES } from '@fengshou/core';
import { type getViewObjects, type ResultOf, VIEW_OBJECTS_SPAN_MAX_DEG } from '@fengshou/core/contract';
import type { Database } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';

type ViewObjects = ResultOf<typeof getViewObjects>;

/** Tallest parcels and villages an answer lists. */
const LISTED = 5;

// The view's box ($1 west, $2 south, $3 east, $4 north) and the request's range ($5, $6).
const BOX = 'ST_MakeEnvelope($1, $2, $3, $4, 4326)';

/**
 * What the 3D view shows inside its box: the parcels (count, 亩, the largest — the tallest blocks), the
 * villages whose blocks stand for their parcels below parcel zoom, farms, IoT devices and cameras. The box
 * is matched by bounding boxes (the spatial index), as the map draws what its tiles hold.
 */
export async function viewObjects(
  db: Database,
  area: RequestArea,
  bbox: [number, number, number, number],
): Promise<ViewObjects> {
  const [w, s, e, n] = bbox;
  if (!(w < e && s < n)) throw badParams(['bbox'], '视野范围须为 [西, 南, 东, 北]');
  if (e - w > VIEW_OBJECTS_SPAN_MAX_DEG || n - s > VIEW_OBJECTS_SPAN_MAX_DEG)
    throw badParams(['bbox'], '视野范围过大');
  const params = [w, s, e, n, ...area.range];
  const [sum] = await db.query<{ n: number; mu: number | null; farms: number; iot: number; cams: number }>(
    `SELECT (SELECT count(*) FROM land_parcels l WHERE l.geom && ${BOX} AND l.area_id BETWEEN $5 AND $6)::int AS n,
            (SELECT round(sum(l.area_mu), 2) FROM land_parcels l
              WHERE l.geom && ${BOX} AND l.area_id BETWEEN $5 AND $6)::float8 AS mu,
            (SELECT count(*) FROM farms f WHERE f.location && ${BOX} AND f.area_id BETWEEN $5 AND $6)::int AS farms,
            (SELECT count(*) FROM iot_devices d WHERE d.location && ${BOX} AND d.area_id BETWEEN $5 AND $6)::int AS iot,
            (SELECT count(*) FROM cameras k WHERE k.location && ${BOX} AND k.area_id BETWEEN $5 AND $6)::int AS cams`,
    params,
  );
  const tallest = await db.query<{
    dkid: string;
    landName: string | null;
    dlbm: string;
    areaMu: number;
    villageName: string;
  }>(
    `SELECT l.dkid, l.land_name AS "landName", l.dlbm, round(l.area_mu, 2)::float8 AS "areaMu", a.name AS "villageName"
       FROM land_parcels l JOIN areas a ON a.id = l.area_id
      WHERE l.geom && ${BOX} AND l.area_id BETWEEN $5 AND $6
      ORDER BY l.area_mu DESC, l.id LIMIT ${LISTED}`,
    params,
  );
  const villages = await db.query<{ areaId: string; areaName: string; parcelAreaMu: number }>(
    `SELECT a.id AS "areaId", a.name AS "areaName", round(sum(l.area_mu), 2)::float8 AS "parcelAreaMu"
       FROM land_parcels l JOIN areas a ON a.id = l.area_id
      WHERE l.area_id IN (SELECT DISTINCT v.area_id FROM land_parcels v
                           WHERE v.geom && ${BOX} AND v.area_id BETWEEN $5 AND $6)
      GROUP BY a.id, a.name ORDER BY 3 DESC, a.id LIMIT ${LISTED}`,
    params,
  );
  return {
    parcelCount: sum?.n ?? 0,
    parcelAreaMu: sum?.mu ?? 0,
    tallest: tallest.map((t) => ({
      dkid: t.dkid,
      landName: t.landName,
      dlbmName: DLBM_CODES[t.dlbm as keyof typeof DLBM_CODES] ?? t.dlbm,
      areaMu: t.areaMu,
      villageName: t.villageName,
    })),
    villages: villages.map((v) => ({ ...v, areaId: Number(v.areaId) })),
    farmCount: sum?.farms ?? 0,
    iotCount: sum?.iot ?? 0,
    cameraCount: sum?.cams ?? 0,
  };
}
