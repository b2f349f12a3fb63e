import type { EndpointDef } from '@fengshou/core/contract';
import type { TestApp } from '../../../test/harness';

/** Test helpers of the landoccupy module (not a test file itself). */

export const CHONGMING = 310151000000;
export const PUDONG = 310115000000;

/** An answer as the tests see it. */
export interface Reply<T = unknown> {
  status: number;
  respCode: number;
  respDesc: string;
  obj: T | null;
}

/** POSTs a body with an Idempotency-Key (when given) through inject(). */
export async function act<T = { version: number; processStatus: number; logId: number; flag: number }>(
  t: TestApp,
  endpoint: EndpointDef,
  body: unknown,
  token: string,
  key?: string,
): Promise<Reply<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: {
      'content-type': 'application/json',
      accesstoken: token,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, ...(res.json() as Omit<Reply<T>, 'status'>) };
}

/** An occupation of the county in a given status, with its version. */
export async function occupationIn(t: TestApp, county: number, status: number, skip = 0) {
  const [r] = await t.db.query<{ occupy_num: string; version: number; id: number }>(
    `SELECT id, occupy_num, version FROM farmland_occupations WHERE area_id BETWEEN $1 AND $2 AND process_status = $3
      ORDER BY id OFFSET $4 LIMIT 1`,
    [county, county + 999_999, status, skip],
  );
  if (!r) throw new Error(`no occupation in status ${status}`);
  return { occupyNum: r.occupy_num, version: r.version, id: r.id };
}

/** A unique idempotency key for a test. */
let n = 0;
export const newKey = (tag = 'k') => `test-${tag}-${process.pid}-${++n}-${Date.now()}`;

/** The smallest valid PNG (1×1). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
