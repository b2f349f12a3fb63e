import { badParams } from '@fengshou/core';
import { getPark, labelOf, listParks, PARK_LEVELS, PARK_TYPES } from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { contains, containsPattern } from '../../query/keyword';
import { Filter } from '../../query/sql-filter';

interface ParkRow {
  parkId: number;
  parkName: string;
  parkType: number;
  parkLevel: number;
  leadingIndustry: string;
  areaMu: number;
  areaId: number;
  areaName: string;
  areaLevel: number;
}

const SUMMARY = `p.id AS "parkId", p.park_name AS "parkName", p.park_type::int AS "parkType",
  p.park_level::int AS "parkLevel", p.leading_industry AS "leadingIndustry", p.area_mu::float8 AS "areaMu",
  p.area_id AS "areaId", a.name AS "areaName", a.level::int AS "areaLevel"`;

const labelled = <R extends ParkRow>(r: R) => ({
  ...r,
  parkTypeName: labelOf(PARK_TYPES, r.parkType),
  parkLevelName: labelOf(PARK_LEVELS, r.parkLevel),
});

// The farms of a park are those whose location lies inside its boundary.
const IN_PARK =
  'farms f JOIN agri_parks p ON ST_Contains(p.geom, f.location) WHERE p.id = $1 AND f.farm_status <> 3';

/** Parks of an area, and one park with what lies inside its boundary. */
export const parkRoutes: Route[] = [
  route(listParks, async (ctx) => {
    const b = ctx.body;
    const f = new Filter().add('p.area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
    if (b.parkType !== undefined) f.add('p.park_type = $?', b.parkType);
    if (b.keyword) f.add(contains('p.park_name', f.p(containsPattern(b.keyword))));
    const rows = await ctx.services.db.query<ParkRow>(
      `SELECT ${SUMMARY} FROM agri_parks p JOIN areas a ON a.id = p.area_id ${f.where()}
        ORDER BY p.park_level, p.area_mu DESC, p.id`,
      f.params,
    );
    return rows.map(labelled);
  }),
  route(getPark, async (ctx) => {
    const db = ctx.services.db;
    const id = ctx.body.parkId;
    const [park] = await db.query<
      ParkRow & {
        operatorName: string | null;
        establishedYear: number;
        investmentWan: number;
        outputValueWan: number;
        annualVisitors: number | null;
        intro: string | null;
        boundary: string;
        bbox: number[];
      }
    >(
      `SELECT ${SUMMARY}, p.operator_name AS "operatorName", p.established_year::int AS "establishedYear",
              p.investment_wan::float8 AS "investmentWan", p.output_value_wan::float8 AS "outputValueWan",
              p.annual_visitors AS "annualVisitors", p.intro, ST_AsGeoJSON(p.geom, 6) AS boundary,
              ARRAY[ST_XMin(p.geom), ST_YMin(p.geom), ST_XMax(p.geom), ST_YMax(p.geom)] AS bbox
         FROM agri_parks p JOIN areas a ON a.id = p.area_id WHERE p.id = $1`,
      [id],
    );
    if (!park) throw badParams(['parkId'], '园区不存在');
    const [figures] = await db.query<{
      farmCount: number;
      companyCount: number;
      parcelCount: number;
      parcelAreaMu: number;
      deviceCount: number;
      deviceOnline: number;
      cameraCount: number;
      harvestT: number;
      certificateCount: number;
    }>(
      `WITH pf AS (SELECT f.id, f.company_id FROM ${IN_PARK})
       SELECT (SELECT count(*)::int FROM pf) AS "farmCount",
              (SELECT count(DISTINCT company_id)::int FROM pf) AS "companyCount",
              (SELECT count(*)::int FROM land_parcels l WHERE l.farm_id IN (SELECT id FROM pf)) AS "parcelCount",
              (SELECT coalesce(round(sum(l.area_mu), 1), 0)::float8 FROM land_parcels l WHERE l.farm_id IN (SELECT id FROM pf)) AS "parcelAreaMu",
              (SELECT count(*)::int FROM iot_devices d WHERE d.farm_id IN (SELECT id FROM pf)) AS "deviceCount",
              (SELECT count(*)::int FROM iot_devices d WHERE d.farm_id IN (SELECT id FROM pf) AND d.status = 1) AS "deviceOnline",
              (SELECT count(*)::int FROM cameras c WHERE c.farm_id IN (SELECT id FROM pf)) AS "cameraCount",
              (SELECT coalesce(round(sum(p.actual_output_kg) / 1000, 1), 0)::float8 FROM plantings p
                WHERE p.farm_id IN (SELECT id FROM pf) AND p.harvest_date >= date_trunc('year', current_date)) AS "harvestT",
              (SELECT count(*)::int FROM qualified_certificates q WHERE q.farm_id IN (SELECT id FROM pf)) AS "certificateCount"`,
      [id],
    );
    const farms = await db.query(
      `SELECT f.id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName",
              bc.name AS "businessCategoryName", f.farm_area_mu::float8 AS "farmAreaMu",
              (SELECT count(*)::int FROM iot_devices d WHERE d.farm_id = f.id) AS devices,
              ST_X(f.location) AS lng, ST_Y(f.location) AS lat
         FROM ${IN_PARK.replace('farms f', 'farms f JOIN companies c ON c.id = f.company_id LEFT JOIN business_categories bc ON bc.id = f.business_category_id')}
        ORDER BY f.farm_area_mu DESC, f.id LIMIT 50`,
      [id],
    );
    const crops = await db.query(
      `SELECT cr.crop_name AS "cropName", round(sum(p.plant_area_mu), 1)::float8 AS "areaMu"
         FROM plantings p JOIN crops cr ON cr.id = p.crop_id
        WHERE p.status = 1 AND p.farm_id IN (SELECT f.id FROM ${IN_PARK})
        GROUP BY cr.crop_name ORDER BY 2 DESC LIMIT 10`,
      [id],
    );
    const devices = await db.query(
      `SELECT d.id AS "deviceId", d.device_name AS "deviceName", g.name AS "gateCategoryName",
              f.farm_name AS "farmName", d.status::int AS status
         FROM iot_devices d JOIN gate_categories g ON g.id = d.gate_category_id JOIN farms f ON f.id = d.farm_id
        WHERE d.farm_id IN (SELECT f.id FROM ${IN_PARK})
        ORDER BY d.status, d.id LIMIT 30`,
      [id],
    );
    const { boundary, bbox, ...rest } = park;
    return {
      ...labelled(rest),
      ...figures!,
      boundary: JSON.parse(boundary),
      bbox: bbox.map(Number) as [number, number, number, number],
      farms,
      crops,
      devices,
    } as never;
  }),
];
