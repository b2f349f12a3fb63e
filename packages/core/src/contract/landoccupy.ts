import { z } from 'zod';
import { GOVERNANCE_ACTIONS, type GovernanceAction } from '../workflow/abnormal';
import { PROCESS_ACTIONS, type ProcessAction, TRANSITIONS } from '../workflow/process';
import {
  PICTURE_MAX_BYTES,
  pageOf,
  zAreaId,
  zAreaLevel,
  zBase64,
  zDateTime,
  zId,
  zLine,
  zPaging,
  zText,
} from './common';
import { defineEndpoint, type EndpointDef } from './define';
import { AREA_SCOPE, ofRecord } from './scope';

/** A case named by its occupation number, inside the caller's area. */
const OCCUPATION = { occupyNum: ofRecord('occupation', 'occupyNum') };
/** An abnormal-land record named by its id, inside the caller's area. */
const ABNORMAL = { id: ofRecord('abnormal') };

import type { ExportColumn } from './exports';
import {
  ABNORMAL_EVIDENCE_CODES,
  abnormalActionCode,
  occupyActionCode,
  REVIEW_EVIDENCE_CODES,
} from './permissions';

/** Most photos one review may carry, and the largest photo accepted (bytes). */
export const REVIEW_IMG_MAX_COUNT = 9;
export const REVIEW_IMG_MAX_BYTES = PICTURE_MAX_BYTES;
/** Header that makes an action safe to retry (docs/workflow.md). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A stored review photo: only paths of our own upload store are accepted. */
export const zReviewImgUrl = z
  .string()
  .regex(/^\/files\/review\/[0-9a-f-]{36}\.(jpg|png|webp)$/, '照片须为本系统上传的图片');

const zFlag = z.union([z.literal(0), z.literal(1)]);
const zStatus = z.number().int().min(0).max(6);
const zKeyword = zLine(64).optional();
const zOccupyNum = zLine(40).min(1, '请指定图斑编号');
const zArea = { areaId: zAreaId.optional(), areaLevel: zAreaLevel.optional(), keyword: zKeyword };
/** The record's version as last read; a stale one is refused (concurrent edit). */
const zVersion = z.number({ error: '请提供记录版本号' }).int().min(0);
const zRemark = zText(500).optional();

/** Count of records per processStatus within the list's filters (except the status filter itself). */
const zStatusCounts = z.array(z.object({ processStatus: z.number().int(), count: z.number().int() }));
const zGeometry = z.object({ type: z.string(), coordinates: z.array(z.unknown()) });
const zBatchRef = {
  batchName: z.string(),
  imageDate: z.string(),
  compareImageDate: z.string().nullable(),
};

/**
 * Where and when the phone took a photo, as the check app stamps it: capture time (the phone's clock, ISO
 * 8601 with offset), WGS84 position with its accuracy in metres, compass heading in degrees.
 */
export const zPhotoStamp = {
  /** The phone's id of the photo (UUID): a resend under it replays, a retake replaces until used. */
  photoId: z.uuid('照片编号须为 UUID').optional(),
  captureTime: z.iso.datetime({ offset: true, error: '拍摄时间须为 ISO 8601 时间' }).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  accuracyM: z.number().min(0).max(100_000).optional(),
  heading: z.number().min(0).lt(360).optional(),
};

/** A stored field photo with what proves it: hash, capture time and place, uploader, distance to the parcel. */
export const zReviewPhoto = z.object({
  url: z.string(),
  /** Short-lived signed address for this caller. */
  src: z.string(),
  sha256: z.string().nullable(),
  captureTime: zDateTime.nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  accuracyM: z.number().nullable(),
  heading: z.number().nullable(),
  uploaderName: z.string().nullable(),
  uploadTime: zDateTime,
  /** Metres from the parcel outline (0 inside it); null without a position. */
  distanceM: z.number().nullable(),
  /** Farther from the parcel than the installation allows (FIELD_PHOTO_MAX_DISTANCE_M). */
  far: z.boolean(),
  /** The action that used it (its log row), after which it is never replaced. */
  usedLogId: z.number().int().nullable(),
});

