import { accessAllows, type EndpointDef } from '@fengshou/core/contract';
import { AccessDenied } from '../audit/calls';
import type { Session, SessionStore } from '../auth/sessions';

/** The request header carrying the access token (spec §7). */
export const TOKEN_HEADER = 'accesstoken';

/**
 * Checks the caller against an endpoint's declaration; answers 400/402 (session) or 403 (permission).
 * Synchronous when the session is cached, so the common case costs no promise.
 */
export function authorize(
  endpoint: EndpointDef,
  token: string | undefined,
  sessions: SessionStore,
): Session | null | Promise<Session> {
  if (endpoint.access === 'public') return null;
  const session = sessions.resolve(token);
  return session instanceof Promise ? session.then((s) => permit(endpoint, s)) : permit(endpoint, session);
}

/** Checks a resolved session against an endpoint's declaration (403 naming why); HTTP and in-process calls alike. */
export function permit(endpoint: EndpointDef, session: Session): Session {
  if (session.kind === 'display' && !endpoint.display) {
    throw new AccessDenied(session, '大屏展示令牌只能查看大屏数据');
  }
  if (session.mustChangePassword && !endpoint.beforePasswordChange) {
    throw new AccessDenied(session, '请先修改初始密码');
  }
  if (!accessAllows(endpoint.access, session.permissions)) throw new AccessDenied(session);
  return session;
}
