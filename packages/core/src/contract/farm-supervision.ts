import { z } from 'zod';
import { zId } from './common';
import { defineEndpoint } from './define';
import { ofRecord } from './scope';

// The supervision file of one farm as a municipal or district bureau keeps it (上海农场详情): what the
// registers of green certification, product testing, law enforcement, assessment, brands and subsidised
// insurance hold about the farm or its business entity.

const zGreenCert = z.object({
  certNo: z.string(),
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
});

const zDetection = z.object({
  sampleNo: z.string(),
  productName: z.string(),
  detectionItem: z.string(),
  detectionValue: z.number().nullable(),
  detectionLimit: z.number().nullable(),
  detectionUnit: z.string().nullable(),
  detectionTime: z.string(),
  /** 1 合格, 2 不合格. */
  detectionResult: z.number().int(),
  detectionResultName: z.string(),
  detectionOrg: z.string(),
});

const zCase = z.object({
  caseNo: z.string(),
  caseType: z.string(),
  filingDate: z.string(),
  closingDate: z.string().nullable(),
  /** 1 立案, 2 调查, 3 处罚决定, 4 结案. */
  status: z.number().int(),
  statusName: z.string(),
  penaltyAmount: z.number().nullable(),
  description: z.string(),
});

const zScore = z.object({
  scoreYear: z.number().int(),
  productionScore: z.number(),
  qualityScore: z.number(),
  creditScore: z.number(),
  benefitScore: z.number(),
  totalScore: z.number(),
  gradeName: z.string(),
  assessor: z.string(),
  assessDate: z.string(),
});

const zBrand = z.object({
  brandName: z.string(),
  productName: z.string(),
  brandTypeName: z.string(),
  /** 0 not listed; 1 国家级 … 4 区县级 brand catalogue. */
  brandLevel: z.number().int(),
  brandLevelName: z.string(),
  registerDate: z.string(),
});

const zPolicy = z.object({
  policyNo: z.string(),
  insuranceType: z.string(),
  insuredQuantity: z.number(),
  insuredUnit: z.string(),
  insuredAmount: z.number(),
  premium: z.number(),
  /** Share of the premium paid by public funds (0–1). */
  subsidyRatio: z.number(),
  /** Premium × subsidy ratio, in 元 (two decimals). */
  subsidyAmount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  claimAmount: z.number(),
  insurer: z.string(),
});

export const zFarmSupervisionProfile = z.object({
  farmId: z.number().int(),
  companyId: z.number().int(),
  /** Green, organic and geographical-indication certificates of the farm's entity, newest first. */
  greenCerts: z.array(zGreenCert),
  /** Product tests of the farm's samples in the 12 months up to today. */
  detections: z.object({
    since: z.string(),
    total: z.number().int(),
    failed: z.number().int(),
    /** Share passed in percent (two decimals); null without tests. */
    passRate: z.number().nullable(),
    /** The latest tests (at most 10). */
    latest: z.array(zDetection),
  }),
  /** Law-enforcement cases against the farm, newest filing first. */
  lawCases: z.array(zCase),
  /** The entity's yearly assessments, newest year first. */
  scores: z.array(zScore),
  brands: z.array(zBrand),
  /** The farm's agricultural insurance policies with the premium subsidy, newest first. */
  policies: z.array(zPolicy),
});

export const getFarmSupervisionProfile = defineEndpoint({
  path: '/api/nongwei/gov/farm/supervisionProfile',
  summary: '农场监管档案：绿色认证、产品检测、执法案件、考核评分、品牌与农业保险补贴',
  access: 'data:view',
  display: true,
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ farmId: zId }),
  result: zFarmSupervisionProfile,
});

export const farmSupervisionEndpoints = { getFarmSupervisionProfile };
