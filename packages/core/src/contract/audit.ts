import { z } from 'zod';
import { AUDIT_EVENT_CODES, type AuditEvent } from './audit-events';
import { pageOf, zDate, zDateTime, zEmpty, zLine, zPaging } from './common';
import { defineEndpoint } from './define';

const zAuditEvent = z.enum(AUDIT_EVENT_CODES as [AuditEvent, ...AuditEvent[]]);

export const listAuditEvents = defineEndpoint({
  path: '/api/system/gov/audit/list',
  summary: '安全审计日志（本单位及下级单位，最新在前；可按事件、结果、账号、地址与日期查询）',
  access: 'audit:view',
  body: z.strictObject({
    ...zPaging,
    event: zAuditEvent.optional(),
    outcome: z.enum(['success', 'failure', 'denied']).optional(),
    loginName: zLine(64).optional(),
    ip: zLine(64).optional(),
    startDate: zDate.optional(),
    endDate: zDate.optional(),
  }),
  result: pageOf(
    z.object({
      id: z.number().int(),
      time: zDateTime,
      event: zAuditEvent,
      eventName: z.string(),
      outcome: z.enum(['success', 'failure', 'denied']),
      outcomeName: z.string(),
      loginName: z.string().nullable(),
      subjectName: z.string().nullable(),
      areaId: z.number(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      requestId: z.string().nullable(),
      target: z.string().nullable(),
      detail: z.string().nullable(),
    }),
  ),
});

export const verifyAuditTrail = defineEndpoint({
  path: '/api/system/gov/audit/verify',
  summary: '校验审计日志的哈希链：记录被修改、删除或插入时指出第一处',
  access: 'audit:view',
  audit: 'audit.verify',
  body: zEmpty,
  result: z.object({
    intact: z.boolean(),
    checked: z.number().int(),
    firstId: z.number().int().nullable(),
    lastId: z.number().int().nullable(),
    /** The first event whose link or content does not match, and why. */
    brokenAt: z.number().int().nullable(),
    reason: z.string().nullable(),
    retentionDays: z.number().int(),
  }),
});

/** The audit endpoints. */
export const auditEndpoints = { listAuditEvents, verifyAuditTrail };
