import { z } from 'zod';
import { pageOf, zAreaId, zAreaLevel, zDateTime, zId, zLine, zPaging } from './common';
import { defineEndpoint } from './define';
import { inArea, ofKnownRecords, ofRecord } from './scope';

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' (Beijing time). */
export const zTimeParam = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间格式应为 YYYY-MM-DD HH:mm:ss');
const zKeywords = zLine(64).optional();

/** A measured property with its latest value. */
export const zIotProperty = z.object({
  devicePropertyId: z.number().int(),
  identifier: z.string(),
  propertyName: z.string(),
  unit: z.string(),
  value: z.number().nullable(),
  time: zDateTime.nullable(),
  normalMin: z.number().nullable(),
  normalMax: z.number().nullable(),
  /** 1 when the latest value lies outside the normal range. */
  abnormal: z.number().int(),
});

/** A controller switch (stateKey = identifier) and its state. */
export const zIotState = z.object({
  identifier: z.string(),
  stateName: z.string(),
  status: z.number().int(),
  updateTime: zDateTime,
});

/** An IoT device with its gate category, current values and switches. */
export const zIotDevice = z.object({
  deviceId: z.number().int(),
  deviceSn: z.string(),
  deviceName: z.string(),
  gateCategoryId: z.number().int(),
  gateCategoryIdentifier: z.string(),
  gateCategoryName: z.string(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  areaId: z.number(),
  status: z.number().int(),
  isController: z.boolean(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  lastOnlineTime: zDateTime.nullable(),
  properties: z.array(zIotProperty),
  states: z.array(zIotState),
});

export const zIotDeviceDetail = zIotDevice.extend({
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  installDate: z.string().nullable(),
  alarmCount30d: z.number().int(),
});

/** An alarm record raised by a rule. */
export const zIotAlarm = z.object({
  alarmId: z.number().int(),
  deviceId: z.number().int(),
  deviceName: z.string(),
  devicePropertyId: z.number().int(),
  propertyName: z.string(),
  unit: z.string(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  areaId: z.number(),
  gateCategoryId: z.number().int(),
  gateCategoryName: z.string(),
  alarmTime: zDateTime,
  alarmValue: z.number(),
  threshold: z.number(),
  alarmContent: z.string(),
  alarmLevel: z.number().int(),
  /** Lifecycle: 0 未处理, 2 已确认, 3 已指派, 4 已恢复 (the rule's clear condition), 1 已处理 (closed). */
  status: z.number().int(),
  statusName: z.string(),
  ackTime: zDateTime.nullable(),
  ackUserName: z.string().nullable(),
  assigneeName: z.string().nullable(),
  assignTime: zDateTime.nullable(),
  clearTime: zDateTime.nullable(),
  /** When and by whom it was closed, with the closing remark. */
  handleTime: zDateTime.nullable(),
  handler: z.string().nullable(),
  remark: z.string().nullable(),
  /** Optimistic lock of the lifecycle actions: send it back with an action. */
  version: z.number().int(),
});

const zDeviceScope = {
  farmId: zId.optional(),
  areaId: zAreaId.optional(),
};
/** The area and farm of a device list, each inside the caller's area. */
const DEVICE_SCOPE = { areaId: inArea(), farmId: ofRecord('farm') };
const ONE_DEVICE = { deviceId: ofRecord('device') };

export const listIotAlarmRecords = defineEndpoint({
  path: '/api/produce/gov/iot/alarmRecord/list',
  summary: '物联网告警记录',
  access: 'data:view',
  display: true,
  scope: { ...DEVICE_SCOPE, deviceId: ofRecord('device'), devicePropertyId: ofRecord('deviceProperty') },
  body: z.strictObject({
    ...zPaging,
    ...zDeviceScope,
    deviceId: zId.optional(),
    devicePropertyId: zId.optional(),
    startTime: zTimeParam.optional(),
    endTime: zTimeParam.optional(),
    keywords: zKeywords,
    /** One lifecycle status (0 未处理, 2 已确认, 3 已指派, 4 已恢复, 1 已处理). */
    status: z.number().int().min(0).max(4).optional(),
    /** true: alarms still open (未处理, 已确认, 已指派); false: finished ones (已恢复, 已处理). */
    open: z.boolean().optional(),
  }),
  result: pageOf(zIotAlarm),
});

export const listIotDevices = defineEndpoint({
  path: '/api/produce/gov/iot/device/list',
  summary: '物联网设备列表（含当前值与开关状态）',
  access: 'data:view',
  display: true,
  scope: DEVICE_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zDeviceScope,
    gateCategoryIdentifiers: z.array(zLine(32).min(1)).max(20).optional(),
    keywords: zKeywords,
  }),
  result: pageOf(zIotDevice),
});

export const getIotDeviceDetail = defineEndpoint({
  path: '/api/produce/gov/iot/device/detail',
  summary: '物联网设备详情',
  access: 'data:view',
  display: true,
  scope: ONE_DEVICE,
  body: z.strictObject({ deviceId: zId }),
  result: zIotDeviceDetail,
});

/** One point of a downsampled series: the bucket's start, mean, min and max. */
export const zHistoryPoint = z.object({
  time: zDateTime,
  value: z.number(),
  min: z.number(),
  max: z.number(),
});

export const getIotPropertyHistory = defineEndpoint({
  path: '/api/produce/gov/iot/property/history',
  summary: '属性历史曲线（按时间段自动降采样）',
  access: 'data:view',
  display: true,
  scope: { devicePropertyId: ofRecord('deviceProperty') },
  body: z.strictObject({
    devicePropertyId: zId,
    startTime: zTimeParam.optional(),
    endTime: zTimeParam.optional(),
    /** Most points the chart can show; buckets widen to fit (default 240). */
    maxPoints: z.number().int().min(10).max(2000).default(240),
  }),
  result: z.object({
    devicePropertyId: z.number().int(),
    propertyName: z.string(),
    unit: z.string(),
    startTime: zDateTime,
    endTime: zDateTime,
    bucketSeconds: z.number().int(),
    points: z.array(zHistoryPoint),
  }),
});

export const getIotProperties = defineEndpoint({
  path: '/api/produce/gov/iot/property/get',
  summary: '设备属性当前值',
  access: 'data:view',
  display: true,
  scope: ONE_DEVICE,
  body: z.strictObject({ deviceId: zId }),
  result: z.array(zIotProperty),
});

export const getIotPropertyState = defineEndpoint({
  path: '/api/produce/gov/iot/property/state',
  summary: '控制器开关状态',
  access: 'data:view',
  display: true,
  scope: ONE_DEVICE,
  body: z.strictObject({ deviceId: zId }),
  result: z.array(zIotState),
});

/** A gate category group of devices. */
export const zIotGroup = z.object({
  gateCategoryId: z.number().int(),
  identifier: z.string(),
  name: z.string(),
  deviceCount: z.number().int(),
  onlineCount: z.number().int(),
  alarmCount: z.number().int(),
});

export const listIotGroups = defineEndpoint({
  path: '/api/produce/gov/iot/group/list',
  summary: '设备分组（按网关类别）',
  access: 'data:view',
  display: true,
  scope: DEVICE_SCOPE,
  body: z.strictObject({ ...zDeviceScope }),
  result: z.array(zIotGroup),
});

export const listIotDevicesByGroup = defineEndpoint({
  path: '/api/produce/gov/iot/device/listByGroup',
  summary: '分组内的设备',
  access: 'data:view',
  display: true,
  scope: DEVICE_SCOPE,
  body: z.strictObject({ ...zPaging, ...zDeviceScope, gateCategoryId: zId }),
  result: pageOf(zIotDevice),
});

export const listIotDevicesBySerial = defineEndpoint({
  path: '/api/produce/gov/iot/device/listBySerial',
  summary: '按设备序列号查询',
  access: 'data:view',
  display: true,
  scope: { deviceSns: ofKnownRecords('device', 'deviceSn') },
  body: z.strictObject({
    deviceSns: z.array(zLine(40).min(1)).min(1, '请指定设备序列号').max(200),
  }),
  result: z.array(zIotDevice),
});

/** A company with IoT devices, for the IoT map. */
export const zIotCompany = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  areaId: z.number(),
  farmCount: z.number().int(),
  deviceCount: z.number().int(),
  onlineCount: z.number().int(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
});

