import {
  GREEN_CERT_TYPES,
  greenCertStatistics,
  INSPECTION_RESULTS,
  INSPECTION_TYPES,
  inspectionStatistics,
  LAW_CASE_STATUS,
  labelOf,
  listGreenCertificates,
  listInspections,
  listLawEnforcements,
  supervisionAreaTable,
  VALIDITY,
  type zGreenCertificate,
  type zInspection,
  type zLawCase,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { rowKeyword } from '../../query/keyword';
import type { Row } from '../../query/list-page';
import { listPage } from '../../query/list-page';
import { areaFilter, areaJoin, childAreas, dateRange, equal } from '../../query/paged';
import { containsPattern } from '../../query/scope';
import { orderBy } from '../../query/sort';

const rate = (part: number, total: number) => (total ? Math.round((part / total) * 10000) / 100 : 0);

const INSPECTION_AREA = areaJoin('i');
const INSPECTION_SQL = {
  select: `i.id, i.farm_id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName",
    ${INSPECTION_AREA.select}, i.inspection_type AS "inspectionType", to_char(i.inspect_date, 'YYYY-MM-DD') AS "inspectDate",
    i.inspector, i.result, i.remark`,
  from: `inspections i LEFT JOIN farms f ON f.id = i.farm_id LEFT JOIN companies c ON c.id = f.company_id ${INSPECTION_AREA.join}`,
  countFrom:
    'inspections i LEFT JOIN farms f ON f.id = i.farm_id LEFT JOIN companies c ON c.id = f.company_id',
  key: 'i.id',
};

const CERT_AREA = areaJoin('g');
const CERT_SQL = {
  select: `g.id, g.cert_no AS "certNo", g.company_id AS "companyId", c.company_name AS "companyName",
    c.credit_code AS "creditCode", g.product_name AS "productName", g.cert_type AS "certType", g.output_t AS "outputT",
    to_char(g.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(g.expire_date, 'YYYY-MM-DD') AS "expireDate",
    CASE WHEN g.expire_date >= current_date THEN 1 ELSE 2 END AS validity, ${CERT_AREA.select}`,
  from: `green_certificates g JOIN companies c ON c.id = g.company_id ${CERT_AREA.join}`,
  countFrom: 'green_certificates g JOIN companies c ON c.id = g.company_id',
};

const LAW_AREA = areaJoin('l');
const LAW_SQL = {
  select: `l.id, l.case_no AS "caseNo", l.case_type AS "caseType", l.farm_id AS "farmId", l.party_name AS "partyName",
    ${LAW_AREA.select}, to_char(l.filing_date, 'YYYY-MM-DD') AS "filingDate",
    to_char(l.closing_date, 'YYYY-MM-DD') AS "closingDate", l.status, l.penalty_amount AS "penaltyAmount", l.description`,
  from: `law_enforcements l ${LAW_AREA.join}`,
  countFrom: 'law_enforcements l',
};

/** Inspections, green certificates, law enforcement and the supervision table. */
export const supervisionRoutes: Route[] = [
  route(listInspections, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'i.area_id');
    dateRange(f, 'i.inspect_date', b);
    equal(f, 'i.farm_id', b.farmId);
    equal(f, 'i.inspection_type', b.inspectionType);
    equal(f, 'i.result', b.result);
    if (b.keyword) {
      f.add(
        rowKeyword(f.p(containsPattern(b.keyword)), b.keyword, {
          a: 'i',
          table: 'inspections',
          own: ['inspector'],
          farms: 'company',
        }),
      );
    }
    const order = orderBy(
      b,
      { inspectDate: 'i.inspect_date', farmName: 'f.farm_name', result: 'i.result' },
      'i.inspect_date DESC, i.id DESC',
      'i.id DESC',
    );
    return listPage(
      ctx,
      listInspections,
      INSPECTION_SQL,
      f,
      order,
      (r: Row<typeof zInspection, 'inspectionTypeName' | 'resultName'>) => ({
        ...r,
        inspectionTypeName: labelOf(INSPECTION_TYPES, r.inspectionType),
        resultName: labelOf(INSPECTION_RESULTS, r.result),
      }),
    );
  }),
  route(inspectionStatistics, async (ctx) => {
    const f = areaFilter(callerOf(ctx), ctx.body, 'area_id');
    dateRange(f, 'inspect_date', ctx.body);
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
  route(listGreenCertificates, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'g.area_id');
    dateRange(f, 'g.issue_date', b);
    equal(f, 'g.cert_type', b.certType);
    if (b.validity === 1) f.add('g.expire_date >= current_date');
    if (b.validity === 2) f.add('g.expire_date < current_date');
    if (b.keyword) {
      const p = containsPattern(b.keyword);
      f.add('(c.company_name ILIKE $? OR g.product_name ILIKE $? OR g.cert_no ILIKE $?)', p, p, p);
    }
    const order = orderBy(
      b,
      {
        issueDate: 'g.issue_date',
        expireDate: 'g.expire_date',
        outputT: 'g.output_t',
        companyName: 'c.company_name',
      },
      'g.issue_date DESC, g.id DESC',
      'g.id DESC',
    );
    return listPage(
      ctx,
      listGreenCertificates,
      CERT_SQL,
      f,
      order,
      (r: Row<typeof zGreenCertificate, 'certTypeName' | 'validityName'>, pii) => ({
        ...r,
        creditCode: pii.code(r.creditCode, `greenCert:${r.id}`),
        certTypeName: labelOf(GREEN_CERT_TYPES, r.certType),
        validityName: labelOf(VALIDITY, r.validity),
      }),
    );
  }),
  route(greenCertStatistics, async (ctx) => {
    const f = areaFilter(callerOf(ctx), ctx.body, 'area_id');
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
  route(listLawEnforcements, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'l.area_id');
    dateRange(f, 'l.filing_date', b);
    equal(f, 'l.status', b.status);
    equal(f, 'l.case_type', b.caseType);
    if (b.keyword) {
      const p = containsPattern(b.keyword);
      f.add('(l.party_name ILIKE $? OR l.case_no ILIKE $?)', p, p);
    }
    const order = orderBy(
      b,
      { filingDate: 'l.filing_date', penaltyAmount: 'l.penalty_amount', status: 'l.status' },
      'l.filing_date DESC, l.id DESC',
      'l.id DESC',
    );
    return listPage(ctx, listLawEnforcements, LAW_SQL, f, order, (r: Row<typeof zLawCase, 'statusName'>) => ({
      ...r,
      statusName: labelOf(LAW_CASE_STATUS, r.status),
    }));
  }),
  route(supervisionAreaTable, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    const areaId = caller.scope.resolve(b.areaId);
    const { db } = ctx.services;
    const { expr, children } = await childAreas(db, areaId, 'area_id');
    const range = (col: string) => {
      const f = areaFilter(caller, b, 'area_id');
      return dateRange(f, col, b);
    };
    const fi = range('inspect_date');
    const fp = range('start_time');
    const fl = range('filing_date');
    const [ins, pat, law] = await Promise.all([
      db.query<{ k: number; n: number; p: number }>(
        `SELECT ${expr} AS k, count(*)::int AS n, count(*) FILTER (WHERE result = 1)::int AS p FROM inspections ${fi.where()} GROUP BY 1`,
        fi.params,
      ),
      db.query<{ k: number; n: number; issues: number; km: number }>(
        `SELECT ${expr} AS k, count(*)::int AS n, count(*) FILTER (WHERE issue_found)::int AS issues,
                coalesce(sum(distance_km), 0)::float8 AS km FROM patrol_records ${fp.where()} GROUP BY 1`,
        fp.params,
      ),
      db.query<{ k: number; n: number; closed: number; amount: number }>(
        `SELECT ${expr} AS k, count(*)::int AS n, count(*) FILTER (WHERE status = 4)::int AS closed,
                coalesce(sum(penalty_amount), 0)::float8 AS amount FROM law_enforcements ${fl.where()} GROUP BY 1`,
        fl.params,
      ),
    ]);
    const all = children.map((c) => {
      const i = ins.find((x) => x.k === c.areaId);
      const p = pat.find((x) => x.k === c.areaId);
      const l = law.find((x) => x.k === c.areaId);
      return {
        areaId: c.areaId,
        areaName: c.areaName,
        inspections: i?.n ?? 0,
        passed: i?.p ?? 0,
        passRate: rate(i?.p ?? 0, i?.n ?? 0),
        patrols: p?.n ?? 0,
        patrolIssues: p?.issues ?? 0,
        patrolKm: Math.round((p?.km ?? 0) * 100) / 100,
        lawCases: l?.n ?? 0,
        lawClosed: l?.closed ?? 0,
        penaltyAmount: l?.amount ?? 0,
      };
    });
    const start = (b.pageNo - 1) * b.pageSize;
    return {
      list: all.slice(start, start + b.pageSize),
      total: all.length,
      pageNo: b.pageNo,
      pageSize: b.pageSize,
    };
  }),
];
