import { z } from 'zod';
import { zIssuedToken } from './camera';
import { pageOf, zAreaId, zDate, zDateTime, zId, zLine, zPaging, zSecret, zSortOf } from './common';
import { defineEndpoint } from './define';
import { inArea, ofRecord } from './scope';

/**
 * Device registry administration: profiles (read-only catalogue), devices created in an area's farms, their
 * access tokens (shown once) and own MQTT logins, and what their messages had refused. Every endpoint is
 * the device manager's (device:manage) and limited to the caller's area.
 */

const ONE_DEVICE = { deviceId: ofRecord('device') } as const;

/** A device serial: what its MQTT topics and the HTTP ingestion name it by. */
export const zDeviceSn = z
  .string()
  .trim()
  .min(1, '请填写设备序列号')
  .max(64)
  .regex(/^[\w.:-]+$/, '序列号须为字母、数字、下划线、点、冒号或连字符');

/** A property a profile's devices report, with its physical range (readings outside it are refused). */
export const zProfileProperty = z.object({
  identifier: z.string(),
  name: z.string(),
  unit: z.string(),
  rangeMin: z.number(),
  rangeMax: z.number(),
  normalMin: z.number().nullable(),
  normalMax: z.number().nullable(),
  digits: z.number().int(),
});

/** A kind of device: what it reports and which switches it has. */
export const zDeviceProfile = z.object({
  profileId: z.number().int(),
  code: z.string(),
  name: z.string(),
  gateCategoryId: z.number().int(),
  gateCategoryName: z.string(),
  isController: z.boolean(),
  messagesPerSecond: z.number(),
  offlineAfterS: z.number().int(),
  properties: z.array(zProfileProperty),
  states: z.array(z.object({ identifier: z.string(), name: z.string() })),
  /** Devices of this profile in the caller's area. */
  deviceCount: z.number().int(),
});

/** A device as the registry shows it: where it is, its profile, credential and contact (never a hash). */
export const zAdminDevice = z.object({
  deviceId: z.number().int(),
  deviceSn: z.string(),
  deviceName: z.string(),
  profileId: z.number().int().nullable(),
  profileName: z.string().nullable(),
  gateCategoryId: z.number().int(),
  gateCategoryName: z.string(),
  isController: z.boolean(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  areaId: z.number(),
  areaName: z.string().nullable(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  installDate: z.string().nullable(),
  /** 1 在线, 0 离线. */
  status: z.number().int(),
  statusChangedAt: zDateTime.nullable(),
  lastContact: zDateTime.nullable(),
  /** When its access token was issued; null when it has none yet. */
  tokenIssuedAt: zDateTime.nullable(),
  mqttUsername: z.string().nullable(),
  propertyCount: z.number().int(),
  /** Messages (or readings) refused since it was registered, all reasons together. */
  rejectedCount: z.number().int(),
});

/** A device's access token, shown this once: the server keeps only its SHA-256. */
export const zDeviceToken = zIssuedToken.extend({ deviceId: z.number().int(), deviceSn: z.string() });

const zDeviceFields = {
  deviceName: zLine(64).min(1, '请填写设备名称'),
  farmId: zId,
  lng: z.number().min(73).max(136).nullable().optional(),
  lat: z.number().min(3).max(54).nullable().optional(),
  manufacturer: zLine(64).nullable().optional(),
  model: zLine(64).nullable().optional(),
  installDate: zDate.nullable().optional(),
};

export const listDeviceProfiles = defineEndpoint({
  path: '/api/produce/gov/iot/device/profiles',
  summary: '设备模型（属性、量程、正常范围与开关）',
  access: 'device:manage',
  body: z.strictObject({}),
  result: z.array(zDeviceProfile),
});

export const createDevice = defineEndpoint({
  path: '/api/produce/gov/iot/device/create',
  summary: '登记物联网设备（按设备模型生成属性与开关，并签发访问令牌，令牌仅显示一次）',
  access: 'device:manage',
  audit: 'device.change',
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ deviceSn: zDeviceSn, profileId: zId, ...zDeviceFields }),
  result: zDeviceToken,
});

export const updateDevice = defineEndpoint({
  path: '/api/produce/gov/iot/device/update',
  summary: '修改物联网设备（名称、所属基地、位置、厂商、型号、安装日期）',
  access: 'device:manage',
  audit: 'device.change',
  scope: { ...ONE_DEVICE, farmId: ofRecord('farm') },
  body: z.strictObject({ deviceId: zId, ...zDeviceFields }),
  result: zAdminDevice,
});

export const deleteDevice = defineEndpoint({
  path: '/api/produce/gov/iot/device/delete',
  summary: '删除物联网设备及其读数、告警与开关记录',
  access: 'device:manage',
  audit: 'data.delete',
  scope: ONE_DEVICE,
  body: z.strictObject({ deviceId: zId }),
  result: z.object({ deviceId: z.number().int(), removedReadings: z.number().int() }),
});

