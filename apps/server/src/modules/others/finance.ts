import { loanApplicationAreas } from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { childAreas, dateRange } from '../../query/paged';
import { Filter } from '../../query/sql-filter';
import { insurancePolicyList, loanList } from './lists-finance';

/** Loans, loan applications by area, insurance policies. */
export const financeRoutes: Route[] = [
  listRoute(loanList),
  route(loanApplicationAreas, async (ctx) => {
    const { db } = ctx.services;
    const area = areaOf(ctx);
    const f = dateRange(new Filter().add('area_id BETWEEN $? AND $?', ...area.range), 'apply_date', ctx.body);
    const { expr, children } = await childAreas(db, area.areaId, 'area_id');
    const rows = await db.query<{ k: number; n: number; granted: number; amount: number; pending: number }>(
      `SELECT ${expr} AS k, count(*)::int AS n, count(*) FILTER (WHERE status IN (2, 3))::int AS granted,
              coalesce(sum(amount) FILTER (WHERE status IN (2, 3)), 0)::float8 AS amount,
              count(*) FILTER (WHERE status = 1)::int AS pending
         FROM loans ${f.where()} GROUP BY 1`,
      f.params,
    );
    return children.map((c) => {
      const r = rows.find((x) => x.k === c.areaId);
      return {
        areaId: c.areaId,
        areaName: c.areaName,
        applications: r?.n ?? 0,
        granted: r?.granted ?? 0,
        grantedAmount: r?.amount ?? 0,
        pending: r?.pending ?? 0,
      };
    });
  }),
  listRoute(insurancePolicyList),
];
