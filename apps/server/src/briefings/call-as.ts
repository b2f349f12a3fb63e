import { badParams } from '@fengshou/core';
import type { Session } from '../auth/sessions';
import { permit } from '../http/guard';
import { readBody } from '../http/read-body';
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
  permit(endpoint, session);
  const obj = await invoke(route, {
    body: readBody(endpoint.body, body),
    session,
    services,
    host: '',
    headers: {},
  });
  // As the HTTP answer serialises it (dates as strings, undefined fields gone).
  return obj === undefined ? null : JSON.parse(JSON.stringify(obj));
}