/** An occupation record as the list shows it. */
export const zOccupationItem = z.object({
  id: z.number().int(),
  occupyNum: z.string(),
  occupyFlag: z.number().int(),
  occupyCategory: z.number().int(),
  occupyAcre: z.number(),
  occupyArableLandAcre: z.number(),
  address: z.string().nullable(),
  areaId: z.number(),
  areaName: z.string(),
  arableLandBatchRecordId: z.number().int(),
  batchName: z.string(),
  processStatus: z.number().int(),
  version: z.number().int(),
  updateTime: zDateTime,
  /** Chinese labels of the codes above (lists and their .xlsx export show these). */
  processStatusName: z.string(),
  occupyCategoryName: z.string(),
  occupyFlagName: z.string(),
});

/** Every §3 field of an occupation record, with its ring, batch dates and signed photo addresses. */
export const zOccupation = zOccupationItem.extend({
  ring: zGeometry,
  provinceId: z.number().nullable(),
  cityId: z.number().nullable(),
  countyId: z.number().nullable(),
  townId: z.number().nullable(),
  villageId: z.number().nullable(),
  /** Names of the five area codes above (null where a code is empty or unknown). */
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  countyName: z.string().nullable(),
  townName: z.string().nullable(),
  villageName: z.string().nullable(),
  ...zBatchRef,
  checkRemark: z.string().nullable(),
  auditRemark: z.string().nullable(),
  reviewRemark: z.string().nullable(),
  reviewImgUrls: z.array(z.string()),
  /** Short-lived signed addresses of reviewImgUrls for this caller, same order. */
  reviewImgSrc: z.array(z.string()),
  reviewUserAddress: z.string().nullable(),
  reviewUserCenterLat: z.number().nullable(),
  reviewUserCenterLng: z.number().nullable(),
  reviewUserId: z.number().int().nullable(),
  reviewUserName: z.string().nullable(),
  /** Every field photo of the case with its stamp, in the order taken. */
  reviewPhotos: z.array(zReviewPhoto),
  createTime: zDateTime,
});

/** One operator-log row; the log is append-only. */
export const zOperatorLog = z.object({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  remark: z.string().nullable(),
  createTime: zDateTime,
});

/** One declaration (举证申报) on a record; the declarant's phone is masked unless pii:view. */
export const zDeclaration = z.object({
  id: z.number().int(),
  declarantName: z.string(),
  declarantPhone: z.string().nullable(),
  declareType: z.number().int(),
  content: z.string(),
  imgUrls: z.array(z.string()),
  declareTime: zDateTime,
  status: z.number().int(),
});

/** What an accepted action answers; a retry with the same Idempotency-Key gets the same answer. */
export const zActionResult = z.object({
  id: z.number().int(),
  processStatus: z.number().int(),
  flag: z.number().int(),
  version: z.number().int(),
  logId: z.number().int(),
  actionTime: zDateTime,
});

export const listOccupations = defineEndpoint({
  path: '/api/landoccupy/gov/farmlandOccupy/list',
  summary: '耕地占用图斑列表（含各状态数量）',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zArea,
    processStatus: zStatus.optional(),
    arableLandBatchRecordId: zId.optional(),
    occupyFlag: zFlag.optional(),
  }),
  result: pageOf(zOccupationItem).extend({ statusCounts: zStatusCounts }),
});

export const getOccupation = defineEndpoint({
  path: '/api/landoccupy/gov/farmlandOccupy/getByOccupyNum',
  summary: '按图斑编号查询耕地占用记录',
  access: 'data:view',
  scope: OCCUPATION,
  body: z.strictObject({ occupyNum: zOccupyNum }),
  result: zOccupation,
});

export const listOccupationLogs = defineEndpoint({
  path: '/api/landoccupy/gov/farmlandOccupy/logs',
  summary: '耕地占用操作日志',
  access: 'data:view',
  scope: OCCUPATION,
  body: z.strictObject({ occupyNum: zOccupyNum }),
  result: z.array(zOperatorLog),
});