export const issueDeviceCredential = defineEndpoint({
  path: '/api/produce/gov/iot/device/credential/issue',
  summary: '签发（轮换）设备访问令牌：旧令牌立即失效，新令牌仅显示一次',
  access: 'device:manage',
  audit: 'device.credential',
  scope: ONE_DEVICE,
  body: z.strictObject({ deviceId: zId }),
  result: zDeviceToken,
});

export const issueDeviceCredentials = defineEndpoint({
  path: '/api/produce/gov/iot/device/credential/issue-batch',
  summary: '批量签发设备访问令牌（仅显示一次，可下载）',
  access: 'device:manage',
  audit: 'device.credential',
  scope: { deviceIds: ofRecord('device') },
  body: z.strictObject({
    deviceIds: z.array(zId).min(1, '请选择设备').max(500, '一次最多 500 台设备'),
  }),
  result: z.array(zDeviceToken.extend({ deviceName: z.string() })),
});

export const setDeviceMqttLogin = defineEndpoint({
  path: '/api/produce/gov/iot/device/credential/mqtt',
  summary: '设置或清除设备自己的 MQTT 用户名与密码',
  access: 'device:manage',
  audit: 'device.credential',
  scope: ONE_DEVICE,
  body: z.strictObject({
    deviceId: zId,
    username: z
      .string()
      .trim()
      .min(3, 'MQTT 用户名至少 3 个字符')
      .max(64)
      .regex(/^[\w.:@-]+$/, 'MQTT 用户名须为字母、数字、下划线、点、冒号、@ 或连字符')
      .nullable(),
    /** null clears the device's own login (it may still sign in with its serial and access token). */
    password: zSecret(128).min(8, 'MQTT 密码至少 8 位').nullable(),
  }),
  result: z.object({ deviceId: z.number().int(), mqttUsername: z.string().nullable() }),
});

export const listAdminDevices = defineEndpoint({
  path: '/api/produce/gov/iot/device/admin/list',
  summary: '设备管理列表（模型、凭据、最近通信、在线状态、拒收消息数）',
  access: 'device:manage',
  scope: { areaId: inArea(), farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zSortOf(['deviceSn', 'deviceName', 'lastContact', 'rejectedCount']),
    areaId: zAreaId.optional(),
    farmId: zId.optional(),
    profileId: zId.optional(),
    status: z.number().int().min(0).max(1).optional(),
    /** 1: devices without an access token yet (imported, not yet issued). */
    noToken: z.number().int().min(0).max(1).optional(),
    keywords: zLine(64).optional(),
  }),
  result: pageOf(zAdminDevice),
});

/** Why messages were refused (device_rejections.reason). */
export const REJECT_REASON_LABELS: Readonly<Record<string, string>> = {
  malformed: '格式错误',
  'unknown-property': '未知属性',
  'out-of-range': '超出量程',
  'future-time': '时间超前',
  'too-old': '时间过旧',
  'rate-limited': '发送过频',
};

export const getDeviceConnection = defineEndpoint({
  path: '/api/produce/gov/iot/device/connection',
  summary: '设备接入参数（MQTT 端口与主题、HTTP 接入地址）',
  access: 'device:manage',
  body: z.strictObject({}),
  result: z.object({
    /** The MQTT port devices connect to (the embedded broker's, or the external broker's); null: no MQTT. */
    mqttPort: z.number().int().nullable(),
    /** The broker's host when it is not this server's (an external broker); null: the page's host. */
    mqttHost: z.string().nullable(),
    httpTelemetryPath: z.string(),
    /** Topic pattern with {sn} for the device's serial. */
    telemetryTopic: z.string(),
    stateTopic: z.string(),
    commandTopic: z.string(),
    commandAckTopic: z.string(),
  }),
});

export const listDeviceRejections = defineEndpoint({
  path: '/api/produce/gov/iot/device/rejections',
  summary: '设备拒收记录（按原因的次数、最近时间与示例）',
  access: 'device:manage',
  scope: ONE_DEVICE,
  body: z.strictObject({ deviceId: zId }),
  result: z.array(
    z.object({
      reason: z.string(),
      reasonName: z.string(),
      count: z.number().int(),
      lastTime: zDateTime,
      lastDetail: z.string().nullable(),
    }),
  ),
});

/** The device registry endpoints. */
export const deviceEndpoints = {
  listDeviceProfiles,
  createDevice,
  updateDevice,
  deleteDevice,
  issueDeviceCredential,
  issueDeviceCredentials,
  setDeviceMqttLogin,
  listAdminDevices,
  listDeviceRejections,
  getDeviceConnection,
};
