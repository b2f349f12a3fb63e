import { RespCode } from '@fengshou/core';
import type { EndpointDef } from '@fengshou/core/contract';
import type { Session, SessionStore } from '../auth/sessions';
import { ApiError } from './errors';

/** The request header carrying the access token (spec §7). */
export const TOKEN_HEADER = 'accesstoken';

/** Checks the caller against an endpoint's declaration; answers 400/402 (session) or 403 (permission). */
export async function authorize(
  endpoint: EndpointDef,
  token: string | undefined,
  sessions: SessionStore,
): Promise<Session | null> {
  if (endpoint.access === 'public') return null;
  const session = await sessions.resolve(token);
  if (session.kind === 'display' && !endpoint.display) {
    throw new ApiError(RespCode.NO_PERMISSION, '大屏展示令牌只能查看大屏数据');
  }
  if (session.mustChangePassword && !endpoint.beforePasswordChange) {
    throw new ApiError(RespCode.NO_PERMISSION, '请先修改初始密码');
  }
  if (endpoint.access !== 'session' && !session.permissions.has(endpoint.access)) {
    throw new ApiError(RespCode.NO_PERMISSION);
  }
  return session;
}
