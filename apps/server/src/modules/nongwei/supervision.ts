import {
  GREEN_CERT_TYPES,
  greenCertStatistics,
  INSPECTION_TYPES,
  inspectionStatistics,
  labelOf,
} from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { dateRange } from '../../query/paged';
import { Filter } from '../../query/sql-filter';
import { rate, supervisionTable } from './lists-area-table';
import { greenCertificateList, inspectionList, lawEnforcementList } from './lists-supervision';

const AREA = 'area_id BETWEEN $? AND $?';

/** Inspections, green certificates, law enforcement and the supervision table. */
export const supervisionRoutes: Route[] = [
  listRoute(inspectionList),
  route(inspectionStatistics, async (ctx) => {
    const f = dateRange(new Filter().add(AREA, ...areaOf(ctx).range), 'inspect_date', ctx.body);
    const rows = await ctx.services.db.query<{ t: number; total: number; p: number; r: number; x: number }>(
      `SELECT inspection_type AS t, count(*)::int AS total, count(*) FILTER (WHERE result = 1)::int AS p,
              count(*) FILTER (WHERE result = 2)::int AS r, count(*) FILTER (WHERE result = 3)::int AS x
         FROM inspections ${f.where()} GROUP BY inspection_type ORDER BY inspection_type`,
      f.params,
    );
    return Object.keys(INSPECTION_TYPES).map((k) => {
      const r = rows.find((x) => x.t === Number(k));
      const total = r?.total ?? 0;
      return {
        inspectionType: Number(k),
        inspectionTypeName: labelOf(INSPECTION_TYPES, Number(k)),
        total,
        passed: r?.p ?? 0,
        rectify: r?.r ?? 0,
        failed: r?.x ?? 0,
        passRate: rate(r?.p ?? 0, total),
      };
    });
  }),
  listRoute(greenCertificateList),
  route(greenCertStatistics, async (ctx) => {
    const f = new Filter().add(AREA, ...areaOf(ctx).range);
    const rows = await ctx.services.db.query<{
      t: number;
      total: number;
      valid: number;
      companies: number;
      out: number;
    }>(
      `SELECT cert_type AS t, count(*)::int AS total, count(*) FILTER (WHERE expire_date >= current_date)::int AS valid,
              count(DISTINCT company_id)::int AS companies, coalesce(sum(output_t), 0)::float8 AS out
         FROM green_certificates ${f.where()} GROUP BY cert_type`,
      f.params,
    );
    return Object.keys(GREEN_CERT_TYPES).map((k) => {
      const r = rows.find((x) => x.t === Number(k));
      return {
        certType: Number(k),
        certTypeName: labelOf(GREEN_CERT_TYPES, Number(k)),
        total: r?.total ?? 0,
        valid: r?.valid ?? 0,
        companies: r?.companies ?? 0,
        outputT: Math.round((r?.out ?? 0) * 100) / 100,
      };
    });
  }),
  listRoute(lawEnforcementList),
  listRoute(supervisionTable),
];