export const listIotGisCompanies = defineEndpoint({
  path: '/api/gisdata/gov/iotGis/company/listByArea',
  summary: '物联网地图：区域内有设备的经营主体',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea('areaType'), farmIds: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    areaId: zAreaId.optional(),
    areaType: zAreaLevel.optional(),
    businessCategoryIds: z.array(zId).max(50).optional(),
    farmIds: z.array(zId).max(500).optional(),
  }),
  result: pageOf(zIotCompany),
});

export const listIotGisFarms = defineEndpoint({
  path: '/api/gisdata/gov/iotGis/farm/listByCompany',
  summary: '物联网地图：经营主体的基地与设备数',
  access: 'data:view',
  display: true,
  scope: { companyId: ofRecord('company') },
  body: z.strictObject({ companyId: zId }),
  result: z.array(
    z.object({
      farmId: z.number().int(),
      farmName: z.string(),
      areaId: z.number(),
      businessTypeId: z.number().int(),
      deviceCount: z.number().int(),
      onlineCount: z.number().int(),
      cameraCount: z.number().int(),
      lng: z.number().nullable(),
      lat: z.number().nullable(),
    }),
  ),
});

export const listIotGisMetricAlarms = defineEndpoint({
  path: '/api/gisdata/gov/iotGis/metricAlarm/listByGateCategory',
  summary: '物联网地图：按网关类别的指标告警',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({
    pageNo: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(1000).default(50),
    areaId: zAreaId.optional(),
    startTime: zTimeParam.optional(),
    endTime: zTimeParam.optional(),
    iotShowGateCategoryIds: z.array(zId).max(50).optional(),
    /** Without start/end: alarms of the last N days (default 7). */
    iotShowAlarmDays: z.number().int().min(1).max(366).default(7),
  }),
  result: pageOf(zIotAlarm),
});

