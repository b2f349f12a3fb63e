import { z } from 'zod';
import {
  PICTURE_BODY_LIMIT_BYTES,
  pageOf,
  zAreaId,
  zDateTime,
  zHttpUrl,
  zId,
  zLine,
  zPaging,
  zPictureFile,
  zSecret,
} from './common';
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

/** How a browser plays a camera's stream (from the bureau's media server, e.g. ZLMediaKit or wvp-GB28181-pro). */
export const STREAM_KINDS = ['hls', 'flv', 'webrtc'] as const;
export const zStreamKind = z.enum(STREAM_KINDS);
export const STREAM_KIND_LABELS: Record<(typeof STREAM_KINDS)[number], string> = {
  hls: 'HLS（.m3u8）',
  flv: 'HTTP-FLV',
  webrtc: 'WebRTC（WHEP）',
};

/** What turns a camera: the demo's synthetic picture, wvp-GB28181-pro's PTZ API, or nothing. */
export const PTZ_ADAPTERS = ['demo', 'wvp', 'none'] as const;
export const zPtzAdapter = z.enum(PTZ_ADAPTERS);

/**
 * Where the player gets the live picture: a stream of the media server (HLS, HTTP-FLV, or WebRTC by a WHEP
 * offer/answer at url), or a frame the server renders (reload every refreshMs).
 */
export const zLiveUrl = z.object({
  cameraId: z.number().int(),
  /** hls/flv/webrtc: a browser-playable stream; frame: pictures the server renders; none: nothing a browser plays. */
  kind: z.enum(['hls', 'flv', 'webrtc', 'frame', 'none']),
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
  /** The confidence of each tag, when the device's analysis sent them. */
  tagConfidences: z.array(z.number()).nullable(),
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
    keywords: zLine(64).optional(),
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
  result: zCamera.extend({
    ptz: zPtz,
    aiImageCount: z.number().int(),
    /** What drives its pan-tilt, and the kind of stream it plays (null: the demo's picture or none). */
    ptzAdapter: zPtzAdapter,
    streamKind: zStreamKind.nullable(),
  }),
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
  body: z.strictObject({
    cameraId: zId,
    direction: z.number().int().min(0).max(3),
    /** How fast it turns, 1–100 % of the camera's range. */
    speed: z.number().int().min(1).max(100).default(50),
  }),
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
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(9),
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
    tags: z.array(zLine(32).min(1)).max(20).default([]),
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
  audit: 'data.delete',
  scope: ONE_CAMERA,
  body: z.strictObject({ cameraId: zId }),
  /** removedFiles: stored pictures removed with it. */
  result: z.object({ cameraId: z.number().int(), removedFiles: z.number().int() }),
});

const zGbId = z
  .string()
  .trim()
  .regex(/^\d{20}$/, '国标编号为20位数字');

/** A camera's source as its administrator sees it: never the wvp password, only whether one is set. */
export const zCameraSource = z.object({
  cameraId: z.number().int(),
  streamUrl: z.string().nullable(),
  streamKind: zStreamKind.nullable(),
  /** The legacy HLS address of imports (used when no stream is set). */
  hlsUrl: z.string().nullable(),
  gbDeviceId: z.string().nullable(),
  gbChannelId: z.string().nullable(),
  /** null: follows the source (the demo's picture turns, anything else has no pan-tilt). */
  ptzAdapter: zPtzAdapter.nullable(),
  wvpUrl: z.string().nullable(),
  wvpUsername: z.string().nullable(),
  wvpPasswordSet: z.boolean(),
  /** When the camera's upload token was issued (null: none). */
  tokenIssuedAt: zDateTime.nullable(),
});

export const getCameraSource = defineEndpoint({
  path: '/api/produce/gov/iot/camera/source/get',
  summary: '摄像头视频源与云台适配配置',
  access: 'device:manage',
  scope: ONE_CAMERA,
  body: z.strictObject({ cameraId: zId }),
  result: zCameraSource,
});

export const setCameraSource = defineEndpoint({
  path: '/api/produce/gov/iot/camera/source/set',
  summary: '设置摄像头视频源（HLS/HTTP-FLV/WebRTC、国标编号）与云台适配（演示/wvp/无）',
  access: 'device:manage',
  audit: 'device.change',
  scope: ONE_CAMERA,
  body: z.strictObject({
    cameraId: zId,
    /** A fixed address of the stream; empty: none (a wvp camera's stream is opened through wvp). */
    streamUrl: zHttpUrl(500).or(z.literal('')).nullable().default(null),
    streamKind: zStreamKind.nullable().default(null),
    gbDeviceId: zGbId.or(z.literal('')).nullable().default(null),
    gbChannelId: zGbId.or(z.literal('')).nullable().default(null),
    ptzAdapter: zPtzAdapter.nullable().default(null),
    wvpUrl: zHttpUrl(500).or(z.literal('')).nullable().default(null),
    wvpUsername: zLine(64).nullable().default(null),
    /** The wvp account's password; absent keeps the stored one. */
    wvpPassword: zSecret(128).min(1).optional(),
  }),
  result: zCameraSource,
});

/** A device token, answered once when issued (only its SHA-256 is kept). */
export const zIssuedToken = z.object({ token: z.string(), issuedAt: zDateTime });

export const issueCameraCredential = defineEndpoint({
  path: '/api/produce/gov/iot/camera/credential/issue',
  summary: '签发摄像头上传令牌（抓拍与AI识别图片上传用，旧令牌立即失效，仅此一次显示）',
  access: 'device:manage',
  audit: 'device.credential',
  scope: ONE_CAMERA,
  body: z.strictObject({ cameraId: zId }),
  result: zIssuedToken.extend({ cameraId: z.number().int() }),
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
  getCameraSource,
  setCameraSource,
  issueCameraCredential,
};
