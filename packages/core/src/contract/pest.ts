import { z } from 'zod';
import { PICTURE_BODY_LIMIT_BYTES, pageOf, zAreaId, zDateTime, zId, zPaging, zPictureFile } from './common';
import { defineEndpoint } from './define';
import { zTimeParam } from './iot';
import { inArea, ofRecord } from './scope';

const zDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const zPestScope = { areaId: zAreaId.optional(), farmId: zId.optional(), deviceId: zId.optional() };
/** The area, farm and trap of a pest call, each inside the caller's area. */
const PEST_SCOPE = { areaId: inArea(), farmId: ofRecord('farm'), deviceId: ofRecord('pestDevice') };

/** A pest monitoring device (light trap or pheromone trap) with its latest day's catch. */
export const zPestDevice = z.object({
  deviceId: z.number().int(),
  deviceSn: z.string(),
  deviceName: z.string(),
  deviceType: z.number().int(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  areaId: z.number(),
  status: z.number().int(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  lastDate: z.string().nullable(),
  lastTotal: z.number().int(),
});

/** A trap photo as answered: its picture signed for the caller. */
export const zPestImage = z.object({
  imageId: z.number().int(),
  deviceId: z.number().int(),
  deviceName: z.string(),
  captureTime: zDateTime,
  insectTotal: z.number().int(),
  url: z.string(),
});

const zSpeciesCount = z.object({ speciesId: z.number().int(), name: z.string(), count: z.number().int() });
const zDaily = z.object({ date: z.string(), count: z.number().int() });

export const listInsectData = defineEndpoint({
  path: '/api/produce/gov/thirdIot/insect/list',
  summary: '虫情数据列表（设备×日）',
  access: 'data:view',
  display: true,
  scope: PEST_SCOPE,
  body: z.strictObject({ ...zPaging, ...zPestScope, startDate: zDate.optional(), endDate: zDate.optional() }),
  result: pageOf(
    z.object({
      deviceId: z.number().int(),
      deviceName: z.string(),
      date: z.string(),
      total: z.number().int(),
      species: z.array(zSpeciesCount),
    }),
  ),
});

export const getInsectStatistics = defineEndpoint({
  path: '/api/produce/gov/thirdIot/insect/statistics',
  summary: '虫情统计（按虫种）',
  access: 'data:view',
  display: true,
  scope: PEST_SCOPE,
  body: z.strictObject({ ...zPestScope, startDate: zDate.optional(), endDate: zDate.optional() }),
  result: z.object({
    startDate: z.string(),
    endDate: z.string(),
    deviceCount: z.number().int(),
    total: z.number().int(),
    species: z.array(zSpeciesCount),
  }),
});

export const listBugDevices = defineEndpoint({
  path: '/api/produce/gov/thirdIot/bug/list',
  summary: '虫情测报设备列表',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea(), farmId: ofRecord('farm') },
  body: z.strictObject({ ...zPaging, areaId: zAreaId.optional(), farmId: zId.optional() }),
  result: pageOf(zPestDevice),
});

export const listBugAnalysisHistory = defineEndpoint({
  path: '/api/produce/gov/thirdIot/bug/analysisHistory',
  summary: '虫情分析历史（设备逐日分虫种）',
  access: 'data:view',
  display: true,
  scope: { deviceId: ofRecord('pestDevice') },
  body: z.strictObject({ deviceId: zId, startDate: zDate.optional(), endDate: zDate.optional() }),
  result: z.array(z.object({ date: z.string(), total: z.number().int(), species: z.array(zSpeciesCount) })),
});

export const listTodayPestImages = defineEndpoint({
  path: '/api/produce/gov/thirdIot/pestImage/today',
  summary: '今日虫情图片（最近一次拍摄日）',
  access: 'data:view',
  display: true,
  scope: PEST_SCOPE,
  body: z.strictObject({ ...zPestScope, limit: z.number().int().min(1).max(100).default(20) }),
  result: z.array(zPestImage),
});

export const uploadPestImage = defineEndpoint({
  path: '/api/produce/gov/thirdIot/pestImage/upload',
  summary: '上传虫情测报设备拍摄的图片（JPEG/PNG/WebP，5 MB 以内）',
  access: 'iot:control',
  bodyLimitBytes: PICTURE_BODY_LIMIT_BYTES,
  scope: { deviceId: ofRecord('pestDevice') },
  body: z.strictObject({
    deviceId: zId,
    /** When the picture was taken; now when absent. */
    captureTime: zTimeParam.optional(),
    /** Insects counted on the tray. */
    insectTotal: z.number().int().min(0).max(1_000_000).default(0),
    ...zPictureFile,
  }),
  result: zPestImage,
});

export const deletePestDevice = defineEndpoint({
  path: '/api/produce/gov/thirdIot/pestDevice/delete',
  summary: '删除虫情测报设备及其虫情记录与图片（数据库记录与存储的图片文件）',
  access: 'data:import',
  audit: 'data.delete',
  scope: { deviceId: ofRecord('pestDevice') },
  body: z.strictObject({ deviceId: zId }),
  /** removedFiles: stored pictures removed with it. */
  result: z.object({ deviceId: z.number().int(), removedFiles: z.number().int() }),
});

export const issuePestDeviceCredential = defineEndpoint({
  path: '/api/produce/gov/thirdIot/pestDevice/credential/issue',
  summary: '签发虫情测报设备上报令牌（虫情计数与图片上报用，旧令牌立即失效，仅此一次显示）',
  access: 'device:manage',
  audit: 'device.credential',
  scope: { deviceId: ofRecord('pestDevice') },
  body: z.strictObject({ deviceId: zId }),
  result: z.object({ deviceId: z.number().int(), token: z.string(), issuedAt: zDateTime }),
});

export const getPestTrend30 = defineEndpoint({
  path: '/api/produce/gov/thirdIot/pest/trend30',
  summary: '近30天虫情趋势',
  access: 'data:view',
  display: true,
  scope: PEST_SCOPE,
  body: z.strictObject({ ...zPestScope }),
  result: z.object({ endDate: z.string(), days: z.array(zDaily) }),
});

export const getPestStatistics30 = defineEndpoint({
  path: '/api/produce/gov/thirdIot/pest/statistics30',
  summary: '近30天虫情统计（虫种构成）',
  access: 'data:view',
  display: true,
  scope: PEST_SCOPE,
  body: z.strictObject({ ...zPestScope }),
  result: z.object({
    endDate: z.string(),
    total: z.number().int(),
    deviceCount: z.number().int(),
    onlineCount: z.number().int(),
    species: z.array(zSpeciesCount),
  }),
});

export const getPestCurrentMonth = defineEndpoint({
  path: '/api/produce/gov/thirdIot/pest/currentMonth',
  summary: '本月虫情统计',
  access: 'data:view',
  display: true,
  scope: PEST_SCOPE,
  body: z.strictObject({ ...zPestScope }),
  result: z.object({
    month: z.string(),
    total: z.number().int(),
    lastMonthTotal: z.number().int(),
    peakDate: z.string().nullable(),
    species: z.array(zSpeciesCount),
  }),
});

/** The pest monitoring endpoints (third-party insect data). */
export const pestEndpoints = {
  listInsectData,
  getInsectStatistics,
  listBugDevices,
  listBugAnalysisHistory,
  listTodayPestImages,
  uploadPestImage,
  deletePestDevice,
  issuePestDeviceCredential,
  getPestTrend30,
  getPestStatistics30,
  getPestCurrentMonth,
};
