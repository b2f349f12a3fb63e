import { z } from 'zod';
import { pageOf, zAreaId, zAreaLevel, zDate, zDateTime, zId, zLine, zPaging, zText } from './common';
import { defineEndpoint } from './define';
import { FIELD_CHECK_CODES } from './permissions';
import { AREA_SCOPE, inArea, ofRecord, ofRecordOver } from './scope';

/** Most cases one dispatch or reassignment names. */
export const FIELD_TASK_MAX_IDS = 500;

const zIds = (what: string) => z.array(zId).min(1, `请选择${what}`).max(FIELD_TASK_MAX_IDS);
const zRemark = zText(500).optional();
const zStage = z.number().int().min(1).max(4);

/** One field-check task as the queues list it. */
export const zFieldTask = z.object({
  id: z.number().int(),
  recordKind: z.enum(['occupy', 'abnormal']),
  recordId: z.number().int(),
  /** occupyNum of an occupation, landCode of an abnormal parcel. */
  caseRef: z.string(),
  caseAddress: z.string().nullable(),
  processStatus: z.number().int(),
  caseVersion: z.number().int(),
  batchId: z.number().int(),
  batchName: z.string(),
  areaId: z.number(),
  areaName: z.string(),
  holderAreaId: z.number(),
  holderAreaName: z.string(),
  /** The level that handed it down last (a return goes back there). */
  fromAreaId: z.number(),
  checkerId: z.number().int().nullable(),
  checkerName: z.string().nullable(),
  deadline: z.string(),
  rectifyDeadline: z.string().nullable(),
  stage: z.number().int(),
  stageName: z.string(),
  overdue: z.boolean(),
  /** The parcel's centre (WGS84), for the distance from the checker and the navigation hand-off. */
  lat: z.number(),
  lng: z.number(),
  areaMu: z.number(),
  version: z.number().int(),
});

/** What a dispatch, reassignment or return answers. */
export const zFieldTaskMoved = z.object({ taskIds: z.array(z.number().int()), count: z.number().int() });

export const dispatchFieldTasks = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/dispatch',
  summary: '下发核查任务：把批次或所选图斑派给下级区域或核查员，含期限（需 Idempotency-Key）',
  access: 'fieldcheck:dispatch',
  scope: {
    batchId: ofRecordOver('monitoringBatch'),
    occupationIds: ofRecord('occupation'),
    abnormalIds: ofRecord('abnormal'),
    toAreaId: inArea(),
    checkerId: ofRecord('user'),
  },
  body: z
    .strictObject({
      /** Every case of the batch inside the target area that the caller's level holds or never dispatched. */
      batchId: zId.optional(),
      occupationIds: zIds('图斑').optional(),
      abnormalIds: zIds('图斑').optional(),
      toAreaId: zAreaId.optional(),
      checkerId: zId.optional(),
      deadline: zDate,
      remark: zRemark,
    })
    .refine((b) => b.toAreaId !== undefined || b.checkerId !== undefined, {
      message: '请选择下发到的区域或核查员',
      path: ['toAreaId'],
    })
    .refine((b) => [b.batchId, b.occupationIds, b.abnormalIds].filter((x) => x !== undefined).length === 1, {
      message: '请选择一个批次或一组图斑',
      path: ['batchId'],
    }),
  result: zFieldTaskMoved,
});

export const reassignFieldTasks = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/reassign',
  summary: '改派核查任务（需 Idempotency-Key）',
  access: 'fieldcheck:dispatch',
  scope: { taskIds: ofRecord('fieldTask'), toAreaId: inArea(), checkerId: ofRecord('user') },
  body: z
    .strictObject({
      taskIds: zIds('任务'),
      toAreaId: zAreaId.optional(),
      checkerId: zId.optional(),
      deadline: zDate.optional(),
      remark: zRemark,
    })
    .refine((b) => b.toAreaId !== undefined || b.checkerId !== undefined, {
      message: '请选择改派到的区域或核查员',
      path: ['toAreaId'],
    }),
  result: zFieldTaskMoved,
});

export const returnFieldTask = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/return',
  summary: '退回核查任务给上一级（须说明原因，需 Idempotency-Key）',
  access: ['fieldcheck:dispatch', ...FIELD_CHECK_CODES],
  scope: { taskId: ofRecord('fieldTask') },
  body: z.strictObject({ taskId: zId, remark: zText(500).min(1, '请填写退回原因') }),
  result: zFieldTaskMoved,
});

export const listFieldTasks = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/list',
  summary: '核查任务列表：本级队列、我的任务或辖区全部',
  access: 'data:view',
  scope: { ...AREA_SCOPE, batchId: ofRecordOver('monitoringBatch') },
  body: z.strictObject({
    ...zPaging,
    /** queue: held by the caller's level; mine: assigned to the caller; all: every task in the area. */
    view: z.enum(['queue', 'mine', 'all']).default('all'),
    areaId: zAreaId.optional(),
    areaLevel: zAreaLevel.optional(),
    batchId: zId.optional(),
    stage: zStage.optional(),
    overdue: z.boolean().optional(),
    keyword: zLine(64).optional(),
  }),
  result: pageOf(zFieldTask),
});

