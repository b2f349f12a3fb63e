import { z } from 'zod';
import { zAreaFilter, zCode, zDateRange, zListKeyword, zRowArea } from './area-list';
import { pageOf, zId, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, ofRecord } from './scope';

// The "others" service group: rural finance (loans, insurance), high-standard farmland facilities and
// their repair orders, land quality samples, and the app's certificate QR examples.

const zFarmRef = {
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  companyName: z.string().nullable(),
};

export const zLoan = z.object({
  id: z.number().int(),
  loanNo: z.string(),
  ...zFarmRef,
  ...zRowArea,
  bankName: z.string(),
  loanType: z.string(),
  amount: z.number(),
  annualRate: z.number(),
  termMonths: z.number().int(),
  applyDate: z.string(),
  grantDate: z.string().nullable(),
  /** 1 申请中, 2 已放款, 3 已结清, 4 未通过. */
  status: z.number().int(),
  statusName: z.string(),
  purpose: z.string().nullable(),
});

export const listLoans = defineEndpoint({
  path: '/api/others/gov/loan/list',
  summary: '涉农贷款',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    status: zCode(4),
    bankName: zLine(32).min(1).optional(),
    loanType: zLine(32).min(1).optional(),
    keyword: zListKeyword,
    ...zSortOf(['applyDate', 'amount', 'annualRate']),
  }),
  result: pageOf(zLoan),
});

export const loanApplicationAreas = defineEndpoint({
  path: '/api/archive/gov/loan/applicationAreas',
  summary: '贷款申请（按下级区域）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter, ...zDateRange }),
  result: z.array(
    z.object({
      areaId: z.number(),
      areaName: z.string(),
      applications: z.number().int(),
      granted: z.number().int(),
      grantedAmount: z.number(),
      pending: z.number().int(),
    }),
  ),
});

export const zInsurancePolicy = z.object({
  id: z.number().int(),
  policyNo: z.string(),
  ...zFarmRef,
  ...zRowArea,
  insuranceType: z.string(),
  insuredQuantity: z.number(),
  insuredUnit: z.string(),
  insuredAmount: z.number(),
  premium: z.number(),
  subsidyRatio: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  claimAmount: z.number(),
  insurer: z.string(),
});

export const listInsurancePolicies = defineEndpoint({
  path: '/api/others/gov/insurance/list',
  summary: '农业保险保单',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    insuranceType: zLine(32).min(1).optional(),
    insurer: zLine(32).min(1).optional(),
    claimed: z.number().int().min(0).max(1).optional(),
    keyword: zListKeyword,
    ...zSortOf(['startDate', 'insuredAmount', 'premium', 'claimAmount']),
  }),
  result: pageOf(zInsurancePolicy),
});

export const zHighstandardFacility = z.object({
  id: z.number().int(),
  facilityNo: z.string(),
  facilityName: z.string(),
  facilityType: z.string(),
  projectName: z.string(),
  buildYear: z.number().int(),
  ...zRowArea,
  lng: z.number(),
  lat: z.number(),
  /** 1 正常, 2 损坏, 3 维修中. */
  status: z.number().int(),
  statusName: z.string(),
  repairOrders: z.number().int(),
});

export const listHighstandardFacilities = defineEndpoint({
  path: '/api/others/gov/highstandard/facility/list',
  summary: '高标准农田设施',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    facilityType: zLine(32).min(1).optional(),
    status: zCode(3),
    keyword: zListKeyword,
    ...zSortOf(['buildYear', 'facilityNo', 'repairOrders']),
  }),
  result: pageOf(zHighstandardFacility),
});

export const zRepairOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  facilityType: z.string(),
  ...zRowArea,
  /** Reporter's name, masked without pii:view. */
  reporter: z.string().nullable(),
  reportTime: z.string(),
  description: z.string(),
  /** 1 待派单, 2 维修中, 3 已完成, 4 已验收. */
  status: z.number().int(),
  statusName: z.string(),
  finishTime: z.string().nullable(),
  cost: z.number().nullable(),
});

export const listHighstandardRepairOrders = defineEndpoint({
  path: '/api/others/gov/highstandard/repairOrder/list',
  summary: '高标准农田设施报修工单',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, facilityId: ofRecord('facility') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    facilityId: zId.optional(),
    status: zCode(4),
    keyword: zListKeyword,
    ...zSortOf(['reportTime', 'cost', 'status']),
  }),
  result: pageOf(zRepairOrder),
});

export const zSoilSample = z.object({
  id: z.number().int(),
  sampleNo: z.string(),
  landId: z.number().int().nullable(),
  ...zRowArea,
  lng: z.number(),
  lat: z.number(),
  sampleDate: z.string(),
  /** 1 耕地质量等级调查, 2 土壤肥力监测, 3 土壤污染监测. */
  sampleType: z.number().int(),
  sampleTypeName: z.string(),
  qualityGrade: z.number().int().nullable(),
  organicMatter: z.number().nullable(),
  totalN: z.number().nullable(),
  availableP: z.number().nullable(),
  availableK: z.number().nullable(),
  ph: z.number().nullable(),
  cd: z.number().nullable(),
  /** 1 优先保护类, 2 安全利用类, 3 严格管控类. */
  pollutionClass: z.number().int().nullable(),
  pollutionClassName: z.string().nullable(),
});

export const listSoilSamples = defineEndpoint({
  path: '/api/others/gov/landQuality/sampleList',
  summary: '耕地质量与土壤监测采样点',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    sampleType: zCode(3),
    qualityGrade: z.number().int().min(1).max(10).optional(),
    pollutionClass: zCode(3),
    ...zSortOf(['sampleDate', 'qualityGrade', 'organicMatter', 'ph']),
  }),
  result: pageOf(zSoilSample),
});

export const landQualityGrades = defineEndpoint({
  path: '/api/others/gov/landQuality/gradeStatistics',
  summary: '耕地质量等级分布与养分均值',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter }),
  result: z.array(
    z.object({
      qualityGrade: z.number().int(),
      samples: z.number().int(),
      organicMatter: z.number().nullable(),
      ph: z.number().nullable(),
    }),
  ),
});

export const listQrExamples = defineEndpoint({
  path: '/api/others/gov/appconfig/qrExamples',
  summary: '合格证二维码示例（区域内最新合格证）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter, limit: z.number().int().min(1).max(20).default(6) }),
  result: z.array(
    z.object({
      certificateId: z.number().int(),
      certNo: z.string(),
      productName: z.string(),
      farmName: z.string(),
      issueDate: z.string(),
      qrUrl: z.string(),
    }),
  ),
});

/** The others service group. */
export const othersEndpoints = {
  listLoans,
  loanApplicationAreas,
  listInsurancePolicies,
  listHighstandardFacilities,
  listHighstandardRepairOrders,
  listSoilSamples,
  landQualityGrades,
  listQrExamples,
};
