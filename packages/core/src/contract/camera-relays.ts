import { z } from 'zod';
import { zAreaFilter, zListKeyword, zRowArea } from './area-list';
import { pageOf, zId, zPaging } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, ofRecord } from './scope';

// Stream relay (视频流转换, /rtsp2rtmp): a camera's source (RTSP/RTMP from the camera or NVR, a GB28181
// channel, an HTTP stream) reaches a browser only as HLS, HTTP-FLV or WebRTC from a media server
// (ZLMediaKit, wvp-GB28181-pro). Per camera: where it comes from, how it is relayed, what a browser plays.

/** How a camera's picture reaches a browser. */
export const RELAY_ROUTES = {
  stream: '媒体服务固定流',
  wvp: 'wvp 国标按需拉流',
  hls: 'HLS 直连',
  frame: '平台演示画面',
  none: '未配置转流',
} as const;
export type RelayRoute = keyof typeof RELAY_ROUTES;

/** The scheme of a camera's own address, as a bureau names it. */
export const SOURCE_PROTOCOLS = ['RTSP', 'RTMP', 'HTTP', 'WebRTC', 'GB28181', '演示'] as const;

export const zCameraRelay = z.object({
  cameraId: z.number().int(),
  cameraName: z.string(),
  serialNo: z.string(),
  farmName: z.string().nullable(),
  ...zRowArea,
  /** 1 在线, 0 离线 (the camera's own status). */
  status: z.number().int(),
  sourceProtocol: z.enum(SOURCE_PROTOCOLS),
  /** The camera's address without user name or password (null for GB28181 channels and the demo picture). */
  sourceAddress: z.string().nullable(),
  relayRoute: z.enum(Object.keys(RELAY_ROUTES) as [RelayRoute, ...RelayRoute[]]),
  relayRouteName: z.string(),
  /** What a browser plays: hls, flv, webrtc, frame (a drawn picture), none. */
  playKind: z.enum(['hls', 'flv', 'webrtc', 'frame', 'none']),
  /** The media server's host that relays it (null: none in between). */
  relayHost: z.string().nullable(),
  gbChannelId: z.string().nullable(),
  /** True when a browser can show it now: online and relayed. */
  playable: z.boolean(),
  /** Why it cannot be played, in Chinese (null when it can). */
  problem: z.string().nullable(),
  lastCaptureTime: z.string().nullable(),
});

export const listCameraRelays = defineEndpoint({
  path: '/api/produce/gov/iot/camera/relayList',
  summary: '视频流转换（每路摄像头的源协议、转流方式与浏览器播放状态）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    farmId: zId.optional(),
    relayRoute: z.enum(Object.keys(RELAY_ROUTES) as [RelayRoute, ...RelayRoute[]]).optional(),
    playable: z.boolean().optional(),
    keyword: zListKeyword,
  }),
  result: pageOf(zCameraRelay),
});

export const cameraRelayStatistics = defineEndpoint({
  path: '/api/produce/gov/iot/camera/relayStatistics',
  summary: '视频流转换统计（按转流方式：路数、在线、可播放）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter }),
  result: z.array(
    z.object({
      relayRoute: z.string(),
      relayRouteName: z.string(),
      total: z.number().int(),
      online: z.number().int(),
      playable: z.number().int(),
    }),
  ),
});

export const cameraRelayEndpoints = { listCameraRelays, cameraRelayStatistics };
