import { z } from 'zod';
import { zAccountName, zEmpty, zLine, zSecret } from './common';
import { defineEndpoint } from './define';

/** Whether the installation still waits for its first-run setup (no government subject yet). */
export const setupStatus = defineEndpoint({
  path: '/api/system/gov/setup/status',
  summary: '是否尚未完成首次初始化',
  access: 'public',
  body: zEmpty,
  result: z.object({ needed: z.boolean() }),
});

/** A province (2 digits), city (4) or county (6) of the national statistical division list. */
export const zDivision = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int().min(1).max(3),
  /** False for a county: the setup picks down to counties, towns and villages come with it. */
  hasChildren: z.boolean(),
});

export const listSetupRegions = defineEndpoint({
  path: '/api/system/gov/setup/regions',
  summary: '全国行政区划（省、市、县），首次初始化选择地区',
  access: 'public',
  body: z.strictObject({
    /** The province or city whose children are listed; none lists the provinces. */
    parentCode: z
      .string()
      .regex(/^\d{2}(\d{2})?$/, '上级区划代码应为 2 位（省）或 4 位（市）')
      .optional(),
  }),
  result: z.array(zDivision),
});

export const runSetup = defineEndpoint({
  path: '/api/system/gov/setup/install',
  summary: '首次初始化：地区、主体名称与管理员账号（仅一次）',
  access: 'public',
  audit: 'system.setup',
  body: z.strictObject({
    /** The one-time code the server printed at its first start: only who runs the server may set it up. */
    setupCode: zLine(64).min(1, '请输入初始化口令'),
    regionCode: z.string().regex(/^\d{2}(\d{2}){0,2}$/, '请选择省、市或县'),
    subjectName: zLine(50).min(2, '主体名称至少 2 个字').optional(),
    /** The screens' skin (1 经典, 2 科技); logos and the rest are set afterwards in 主体管理. */
    skinType: z.number().int().min(1).max(2).optional(),
    loginName: zAccountName,
    password: zSecret(128).min(1, '请输入密码'),
  }),
  result: z.object({
    subjectName: z.string(),
    loginName: z.string(),
    /** The security administrator and auditor (separation of duties): their initial passwords, shown once. */
    oversightAccounts: z.array(
      z.object({ loginName: z.string(), roleName: z.string(), initialPassword: z.string() }),
    ),
  }),
});

/** The first-run setup of an installation without the demo. */
export const setupEndpoints = { setupStatus, listSetupRegions, runSetup };
