import { BUSINESS_TYPE_LABELS, CREDIT_LEVELS } from '@fengshou/core';
import { businessReport, guaranteeSupplyStatistics, labelOf } from '@fengshou/core/contract';
import { areaOf, type HandlerContext, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { childAreas } from '../../query/paged';
import { Filter } from '../../query/sql-filter';
import { statCacheOf } from '../archive/cache';
import { activeFarm, baseArea } from '../archive/land-concepts';
import { guaranteeSupplyList } from './lists-quality-supply';

const rate = (part: number, total: number) => (total ? Math.round((part / total) * 10000) / 100 : 0);

/** Guarantee supply subjects and their statistics; the business entity report of an area. */
export const supplyReportRoutes: Route[] = [
  listRoute(guaranteeSupplyList),
  route(guaranteeSupplyStatistics, async (ctx) => {
    const f = new Filter().add('area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
    return ctx.services.db.query(
      `SELECT supply_category AS "supplyCategory", count(*)::int AS subjects,
              count(*) FILTER (WHERE supply_level = 1)::int AS "cityLevel",
              count(*) FILTER (WHERE supply_level = 2)::int AS "districtLevel",
              sum(base_area_mu)::float8 AS "baseAreaMu", sum(annual_supply_t)::float8 AS "annualSupplyT"
         FROM guarantee_supply_subjects ${f.where()} GROUP BY supply_category ORDER BY "annualSupplyT" DESC`,
      f.params,
    );
  }),
  // Wall screens poll the report: it is cached with the statistics (5 minutes, dropped by imports).
  route(businessReport, (ctx) =>
    statCacheOf(ctx.services.db).get(`businessReport|${areaOf(ctx).areaId}`, 300, () => report(ctx)),
  ),
];

/** The business entity report of the request's area, from the farms, entities and their records. */
async function report(ctx: HandlerContext<unknown>) {
  const { db } = ctx.services;
  const { areaId, range } = areaOf(ctx);
  const inArea = (column: string) => new Filter().add(`${column} BETWEEN $? AND $?`, ...range);
  // The farms counted are those the 农场（基地） figure counts (in business), with their base area.
  const f = () => inArea('f.area_id').add(activeFarm('f'));
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
  const totals = await one<{ farms: number; mu: number }>(
    `SELECT count(*)::int AS farms, coalesce(sum(${baseArea('f')}), 0)::float8 AS mu FROM farms f $WHERE`,
  );
  const agg = `count(*)::int AS farms, coalesce(sum(${baseArea('f')}), 0)::float8 AS "areaMu"`;
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
    const filter = inArea(col);
    return (await db.query<{ v: number }>(sql.replace('$WHERE', filter.where()), filter.params))[0]?.v ?? 0;
  };
  // The entities of the area as the 经营主体 figure counts them (registered there, whatever their farms).
  const companies = await sum('SELECT count(*)::int AS v FROM companies $WHERE');
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
    inArea('i.area_id'),
  );
  return {
    areaId,
    areaName: area?.name ?? '',
    companies,
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
}
