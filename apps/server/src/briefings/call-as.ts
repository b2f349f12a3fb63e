import { badParams, RespCode, RespError } from '@fengshou/core';
import { accessAllows } from '@fengshou/core/contract';
import type { Session } from '../auth/sessions';
import { invoke } from '../http/route';
import type { Services } from '../services';

/**
 * Calls an endpoint's handler as `session` would over HTTP: its permission, the body's schema (300 naming
 * the fields at fault) and the area scope of its declared fields (401 outside the caller's area) apply,
 * and the answer is the JSON the screen receives.
 */
export async function callAs(
  services: Services,
  session: Session,
  path: string,
  body: unknown,
): Promise<unknown> {
  const route = services.routes.get(path);
  if (!route) throw badParams(['interfaceUrl'], `接口不存在：${path}`);
  const { endpoint } = route;
  if (session.kind === 'display' && !endpoint.display) {
    throw new RespError(RespCode.NO_PERMISSION, '大屏展示令牌只能查看大屏数据');
  }
  if (session.mustChangePassword && !endpoint.beforePasswordChange) {
    throw new RespError(RespCode.NO_PERMISSION, '请先修改初始密码');
  }
  if (!accessAllows(endpoint.access, session.permissions)) throw new RespError(RespCode.NO_PERMISSION);
  const parsed = endpoint.body.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.map(String).join('.') || 'body'))];
    throw badParams(fields, parsed.error.issues.map((i) => i.message).join('；'));
  }
  const obj = await invoke(route, { body: parsed.data, session, services, host: '', headers: {} });
  // As the HTTP answer serialises it (dates as strings, undefined fields gone).
  return obj === undefined ? null : JSON.parse(JSON.stringify(obj));
}
