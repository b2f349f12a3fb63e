import { ping } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { isDatabaseUnavailable, Lifecycle } from './health';

let t: TestApp;
let app: FastifyInstance;
const lifecycle = new Lifecycle('starting');
beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database whose phase the test moves, as server.ts does.
  app = await buildApp({ config: testConfig(), db: t.db, lifecycle });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const post = async (url: string) => {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('liveness, readiness and the start-up gate', () => {
  it('is live but not ready while starting, and API calls answer 600 with HTTP 503', async () => {
    expect(await get('/api/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
    lifecycle.detail = 'demo seed';
    expect(await get('/api/health/ready')).toEqual({
      status: 503,
      body: { status: 'starting', detail: 'demo seed' },
    });
    const call = await post(ping.path);
    expect(call.status).toBe(503);
    expect(call.body.respCode).toBe(600);
  });

  it('is ready once serving, with the database reachable; API calls pass the gate', async () => {
    lifecycle.phase = 'serving';
    expect(await get('/api/health/ready')).toEqual({
      status: 200,
      body: { status: 'ready', database: t.db.kind },
    });
    // Past the gate the token check answers: 400 without a token.
    expect((await post(ping.path)).body.respCode).toBe(400);
  });

  it('is not ready while stopping', async () => {
    lifecycle.phase = 'stopping';
    expect((await get('/api/health/ready')).status).toBe(503);
    expect((await post(ping.path)).body.respCode).toBe(600);
    lifecycle.phase = 'serving';
  });

  it('tells an unreachable database from bad input', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '22003' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});
