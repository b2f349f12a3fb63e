import type { z } from 'zod';
import type { AuditEvent } from './audit-events';
import type { PermissionCode } from './permissions';
import type { ScopeRef } from './scope';

/**
 * Who may call an endpoint: anyone, any signed-in session, holders of one permission code, or holders of
 * any of several codes (a non-empty list: review photos serve every action that attaches them).
 */
export type Access = 'public' | 'session' | PermissionCode | readonly [PermissionCode, ...PermissionCode[]];

/** True when a caller holding `held` may call an endpoint of this access (a session is checked apart). */
export function accessAllows(access: Access, held: { has(code: PermissionCode): boolean }): boolean {
  if (access === 'public' || access === 'session') return true;
  return typeof access === 'string' ? held.has(access) : access.some((c) => held.has(c));
}

/** One API endpoint: the single declaration both the server and the browser bind to. */
export interface EndpointDef<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  path: `/api/${string}/gov/${string}`;
  /** Chinese one-line description, shown in the OpenAPI document. */
  summary: string;
  body: B;
  result: R;
  access: Access;
  /** Read-only wall-screen display tokens may call it. */
  display?: boolean;
  /** Callable while the user still has to replace an initial password. */
  beforePasswordChange?: boolean;
  /** Client time-out in ms when it differs from the main client's (spec §9). */
  timeoutMs?: number;
  /**
   * Long work (a spatial analysis over user input): the server admits a bounded number at once, per session
   * and in all, and answers the excess 600 (服务器繁忙，请稍后再试) instead of queueing it.
   */
  heavy?: boolean;
  /** Larger request bodies (imports). */
  bodyLimitBytes?: number;
  /**
   * Body fields that name an area or a record of one: the server checks each against the caller's area
   * before the handler runs (401 outside it, 300 for a record that does not exist) and hands the handler
   * the area asked (or the caller's own). Handlers do not repeat the check.
   */
  scope?: Readonly<Record<string, ScopeRef>>;
  /** Fields named like scoped ones that need no check, each with the reason (the contract test asks). */
  unscoped?: Readonly<Record<string, string>>;
  /**
   * The audit event its calls are recorded as (who, subject, area, address, request, target, outcome): every
   * call, refused ones included, lands in the audit trail.
   */
  audit?: AuditEvent;
  /** Path of the endpoint this one repeats: spec §7 names some calls at several paths, served by one handler. */
  aliasOf?: `/api/${string}/gov/${string}`;
}

/** Declares an endpoint, keeping the literal body and result types. */
export function defineEndpoint<B extends z.ZodType, R extends z.ZodType>(
  def: EndpointDef<B, R>,
): EndpointDef<B, R> {
  return def;
}

/**
 * The same call at another path (spec §7: the open-IoT set, third-party device detail, nongwei animal
 * statistics): the body and result schemas are the original's objects, and the server answers it with the
 * original's handler.
 */
export function aliasEndpoint<B extends z.ZodType, R extends z.ZodType>(
  def: EndpointDef<B, R>,
  path: EndpointDef['path'],
  summary: string = def.summary,
): EndpointDef<B, R> {
  return { ...def, path, summary, aliasOf: def.aliasOf ?? def.path };
}

/** The request body type of an endpoint. */
export type BodyOf<E> = E extends EndpointDef<infer B, z.ZodType> ? z.input<B> : never;
/** The result (`obj`) type of an endpoint. */
export type ResultOf<E> = E extends EndpointDef<z.ZodType, infer R> ? z.output<R> : never;
