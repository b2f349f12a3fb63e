import { z } from 'zod';
import { pageOf, zAreaId, zDateTime, zId, zPaging } from './common';
import { defineEndpoint } from './define';
import { inArea, ofRecord } from './scope';

/** An ear tag: 15 digits (species digit + 6-digit county + 8-digit serial). */
export const zEarTag = z.object({
  earTagId: z.number().int(),
  earTagNo: z.string(),
  species: z.number().int(),
  speciesName: z.string(),
  breed: z.string().nullable(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  areaId: z.number(),
  earTagStatus: z.number().int(),
  earTagStatusName: z.string(),
  birthDate: z.string().nullable(),
  applyDate: z.string(),
});

const zScope = { areaId: zAreaId.optional(), farmId: zId.optional() };
/** The area and farm of a livestock call, each inside the caller's area. */
const SCOPE = { areaId: inArea(), farmId: ofRecord('farm') };
const zSpecies = z.number().int().min(1).max(9).optional();
const zCount = z.object({ key: z.number().int(), name: z.string(), count: z.number().int() });

export const listEarTags = defineEndpoint({
  path: '/api/produce/gov/earTag/list',
  summary: '耳标列表',
  access: 'data:view',
  display: true,
  scope: SCOPE,
  unscoped: { earTagNo: 'a prefix of tag numbers filtering the listed tags of the area, not one tag' },
  body: z.strictObject({
    ...zPaging,
    ...zScope,
    species: zSpecies,
    earTagStatus: z.number().int().min(1).max(4).optional(),
    earTagNo: z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, '耳标号为数字')
      .optional(),
  }),
  result: pageOf(zEarTag),
});

export const getEarTagStatistics = defineEndpoint({
  path: '/api/produce/gov/earTag/statistics',
  summary: '耳标统计（畜种×状态、近12个月佩标）',
  access: 'data:view',
  display: true,
  scope: SCOPE,
  body: z.strictObject({ ...zScope }),
  result: z.object({
    total: z.number().int(),
    bySpecies: z.array(zCount),
    byStatus: z.array(zCount),
    monthly: z.array(z.object({ month: z.string(), count: z.number().int() })),
  }),
});

export const getEarTag = defineEndpoint({
  path: '/api/produce/gov/earTag/get',
  summary: '耳标查询（含流转记录）',
  access: 'data:view',
  display: true,
  scope: { earTagNo: ofRecord('earTag', 'earTagNo') },
  body: z.strictObject({
    earTagNo: z
      .string()
      .trim()
      .regex(/^[1-9]\d{14}$/, '耳标号为15位数字'),
  }),
  result: zEarTag.extend({
    logs: z.array(
      z.object({
        eventType: z.number().int(),
        eventName: z.string(),
        earTagStatus: z.number().int(),
        eventTime: zDateTime,
        operator: z.string().nullable(),
        remark: z.string().nullable(),
      }),
    ),
  }),
});

export const getAnimalCounts = defineEndpoint({
  path: '/api/produce/gov/animal/plantingCount',
  summary: '畜禽存栏数（按畜种）',
  access: 'data:view',
  display: true,
  scope: SCOPE,
  body: z.strictObject({ ...zScope }),
  result: z.object({ farmCount: z.number().int(), onHand: z.number().int(), bySpecies: z.array(zCount) }),
});

export const listAnimalsOnHand = defineEndpoint({
  path: '/api/produce/gov/animal/onPlantList',
  summary: '养殖场存栏列表',
  access: 'data:view',
  display: true,
  scope: SCOPE,
  body: z.strictObject({ ...zPaging, ...zScope, species: zSpecies }),
  result: pageOf(
    z.object({
      farmId: z.number().int(),
      farmName: z.string(),
      areaId: z.number(),
      onHand: z.number().int(),
      outCount: z.number().int(),
      deadCount: z.number().int(),
      bySpecies: z.array(zCount),
    }),
  ),
});

const zStats = z.object({
  onHand: z.number().int(),
  outYear: z.number().int(),
  deadYear: z.number().int(),
  tagsYear: z.number().int(),
  farmCount: z.number().int(),
  monthly: z.array(
    z.object({ month: z.string(), tagged: z.number().int(), out: z.number().int(), dead: z.number().int() }),
  ),
});

export const getAnimalStatistics = defineEndpoint({
  path: '/api/produce/gov/animal/statistics',
  summary: '畜禽统计（养殖场或区域：存栏、今年出栏与死亡、近12个月流转，按畜种）',
  access: 'data:view',
  display: true,
  scope: SCOPE,
  body: z.strictObject({ ...zScope, species: zSpecies }),
  result: zStats.extend({ bySpecies: z.array(zCount) }),
});

/**
 * The livestock endpoints (ear tags, animals on hand, farm or area statistics). The nongwei group repeats
 * animal statistics at its own path and adds pig statistics by child area (nongwei.ts).
 */
export const livestockEndpoints = {
  listEarTags,
  getEarTagStatistics,
  getEarTag,
  getAnimalCounts,
  listAnimalsOnHand,
  getAnimalStatistics,
};
