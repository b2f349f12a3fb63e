import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  getCertificateWhiteListDetail,
  getOrAddCertificateQrCode,
  listNewestCertificates,
  publicTrace,
  recordCertificatePrint,
  resolveTraceCode,
} from '@fengshou/core/contract';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { PiiPolicy } from '../../query/pii';
import { invalidateMetricAreas } from '../archive/engine';
import {
  BASIS_NAMES,
  CERT_SELECT,
  type CertificateRow,
  certificatesByCode,
  presentCertificate,
  tracePath,
} from './certificates-repo';
import { certificateList, certificatePrintList, signer } from './lists';
import { RateLimiter } from './rate-limit';
import { countScan, findTrace, recentInspections, scansOf, traceFarm } from './trace-repo';

// A consumer scans a code a few times; 30 lookups a minute per address leaves room for a family at one
// shop and stops a script walking the code space.
/** Figures a print changes: copies printed per month and per certificate. */
const PRINT_METRICS: ReadonlySet<string> = new Set(['certPrintCopies', 'certPrintCount']);
const publicLimiter = new RateLimiter(30, 60_000);

/** Handlers of certificates and traceability. */
export const certificateRoutes: Route[] = [
  listRoute(certificateList),
  listRoute(certificatePrintList),
  route(listNewestCertificates, async (ctx) => {
    const caller = callerOf(ctx);
    const [lo, hi] = areaOf(ctx).range;
    const rows = await ctx.services.db.query<CertificateRow>(
      `WITH pg AS (SELECT id FROM qualified_certificates WHERE area_id BETWEEN $1 AND $2 AND issue_date <= current_date
                   ORDER BY issue_date DESC, id DESC LIMIT $3)
       ${CERT_SELECT} JOIN pg ON pg.id = q.id ORDER BY q.issue_date DESC, q.id DESC`,
      [lo, hi, ctx.body.limit],
    );
    const pii = new PiiPolicy(caller, listNewestCertificates.path);
    const list = rows.map((r) => presentCertificate(r, pii, signer(ctx)));
    await pii.log(ctx);
    return list;
  }),
  route(getCertificateWhiteListDetail, async (ctx) => {
    const { db } = ctx.services;
    const [r] = await db.query<{
      farmName: string;
      companyName: string;
      traceFlag: number;
      certificateCount: number;
      printCopies: number;
      traceCodeCount: number;
      firstIssueDate: string | null;
      lastIssueDate: string | null;
    }>(
      `SELECT f.farm_name AS "farmName", c.company_name AS "companyName", f.trace_flag::int AS "traceFlag",
              (SELECT count(*)::int FROM qualified_certificates WHERE farm_id = f.id) AS "certificateCount",
              (SELECT coalesce(sum(p.copies), 0)::int FROM certificate_prints p JOIN qualified_certificates q ON q.id = p.certificate_id
                WHERE q.farm_id = f.id) AS "printCopies",
              (SELECT count(*)::int FROM trace_codes WHERE farm_id = f.id) AS "traceCodeCount",
              (SELECT to_char(min(issue_date), 'YYYY-MM-DD') FROM qualified_certificates WHERE farm_id = f.id) AS "firstIssueDate",
              (SELECT to_char(max(issue_date), 'YYYY-MM-DD') FROM qualified_certificates WHERE farm_id = f.id) AS "lastIssueDate"
         FROM farms f JOIN companies c ON c.id = f.company_id WHERE f.id = $1`,
      [ctx.body.farmId],
    );
    const products = await db.query<{ productName: string; certificateCount: number }>(
      `SELECT product_name AS "productName", count(*)::int AS "certificateCount" FROM qualified_certificates
        WHERE farm_id = $1 GROUP BY product_name ORDER BY 2 DESC, 1`,
      [ctx.body.farmId],
    );
    const { traceFlag, ...rest } = r!;
    return { farmId: ctx.body.farmId, ...rest, whiteListed: traceFlag === 1, products };
  }),
  route(getOrAddCertificateQrCode, async (ctx) => {
    return ctx.services.db.tx(async (q) => {
      const [cert] = await q.query<{
        id: number;
        farmId: number;
        areaId: number;
        productName: string;
        issueDate: string;
        certNo: string;
        traceCode: string | null;
      }>(
        `SELECT id, farm_id AS "farmId", area_id AS "areaId", product_name AS "productName",
                to_char(issue_date, 'YYYYMMDD') AS "issueDate", cert_no AS "certNo", trace_code AS "traceCode"
           FROM qualified_certificates WHERE id = $1 FOR UPDATE`,
        [ctx.body.certificateId],
      );
      if (!cert) throw badParams(['certificateId'], '合格证不存在');
      let code = cert.traceCode;
      const created = code === null;
      if (code === null) {
        // Same shape as issued codes: county code, issue date and the trace code's serial.
        const [t] = await q.query<{ id: number }>(
          `INSERT INTO trace_codes (trace_code, farm_id, area_id, product_name, batch_no, create_time)
           VALUES ('pending-' || $1, $2, $3, $4, $5, now()) RETURNING id`,
          [cert.id, cert.farmId, cert.areaId, cert.productName, `${cert.issueDate}-${cert.certNo.slice(-3)}`],
        );
        code = `${String(cert.areaId).slice(0, 6)}${cert.issueDate}${String(t!.id).padStart(6, '0')}`;
        await q.query('UPDATE trace_codes SET trace_code = $1 WHERE id = $2', [code, t!.id]);
        await q.query('UPDATE qualified_certificates SET trace_code = $1 WHERE id = $2', [code, cert.id]);
      }
      return {
        certificateId: cert.id,
        traceCode: code,
        traceUrl: `${ctx.host ? `//${ctx.host}` : ''}${tracePath(code)}`,
        qrImageUrl: signer(ctx)(`/files/qr/${cert.id}.svg`),
        created,
      };
    });
  }),
  route(recordCertificatePrint, async (ctx) => {
    const caller = callerOf(ctx);
    const ids = [...new Set(ctx.body.certificateIds)];
    const printed = await ctx.services.db.tx(async (q) => {
      const found = await q.query<{ id: number; areaId: string }>(
        'SELECT id, area_id AS "areaId" FROM qualified_certificates WHERE id = ANY($1::int[]) FOR UPDATE',
        [ids],
      );
      if (found.length !== ids.length) throw badParams(['certificateIds'], '合格证不存在');
      const [user] = await q.query<{ name: string }>(
        'SELECT coalesce(nickname, login_name) AS name FROM government_users WHERE id = $1',
        [caller.userId],
      );
      await q.query(
        `INSERT INTO certificate_prints (certificate_id, print_time, copies, operator)
         SELECT id, now(), $2, $3 FROM unnest($1::int[]) AS id`,
        [ids, ctx.body.copies, user?.name ?? null],
      );
      await q.query(
        'UPDATE qualified_certificates SET print_count = print_count + $2 WHERE id = ANY($1::int[])',
        [ids, ctx.body.copies],
      );
      return { areas: [...new Set(found.map((f) => Number(f.areaId)))] };
    });
    // The usage report and print figures of those areas count the new copies at once.
    for (const area of printed.areas) invalidateMetricAreas(ctx.services.db, PRINT_METRICS, area);
    return { printed: ids.length, copies: ids.length * ctx.body.copies };
  }),
  route(resolveTraceCode, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const trace = await findTrace(db, ctx.body.code);
    if (!trace) throw badParams(['code'], '追溯码不存在');
    const pii = new PiiPolicy(caller, resolveTraceCode.path);
    const farm = (await traceFarm(db, trace.farmId))!;
    const certs = trace.traceCode
      ? await certificatesByCode(db, trace.traceCode)
      : await certificatesByCode(db, ctx.body.code);
    const inspections = await recentInspections(db, trace.farmId, 10);
    const result = {
      traceCode: trace.traceCode,
      productName: trace.productName,
      batchNo: trace.batchNo,
      createTime: trace.createTime,
      farm: {
        farmId: farm.farmId,
        farmName: farm.farmName,
        companyId: farm.companyId,
        companyName: farm.companyName,
        creditCode: pii.code(farm.creditCode, `farm:${farm.farmId}`),
        address: farm.address,
        areaName: farm.areaName,
      },
      certificates: certs.map((c) => presentCertificate(c, pii, signer(ctx))),
      inspections: inspections.map(({ inspectionId, ...i }) => ({
        ...i,
        inspector: pii.name(i.inspector, `inspection:${inspectionId}`),
      })),
      scans: await scansOf(db, trace.id),
    };
    await pii.log(ctx);
    return result;
  }),
  route(publicTrace, async (ctx) => {
    if (!publicLimiter.take(ctx.ip ?? 'unknown')) {
      throw new RespError(RespCode.SERVER_BUSY, '查询过于频繁，请稍后再试');
    }
    const { db } = ctx.services;
    const trace = await findTrace(db, ctx.body.code);
    if (!trace) throw badParams(['code'], '未查到该追溯码，请核对后重试');
    const farm = (await traceFarm(db, trace.farmId))!;
    const [cert] = await certificatesByCode(db, trace.traceCode ?? ctx.body.code);
    const inspections = await recentInspections(db, trace.farmId, 5);
    const scanCount = trace.id === null ? 0 : await db.tx((q) => countScan(q, trace.id!, trace.areaId));
    // Only what the printed certificate already tells a buyer: no phone, no credit code, no street address.
    return {
      productName: trace.productName,
      batchNo: trace.batchNo,
      certNo: cert?.certNo ?? null,
      issueDate: cert?.issueDate ?? null,
      quantity: cert?.quantity ?? null,
      unit: cert?.unit ?? null,
      basisName: cert ? (BASIS_NAMES[cert.basis] ?? null) : null,
      producerName: farm.companyName,
      origin: farm.origin,
      inspections: inspections.map(({ inspectDate, inspectionTypeName, resultName }) => ({
        inspectDate,
        inspectionTypeName,
        resultName,
      })),
      scanCount,
    };
  }),
];
