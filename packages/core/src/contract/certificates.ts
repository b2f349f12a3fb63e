import { z } from 'zod';
import { pageOf, zAreaId, zAreaLevel, zDate, zDateTime, zId, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, ofRecord } from './scope';

const zArea = { areaId: zAreaId.optional(), areaLevel: zAreaLevel.optional() };

/** A 承诺达标合格证 (qualified certificate); the contact phone is masked without pii:view. */
export const zCertificate = z.object({
  certificateId: z.number().int(),
  certNo: z.string(),
  farmId: z.number().int(),
  farmName: z.string(),
  companyName: z.string(),
  productName: z.string(),
  quantity: z.number(),
  unit: z.string(),
  producerName: z.string(),
  contactPhone: z.string().nullable(),
  basis: z.number().int(),
  basisName: z.string(),
  issueDate: z.string(),
  traceCode: z.string().nullable(),
  printCount: z.number().int(),
  areaId: z.number(),
  areaName: z.string(),
  /** The certificate's QR picture (opens the public trace page). */
  qrImageUrl: z.string(),
});

export const listCertificatesByArea = defineEndpoint({
  path: '/api/produce/gov/certificate/listByArea',
  summary: '合格证列表（按区域或农场）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zArea,
    farmId: zId.optional(),
    keyword: zLine(64).optional(),
    startDate: zDate.optional(),
    endDate: zDate.optional(),
    /** 1–4: the basis of the promise (自行检测 … 自我承诺). */
    basis: z.number().int().min(1).max(4).optional(),
    ...zSortOf(['issueDate', 'quantity', 'printCount', 'productName']),
  }),
  result: pageOf(zCertificate),
});

export const listNewestCertificates = defineEndpoint({
  path: '/api/produce/gov/certificate/listNewestByArea',
  summary: '最新开具的合格证',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zArea, limit: z.number().int().min(1).max(50).default(10) }),
  result: z.array(zCertificate),
});

export const getCertificateWhiteListDetail = defineEndpoint({
  path: '/api/produce/gov/certificate/whiteListDetail',
  summary: '合格证白名单主体详情',
  access: 'data:view',
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ farmId: zId }),
  result: z.object({
    farmId: z.number().int(),
    farmName: z.string(),
    companyName: z.string(),
    /** On the traceability white list (trace flag 1). */
    whiteListed: z.boolean(),
    certificateCount: z.number().int(),
    printCopies: z.number().int(),
    traceCodeCount: z.number().int(),
    firstIssueDate: z.string().nullable(),
    lastIssueDate: z.string().nullable(),
    products: z.array(z.object({ productName: z.string(), certificateCount: z.number().int() })),
  }),
});

export const getOrAddCertificateQrCode = defineEndpoint({
  path: '/api/produce/gov/certificate/qrCodeUrl',
  summary: '获取或生成合格证二维码地址（无追溯码时赋码）',
  access: 'certificate:print',
  scope: { certificateId: ofRecord('certificate') },
  body: z.strictObject({ certificateId: zId }),
  result: z.object({
    certificateId: z.number().int(),
    traceCode: z.string(),
    /** Public page the QR code opens. */
    traceUrl: z.string(),
    qrImageUrl: z.string(),
    created: z.boolean(),
  }),
});

export const listCertificatePrints = defineEndpoint({
  path: '/api/produce/gov/certificate/printRecords',
  summary: '合格证打印记录',
  access: 'data:view',
  scope: { ...AREA_SCOPE, certificateId: ofRecord('certificate') },
  body: z.strictObject({
    ...zPaging,
    ...zArea,
    certificateId: zId.optional(),
    startDate: zDate.optional(),
    endDate: zDate.optional(),
  }),
  result: pageOf(
    z.object({
      printId: z.number().int(),
      certificateId: z.number().int(),
      certNo: z.string(),
      productName: z.string(),
      farmName: z.string(),
      printTime: zDateTime,
      copies: z.number().int(),
      operator: z.string().nullable(),
    }),
  ),
});

export const recordCertificatePrint = defineEndpoint({
  path: '/api/produce/gov/certificate/recordPrint',
  summary: '登记合格证打印',
  access: 'certificate:print',
  scope: { certificateIds: ofRecord('certificate') },
  body: z.strictObject({
    certificateIds: z.array(zId).min(1, '请选择合格证').max(100),
    copies: z.number().int().min(1).max(100),
  }),
  result: z.object({ printed: z.number().int(), copies: z.number().int() }),
});

const zCode = z
  .string()
  .trim()
  .min(6, '追溯码至少6位')
  .max(64)
  .regex(/^[0-9A-Za-z-]+$/, '追溯码只含字母、数字和短横线');

const zTraceInspection = z.object({
  inspectDate: z.string(),
  inspectionTypeName: z.string(),
  resultName: z.string(),
});

export const resolveTraceCode = defineEndpoint({
  path: '/api/produce/gov/traceCode/resolve',
  summary: '追溯码查询：产品、主体、合格证、检查与扫码',
  access: 'data:view',
  scope: { code: ofRecord('traceCode') },
  body: z.strictObject({ code: zCode }),
  result: z.object({
    traceCode: z.string().nullable(),
    productName: z.string(),
    batchNo: z.string().nullable(),
    createTime: z.string().nullable(),
    farm: z.object({
      farmId: z.number().int(),
      farmName: z.string(),
      companyId: z.number().int(),
      companyName: z.string(),
      creditCode: z.string().nullable(),
      address: z.string().nullable(),
      areaName: z.string(),
    }),
    certificates: z.array(zCertificate),
    inspections: z.array(zTraceInspection.extend({ inspector: z.string().nullable() })),
    scans: z.object({
      total: z.number().int(),
      lastScanDate: z.string().nullable(),
      byMonth: z.array(z.object({ month: z.string(), scans: z.number().int() })),
    }),
  }),
});

export const publicTrace = defineEndpoint({
  path: '/api/produce/gov/traceCode/public',
  summary: '消费者扫码查询（公开，限流）',
  access: 'public',
  body: z.strictObject({ code: zCode }),
  result: z.object({
    productName: z.string(),
    batchNo: z.string().nullable(),
    certNo: z.string().nullable(),
    issueDate: z.string().nullable(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    basisName: z.string().nullable(),
    producerName: z.string(),
    /** Town and village only, never the street address. */
    origin: z.string(),
    inspections: z.array(zTraceInspection),
    /** Times this code was looked up, this one included. */
    scanCount: z.number().int(),
  }),
});

/** Certificates and traceability (spec §7 Certificates). */
export const certificateEndpoints = {
  listCertificatesByArea,
  listNewestCertificates,
  getCertificateWhiteListDetail,
  getOrAddCertificateQrCode,
  listCertificatePrints,
  recordCertificatePrint,
  resolveTraceCode,
  publicTrace,
};
