import { badParams, beijingInstant, RespCode } from '@fengshou/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../auth/tokens';
import type { Queryable } from '../db/client';

/**
 * What the picture uploads of devices share (cameras' snapshots, traps' reports): the device token of the
 * request, the body read against its schema, and the capture time. Devices answer like the rest of the API:
 * `{respCode, respDesc, obj}`; a wrong token is HTTP 401 with respCode 401 and nothing is stored.
 */

/** The device token of a request: `X-Device-Token: <token>` or `Authorization: Bearer <token>`. */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-device-token'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const auth = request.headers.authorization;
  const bearer = typeof auth === 'string' ? /^Bearer\s+(\S+)$/i.exec(auth)?.[1] : undefined;
  return bearer;
}

/**
 * The row of `table` whose token_hash is the request token's SHA-256, or undefined after answering 401.
 * Tokens are 32 random bytes, so an equality lookup of their hash is both fast and safe.
 */
export async function deviceOfToken<T>(
  db: Queryable,
  table: 'cameras' | 'pest_devices',
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<T | undefined> {
  const token = deviceTokenOf(request);
  const [row] = token
    ? await db.query<T>(`SELECT id, area_id::float8 AS "areaId" FROM ${table} WHERE token_hash = $1`, [
        sha256(token),
      ])
    : [];
  if (!row) {
    await reply
      .status(401)
      .send({ respCode: RespCode.NO_ACCESS, respDesc: token ? '设备令牌无效' : '缺少设备令牌', obj: null });
    return undefined;
  }
  return row;
}

// A device clock a few minutes ahead is normal drift; beyond that the time is wrong and would sort the
// picture above every later one.
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * A capture time as an instant: epoch milliseconds, an ISO time with its zone, or a Beijing wall-clock
 * 'YYYY-MM-DD HH:mm:ss'; now when absent. 300 naming `field` when unreadable or in the future.
 */
export function captureInstant(at: string | number | undefined, field: string, now = Date.now()): Date {
  if (at === undefined) return new Date(now);
  const d = beijingInstant(at);
  if (Number.isNaN(d.getTime()))
    throw badParams([field], '时间格式应为 ISO 8601、毫秒时间戳或 YYYY-MM-DD HH:mm:ss');
  if (d.getTime() > now + CLOCK_SKEW_MS) throw badParams([field], '拍摄时间不能晚于当前时间');
  return d;
}