export const getIotGisLatestAlarm = defineEndpoint({
  path: '/api/gisdata/gov/iotGis/alarm/latest',
  summary: '物联网地图：最新告警',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({ areaId: zAreaId.optional() }),
  result: zIotAlarm.nullable(),
});

/** A command's life: sent to the device, then acknowledged, failed (the device says so) or timed out. */
export const zCommandState = z.enum(['sent', 'acknowledged', 'failed', 'timed_out']);

export const setIotControllerStatus = defineEndpoint({
  path: '/api/produce/gov/thirdIot/controller/setStatus',
  summary: '下发控制器开关指令（记录操作人；设备应答后状态才改变）',
  access: 'iot:control',
  scope: ONE_DEVICE,
  unscoped: { farmId: 'the farm of the device, whose scope is declared: another farm answers 300' },
  body: z.strictObject({
    deviceId: zId,
    farmId: zId,
    identifier: zLine(40).min(1),
    status: z.number().int().min(0).max(1),
    /** Chosen by the caller (8–64 letters, digits, - or _): the same id sent again acts once. */
    commandId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, '指令编号为 8–64 位字母、数字、- 或 _')
      .optional(),
  }),
  result: z.object({
    deviceId: z.number().int(),
    identifier: z.string(),
    /** The switch as the device last reported it (not the state asked for). */
    status: z.number().int(),
    /** true when this call sent a command; false when the switch already is so or a command is under way. */
    changed: z.boolean(),
    updateTime: zDateTime,
    /** The command sent (null when none was needed) and where it stands. */
    commandId: z.string().nullable(),
    commandState: zCommandState.nullable(),
  }),
});

export const listIotControllerLogs = defineEndpoint({
  path: '/api/produce/gov/thirdIot/fertilize/list',
  summary: '水肥与控制器操作记录',
  access: 'data:view',
  display: true,
  scope: { ...DEVICE_SCOPE, deviceId: ofRecord('device') },
  body: z.strictObject({ ...zPaging, ...zDeviceScope, deviceId: zId.optional() }),
  result: pageOf(
    z.object({
      logId: z.number().int(),
      deviceId: z.number().int(),
      deviceName: z.string(),
      farmId: z.number().int().nullable(),
      farmName: z.string().nullable(),
      identifier: z.string(),
      stateName: z.string().nullable(),
      status: z.number().int(),
      operator: z.string().nullable(),
      operateTime: zDateTime,
    }),
  ),
});

/** The IoT endpoints (devices, alarms, history, IoT map, controllers). */
export const iotEndpoints = {
  listIotAlarmRecords,
  listIotDevices,
  getIotDeviceDetail,
  getIotPropertyHistory,
  getIotProperties,
  getIotPropertyState,
  listIotGroups,
  listIotDevicesByGroup,
  listIotDevicesBySerial,
  listIotGisCompanies,
  listIotGisFarms,
  listIotGisMetricAlarms,
  getIotGisLatestAlarm,
  setIotControllerStatus,
  listIotControllerLogs,
};
