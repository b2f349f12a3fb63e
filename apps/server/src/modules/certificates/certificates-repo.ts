import { CERTIFICATE_BASIS } from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import type { PiiPolicy } from '../../query/pii';

/** The basis of a certificate's promise (qualified_certificates.basis). */
export const BASIS_NAMES: Record<number, string> = CERTIFICATE_BASIS;

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

/** A certificate row with its farm, company and area names (alias q), as CertificateRow. */
export const CERT_SQL = {
  select: `q.id AS "certificateId", q.cert_no AS "certNo", q.farm_id AS "farmId", f.farm_name AS "farmName",
         c.company_name AS "companyName", q.product_name AS "productName", q.quantity::float8 AS quantity, q.unit,
         q.producer_name AS "producerName", q.contact_phone AS "contactPhone", q.basis::int AS basis,
         to_char(q.issue_date, 'YYYY-MM-DD') AS "issueDate", q.trace_code AS "traceCode", q.print_count AS "printCount",
         q.area_id AS "areaId", a.name AS "areaName"`,
  from: `qualified_certificates q
    JOIN farms f ON f.id = q.farm_id
    JOIN companies c ON c.id = f.company_id
    JOIN areas a ON a.id = q.area_id`,
};

export const CERT_SELECT = `SELECT ${CERT_SQL.select} FROM ${CERT_SQL.from}`;

/** A certificate as answers show it: the producer's phone masked without pii:view. */
export function presentCertificate(r: CertificateRow, pii: PiiPolicy, sign: (path: string) => string) {
  return {
    ...r,
    contactPhone: pii.phone(r.contactPhone, `certificate:${r.certificateId}`),
    basisName: BASIS_NAMES[r.basis] ?? '--',
    qrImageUrl: sign(`/files/qr/${r.certificateId}.svg`),
  };
}

/** Certificates with a trace code or certificate number. */
export function certificatesByCode(q: Queryable, code: string) {
  return q.query<CertificateRow>(
    `${CERT_SELECT} WHERE q.trace_code = $1 OR q.cert_no = $1 ORDER BY q.issue_date DESC, q.id DESC LIMIT 20`,
    [code],
  );
}
