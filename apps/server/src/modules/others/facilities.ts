import { landQualityGrades, listQrExamples } from '@fengshou/core/contract';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { Filter } from '../../query/sql-filter';
import { facilityList, repairOrderList, soilSampleList } from './lists-facilities';

/** High-standard farmland facilities and repairs, land quality samples, certificate QR examples. */
export const facilityRoutes: Route[] = [
  listRoute(facilityList),
  listRoute(repairOrderList),
  listRoute(soilSampleList),
  route(landQualityGrades, async (ctx) => {
    const f = new Filter()
      .add('area_id BETWEEN $? AND $?', ...areaOf(ctx).range)
      .add('quality_grade IS NOT NULL');
    return ctx.services.db.query(
      `SELECT quality_grade AS "qualityGrade", count(*)::int AS samples,
              round(avg(organic_matter_g_kg)::numeric, 1)::float8 AS "organicMatter", round(avg(ph)::numeric, 2)::float8 AS ph
         FROM soil_samples ${f.where()} GROUP BY quality_grade ORDER BY quality_grade`,
      f.params,
    );
  }),
  route(listQrExamples, async (ctx) => {
    const f = new Filter().add('q.area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
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
