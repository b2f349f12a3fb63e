import { z } from 'zod';
import { zEmpty, zLine } from './common';
import { defineEndpoint } from './define';

export const ping = defineEndpoint({
  path: '/api/system/gov/status/ping',
  summary: '会话连通性检查（回显）',
  access: 'session',
  display: true,
  beforePasswordChange: true,
  body: z.strictObject({ echo: zLine(256).optional() }),
  result: z.object({ echo: z.string().nullable(), userId: z.number().int(), serverTime: z.string() }),
});

export const health = defineEndpoint({
  path: '/api/system/gov/status/health',
  summary: '服务健康状态',
  access: 'public',
  body: zEmpty,
  result: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'pg']),
    migrations: z.number().int(),
  }),
});

/** The system service group. */
export const systemEndpoints = { ping, health };
