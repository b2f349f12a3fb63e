import {
  ABNORMAL_TYPE_LABELS,
  badParams,
  DLBM_CLASSES,
  MU_PER_SQUARE_METRE,
  OCCUPY_CATEGORY_LABELS,
} from '@fengshou/core';
import type { analyseSurroundings, ResultOf } from '@fengshou/core/contract';
import type { Database } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';

type Surroundings = ResultOf<typeof analyseSurroundings>;

/** Nearest farms and cases an answer lists. */
const NEAREST = 8;

// The point ($1 lng, $2 lat) and its buffer of $3 metres, measured on the ellipsoid.
const PT = 'ST_SetSRID(ST_MakePoint($1, $2), 4326)';
const CIRCLE = `ST_Buffer(${PT}::geography, $3, 'quad_segs=16')::geometry`;
// Rows of the request's area ($4, $5) whose geometry `col` touches the buffer: the bounding boxes first (the
// spatial index answers them), then the exact test.
const near = (col: string) => `${col} && c.g AND ST_Intersects(${col}, c.g)`;
const dist = (col: string) => `ST_Distance(${col}::geography, ${PT}::geography)`;

/**
 * What lies within `radiusM` of a point of the area: land by class (the parts of parcels inside), farms,
 * devices and cameras, and the farmland-control cases touching the buffer. 300 naming lng/lat when the
 * buffer lies wholly outside the area.
 */
export async function surroundings(
  db: Database,
  area: RequestArea,
  at: { lng: number; lat: number; radiusM: number },
): Promise<Surroundings> {
  const [lo, hi] = area.range;
  const base = [at.lng, at.lat, at.radiusM, lo, hi];
  const [head] = await db.query<{
    circle: unknown;
    mu: number;
    inside: boolean | null;
    village: string | null;
    town: string | null;
  }>(
    `WITH c AS (SELECT ${CIRCLE} AS g)
     SELECT ST_AsGeoJSON(c.g, 6)::json AS circle,
            (ST_Area(c.g::geography) * ${MU_PER_SQUARE_METRE})::float8 AS mu,
            (SELECT ST_Intersects(a.geom, c.g) FROM areas a WHERE a.id = $6) AS inside,
            v.name AS village, t.name AS town
       FROM c
       LEFT JOIN LATERAL (SELECT a.id, a.name, a.parent_id FROM areas a
                           WHERE a.level = 5 AND a.id BETWEEN $4 AND $5 AND ST_Intersects(a.geom, ${PT})
                           LIMIT 1) v ON true
       LEFT JOIN areas t ON t.id = v.parent_id`,
    [...base, area.areaId],
  );
  if (!head || head.inside === false) throw badParams(['lng', 'lat'], '所选位置不在当前区域范围内');

  const classes = await db.query<{ cls: string; n: number; mu: number }>(
    `WITH c AS (SELECT ${CIRCLE} AS g)
     SELECT left(l.dlbm, 2) AS cls, count(*)::int AS n,
            round(sum(ST_Area(ST_Intersection(l.geom, c.g)::geography) * ${MU_PER_SQUARE_METRE})::numeric, 2)::float8 AS mu
       FROM c JOIN land_parcels l ON ${near('l.geom')} AND l.area_id BETWEEN $4 AND $5
      GROUP BY 1 ORDER BY 3 DESC`,
    base,
  );
  const farms = await db.query<{ id: number; farmName: string; distanceM: number; total: number }>(
    `WITH c AS (SELECT ${CIRCLE} AS g)
     SELECT f.id, f.farm_name AS "farmName", round(${dist('f.location')})::float8 AS "distanceM",
            count(*) OVER ()::int AS total
       FROM c JOIN farms f ON ${near('f.location')} AND f.area_id BETWEEN $4 AND $5
      ORDER BY 3, f.id LIMIT ${NEAREST}`,
    base,
  );
  const [devices] = await db.query<Surroundings['devices']>(
    `WITH c AS (SELECT ${CIRCLE} AS g)
     SELECT (SELECT count(*) FROM iot_devices d WHERE ${near('d.location')} AND d.area_id BETWEEN $4 AND $5)::int AS iot,
            (SELECT count(*) FROM iot_devices d WHERE ${near('d.location')} AND d.area_id BETWEEN $4 AND $5
                AND d.status = 1)::int AS "iotOnline",
            (SELECT count(*) FROM cameras k WHERE ${near('k.location')} AND k.area_id BETWEEN $4 AND $5)::int AS cameras,
            (SELECT count(*) FROM pest_devices p WHERE ${near('p.location')} AND p.area_id BETWEEN $4 AND $5)::int AS pest
       FROM c`,
    base,
  );
  const cases = await db.query<{
    kind: 'occupation' | 'abnormal';
    id: number;
    code: string;
    type: number;
    status: number;
    areaMu: number;
    distanceM: number;
    total: number;
    totalMu: number;
    open: number;
  }>(
    `WITH c AS (SELECT ${CIRCLE} AS g),
          x AS (SELECT 'occupation' AS kind, o.id, o.occupy_num AS code, o.occupy_category AS type,
                       o.process_status AS status, o.occupy_acre AS mu, ${dist('o.ring')} AS d
                  FROM c JOIN farmland_occupations o ON ${near('o.ring')} AND o.area_id BETWEEN $4 AND $5
                UNION ALL
                SELECT 'abnormal', a.id, a.land_code, a.abnormal_type, a.process_status, a.abnormal_area_mu,
                       ${dist('a.geom')}
                  FROM c JOIN cultivated_abnormals a ON ${near('a.geom')} AND a.area_id BETWEEN $4 AND $5)
     SELECT x.kind, x.id, x.code, x.type, x.status, round(x.mu, 2)::float8 AS "areaMu",
            round(x.d)::float8 AS "distanceM", count(*) OVER ()::int AS total,
            round(sum(x.mu) OVER (), 2)::float8 AS "totalMu",
            (count(*) FILTER (WHERE x.status NOT IN (4, 5, 6)) OVER ())::int AS open
       FROM x ORDER BY x.d, x.kind, x.id LIMIT ${NEAREST}`,
    base,
  );
  return {
    place: { villageName: head.village, townName: head.town },
    circle: head.circle,
    circleMu: Math.round(head.mu * 100) / 100,
    landClasses: classes.map((r) => ({
      dlbmClass: r.cls,
      label: DLBM_CLASSES[r.cls as keyof typeof DLBM_CLASSES] ?? r.cls,
      count: r.n,
      areaMu: r.mu,
    })),
    farmCount: farms[0]?.total ?? 0,
    farms: farms.map(({ total: _t, ...f }) => f),
    devices: devices ?? { iot: 0, iotOnline: 0, cameras: 0, pest: 0 },
    caseCount: cases[0]?.total ?? 0,
    caseAreaMu: cases[0]?.totalMu ?? 0,
    openCaseCount: cases[0]?.open ?? 0,
    cases: cases.map((r) => ({
      kind: r.kind,
      id: r.id,
      code: r.code,
      typeLabel: (r.kind === 'occupation' ? OCCUPY_CATEGORY_LABELS : ABNORMAL_TYPE_LABELS)[r.type] ?? '其他',
      status: r.status,
      areaMu: r.areaMu,
      distanceM: r.distanceM,
    })),
  };
}