export const listOccupationDeclarations = defineEndpoint({
  path: '/api/landoccupy/gov/farmlandOccupy/declarations',
  summary: '耕地占用举证申报记录',
  access: 'data:view',
  scope: OCCUPATION,
  body: z.strictObject({ occupyNum: zOccupyNum }),
  result: z.array(zDeclaration),
});

export const uploadReviewImg = defineEndpoint({
  path: '/api/landoccupy/gov/farmlandOccupy/uploadReviewImg',
  summary: '上传复核照片（JPEG/PNG/WebP，5 MB 以内）',
  // Whoever may take an action that attaches photos (leaving 待复核) may upload them.
  access: REVIEW_EVIDENCE_CODES,
  bodyLimitBytes: Math.ceil((REVIEW_IMG_MAX_BYTES * 4) / 3) + 64 * 1024,
  scope: OCCUPATION,
  body: z.strictObject({
    occupyNum: zOccupyNum,
    fileName: zLine(120).min(1),
    contentBase64: zBase64('请选择照片'),
    ...zPhotoStamp,
  }),
  result: z.object({ url: zReviewImgUrl, src: z.string(), sha256: z.string() }),
});

const zOccupyActionBody = z.strictObject({
  occupyNum: zOccupyNum,
  version: zVersion,
  remark: zRemark,
  occupyFlag: zFlag.optional(),
  reviewImgUrls: z.array(zReviewImgUrl).max(REVIEW_IMG_MAX_COUNT).optional(),
  reviewUserAddress: zLine(200).optional(),
  reviewUserCenterLat: z.number().min(-90).max(90).optional(),
  reviewUserCenterLng: z.number().min(-180).max(180).optional(),
});

type ActionEndpoint<B extends z.ZodType> = EndpointDef<B, typeof zActionResult>;

function occupyAction(action: ProcessAction): ActionEndpoint<typeof zOccupyActionBody> {
  return defineEndpoint({
    path: `/api/landoccupy/gov/farmlandOccupy/${action}`,
    summary: `耕地占用：${TRANSITIONS[action].label}（需 Idempotency-Key）`,
    access: occupyActionCode(action),
    scope: OCCUPATION,
    body: zOccupyActionBody,
    result: zActionResult,
  });
}

/** One endpoint per occupation review action, keyed by action. */
export const occupationActions = Object.fromEntries(
  PROCESS_ACTIONS.map((a) => [a, occupyAction(a)]),
) as Record<ProcessAction, ActionEndpoint<typeof zOccupyActionBody>>;

/** A cultivated-land abnormal record as the list shows it. */
export const zAbnormalItem = z.object({
  id: z.number().int(),
  landCode: z.string(),
  abnormalType: z.number().int(),
  processStatus: z.number().int(),
  governanceFlag: z.number().int(),
  cultivatedLandBatchId: z.number().int(),
  batchName: z.string(),
  abnormalAreaMu: z.number(),
  areaId: z.number(),
  areaName: z.string(),
  areaLevel: z.number().int(),
  currentUse: z.string().nullable(),
  version: z.number().int(),
  updateTime: zDateTime,
  /** Chinese labels of the codes above (lists and their .xlsx export show these). */
  processStatusName: z.string(),
  abnormalTypeName: z.string(),
  governanceFlagName: z.string(),
});

/** An abnormal record with its outline and batch dates. */
export const zAbnormal = zAbnormalItem.extend({
  geom: zGeometry,
  ...zBatchRef,
  remark: z.string().nullable(),
  /** Every field photo of the parcel with its stamp, in the order taken. */
  reviewPhotos: z.array(zReviewPhoto),
  createTime: zDateTime,
});

export const listAbnormals = defineEndpoint({
  path: '/api/landoccupy/gov/cultivatedAbnormal/list',
  summary: '耕地异常图斑列表（默认第1页每页10条，含各状态数量）',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zArea,
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(1000).default(10),
    processStatus: zStatus.optional(),
    cultivatedLandBatchId: zId.optional(),
    governanceFlag: zFlag.optional(),
    abnormalType: z.number().int().min(1).max(3).optional(),
  }),
  result: pageOf(zAbnormalItem).extend({ statusCounts: zStatusCounts }),
});