/** Counts of one area's tasks by stage; the four stages add up to total. */
export const zFieldProgressRow = z.object({
  areaId: z.number(),
  areaName: z.string(),
  total: z.number().int(),
  pending: z.number().int(),
  checked: z.number().int(),
  rectifying: z.number().int(),
  closed: z.number().int(),
  overdue: z.number().int(),
});

export const fieldTaskProgress = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/progress',
  summary: '核查进度：本区域及各下级区域按环节（待核查、已核查、整改中、已销号）与逾期统计',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, batchId: ofRecordOver('monitoringBatch') },
  body: z.strictObject({
    areaId: zAreaId.optional(),
    areaLevel: zAreaLevel.optional(),
    batchId: zId.optional(),
  }),
  result: z.object({ total: zFieldProgressRow, children: z.array(zFieldProgressRow) }),
});

/** One row of a task's log; the log is append-only. */
export const zFieldTaskLog = z.object({
  id: z.number().int(),
  action: z.string(),
  actionName: z.string(),
  fromAreaName: z.string().nullable(),
  toAreaName: z.string().nullable(),
  checkerName: z.string().nullable(),
  deadline: z.string().nullable(),
  operatorName: z.string(),
  remark: z.string().nullable(),
  createTime: zDateTime,
});

export const listFieldTaskLogs = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/logs',
  summary: '核查任务流转日志（下发、改派、退回、整改、复查、销号）',
  access: 'data:view',
  scope: { taskId: ofRecord('fieldTask') },
  body: z.strictObject({ taskId: zId }),
  result: z.array(zFieldTaskLog),
});

export const rectifyFieldTasks = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/rectify',
  summary: '责令整改：已审核办结的图斑给出整改期限，待整改后复查（需 Idempotency-Key）',
  access: 'fieldcheck:dispatch',
  scope: { taskIds: ofRecord('fieldTask') },
  body: z.strictObject({ taskIds: zIds('任务'), rectifyDeadline: zDate, remark: zRemark }),
  result: zFieldTaskMoved,
});

/** A photo of this system's upload store, as an action names it. */
const zPhotoUrl = z
  .string()
  .regex(/^\/files\/review\/[0-9a-f-]{36}\.(jpg|png|webp)$/, '照片须为本系统上传的图片');

export const recheckFieldTask = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/recheck',
  summary: '整改复查：核查员到现场拍照确认整改（需 Idempotency-Key）',
  access: FIELD_CHECK_CODES,
  scope: { taskId: ofRecord('fieldTask') },
  body: z.strictObject({
    taskId: zId,
    photoUrls: z.array(zPhotoUrl).min(1, '复查须附现场照片').max(9),
    remark: zRemark,
  }),
  result: zFieldTaskMoved,
});

export const closeFieldTask = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/close',
  summary: '销号：核查与整改证据齐全的任务办结（需 Idempotency-Key）',
  access: 'fieldcheck:dispatch',
  scope: { taskId: ofRecord('fieldTask') },
  body: z.strictObject({ taskId: zId, remark: zRemark }),
  result: zFieldTaskMoved,
});

export const listFieldCheckers = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/checkers',
  summary: '可派发的核查员（本辖区内有核查录入权限的账号）',
  access: 'fieldcheck:dispatch',
  body: z.strictObject({}),
  result: z.array(
    z.object({ id: z.number().int(), name: z.string(), areaId: z.number(), areaName: z.string() }),
  ),
});

export const listFieldTargets = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/targets',
  summary: '可下发的下级区域（乡镇、村），及已开通的乡镇主体与其调度、核查人数',
  access: 'fieldcheck:dispatch',
  body: z.strictObject({}),
  result: z.array(
    z.object({
      areaId: z.number(),
      areaName: z.string(),
      level: z.number().int(),
      /** The area's own government subject (a town's 农业服务中心), null when it has none. */
      subjectName: z.string().nullable(),
      /** Active accounts of that subject who may hand tasks down, and who may enter field checks. */
      dispatchers: z.number().int(),
      checkers: z.number().int(),
    }),
  ),
});

/** Endpoints of field-check dispatch and progress. */
export const fieldPhotoPolicy = defineEndpoint({
  path: '/api/landoccupy/gov/fieldTask/photoPolicy',
  summary: '现场照片规则：可否从相册选取照片，距图斑多少米以外提示审核人',
  access: 'data:view',
  body: z.strictObject({}),
  result: z.object({ allowGallery: z.boolean(), maxDistanceM: z.number().int() }),
});

export const fieldcheckEndpoints = {
  dispatchFieldTasks,
  reassignFieldTasks,
  returnFieldTask,
  listFieldTasks,
  fieldTaskProgress,
  listFieldTaskLogs,
  rectifyFieldTasks,
  recheckFieldTask,
  closeFieldTask,
  listFieldCheckers,
  listFieldTargets,
  fieldPhotoPolicy,
};
