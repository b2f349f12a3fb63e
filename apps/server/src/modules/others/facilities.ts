import { badParams } from '@fengshou/core';
import {
  FACILITY_STATUS,
  labelOf,
  landQualityGrades,
  listHighstandardFacilities,
  listHighstandardRepairOrders,
  listQrExamples,
  listSoilSamples,
  POLLUTION_CLASSES,
  REPAIR_STATUS,
  SOIL_SAMPLE_TYPES,
  type zHighstandardFacility,
  type zRepairOrder,
  type zSoilSample,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { listPage, type Row } from '../../query/list-page';
import { areaFilter, areaJoin, dateRange, equal } from '../../query/paged';
import { assertInScope, containsPattern } from '../../query/scope';
import { orderBy } from '../../query/sort';

const XY = (col: string) =>
  `round(ST_X(${col})::numeric, 7)::float8 AS lng, round(ST_Y(${col})::numeric, 7)::float8 AS lat`;

const H = areaJoin('h');
const FACILITY_SQL = {
  select: `h.id, h.facility_no AS "facilityNo", h.facility_name AS "facilityName", h.facility_type AS "facilityType",
    h.project_name AS "projectName", h.build_year AS "buildYear", ${H.select}, ${XY('h.location')}, h.status,
    (SELECT count(*)::int FROM highstandard_repair_orders r WHERE r.facility_id = h.id) AS "repairOrders"`,
  from: `highstandard_facilities h ${H.join}`,
  countFrom: 'highstandard_facilities h',
};

const R = areaJoin('r');
const REPAIR_SQL = {
  select: `r.id, r.order_no AS "orderNo", r.facility_id AS "facilityId", h.facility_name AS "facilityName",
    h.facility_type AS "facilityType", ${R.select}, r.reporter, to_char(r.report_time, 'YYYY-MM-DD HH24:MI:SS') AS "reportTime",
    r.description, r.status, to_char(r.finish_time, 'YYYY-MM-DD HH24:MI:SS') AS "finishTime", r.cost`,
  from: `highstandard_repair_orders r JOIN highstandard_facilities h ON h.id = r.facility_id ${R.join}`,
  countFrom: 'highstandard_repair_orders r JOIN highstandard_facilities h ON h.id = r.facility_id',
};

const S = areaJoin('s');
const SAMPLE_SQL = {
  select: `s.id, s.sample_no AS "sampleNo", s.land_id AS "landId", ${S.select}, ${XY('s.location')},
    to_char(s.sample_date, 'YYYY-MM-DD') AS "sampleDate", s.sample_type AS "sampleType", s.quality_grade AS "qualityGrade",
    s.organic_matter_g_kg::float8 AS "organicMatter", s.total_n_g_kg::float8 AS "totalN",
    s.available_p_mg_kg::float8 AS "availableP", s.available_k_mg_kg::float8 AS "availableK", s.ph::float8 AS ph,
    s.cd_mg_kg::float8 AS cd, s.pollution_class AS "pollutionClass"`,
  from: `soil_samples s ${S.join}`,
  countFrom: 'soil_samples s',
  key: 's.id',
};

/** High-standard farmland facilities and repairs, land quality samples, certificate QR examples. */
export const facilityRoutes: Route[] = [
  route(listHighstandardFacilities, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'h.area_id');
    equal(f, 'h.facility_type', b.facilityType);
    equal(f, 'h.status', b.status);
    if (b.keyword) {
      const p = containsPattern(b.keyword);
      f.add('(h.facility_name ILIKE $? OR h.facility_no ILIKE $? OR h.project_name ILIKE $?)', p, p, p);
    }
    const order = orderBy(
      b,
      { buildYear: 'h.build_year', facilityNo: 'h.facility_no', repairOrders: '"repairOrders"' },
      'h.id',
      'h.id',
    );
    return listPage(
      ctx,
      listHighstandardFacilities,
      FACILITY_SQL,
      f,
      order,
      (r: Row<typeof zHighstandardFacility, 'statusName'>) => ({
        ...r,
        statusName: labelOf(FACILITY_STATUS, r.status),
      }),
    );
  }),
  route(listHighstandardRepairOrders, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    if (b.facilityId !== undefined) {
      const [h] = await ctx.services.db.query<{ a: number }>(
        'SELECT area_id AS a FROM highstandard_facilities WHERE id = $1',
        [b.facilityId],
      );
      if (!h) throw badParams(['facilityId'], '设施不存在');
      assertInScope(caller, h.a);
    }
    const f = areaFilter(caller, b, 'r.area_id');
    dateRange(f, 'r.report_time', b);
    equal(f, 'r.facility_id', b.facilityId);
    equal(f, 'r.status', b.status);
    if (b.keyword) {
      const p = containsPattern(b.keyword);
      f.add('(r.order_no ILIKE $? OR h.facility_name ILIKE $? OR r.description ILIKE $?)', p, p, p);
    }
    const order = orderBy(
      b,
      { reportTime: 'r.report_time', cost: 'r.cost', status: 'r.status' },
      'r.report_time DESC, r.id DESC',
      'r.id DESC',
    );
    return listPage(
      ctx,
      listHighstandardRepairOrders,
      REPAIR_SQL,
      f,
      order,
      (r: Row<typeof zRepairOrder, 'statusName'>, pii) => ({
        ...r,
        reporter: pii.name(r.reporter, `repairOrder:${r.id}`),
        statusName: labelOf(REPAIR_STATUS, r.status),
      }),
    );
  }),
  route(listSoilSamples, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 's.area_id');
    dateRange(f, 's.sample_date', b);
    equal(f, 's.sample_type', b.sampleType);
    equal(f, 's.quality_grade', b.qualityGrade);
    equal(f, 's.pollution_class', b.pollutionClass);
    const order = orderBy(
      b,
      {
        sampleDate: 's.sample_date',
        qualityGrade: 's.quality_grade',
        organicMatter: 's.organic_matter_g_kg',
        ph: 's.ph',
      },
      's.sample_date DESC, s.id DESC',
      's.id DESC',
    );
    return listPage(
      ctx,
      listSoilSamples,
      SAMPLE_SQL,
      f,
      order,
      (r: Row<typeof zSoilSample, 'sampleTypeName' | 'pollutionClassName'>) => ({
        ...r,
        sampleTypeName: labelOf(SOIL_SAMPLE_TYPES, r.sampleType),
        pollutionClassName: r.pollutionClass === null ? null : labelOf(POLLUTION_CLASSES, r.pollutionClass),
      }),
    );
  }),
  route(landQualityGrades, async (ctx) => {
    const f = areaFilter(callerOf(ctx), ctx.body, 'area_id').add('quality_grade IS NOT NULL');
    return ctx.services.db.query(
      `SELECT quality_grade AS "qualityGrade", count(*)::int AS samples,
              round(avg(organic_matter_g_kg)::numeric, 1)::float8 AS "organicMatter", round(avg(ph)::numeric, 2)::float8 AS ph
         FROM soil_samples ${f.where()} GROUP BY quality_grade ORDER BY quality_grade`,
      f.params,
    );
  }),
  route(listQrExamples, async (ctx) => {
    const f = areaFilter(callerOf(ctx), ctx.body, 'q.area_id');
    const limit = f.p(ctx.body.limit);
    const rows = await ctx.services.db.query<{ certificateId: number }>(
      `SELECT q.id AS "certificateId", q.cert_no AS "certNo", q.product_name AS "productName", fa.farm_name AS "farmName",
              to_char(q.issue_date, 'YYYY-MM-DD') AS "issueDate"
         FROM qualified_certificates q JOIN farms fa ON fa.id = q.farm_id
         ${f.where()} ORDER BY q.issue_date DESC, q.id DESC LIMIT ${limit}`,
      f.params,
    );
    const scope = callerOf(ctx).scope;
    return rows.map((r) => ({
      ...r,
      qrUrl: ctx.services.files.sign(`/files/qr/${r.certificateId}.svg`, scope),
    })) as never;
  }),
];