const zAbnormalRef = z.strictObject({ id: zId });

export const getAbnormal = defineEndpoint({
  path: '/api/landoccupy/gov/cultivatedAbnormal/get',
  summary: '耕地异常图斑详情',
  access: 'data:view',
  scope: ABNORMAL,
  body: zAbnormalRef,
  result: zAbnormal,
});

export const listAbnormalLogs = defineEndpoint({
  path: '/api/landoccupy/gov/cultivatedAbnormal/logs',
  summary: '耕地异常处置与整治日志',
  access: 'data:view',
  scope: ABNORMAL,
  body: zAbnormalRef,
  result: z.array(zOperatorLog),
});

export const listAbnormalDeclarations = defineEndpoint({
  path: '/api/landoccupy/gov/cultivatedAbnormal/declarations',
  summary: '耕地异常举证申报记录',
  access: 'data:view',
  scope: ABNORMAL,
  body: zAbnormalRef,
  result: z.array(zDeclaration),
});

const zAbnormalActionBody = z.strictObject({
  id: zId,
  version: zVersion,
  remark: zRemark,
  /** Field photos, on the actions leaving 待核查 and 待复核 (as an occupation's). */
  reviewImgUrls: z.array(zReviewImgUrl).max(REVIEW_IMG_MAX_COUNT).optional(),
});

export const uploadAbnormalImg = defineEndpoint({
  path: '/api/landoccupy/gov/cultivatedAbnormal/uploadReviewImg',
  summary: '上传耕地异常图斑现场照片（JPEG/PNG/WebP，5 MB 以内）',
  access: ABNORMAL_EVIDENCE_CODES,
  bodyLimitBytes: Math.ceil((REVIEW_IMG_MAX_BYTES * 4) / 3) + 64 * 1024,
  scope: ABNORMAL,
  body: z.strictObject({
    id: zId,
    fileName: zLine(120).min(1),
    contentBase64: zBase64('请选择照片'),
    ...zPhotoStamp,
  }),
  result: z.object({ url: zReviewImgUrl, src: z.string(), sha256: z.string() }),
});

function abnormalAction(
  action: ProcessAction | GovernanceAction,
): ActionEndpoint<typeof zAbnormalActionBody> {
  const label = action === 'govern' ? '整治完成' : TRANSITIONS[action].label;
  return defineEndpoint({
    path: `/api/landoccupy/gov/cultivatedAbnormal/${action}`,
    summary: `耕地异常：${label}（需 Idempotency-Key）`,
    access: abnormalActionCode(action),
    scope: ABNORMAL,
    body: zAbnormalActionBody,
    result: zActionResult,
  });
}

/** One endpoint per abnormal review and governance action, keyed by action. */
export const abnormalActions = Object.fromEntries(
  [...PROCESS_ACTIONS, ...GOVERNANCE_ACTIONS].map((a) => [a, abnormalAction(a)]),
) as Record<ProcessAction | GovernanceAction, ActionEndpoint<typeof zAbnormalActionBody>>;

/** A monitoring batch with its case counts. */
export const zBatch = z.object({
  id: z.number().int(),
  batchName: z.string(),
  batchType: z.number().int(),
  monitoringType: z.number().int(),
  areaId: z.number(),
  areaName: z.string(),
  imageDate: z.string(),
  compareImageDate: z.string().nullable(),
  motionDetectionFlag: z.number().int(),
  publishTime: zDateTime,
  caseCount: z.number().int(),
  doneCount: z.number().int(),
  caseAreaMu: z.number(),
});

export const listBatches = defineEndpoint({
  path: '/api/landoccupy/gov/cultivatedBatch/list',
  summary: '监测批次列表（motionDetectionFlag 默认 1）',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    areaId: zAreaId.optional(),
    areaLevel: zAreaLevel.optional(),
    batchType: z.number().int().min(1).max(3).optional(),
    motionDetectionFlag: zFlag.default(1),
  }),
  result: pageOf(zBatch),
});

