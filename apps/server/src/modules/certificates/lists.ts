import { listCertificatePrints, listCertificatesByArea } from '@fengshou/core/contract';
import type { HandlerContext } from '../../http/route';
import { qualifiedCertificatesImport } from '../../import/kinds/qualified-certificates';
import { rowKeyword } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import { CERT_SQL, type CertificateRow, presentCertificate } from './certificates-repo';

/** Signs /files URLs for the caller's area, so an <img> can load them without the token header. */
export const signer = (ctx: HandlerContext<unknown>) => (path: string) =>
  ctx.services.files.sign(path, ctx.session!.scope);

/** 承诺达标合格证 of an area, newest first; the ids of a page are found before its names are joined. */
export const certificateList = defineList<typeof listCertificatesByArea, CertificateRow>({
  endpoint: listCertificatesByArea,
  imports: qualifiedCertificatesImport,
  sql: { ...CERT_SQL, countFrom: 'qualified_certificates q', key: 'q.id' },
  area: 'q.area_id',
  filters: {
    farmId: 'q.farm_id',
    basis: 'q.basis',
    startDate: since('q.issue_date'),
    endDate: until('q.issue_date'),
  },
  keyword: (f, word, pattern) =>
    rowKeyword(f.p(pattern), word, {
      a: 'q',
      table: 'qualified_certificates',
      own: ['product_name', 'producer_name'],
      codes: ['cert_no', 'trace_code'],
    }),
  sorts: {
    issueDate: 'q.issue_date',
    quantity: 'q.quantity',
    printCount: 'q.print_count',
    productName: 'q.product_name',
  },
  order: 'q.issue_date DESC, q.id DESC',
  tieBreak: 'q.id DESC',
  // By area and basis alone the total is the certificates' tally, not a count of every certificate.
  tally: {
    sql: {
      countFrom: 'certificate_area_tallies q',
      count: 'coalesce(sum(q.n), 0)',
      pageFrom: 'qualified_certificates q',
    },
    unless: ['farmId', 'keyword', 'startDate', 'endDate'],
  },
  present: (r, pii, ctx) => presentCertificate(r, pii, signer(ctx)),
  exportColumns: {
    certNo: '合格证编号',
    productName: '产品',
    quantity: '数量',
    unit: '单位',
    companyName: '经营主体',
    producerName: '生产者',
    contactPhone: '联系电话',
    areaName: '产地',
    basisName: '承诺依据',
    issueDate: '开具日期',
    printCount: '已打印',
    traceCode: '追溯码',
  },
});

interface PrintRow {
  printId: number;
  certificateId: number;
  certNo: string;
  productName: string;
  farmName: string;
  printTime: string;
  copies: number;
  operator: string | null;
}

/** Prints of certificates, the latest first; the operator's name is masked without pii:view. */
export const certificatePrintList = defineList<typeof listCertificatePrints, PrintRow>({
  endpoint: listCertificatePrints,
  sql: {
    select: `p.id AS "printId", p.certificate_id AS "certificateId", q.cert_no AS "certNo", q.product_name AS "productName",
      f.farm_name AS "farmName", to_char(p.print_time, 'YYYY-MM-DD HH24:MI:SS') AS "printTime", p.copies, p.operator`,
    from: 'certificate_prints p JOIN qualified_certificates q ON q.id = p.certificate_id JOIN farms f ON f.id = q.farm_id',
    countFrom: 'certificate_prints p JOIN qualified_certificates q ON q.id = p.certificate_id',
    key: 'p.id',
  },
  area: 'q.area_id',
  filters: {
    certificateId: 'p.certificate_id',
    startDate: since('p.print_time'),
    endDate: until('p.print_time'),
  },
  order: 'p.print_time DESC, p.id DESC',
  tieBreak: 'p.id DESC',
  // By area alone the total is the prints' tally, not a count of every print.
  tally: {
    sql: {
      countFrom: 'certificate_print_tallies q',
      count: 'coalesce(sum(q.prints), 0)',
      pageFrom: 'certificate_prints p JOIN qualified_certificates q ON q.id = p.certificate_id',
    },
    unless: ['certificateId', 'startDate', 'endDate'],
  },
  present: (r, pii) => ({ ...r, operator: pii.name(r.operator, `print:${r.printId}`) }),
  exportColumns: {
    certNo: '合格证编号',
    productName: '产品',
    farmName: '经营主体',
    printTime: '打印时间',
    copies: '份数',
    operator: '操作人',
  },
});
