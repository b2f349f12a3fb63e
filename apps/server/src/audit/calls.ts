import { RespCode, RespError } from '@fengshou/core';
import type { AuditEvent, EndpointDef } from '@fengshou/core/contract';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/sessions';
import type { AuditEntry, AuditOrigin, AuditTrail } from './trail';

/** A refusal recorded as an event of its own (a lockout is more than a failed login). */
export class AuditedRefusal extends RespError {
  constructor(
    respCode: number,
    respDesc: string,
    readonly auditEvent: AuditEvent,
  ) {
    super(respCode, respDesc);
  }
}

/** A permission refusal of a known caller: recorded as refused access. */
export class AccessDenied extends RespError {
  constructor(
    readonly session: Session,
    respDesc?: string,
  ) {
    super(RespCode.NO_PERMISSION, respDesc);
  }
}

// Secrets never reach the trail; bulky values (uploaded files as base64) are cut to their size. A number or
// a yes/no under such a name is a setting about secrets (passwordHistoryCount), not one: the auditor reads it.
const SECRET = /pass(word)?|pwd|token|secret|captcha|smsCode|setupCode|ticket/i;
const isSetting = (v: unknown) => typeof v === 'number' || typeof v === 'boolean';
const TARGET_KEYS = [
  'userId',
  'roleId',
  'subjectId',
  'governmentSubjectId',
  'deviceId',
  'cameraId',
  'ruleId',
  'tokenId',
  'id',
  'kind',
  'loginName',
];

/** A request body as the trail keeps it: secrets masked, long strings cut, at most 2,000 characters. */
export function redactedBody(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body, (k, v) => {
    if (k && SECRET.test(k) && v !== null && v !== undefined && v !== '' && !isSetting(v)) return '***';
    if (typeof v === 'string' && v.length > 200) return `${v.slice(0, 60)}…（${v.length} 字符）`;
    return v;
  });
  return text.length > 2000 ? `${text.slice(0, 1990)}…` : text;
}

/** What a call acted on: the first id-like field of the body, else the id the answer names. */
export function targetOf(body: unknown, obj?: unknown): string | null {
  for (const source of [body, obj]) {
    if (!source || typeof source !== 'object') continue;
    const b = source as Record<string, unknown>;
    for (const k of TARGET_KEYS) {
      const v = b[k];
      if (typeof v === 'number' || (typeof v === 'string' && v !== '')) return `${k}=${v}`;
    }
  }
  return null;
}

/** The caller as the answer of a login names them (the request had no session yet). */
function actorOfLogin(obj: unknown): AuditEntry['actor'] {
  const r = obj as {
    govUserVO?: { id: number; loginName: string };
    govSubjectVO?: { id: number; areaId: number };
  };
  if (!r?.govUserVO || !r.govSubjectVO) return undefined;
  return {
    userId: r.govUserVO.id,
    loginName: r.govUserVO.loginName,
    subjectId: r.govSubjectVO.id,
    areaId: r.govSubjectVO.areaId,
  };
}

/** The caller named by the body of a public call (a failed login's name), when there is one. */
function actorOfBody(body: unknown): AuditEntry['actor'] {
  const name = (body as { loginName?: unknown } | null)?.loginName;
  return typeof name === 'string'
    ? { userId: null, loginName: name, subjectId: null, areaId: null }
    : undefined;
}

/** Where a request came from, for its audit events. */
export function originOf(request: FastifyRequest, session: Session | null): AuditOrigin {
  const ua = request.headers['user-agent'];
  return {
    session,
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua : undefined,
    requestId: request.id,
  };
}

/** Where a handler's request came from (events a handler records itself). */
export function originOfContext(ctx: {
  session: Session | null;
  ip?: string;
  requestId?: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}): AuditOrigin {
  const ua = ctx.headers['user-agent'];
  return {
    session: ctx.session,
    ip: ctx.ip,
    userAgent: typeof ua === 'string' ? ua : undefined,
    requestId: ctx.requestId,
  };
}

const isDenial = (e: unknown) =>
  e instanceof RespError && (e.respCode === RespCode.NO_PERMISSION || e.respCode === RespCode.NO_ACCESS);

/**
 * Records a finished call: the endpoint's event with its outcome, or — for any endpoint — a refusal for
 * want of right (another county's record, a missing permission) as refused access.
 */
export async function recordCall(
  trail: AuditTrail,
  endpoint: EndpointDef,
  origin: AuditOrigin,
  body: unknown,
  result: { obj: unknown } | { error: unknown },
): Promise<void> {
  const error = 'error' in result ? result.error : undefined;
  if (error !== undefined && isDenial(error)) {
    await trail.record(origin, {
      event: 'access.denied',
      outcome: 'denied',
      target: endpoint.path,
      detail: `${(error as RespError).respDesc}；${redactedBody(body) ?? ''}`,
    });
    return;
  }
  const event = error instanceof AuditedRefusal ? error.auditEvent : endpoint.audit;
  if (!event) return;
  const obj = 'obj' in result ? result.obj : undefined;
  const actor = origin.session ? undefined : (actorOfLogin(obj) ?? actorOfBody(body));
  await trail.record(origin, {
    event,
    outcome: error === undefined ? 'success' : 'failure',
    actor,
    target: targetOf(body, obj),
    detail:
      error === undefined
        ? redactedBody(body)
        : `${error instanceof RespError ? error.respDesc : '服务器错误'}；${redactedBody(body) ?? ''}`,
  });
}
