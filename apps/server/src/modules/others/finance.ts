import {
  LOAN_STATUS,
  labelOf,
  listInsurancePolicies,
  listLoans,
  loanApplicationAreas,
  type zInsurancePolicy,
  type zLoan,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { rowKeyword } from '../../query/keyword';
import { listPage, type Row } from '../../query/list-page';
import { areaFilter, areaJoin, childAreas, dateRange, equal } from '../../query/paged';
import { containsPattern } from '../../query/scope';
import { orderBy } from '../../query/sort';

const FARM = (t: string) =>
  `LEFT JOIN farms f ON f.id = ${t}.farm_id LEFT JOIN companies c ON c.id = f.company_id`;
const FARM_REF = `f.farm_name AS "farmName", c.company_name AS "companyName"`;
const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

const L = areaJoin('l');
const LOAN_SQL = {
  select: `l.id, l.loan_no AS "loanNo", l.farm_id AS "farmId", ${FARM_REF}, ${L.select}, l.bank_name AS "bankName",
    l.loan_type AS "loanType", l.amount, l.annual_rate AS "annualRate", l.term_months AS "termMonths",
    ${DAY('l.apply_date')} AS "applyDate", ${DAY('l.grant_date')} AS "grantDate", l.status, l.purpose`,
  from: `loans l ${FARM('l')} ${L.join}`,
  countFrom: `loans l ${FARM('l')}`,
  key: 'l.id',
};

const P = areaJoin('p');
const POLICY_SQL = {
  select: `p.id, p.policy_no AS "policyNo", p.farm_id AS "farmId", ${FARM_REF}, ${P.select},
    p.insurance_type AS "insuranceType", p.insured_quantity AS "insuredQuantity", p.insured_unit AS "insuredUnit",
    p.insured_amount AS "insuredAmount", p.premium, p.subsidy_ratio AS "subsidyRatio", ${DAY('p.start_date')} AS "startDate",
    ${DAY('p.end_date')} AS "endDate", p.claim_amount AS "claimAmount", p.insurer`,
  from: `insurance_policies p ${FARM('p')} ${P.join}`,
  countFrom: `insurance_policies p ${FARM('p')}`,
  key: 'p.id',
};

/** Loans, loan applications by area, insurance policies. */
export const financeRoutes: Route[] = [
  route(listLoans, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'l.area_id');
    dateRange(f, 'l.apply_date', b);
    equal(f, 'l.status', b.status);
    equal(f, 'l.bank_name', b.bankName);
    equal(f, 'l.loan_type', b.loanType);
    if (b.keyword) {
      f.add(
        rowKeyword(f.p(containsPattern(b.keyword)), b.keyword, {
          a: 'l',
          table: 'loans',
          codes: ['loan_no'],
          farms: 'company',
        }),
      );
    }
    const order = orderBy(
      b,
      { applyDate: 'l.apply_date', amount: 'l.amount', annualRate: 'l.annual_rate' },
      'l.apply_date DESC, l.id DESC',
      'l.id DESC',
    );
    return listPage(ctx, listLoans, LOAN_SQL, f, order, (r: Row<typeof zLoan, 'statusName'>) => ({
      ...r,
      statusName: labelOf(LOAN_STATUS, r.status),
    }));
  }),
  route(loanApplicationAreas, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const f = dateRange(areaFilter(caller, ctx.body, 'area_id'), 'apply_date', ctx.body);
    const { expr, children } = await childAreas(db, caller.scope.resolve(ctx.body.areaId), 'area_id');
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
  route(listInsurancePolicies, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'p.area_id');
    dateRange(f, 'p.start_date', b);
    equal(f, 'p.insurance_type', b.insuranceType);
    equal(f, 'p.insurer', b.insurer);
    if (b.claimed === 1) f.add('p.claim_amount > 0');
    if (b.claimed === 0) f.add('p.claim_amount = 0');
    if (b.keyword) {
      f.add(
        rowKeyword(f.p(containsPattern(b.keyword)), b.keyword, {
          a: 'p',
          table: 'insurance_policies',
          codes: ['policy_no'],
          farms: 'company',
        }),
      );
    }
    const order = orderBy(
      b,
      {
        startDate: 'p.start_date',
        insuredAmount: 'p.insured_amount',
        premium: 'p.premium',
        claimAmount: 'p.claim_amount',
      },
      'p.start_date DESC, p.id DESC',
      'p.id DESC',
    );
    return listPage(ctx, listInsurancePolicies, POLICY_SQL, f, order, (r: Row<typeof zInsurancePolicy>) => r);
  }),
];
