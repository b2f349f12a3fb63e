import { z } from 'zod';
import { PICTURE_BODY_LIMIT_BYTES, pageOf, zAreaId, zDateTime, zId, zPaging, zPictureFile } from './common';
import { defineEndpoint } from './define';
import { zTimeParam } from './iot';
import { inArea, ofRecord } from './scope';

const ONE_CAMERA = { cameraId: ofRecord('camera') };

/** A camera of a farm base. */
export const zCamera = z.object({
  cameraId: z.number().int(),
  serialNo: z.string(),
  channelNo: z.number().int(),
  cameraName: z.string(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  areaId: z.number(),
  status: z.number().int(),
  ptzCapable: z.boolean(),
  brand: z.string().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  /** Latest AI-tagged capture (signed URL), as the camera's thumbnail. */
  coverUrl: z.string().nullable(),
});

/** Where the player gets the live picture: an HLS stream, or a frame the server renders (reload every refreshMs). */
export const zLiveUrl = z.object({
  cameraId: z.number().int(),
  /** hls: a browser-playable stream; frame: pictures the server renders; none: no stream a browser plays. */
  kind: z.enum(['hls', 'frame', 'none']),
  url: z.string(),
  refreshMs: z.number().int(),
  /** When the URL stops working (a screen refetches before). */
  expireTime: zDateTime,
});

/** Pan/tilt of a camera now, and the move under way (direction 0 up, 1 down, 2 left, 3 right). */
export const zPtz = z.object({
  cameraId: z.number().int(),
  pan: z.number(),
  tilt: z.number(),
  direction: z.number().int().nullable(),
  moving: z.boolean(),
});

/** A capture the camera's AI analysis tagged. */
export const zAiImage = z.object({
  imgId: z.number().int(),
  cameraId: z.number().int(),
  cameraName: z.string(),
  captureTime: zDateTime,
  tags: z.array(z.string()),
  confidence: z.number(),
  url: z.string(),
});

export const listCameras = defineEndpoint({
  path: '/api/produce/gov/iot/camera/list',
  summary: '摄像头列表',
  access: 'data:view',
  display: true,
  scope: { farmId: ofRecord('farm'), areaId: inArea() },
  body: z.strictObject({
    ...zPaging,
    farmId: zId.optional(),
    areaId: zAreaId.optional(),
    keywords: z.string().trim().max(64).optional(),
  }),
  result: pageOf(zCamera),
});

export const getCamera = defineEndpoint({
  path: '/api/produce/gov/iot/camera/get',
  summary: '摄像头详情',
  access: 'data:view',
  display: true,
  scope: ONE_CAMERA,
  body: z.strictObject({ cameraId: zId }),
  result: zCamera.extend({ ptz: zPtz, aiImageCount: z.number().int() }),
});

export const getCameraLiveUrl = defineEndpoint({
  path: '/api/produce/gov/iot/camera/liveUrl',
  summary: '摄像头直播地址',
  access: 'data:view',
  display: true,
  scope: ONE_CAMERA,
  body: z.strictObject({ cameraId: zId }),
  result: zLiveUrl,
});

export const startCameraPtz = defineEndpoint({
  path: '/api/produce/gov/iot/camera/ptz/start',
  summary: '云台开始转动',
  access: 'iot:control',
  scope: ONE_CAMERA,
  body: z.strictObject({ cameraId: zId, direction: z.coerce.number().int().min(0).max(3) }),
  result: zPtz,
});

export const stopCameraPtz = defineEndpoint({
  path: '/api/produce/gov/iot/camera/ptz/stop',
  summary: '云台停止转动',
  access: 'iot:control',
  scope: ONE_CAMERA,
  body: z.strictObject({ cameraId: zId }),
  result: zPtz,
});

export const listCameraHistory = defineEndpoint({
  path: '/api/produce/gov/iot/camera/history',
  summary: '摄像头历史画面（按时间段）',
  access: 'data:view',
  display: true,
  scope: ONE_CAMERA,
  body: z.strictObject({
    ...zPaging,
    cameraId: zId,
    startTime: zTimeParam.optional(),
    endTime: zTimeParam.optional(),
  }),
  result: pageOf(zAiImage),
});

export const listCameraAiImages = defineEndpoint({
  path: '/api/produce/gov/iot/camera/aiTagImage/list',
  summary: 'AI识别图片列表',
  access: 'data:view',
  display: true,
  scope: { ...ONE_CAMERA, farmId: ofRecord('farm') },
  body: z.strictObject({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(9),
    cameraId: zId.optional(),
    farmId: zId.optional(),
    queryStart: zTimeParam.optional(),
    queryEnd: zTimeParam.optional(),
  }),
  result: pageOf(zAiImage),
});

export const getCameraAiImage = defineEndpoint({
  path: '/api/produce/gov/iot/camera/aiTagImage/detail',
  summary: 'AI识别图片详情',
  access: 'data:view',
  display: true,
  scope: { imgId: ofRecord('cameraImage') },
  body: z.strictObject({ imgId: zId }),
  result: zAiImage.extend({ farmId: z.number().int().nullable(), farmName: z.string().nullable() }),
});

export const uploadCameraCapture = defineEndpoint({
  path: '/api/produce/gov/iot/camera/aiTagImage/upload',
  summary: '上传摄像头抓拍图片（JPEG/PNG/WebP，5 MB 以内），可带 AI 识别标签',
  access: 'iot:control',
  bodyLimitBytes: PICTURE_BODY_LIMIT_BYTES,
  scope: ONE_CAMERA,
  body: z.strictObject({
    cameraId: zId,
    /** When the picture was taken; now when absent. */
    captureTime: zTimeParam.optional(),
    tags: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
    /** Confidence of the tags, 0–1. */
    confidence: z.number().min(0).max(1).default(0),
    ...zPictureFile,
  }),
  result: zAiImage,
});

export const deleteCamera = defineEndpoint({
  path: '/api/produce/gov/iot/camera/delete',
  summary: '删除摄像头及其抓拍图片（数据库记录与存储的图片文件）',
  access: 'data:import',
  scope: ONE_CAMERA,
  body: z.strictObject({ cameraId: zId }),
  /** removedFiles: stored pictures removed with it. */
  result: z.object({ cameraId: z.number().int(), removedFiles: z.number().int() }),
});

/** The camera endpoints. */
export const cameraEndpoints = {
  listCameras,
  getCamera,
  getCameraLiveUrl,
  startCameraPtz,
  stopCameraPtz,
  listCameraHistory,
  listCameraAiImages,
  getCameraAiImage,
  uploadCameraCapture,
  deleteCamera,
};
