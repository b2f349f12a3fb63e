import {
  GREEN_CERT_TYPES,
  INSPECTION_RESULTS,
  INSPECTION_TYPES,
  LAW_CASE_STATUS,
  labelOf,
  listGreenCertificates,
  listInspections,
  listLawEnforcements,
  VALIDITY,
  type zGreenCertificate,
  type zInspection,
  type zLawCase,
} from '@fengshou/core/contract';
import { greenCertificatesImport } from '../../import/kinds/green-certificates';
import { rowKeyword } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';

/** The town and village columns every register ends with. */
const TOWN = { townName: '所在镇', areaName: '所在村' } as const;

const I = areaJoin('i');
const FARM = 'LEFT JOIN farms f ON f.id = i.farm_id LEFT JOIN companies c ON c.id = f.company_id';

/** Inspections of an area, newest first; the ids of a page are found before its areas are joined. */
export const inspectionList = defineList<
  typeof listInspections,
  Row<typeof zInspection, 'inspectionTypeName' | 'resultName'>
>({
  endpoint: listInspections,
  sql: {
    select: `i.id, i.farm_id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName",
      ${I.select}, i.inspection_type AS "inspectionType", to_char(i.inspect_date, 'YYYY-MM-DD') AS "inspectDate",
      i.inspector, i.result, i.remark`,
    from: `inspections i ${FARM} ${I.join}`,
    countFrom: `inspections i ${FARM}`,
    key: 'i.id',
  },
  area: 'i.area_id',
  filters: {
    startTime: since('i.inspect_date'),
    endTime: until('i.inspect_date'),
    farmId: 'i.farm_id',
    inspectionType: 'i.inspection_type',
    result: 'i.result',
  },
  keyword: (f, word, pattern) =>
    rowKeyword(f.p(pattern), word, { a: 'i', table: 'inspections', own: ['inspector'], farms: 'company' }),
  sorts: { inspectDate: 'i.inspect_date', farmName: 'f.farm_name', result: 'i.result' },
  order: 'i.inspect_date DESC, i.id DESC',
  tieBreak: 'i.id DESC',
  present: (r) => ({
    ...r,
    inspectionTypeName: labelOf(INSPECTION_TYPES, r.inspectionType),
    resultName: labelOf(INSPECTION_RESULTS, r.result),
  }),
  exportColumns: {
    inspectDate: '检查日期',
    inspectionTypeName: '检查类型',
    companyName: '被检查主体',
    farmName: '基地',
    inspector: '检查人',
    resultName: '结果',
    remark: '处理意见',
    ...TOWN,
  },
});

const G = areaJoin('g');

/** Green, organic and geographical-indication certificates; the credit code is masked without pii:view. */
export const greenCertificateList = defineList<
  typeof listGreenCertificates,
  Row<typeof zGreenCertificate, 'certTypeName' | 'validityName'>
>({
  endpoint: listGreenCertificates,
  imports: greenCertificatesImport,
  sql: {
    select: `g.id, g.cert_no AS "certNo", g.company_id AS "companyId", c.company_name AS "companyName",
      c.credit_code AS "creditCode", g.product_name AS "productName", g.cert_type AS "certType", g.output_t AS "outputT",
      to_char(g.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(g.expire_date, 'YYYY-MM-DD') AS "expireDate",
      CASE WHEN g.expire_date >= current_date THEN 1 ELSE 2 END AS validity, ${G.select}`,
    from: `green_certificates g JOIN companies c ON c.id = g.company_id ${G.join}`,
    countFrom: 'green_certificates g JOIN companies c ON c.id = g.company_id',
  },
  area: 'g.area_id',
  filters: {
    startTime: since('g.issue_date'),
    endTime: until('g.issue_date'),
    certType: 'g.cert_type',
    validity: (f, v) => f.add(v === 1 ? 'g.expire_date >= current_date' : 'g.expire_date < current_date'),
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(c.company_name ILIKE ${p} OR g.product_name ILIKE ${p} OR g.cert_no ILIKE ${p})`;
  },
  sorts: {
    issueDate: 'g.issue_date',
    expireDate: 'g.expire_date',
    outputT: 'g.output_t',
    companyName: 'c.company_name',
  },
  order: 'g.issue_date DESC, g.id DESC',
  tieBreak: 'g.id DESC',
  present: (r, pii) => ({
    ...r,
    creditCode: pii.code(r.creditCode, `greenCert:${r.id}`),
    certTypeName: labelOf(GREEN_CERT_TYPES, r.certType),
    validityName: labelOf(VALIDITY, r.validity),
  }),
  exportColumns: {
    certNo: '证书编号',
    companyName: '经营主体',
    creditCode: '统一社会信用代码',
    productName: '产品名称',
    certTypeName: '认证类型',
    outputT: '核准产量（吨）',
    issueDate: '发证日期',
    expireDate: '有效期至',
    validityName: '状态',
    ...TOWN,
  },
});

const L = areaJoin('l');

/** Law enforcement cases, newest filing first. */
export const lawEnforcementList = defineList<typeof listLawEnforcements, Row<typeof zLawCase, 'statusName'>>({
  endpoint: listLawEnforcements,
  sql: {
    select: `l.id, l.case_no AS "caseNo", l.case_type AS "caseType", l.farm_id AS "farmId", l.party_name AS "partyName",
      ${L.select}, to_char(l.filing_date, 'YYYY-MM-DD') AS "filingDate",
      to_char(l.closing_date, 'YYYY-MM-DD') AS "closingDate", l.status, l.penalty_amount AS "penaltyAmount", l.description`,
    from: `law_enforcements l ${L.join}`,
    countFrom: 'law_enforcements l',
  },
  area: 'l.area_id',
  filters: {
    startTime: since('l.filing_date'),
    endTime: until('l.filing_date'),
    status: 'l.status',
    caseType: 'l.case_type',
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(l.party_name ILIKE ${p} OR l.case_no ILIKE ${p})`;
  },
  sorts: { filingDate: 'l.filing_date', penaltyAmount: 'l.penalty_amount', status: 'l.status' },
  order: 'l.filing_date DESC, l.id DESC',
  tieBreak: 'l.id DESC',
  present: (r) => ({ ...r, statusName: labelOf(LAW_CASE_STATUS, r.status) }),
  exportColumns: {
    caseNo: '案件编号',
    caseType: '案由',
    partyName: '当事人',
    filingDate: '立案日期',
    statusName: '状态',
    penaltyAmount: '罚款（元）',
    closingDate: '结案日期',
    ...TOWN,
  },
});
