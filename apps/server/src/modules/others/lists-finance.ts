import {
  LOAN_STATUS,
  labelOf,
  listInsurancePolicies,
  listLoans,
  type zInsurancePolicy,
  type zLoan,
} from '@fengshou/core/contract';
import { insurancePoliciesImport, loansImport } from '../../import/kinds/finance';
import { rowKeyword } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';

/** The town and village columns every register ends with. */
export const TOWN = { townName: '所在镇', areaName: '所在村' } as const;

const FARM = (t: string) =>
  `LEFT JOIN farms f ON f.id = ${t}.farm_id LEFT JOIN companies c ON c.id = f.company_id`;
const FARM_REF = `f.farm_name AS "farmName", c.company_name AS "companyName"`;
const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

const L = areaJoin('l');

/** Agricultural loans, the latest application first. */
export const loanList = defineList<typeof listLoans, Row<typeof zLoan, 'statusName'>>({
  endpoint: listLoans,
  imports: loansImport,
  sql: {
    select: `l.id, l.loan_no AS "loanNo", l.farm_id AS "farmId", ${FARM_REF}, ${L.select}, l.bank_name AS "bankName",
      l.loan_type AS "loanType", l.amount, l.annual_rate AS "annualRate", l.term_months AS "termMonths",
      ${DAY('l.apply_date')} AS "applyDate", ${DAY('l.grant_date')} AS "grantDate", l.status, l.purpose`,
    from: `loans l ${FARM('l')} ${L.join}`,
    countFrom: `loans l ${FARM('l')}`,
    key: 'l.id',
  },
  area: 'l.area_id',
  filters: {
    startTime: since('l.apply_date'),
    endTime: until('l.apply_date'),
    status: 'l.status',
    bankName: 'l.bank_name',
    loanType: 'l.loan_type',
  },
  keyword: (f, word, pattern) =>
    rowKeyword(f.p(pattern), word, { a: 'l', table: 'loans', codes: ['loan_no'], farms: 'company' }),
  sorts: { applyDate: 'l.apply_date', amount: 'l.amount', annualRate: 'l.annual_rate' },
  order: 'l.apply_date DESC, l.id DESC',
  tieBreak: 'l.id DESC',
  present: (r) => ({ ...r, statusName: labelOf(LOAN_STATUS, r.status) }),
  exportColumns: {
    loanNo: '贷款编号',
    companyName: '借款主体',
    bankName: '贷款银行',
    loanType: '贷款产品',
    amount: '金额（元）',
    annualRate: '年利率（%）',
    termMonths: '期限（月）',
    applyDate: '申请日期',
    statusName: '状态',
    purpose: '用途',
    ...TOWN,
  },
});

const P = areaJoin('p');

/** Agricultural insurance policies, the latest start first. */
export const insurancePolicyList = defineList<typeof listInsurancePolicies, Row<typeof zInsurancePolicy>>({
  endpoint: listInsurancePolicies,
  imports: insurancePoliciesImport,
  sql: {
    select: `p.id, p.policy_no AS "policyNo", p.farm_id AS "farmId", ${FARM_REF}, ${P.select},
      p.insurance_type AS "insuranceType", p.insured_quantity AS "insuredQuantity", p.insured_unit AS "insuredUnit",
      p.insured_amount AS "insuredAmount", p.premium, p.subsidy_ratio AS "subsidyRatio", ${DAY('p.start_date')} AS "startDate",
      ${DAY('p.end_date')} AS "endDate", p.claim_amount AS "claimAmount", p.insurer`,
    from: `insurance_policies p ${FARM('p')} ${P.join}`,
    countFrom: `insurance_policies p ${FARM('p')}`,
    key: 'p.id',
  },
  area: 'p.area_id',
  filters: {
    startTime: since('p.start_date'),
    endTime: until('p.start_date'),
    insuranceType: 'p.insurance_type',
    insurer: 'p.insurer',
    claimed: (f, v) => f.add(v === 1 ? 'p.claim_amount > 0' : 'p.claim_amount = 0'),
  },
  keyword: (f, word, pattern) =>
    rowKeyword(f.p(pattern), word, {
      a: 'p',
      table: 'insurance_policies',
      codes: ['policy_no'],
      farms: 'company',
    }),
  sorts: {
    startDate: 'p.start_date',
    insuredAmount: 'p.insured_amount',
    premium: 'p.premium',
    claimAmount: 'p.claim_amount',
  },
  order: 'p.start_date DESC, p.id DESC',
  tieBreak: 'p.id DESC',
  exportColumns: {
    policyNo: '保单号',
    companyName: '投保主体',
    insuranceType: '险种',
    insuredQuantity: '保险数量',
    insuredUnit: '单位',
    insuredAmount: '保额（元）',
    premium: '保费（元）',
    startDate: '起保日期',
    endDate: '终保日期',
    claimAmount: '赔款（元）',
    insurer: '承保机构',
    ...TOWN,
  },
});
