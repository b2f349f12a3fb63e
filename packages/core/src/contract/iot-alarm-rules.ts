import { z } from 'zod';
import { pageOf, zDateTime, zId, zLine, zPaging } from './common';
import { defineEndpoint } from './define';
import { ofRecord } from './scope';

/** An alarm rule: of one device's property, or of a property of every device of a profile. */
export const zIotAlarmRule = z.object({
  ruleId: z.number().int(),
  /** 'device': one device's property; 'profile': that property of every device of the profile. */
  target: z.enum(['device', 'profile']),
  ruleName: z.string().nullable(),
  deviceId: z.number().int().nullable(),
  deviceName: z.string().nullable(),
  deviceSn: z.string().nullable(),
  devicePropertyId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  /** The device's area; null for a profile rule (profiles belong to the whole installation). */
  areaId: z.number().nullable(),
  profileId: z.number().int().nullable(),
  profileName: z.string().nullable(),
  propertyIdentifier: z.string(),
  propertyName: z.string(),
  unit: z.string(),
  comparator: z.enum(['gt', 'lt', 'outside']),
  threshold: z.number(),
  thresholdHigh: z.number().nullable(),
  durationS: z.number().int(),
  repeatCount: z.number().int(),
  clearThreshold: z.number().nullable(),
  clearThresholdHigh: z.number().nullable(),
  /** 1 提示, 2 一般, 3 严重. */
  alarmLevel: z.number().int(),
  enabled: z.boolean(),
  updateTime: zDateTime,
  /** The caller may change it (profile rules: only the installation's top subject). */
  editable: z.boolean(),
});

const zThreshold = z.number().finite().min(-1e9).max(1e9);
/** The condition of a rule, as a form sends it whole (create and edit). */
const zRuleFields = {
  ruleName: zLine(64, '规则名称最多 64 字').nullable().optional(),
  comparator: z.enum(['gt', 'lt', 'outside']),
  threshold: zThreshold,
  thresholdHigh: zThreshold.nullable().default(null),
  /** Seconds the condition must hold before the alarm (0: at once); at most 7 days. */
  durationS: z.number().int().min(0).max(604_800).default(0),
  /** Consecutive readings that must meet the condition. */
  repeatCount: z.number().int().min(1).max(1000).default(1),
  clearThreshold: zThreshold.nullable().default(null),
  clearThresholdHigh: zThreshold.nullable().default(null),
  alarmLevel: z.number().int().min(1).max(3).default(2),
};

export const listIotAlarmRules = defineEndpoint({
  path: '/api/produce/gov/iot/alarmRule/list',
  summary: '告警规则（本辖区设备的规则与设备型号的规则）',
  access: 'device:manage',
  scope: { deviceId: ofRecord('device') },
  body: z.strictObject({
    ...zPaging,
    target: z.enum(['device', 'profile']).optional(),
    deviceId: zId.optional(),
    profileId: zId.optional(),
    enabled: z.boolean().optional(),
    keywords: zLine(64).optional(),
  }),
  result: pageOf(zIotAlarmRule),
});

export const createIotAlarmRule = defineEndpoint({
  path: '/api/produce/gov/iot/alarmRule/create',
  summary: '新建告警规则（设备属性 devicePropertyId，或设备型号 profileId + propertyIdentifier）',
  access: 'device:manage',
  audit: 'setting.change',
  scope: { devicePropertyId: ofRecord('deviceProperty') },
  body: z.strictObject({
    devicePropertyId: zId.optional(),
    profileId: zId.optional(),
    propertyIdentifier: zLine(40).min(1).optional(),
    enabled: z.boolean().default(true),
    ...zRuleFields,
  }),
  result: zIotAlarmRule,
});

export const updateIotAlarmRule = defineEndpoint({
  path: '/api/produce/gov/iot/alarmRule/update',
  summary: '修改告警规则的条件、持续时间、恢复条件与级别',
  access: 'device:manage',
  audit: 'setting.change',
  body: z.strictObject({ ruleId: zId, ...zRuleFields }),
  result: zIotAlarmRule,
});

export const setIotAlarmRuleEnabled = defineEndpoint({
  path: '/api/produce/gov/iot/alarmRule/setEnabled',
  summary: '停用或启用告警规则',
  access: 'device:manage',
  audit: 'setting.change',
  body: z.strictObject({ ruleId: zId, enabled: z.boolean() }),
  result: zIotAlarmRule,
});

/** A device profile with the properties a rule may watch. */
export const zRuleProfile = z.object({
  profileId: z.number().int(),
  code: z.string(),
  name: z.string(),
  gateCategoryName: z.string(),
  properties: z.array(
    z.object({
      identifier: z.string(),
      name: z.string(),
      unit: z.string(),
      rangeMin: z.number(),
      rangeMax: z.number(),
    }),
  ),
});

export const listIotRuleProfiles = defineEndpoint({
  path: '/api/produce/gov/iot/alarmRule/profiles',
  summary: '设备型号及其属性（型号规则的对象）；editable 表示调用者可修改型号规则',
  access: 'device:manage',
  body: z.strictObject({}),
  result: z.object({ editable: z.boolean(), profiles: z.array(zRuleProfile) }),
});

/** Alarm rule administration. */
export const iotAlarmRuleEndpoints = {
  listIotAlarmRules,
  createIotAlarmRule,
  updateIotAlarmRule,
  setIotAlarmRuleEnabled,
  listIotRuleProfiles,
};
