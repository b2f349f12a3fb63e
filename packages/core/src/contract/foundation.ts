import { z } from 'zod';
import { zAreaId, zAreaLevel, zLine, zOk, zPhone, zSecret } from './common';
import { defineEndpoint } from './define';
import { inArea, inAreaOrAbove } from './scope';

/** An area of the division tree (spec §3 Area info). */
export const zAreaInfo = z.object({
  areaId: z.number(),
  areaName: z.string(),
  level: z.number().int(),
  parentId: z.number().nullable(),
  hasChildren: z.boolean(),
});

/** A captcha id as issued (URL-safe); anything else cannot name a captcha. */
export const zCaptchaId = z.string().regex(/^[\w-]{1,64}$/, '图片验证码编号无效');

export const getCaptcha = defineEndpoint({
  path: '/api/foundation/gov/captcha/get',
  summary: '获取图片验证码',
  access: 'public',
  body: z.strictObject({}),
  result: z.object({ captchaId: z.string(), image: z.string(), expireSeconds: z.number().int() }),
});

export const checkCaptcha = defineEndpoint({
  path: '/api/foundation/gov/captcha/check',
  summary: '校验图片验证码（不消耗）',
  access: 'public',
  body: z.strictObject({ captchaId: zCaptchaId, captcha: zLine(16).min(1) }),
  result: zOk,
});

export const sendSmsCode = defineEndpoint({
  path: '/api/foundation/gov/sms/sendCode',
  summary: '发送短信验证码',
  access: 'public',
  body: z.strictObject({
    smsToken: zSecret(128).min(16),
    phone: zPhone,
    purpose: z.enum(['login', 'bind']),
  }),
  result: z.object({ resendSeconds: z.number().int(), expireSeconds: z.number().int() }),
});

export const listAreasByParentId = defineEndpoint({
  path: '/api/foundation/gov/area/listByParentId',
  summary: '下级行政区（限本主体辖区）',
  access: 'session',
  display: true,
  scope: { parentId: inAreaOrAbove() },
  body: z.strictObject({ parentId: zAreaId }),
  result: z.array(zAreaInfo),
});

export const listNationalAreasByParentId = defineEndpoint({
  path: '/api/foundation/gov/area/listNationalByParentId',
  summary: '全国行政区划（省市县，地址选择用）',
  access: 'session',
  // The national division tree is public reference, the same for everyone.
  unscoped: { parentId: 'the national reference tree' },
  body: z.strictObject({ parentId: zAreaId.nullable().default(null) }),
  result: z.array(zAreaInfo),
});

export const getAreaOutline = defineEndpoint({
  path: '/api/foundation/gov/area/outline',
  summary: '行政区轮廓（无结果时按县级回退）',
  access: 'session',
  display: true,
  scope: { areaId: inAreaOrAbove() },
  body: z.strictObject({ areaId: zAreaId, areaLevel: zAreaLevel }),
  result: z.object({
    areaId: z.number(),
    areaName: z.string(),
    level: z.number().int(),
    center: z.tuple([z.number(), z.number()]).nullable(),
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
    geometry: z.unknown().nullable(),
  }),
});

/** Of one level of an area's tree: how many areas exist and how many of them have an outline. */
export const zOutlineCoverage = z.object({
  level: z.number().int(),
  total: z.number().int(),
  withOutline: z.number().int(),
});

export const getAreaOutlineCoverage = defineEndpoint({
  path: '/api/foundation/gov/area/outlineCoverage',
  summary: '区划边界覆盖（本级及各下级区划数与已有边界数）',
  access: 'session',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({ areaId: zAreaId }),
  result: z.object({ areaId: z.number(), levels: z.array(zOutlineCoverage) }),
});

export const zDictItem = z.object({ dictKey: z.string(), dictLabel: z.string(), sortNum: z.number().int() });

export const listDictByType = defineEndpoint({
  path: '/api/foundation/gov/dict/listByType',
  summary: '按类型取字典',
  access: 'session',
  display: true,
  body: z.strictObject({
    dictType: z
      .string()
      .trim()
      .min(1, '请指定字典类型')
      .max(64)
      .regex(/^[\w.:-]+$/, '字典类型只能包含字母、数字、下划线'),
  }),
  result: z.array(zDictItem),
});

/** The foundation service group. */
export const foundationEndpoints = {
  getCaptcha,
  checkCaptcha,
  sendSmsCode,
  listAreasByParentId,
  listNationalAreasByParentId,
  getAreaOutline,
  getAreaOutlineCoverage,
  listDictByType,
};
