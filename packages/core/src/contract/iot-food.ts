import { z } from 'zod';
import { zDateTime, zId } from './common';
import { defineEndpoint } from './define';
import { ofRecord } from './scope';

/**
 * Gate categories of the devices that watch stored food (冷库 temperature and humidity, 粮情 of grain bins):
 * what the food-safety device page of a base looks for.
 */
export const FOOD_STORAGE_GATES = ['cold_storage', 'grain_storage'] as const;

/** A watched property of a food-storage device: its latest value, its limits and its period. */
export const zFoodProperty = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  deviceSn: z.string(),
  gateCategoryName: z.string(),
  /** 1 在线, 0 离线. */
  status: z.number().int(),
  devicePropertyId: z.number().int(),
  propertyName: z.string(),
  unit: z.string(),
  value: z.number().nullable(),
  time: zDateTime.nullable(),
  normalMin: z.number().nullable(),
  normalMax: z.number().nullable(),
  /** 1 when the latest value lies outside the normal range. */
  abnormal: z.number().int(),
  /** The enabled alarm rules watching it (its own and its profile's), e.g. '> 8℃ 一般'. */
  rules: z.array(z.string()),
  /** Readings in the period, those outside the normal range, and their share in percent (one decimal). */
  readings: z.number().int(),
  outOfRange: z.number().int(),
  outOfRangeRate: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Alarms raised in the period, and those of them still open. */
  alarms: z.number().int(),
  openAlarms: z.number().int(),
});

/** An excursion: an alarm of a food-storage device, how far it went and how long it lasted. */
export const zFoodExcursion = z.object({
  alarmId: z.number().int(),
  deviceName: z.string(),
  propertyName: z.string(),
  unit: z.string(),
  alarmTime: zDateTime,
  alarmValue: z.number(),
  threshold: z.number(),
  /** 1 提示, 2 一般, 3 严重. */
  alarmLevel: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  /** When it ended: cleared by the rule or closed by a person; null while open. */
  endTime: zDateTime.nullable(),
  /** Minutes from raise to end (to now while open). */
  minutes: z.number().int(),
});

/** What the base put on the market in the period under its 合格证, by product. */
export const zFoodProduct = z.object({
  productName: z.string(),
  unit: z.string(),
  certificates: z.number().int(),
  quantity: z.number(),
  lastIssueDate: z.string(),
  /** Certificates carrying a trace code, and consumers' scans of the base's codes of the product. */
  traced: z.number().int(),
  scans: z.number().int(),
});

export const getIotFoodSafety = defineEndpoint({
  path: '/api/produce/gov/iot/foodSafety/overview',
  summary: '食品物联网：基地冷库与粮情监测的读数、阈值、超限与告警，及基地开具合格证的产品',
  access: 'data:view',
  display: true,
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({
    farmId: zId,
    /** The period: this many days up to now. */
    days: z.number().int().min(1).max(90).default(30),
  }),
  result: z.object({
    startTime: zDateTime,
    endTime: zDateTime,
    /** The device kinds looked for, with the base's devices of each. */
    kinds: z.array(
      z.object({
        identifier: z.string(),
        name: z.string(),
        deviceCount: z.number().int(),
        onlineCount: z.number().int(),
      }),
    ),
    properties: z.array(zFoodProperty),
    /** The latest excursions of the period (at most 20). */
    excursions: z.array(zFoodExcursion),
    products: z.array(zFoodProduct),
  }),
});

export const iotFoodEndpoints = { getIotFoodSafety };