export const listMonitoringHistory = defineEndpoint({
  path: '/api/landoccupy/gov/agriMonitoring/history',
  summary: '农业监测（作物长势、产量预测）历史批次',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z.strictObject({ areaId: zAreaId.optional(), areaLevel: zAreaLevel.optional() }),
  result: z.array(
    z.object({
      id: z.number().int(),
      batchName: z.string(),
      monitoringType: z.number().int(),
      imageDate: z.string(),
      cropId: z.number().int().nullable(),
      publishTime: zDateTime,
    }),
  ),
});

/** Per child area of the requested one: abnormal cases, their area and how many are done and governed. */
export const convergeLandAbnormal = defineEndpoint({
  path: '/api/converge/gov/landAbnormal/list',
  summary: '耕地异常按下级区域汇聚',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z.strictObject({
    areaId: zAreaId.optional(),
    areaLevel: zAreaLevel.optional(),
    cultivatedLandBatchId: zId.optional(),
  }),
  result: z.array(
    z.object({
      areaId: z.number(),
      areaName: z.string(),
      caseCount: z.number().int(),
      caseAreaMu: z.number(),
      doneCount: z.number().int(),
      governedCount: z.number().int(),
      byType: z.array(z.object({ abnormalType: z.number().int(), count: z.number().int() })),
    }),
  ),
});

/** Batches of every kind over the caller's area, newest image first, with their case counts. */
export const convergeBatch = defineEndpoint({
  path: '/api/converge/gov/batch/list',
  summary: '监测批次汇聚（全部类型）',
  access: 'data:view',
  scope: AREA_SCOPE,
  body: z.strictObject({ areaId: zAreaId.optional(), areaLevel: zAreaLevel.optional() }),
  result: z.array(zBatch),
});

/** Endpoints of the landoccupy (and converge) service group. */
export const landoccupyEndpoints = {
  listOccupations,
  getOccupation,
  listOccupationLogs,
  listOccupationDeclarations,
  uploadReviewImg,
  ...Object.fromEntries(PROCESS_ACTIONS.map((a) => [`occupy_${a}`, occupationActions[a]])),
  listAbnormals,
  getAbnormal,
  listAbnormalLogs,
  listAbnormalDeclarations,
  uploadAbnormalImg,
  ...Object.fromEntries(
    [...PROCESS_ACTIONS, ...GOVERNANCE_ACTIONS].map((a) => [`abnormal_${a}`, abnormalActions[a]]),
  ),
  listBatches,
  listMonitoringHistory,
  convergeLandAbnormal,
  convergeBatch,
};

/** What 导出 of 耕地占用审核 writes, in this order. */
export const OCCUPATION_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'occupyNum', title: '图斑编号' },
  { key: 'areaName', title: '所在区域' },
  { key: 'address', title: '地址' },
  { key: 'occupyCategoryName', title: '占用类型' },
  { key: 'occupyAcre', title: '占地面积(亩)' },
  { key: 'occupyArableLandAcre', title: '占用耕地(亩)' },
  { key: 'batchName', title: '监测批次' },
  { key: 'processStatusName', title: '状态' },
  { key: 'occupyFlagName', title: '认定' },
  { key: 'updateTime', title: '更新时间' },
];

/** What 导出 of 耕地异常处置 writes, in this order. */
export const ABNORMAL_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'landCode', title: '地块编码' },
  { key: 'areaName', title: '所在区域' },
  { key: 'abnormalTypeName', title: '异常类型' },
  { key: 'abnormalAreaMu', title: '面积(亩)' },
  { key: 'currentUse', title: '现状' },
  { key: 'batchName', title: '监测批次' },
  { key: 'processStatusName', title: '状态' },
  { key: 'governanceFlagName', title: '整治' },
  { key: 'updateTime', title: '更新时间' },
];
