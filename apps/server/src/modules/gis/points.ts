import type { MAP_POINT_KINDS } from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';

type Kind = (typeof MAP_POINT_KINDS)[number];

const COMMON = `ST_X(t.location) AS lng, ST_Y(t.location) AS lat, a.name AS "areaName"`;

// One SELECT per kind; every one is limited to the caller's area range and to rows with a location.
const SQL: Record<Kind, string> = {
  farm: `SELECT t.id, t.farm_name AS name, ${COMMON}, t.farm_status::int AS status,
                bc.name AS "typeName", t.id AS "farmId", t.farm_name AS "farmName"
           FROM farms t JOIN areas a ON a.id = t.area_id
           LEFT JOIN business_categories bc ON bc.id = t.business_category_id`,
  iot: `SELECT t.id, t.device_name AS name, ${COMMON}, t.status::int AS status, g.name AS "typeName",
               t.farm_id AS "farmId", f.farm_name AS "farmName"
          FROM iot_devices t JOIN areas a ON a.id = t.area_id JOIN gate_categories g ON g.id = t.gate_category_id
          LEFT JOIN farms f ON f.id = t.farm_id`,
  camera: `SELECT t.id, t.camera_name AS name, ${COMMON}, t.status::int AS status,
                  CASE WHEN t.ptz_capable THEN '云台摄像头' ELSE '固定摄像头' END AS "typeName",
                  t.farm_id AS "farmId", f.farm_name AS "farmName"
             FROM cameras t JOIN areas a ON a.id = t.area_id LEFT JOIN farms f ON f.id = t.farm_id`,
  pest: `SELECT t.id, t.device_name AS name, ${COMMON}, t.status::int AS status,
                CASE t.device_type WHEN 1 THEN '虫情测报灯' ELSE '性诱测报仪' END AS "typeName",
                t.farm_id AS "farmId", f.farm_name AS "farmName"
           FROM pest_devices t JOIN areas a ON a.id = t.area_id LEFT JOIN farms f ON f.id = t.farm_id`,
};

/** Points of one kind within an area code range, in id order. */
export function listPoints(q: Queryable, kind: Kind, range: [number, number]) {
  return q.query<{
    id: number;
    name: string;
    lng: number;
    lat: number;
    status: number | null;
    typeName: string | null;
    farmId: number | null;
    farmName: string | null;
    areaName: string | null;
  }>(`${SQL[kind]} WHERE t.area_id BETWEEN $1 AND $2 AND t.location IS NOT NULL ORDER BY t.id`, range);
}
