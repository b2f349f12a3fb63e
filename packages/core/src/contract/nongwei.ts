import { z } from 'zod';
import { zAreaFilter, zCode, zDateRange, zListKeyword, zRowArea } from './area-list';
import { pageOf, zId, zLine, zPaging, zSortOf } from './common';
import { aliasEndpoint, defineEndpoint } from './define';
import { getAnimalStatistics } from './livestock';
import { AREA_SCOPE, ofRecord } from './scope';

// Nongwei (农委) supervision: inspections, green certificates, law enforcement, livestock statistics and
// machinery. Every list is limited to the caller's area; personal data is masked without pii:view.

export const zInspection = z.object({
  id: z.number().int(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  companyName: z.string().nullable(),
  ...zRowArea,
  /** 1 农药残留抽检, 2 投入品检查, 3 生产记录检查, 4 动物防疫检查. */
  inspectionType: z.number().int(),
  inspectionTypeName: z.string(),
  inspectDate: z.string(),
  inspector: z.string(),
  /** 1 合格, 2 限期整改, 3 不合格. */
  result: z.number().int(),
  resultName: z.string(),
  remark: z.string().nullable(),
});

export const listInspections = defineEndpoint({
  path: '/api/nongwei/gov/inspection/list',
  summary: '监督检查记录',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    farmId: zId.optional(),
    inspectionType: zCode(4),
    result: zCode(3),
    keyword: zListKeyword,
    ...zSortOf(['inspectDate', 'farmName', 'result']),
  }),
  result: pageOf(zInspection),
});

/** Counts of one inspection type (or all) in the period. */
export const zInspectionStat = z.object({
  inspectionType: z.number().int(),
  inspectionTypeName: z.string(),
  total: z.number().int(),
  passed: z.number().int(),
  rectify: z.number().int(),
  failed: z.number().int(),
  /** Share of 合格 in percent, 2 decimals. */
  passRate: z.number(),
});

export const inspectionStatistics = defineEndpoint({
  path: '/api/nongwei/gov/inspection/statistics',
  summary: '监督检查统计（按检查类型）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter, ...zDateRange }),
  result: z.array(zInspectionStat),
});

export const zGreenCertificate = z.object({
  id: z.number().int(),
  certNo: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** Unified social credit code, masked without pii:view. */
  creditCode: z.string().nullable(),
  productName: z.string(),
  /** 1 绿色食品, 2 有机农产品, 3 地理标志农产品. */
  certType: z.number().int(),
  certTypeName: z.string(),
  outputT: z.number().nullable(),
  issueDate: z.string(),
  expireDate: z.string(),
  /** 1 有效, 2 已过期 (on the server's today). */
  validity: z.number().int(),
  validityName: z.string(),
  ...zRowArea,
});

export const listGreenCertificates = defineEndpoint({
  path: '/api/nongwei/gov/greenCert/list',
  summary: '绿色认证（绿色食品、有机、地理标志）名录',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    certType: zCode(3),
    validity: z.number().int().min(1).max(2).optional(),
    keyword: zListKeyword,
    ...zSortOf(['issueDate', 'expireDate', 'outputT', 'companyName']),
  }),
  result: pageOf(zGreenCertificate),
});

export const greenCertStatistics = defineEndpoint({
  path: '/api/nongwei/gov/greenCert/statistics',
  summary: '绿色认证统计（按认证类型）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter }),
  result: z.array(
    z.object({
      certType: z.number().int(),
      certTypeName: z.string(),
      total: z.number().int(),
      valid: z.number().int(),
      companies: z.number().int(),
      outputT: z.number(),
    }),
  ),
});

export const zLawCase = z.object({
  id: z.number().int(),
  caseNo: z.string(),
  caseType: z.string(),
  farmId: z.number().int().nullable(),
  partyName: z.string(),
  ...zRowArea,
  filingDate: z.string(),
  closingDate: z.string().nullable(),
  /** 1 立案, 2 调查, 3 处罚决定, 4 结案. */
  status: z.number().int(),
  statusName: z.string(),
  penaltyAmount: z.number().nullable(),
  description: z.string(),
});

export const listLawEnforcements = defineEndpoint({
  path: '/api/nongwei/gov/lawEnforcement/list',
  summary: '农业执法监管案件',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    status: zCode(4),
    caseType: zLine(32).optional(),
    keyword: zListKeyword,
    ...zSortOf(['filingDate', 'penaltyAmount', 'status']),
  }),
  result: pageOf(zLawCase),
});

/** One row of the supervision table: a child area's inspections, patrols and cases in the period. */
export const zSupervisionRow = z.object({
  areaId: z.number(),
  areaName: z.string(),
  inspections: z.number().int(),
  passed: z.number().int(),
  passRate: z.number(),
  patrols: z.number().int(),
  patrolIssues: z.number().int(),
  patrolKm: z.number(),
  lawCases: z.number().int(),
  lawClosed: z.number().int(),
  penaltyAmount: z.number(),
});

export const supervisionAreaTable = defineEndpoint({
  path: '/api/nongwei/gov/supervision/areaTable',
  summary: '监管统计表（按下级区域）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zAreaFilter,
    ...zDateRange,
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(1000).default(50),
  }),
  result: pageOf(zSupervisionRow),
});

// Spec §7 places "pig and animal statistics" under Nongwei. Animal statistics is the livestock group's call
// (same body and answer) at the nongwei path; pig statistics adds the breakdown by child area.

export const getNongweiAnimalStatistics = aliasEndpoint(
  getAnimalStatistics,
  '/api/nongwei/gov/animal/statistics',
);

export const getPigStatistics = defineEndpoint({
  path: '/api/nongwei/gov/pig/statistics',
  summary: '生猪统计：存栏（按下级区域）、今年出栏与死亡、近12个月佩标、出栏与死亡',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter }),
  result: z.object({
    onHand: z.number().int(),
    outYear: z.number().int(),
    deadYear: z.number().int(),
    tagsYear: z.number().int(),
    farmCount: z.number().int(),
    byArea: z.array(
      z.object({
        areaId: z.number(),
        areaName: z.string(),
        onHand: z.number().int(),
        farmCount: z.number().int(),
      }),
    ),
    monthly: z.array(
      z.object({
        month: z.string(),
        tagged: z.number().int(),
        out: z.number().int(),
        dead: z.number().int(),
      }),
    ),
  }),
});

/**
 * The nongwei service group: supervision, pig and animal statistics (served by the livestock module, whose
 * ear-tag register they count); machinery is in machinery.ts.
 */
export const nongweiEndpoints = {
  listInspections,
  inspectionStatistics,
  listGreenCertificates,
  greenCertStatistics,
  listLawEnforcements,
  supervisionAreaTable,
  getNongweiAnimalStatistics,
  getPigStatistics,
};
