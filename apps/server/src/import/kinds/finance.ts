import { LOAN_STATUS } from '@fengshou/core/contract';
import { areaColumn, farmColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/** Whose a policy or loan is: the farm (its area follows), else the area named, else the target. */
const holderColumns = [
  { ...farmColumn, note: '投保或借款的农场名称或其主体的统一社会信用代码；填写时归入农场所在区域' },
  { ...areaColumn, note: '不填时按所属农场确定，再不能确定的归入导入区域' },
];

/** Agricultural insurance policies, by policy number. */
export const insurancePoliciesImport = defineImportKind({
  kind: 'insurance-policies',
  label: '农业保险保单',
  group: '金融保险',
  uses: '农业保险台账、保险专题（保单数、保额、保费与补贴、理赔、承保机构）、经营主体报告',
  table: 'insurance_policies',
  key: ['policy_no'],
  keyLabel: '保单号',
  format: 'table',
  columns: [
    {
      header: '保单号',
      aliases: ['保险单号', 'policyNo'],
      column: 'policy_no',
      cell: { t: 'text', max: 64 },
      required: true,
      example: 'PICC3101512025030100001',
    },
    {
      header: '险种',
      aliases: ['保险险种', '保险产品', 'insuranceType'],
      column: 'insurance_type',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '水稻完全成本保险',
    },
    {
      header: '保险数量',
      aliases: ['承保数量', '投保数量', 'insuredQuantity'],
      column: 'insured_quantity',
      cell: { t: 'decimal', min: 0, max: 100_000_000 },
      required: true,
      example: '120',
    },
    {
      header: '单位',
      aliases: ['数量单位', 'insuredUnit'],
      column: 'insured_unit',
      cell: { t: 'text', max: 16 },
      required: true,
      example: '亩',
    },
    {
      header: '保额（元）',
      aliases: ['保险金额', '保额', 'insuredAmount'],
      column: 'insured_amount',
      cell: { t: 'decimal', min: 0, max: 999_999_999_999 },
      required: true,
      example: '144000',
    },
    {
      header: '保费（元）',
      aliases: ['保费', 'premium'],
      column: 'premium',
      cell: { t: 'decimal', min: 0, max: 9_999_999_999 },
      required: true,
      example: '6480',
    },
    {
      header: '保费补贴比例',
      aliases: ['补贴比例', '财政补贴比例', 'subsidyRatio'],
      column: 'subsidy_ratio',
      cell: { t: 'ratio' },
      required: true,
      example: '80%',
      note: '财政补贴占保费的比例：0.8、80%或80均为八成',
    },
    {
      header: '起保日期',
      aliases: ['保险起期', 'startDate'],
      column: 'start_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-03-01',
    },
    {
      header: '终保日期',
      aliases: ['保险止期', 'endDate'],
      column: 'end_date',
      cell: { t: 'date' },
      required: true,
      example: '2026-02-28',
    },
    {
      header: '赔款（元）',
      aliases: ['理赔金额', '赔款', 'claimAmount'],
      column: 'claim_amount',
      cell: { t: 'decimal', min: 0, max: 999_999_999_999 },
      fallback: '0',
      example: '0',
      note: '理赔后重新导入同一保单号即可更新',
    },
    {
      header: '承保机构',
      aliases: ['保险公司', 'insurer'],
      column: 'insurer',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '安信农业保险',
    },
    ...holderColumns,
  ],
  check: (r) =>
    String(r.end_date) < String(r.start_date)
      ? { field: '终保日期', reason: '终保日期不能早于起保日期' }
      : undefined,
});

/** Agricultural loans, by loan number. */
export const loansImport = defineImportKind({
  kind: 'loans',
  label: '涉农贷款',
  group: '金融保险',
  uses: '涉农贷款台账、贷款申请（按下级区域）、金融专题（放款额、笔数、利率、贷款状态）、经营主体报告',
  table: 'loans',
  key: ['loan_no'],
  keyLabel: '贷款编号',
  format: 'table',
  columns: [
    {
      header: '贷款编号',
      aliases: ['合同编号', '借据号', 'loanNo'],
      column: 'loan_no',
      cell: { t: 'text', max: 64 },
      required: true,
      example: 'DK310151202503010001',
    },
    {
      header: '贷款银行',
      aliases: ['银行', '放款机构', 'bankName'],
      column: 'bank_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '上海农商银行',
    },
    {
      header: '贷款产品',
      aliases: ['贷款类型', 'loanType'],
      column: 'loan_type',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '惠农e贷',
    },
    {
      header: '金额（元）',
      aliases: ['贷款金额', '金额', 'amount'],
      column: 'amount',
      cell: { t: 'decimal', min: 0, max: 999_999_999_999 },
      required: true,
      example: '500000',
    },
    {
      header: '年利率（%）',
      aliases: ['年利率', '利率', 'annualRate'],
      column: 'annual_rate',
      cell: { t: 'decimal', min: 0, max: 100 },
      required: true,
      example: '3.45',
      note: '填百分数的数值，如3.45表示3.45%',
    },
    {
      header: '期限（月）',
      aliases: ['贷款期限', '期限', 'termMonths'],
      column: 'term_months',
      cell: { t: 'int', min: 1, max: 600 },
      required: true,
      example: '12',
    },
    {
      header: '申请日期',
      aliases: ['applyDate'],
      column: 'apply_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-03-01',
    },
    {
      header: '放款日期',
      aliases: ['发放日期', 'grantDate'],
      column: 'grant_date',
      cell: { t: 'date' },
      example: '2025-03-10',
      note: '已放款、已结清的贷款必填',
    },
    {
      header: '状态',
      aliases: ['贷款状态', 'status'],
      column: 'status',
      cell: enumOf(LOAN_STATUS),
      required: true,
      example: '已放款',
    },
    {
      header: '用途',
      aliases: ['贷款用途', 'purpose'],
      column: 'purpose',
      cell: { t: 'text', max: 200 },
      example: '购买农资',
    },
    ...holderColumns,
  ],
  check: (r) => {
    if (r.grant_date === null)
      return r.status === 2 || r.status === 3
        ? { field: '放款日期', reason: '已放款或已结清的贷款须填写放款日期' }
        : undefined;
    return String(r.grant_date) < String(r.apply_date)
      ? { field: '放款日期', reason: '放款日期不能早于申请日期' }
      : undefined;
  },
});
