import { BUSINESS_TYPE_LABELS, CREDIT_LEVELS } from '@fengshou/core';
import {
  businessReport,
  guaranteeSupplyStatistics,
  labelOf,
  listGuaranteeSupply,
  SUPPLY_LEVELS,
  type zGuaranteeSubject,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { listPage, type Row } from '../../query/list-page';
import { areaFilter, areaJoin, childAreas, equal } from '../../query/paged';
import { containsPattern } from '../../query/scope';
import { orderBy } from '../../query/sort';

const G = areaJoin('g');
const SUPPLY_SQL = {
  select: `g.id, g.farm_id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName",
    c.credit_code AS "creditCode", f.contact_name AS "contactName", f.contact_phone AS "contactPhone", ${G.select},
    g.supply_category AS "supplyCategory", g.supply_level AS "supplyLevel", g.base_area_mu AS "baseAreaMu",
    g.annual_supply_t AS "annualSupplyT", g.status`,
  from: `guarantee_supply_subjects g JOIN farms f ON f.id = g.farm_id JOIN companies c ON c.id = f.company_id ${G.join}`,
  // Every subject has its farm and every farm its company (NOT NULL foreign keys): the outer joins count the
  // same rows and are dropped when no keyword or order names them.
  countFrom:
    'guarantee_supply_subjects g LEFT JOIN farms f ON f.id = g.farm_id LEFT JOIN companies c ON c.id = f.company_id',
  key: 'g.id',
};

const rate = (part: number, total: number) => (total ? Math.round((part / total) * 10000) / 100 : 0);

/** Guarantee supply subjects and their statistics; the business entity report of an area. */
export const supplyReportRoutes: Route[] = [
  route(listGuaranteeSupply, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'g.area_id');
    equal(f, 'g.supply_category', b.supplyCategory);
    equal(f, 'g.supply_level', b.supplyLevel);
    if (b.keyword) {
      const p = containsPattern(b.keyword);
      f.add('(f.farm_name ILIKE $? OR c.company_name ILIKE $?)', p, p);
    }
    const order = orderBy(
      b,
      { baseAreaMu: 'g.base_area_mu', annualSupplyT: 'g.annual_supply_t', farmName: 'f.farm_name' },
      'g.supply_level, g.annual_supply_t DESC, g.id',
      'g.id',
    );
    return listPage(
      ctx,
      listGuaranteeSupply,
      SUPPLY_SQL,
      f,
      order,
      (r: Row<typeof zGuaranteeSubject, 'supplyLevelName'>, pii) => {
        const ref = `farm:${r.farmId}`;
        return {
          ...r,
          creditCode: pii.code(r.creditCode, ref),
          contactName: pii.name(r.contactName, ref),
          contactPhone: pii.phone(r.contactPhone, ref),
          supplyLevelName: labelOf(SUPPLY_LEVELS, r.supplyLevel),
        };
      },
    );
  }),
  route(guaranteeSupplyStatistics, async (ctx) => {
    const f = areaFilter(callerOf(ctx), ctx.body, 'area_id');
    return ctx.services.db.query(
      `SELECT supply_category AS "supplyCategory", count(*)::int AS subjects,
              count(*) FILTER (WHERE supply_level = 1)::int AS "cityLevel",
              count(*) FILTER (WHERE supply_level = 2)::int AS "districtLevel",
              sum(base_area_mu)::float8 AS "baseAreaMu", sum(annual_supply_t)::float8 AS "annualSupplyT"
         FROM guarantee_supply_subjects ${f.where()} GROUP BY supply_category ORDER BY "annualSupplyT" DESC`,
      f.params,
    );
  }),
  route(businessReport, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const areaId = caller.scope.resolve(ctx.body.areaId);
    const f = () => areaFilter(caller, ctx.body, 'f.area_id');
    const one = async <T>(sql: string, filter = f()) =>
      (await db.query<T>(sql.replace('$WHERE', filter.where()), filter.params))[0]!;
    const group = (sql: string) => {
      const filter = f();
      return db.query<{ id: number; name?: string; farms: number; areaMu: number }>(
        sql.replace('$WHERE', filter.where()),
        filter.params,
      );
    };
    const [area] = await db.query<{ name: string }>('SELECT name FROM areas WHERE id = $1', [areaId]);
    const totals = await one<{ companies: number; farms: number; mu: number }>(
      `SELECT count(DISTINCT f.company_id)::int AS companies, count(*)::int AS farms, coalesce(sum(f.farm_area_mu), 0)::float8 AS mu
         FROM farms f $WHERE`,
    );
    const agg = `count(*)::int AS farms, coalesce(sum(f.farm_area_mu), 0)::float8 AS "areaMu"`;
    const byType = await group(
      `SELECT f.business_type_id AS id, ${agg} FROM farms f $WHERE GROUP BY 1 ORDER BY 1`,
    );
    const byCategory = await group(
      `SELECT cc.id, cc.name, ${agg} FROM farms f JOIN companies c ON c.id = f.company_id
         JOIN company_categories cc ON cc.id = c.company_category_id $WHERE GROUP BY cc.id, cc.name ORDER BY cc.id`,
    );
    const byCredit = await group(
      `SELECT c.credit_level AS id, ${agg} FROM farms f JOIN companies c ON c.id = f.company_id $WHERE GROUP BY 1 ORDER BY 1`,
    );
    const { expr, children } = await childAreas(db, areaId, 'f.area_id');
    const byChild = await group(`SELECT ${expr} AS id, ${agg} FROM farms f $WHERE GROUP BY 1`);
    const sum = async (sql: string, col = 'area_id') => {
      const filter = areaFilter(caller, ctx.body, col);
      return (await db.query<{ v: number }>(sql.replace('$WHERE', filter.where()), filter.params))[0]?.v ?? 0;
    };
    const green = await sum(
      'SELECT count(*)::int AS v FROM green_certificates $WHERE AND expire_date >= current_date',
    );
    const sales = await sum(
      "SELECT coalesce(sum(amount), 0)::float8 AS v FROM sales_orders $WHERE AND status <> 4 AND order_time >= now() - interval '1 year'",
    );
    const loans = await sum(
      'SELECT coalesce(sum(amount), 0)::float8 AS v FROM loans $WHERE AND status IN (2, 3)',
    );
    const premium = await sum(
      'SELECT coalesce(sum(premium), 0)::float8 AS v FROM insurance_policies $WHERE AND end_date >= current_date',
    );
    const ins = await one<{ n: number; p: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE result = 1)::int AS p FROM inspections i $WHERE
          AND i.inspect_date >= current_date - 365`,
      areaFilter(caller, ctx.body, 'i.area_id'),
    );
    return {
      areaId,
      areaName: area?.name ?? '',
      companies: totals.companies,
      farms: totals.farms,
      farmAreaMu: Math.round(totals.mu * 100) / 100,
      byBusinessType: byType.map((r) => ({
        ...r,
        name: BUSINESS_TYPE_LABELS[r.id as keyof typeof BUSINESS_TYPE_LABELS] ?? '其他',
      })),
      byCompanyCategory: byCategory.map((r) => ({ ...r, name: r.name ?? '' })),
      byCreditLevel: byCredit.map((r) => ({ ...r, name: labelOf(CREDIT_LEVELS, r.id) })),
      byChildArea: children.map((c) => {
        const r = byChild.find((x) => x.id === c.areaId);
        return { id: c.areaId, name: c.areaName, farms: r?.farms ?? 0, areaMu: r?.areaMu ?? 0 };
      }),
      greenCertificates: green,
      salesAmountYear: sales,
      loansGrantedAmount: loans,
      insurancePremium: premium,
      inspectionPassRate: rate(ins.p, ins.n),
    };
  }),
];
