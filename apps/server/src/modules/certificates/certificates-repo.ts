import type { Queryable } from '../../db/client';
import type { PiiPolicy } from '../../query/pii';
import { orderBy, pageClause } from '../../query/sort';
import type { Filter } from '../../query/sql-filter';

/** The basis of a certificate's promise (qualified_certificates.basis). */
export const BASIS_NAMES: Record<number, string> = {
  1: '自行检测合格',
  2: '委托检测合格',
  3: '内部质量控制合格',
  4: '自我承诺合格',
};

/** The public page a certificate's QR code opens. */
export const tracePath = (code: string) => `/trace/${encodeURIComponent(code)}`;

export interface CertificateRow {
  certificateId: number;
  certNo: string;
  farmId: number;
  farmName: string;
  companyName: string;
  productName: string;
  quantity: number;
  unit: string;
  producerName: string;
  contactPhone: string | null;
  basis: number;
  issueDate: string;
  traceCode: string | null;
  printCount: number;
  areaId: number;
  areaName: string;
}

export const CERT_SELECT = `
  SELECT q.id AS "certificateId", q.cert_no AS "certNo", q.farm_id AS "farmId", f.farm_name AS "farmName",
         c.company_name AS "companyName", q.product_name AS "productName", q.quantity::float8 AS quantity, q.unit,
         q.producer_name AS "producerName", q.contact_phone AS "contactPhone", q.basis::int AS basis,
         to_char(q.issue_date, 'YYYY-MM-DD') AS "issueDate", q.trace_code AS "traceCode", q.print_count AS "printCount",
         q.area_id AS "areaId", a.name AS "areaName"
    FROM qualified_certificates q
    JOIN farms f ON f.id = q.farm_id
    JOIN companies c ON c.id = f.company_id
    JOIN areas a ON a.id = q.area_id`;

const SORTS = {
  issueDate: 'q.issue_date',
  quantity: 'q.quantity',
  printCount: 'q.print_count',
  productName: 'q.product_name',
};

/** A certificate as answers show it: the producer's phone masked without pii:view. */
export function presentCertificate(r: CertificateRow, pii: PiiPolicy, sign: (path: string) => string) {
  return {
    ...r,
    contactPhone: pii.phone(r.contactPhone, `certificate:${r.certificateId}`),
    basisName: BASIS_NAMES[r.basis] ?? '--',
    qrImageUrl: sign(`/files/qr/${r.certificateId}.svg`),
  };
}

/**
 * One page of certificates (alias q). The newest-first default walks the (area_id, issue_date DESC)
 * index; ids of the page are found first so the joins run only for the page's rows.
 */
export async function pageCertificates(
  q: Queryable,
  filter: Filter,
  page: { pageNo: number; pageSize: number; sortField?: string; sortOrder?: 'asc' | 'desc' },
  /** The filter names only the area and the basis: the total is the certificates' tally (migration 072). */
  tallied = false,
) {
  const where = filter.where();
  const [count] = await q.query<{ n: number }>(
    tallied
      ? `SELECT coalesce(sum(q.n), 0)::int AS n FROM certificate_area_tallies q ${where}`
      : `SELECT count(*)::int AS n FROM qualified_certificates q ${where}`,
    filter.params,
  );
  const order = orderBy(page, SORTS, 'q.issue_date DESC, q.id DESC', 'q.id DESC');
  const rows = await q.query<CertificateRow>(
    `WITH pg AS (SELECT q.id FROM qualified_certificates q ${where} ${order} ${pageClause(page)})
     ${CERT_SELECT} JOIN pg ON pg.id = q.id ${order}`,
    filter.params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Certificates with a trace code or certificate number. */
export function certificatesByCode(q: Queryable, code: string) {
  return q.query<CertificateRow>(
    `${CERT_SELECT} WHERE q.trace_code = $1 OR q.cert_no = $1 ORDER BY q.issue_date DESC, q.id DESC LIMIT 20`,
    [code],
  );
}
