import { RespCode, respDescFor } from '@fengshou/core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** Where a server process is in its life: only 'serving' takes API calls. */
export type Phase = 'starting' | 'serving' | 'stopping';

/**
 * The process's phase, shared by the start-up script (which advances it), the readiness probe and the gate
 * that keeps API calls away from a database that is still being migrated and seeded.
 */
export class Lifecycle {
  phase: Phase;
  /** What the process is doing while starting (shown by the readiness probe). */
  detail = '';
  constructor(phase: Phase = 'serving') {
    this.phase = phase;
  }
}

// A probe must answer within a load balancer's timeout even when PostgreSQL hangs.
const DB_CHECK_TIMEOUT_MS = 2_000;
// Probes of several balancers and monitors share one database round trip per second.
const DB_CHECK_REUSE_MS = 1_000;

/** SQLSTATE classes and socket errors that mean "the database is not there", not "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') {
    const message = (error as { message?: unknown } | null)?.message;
    // node-postgres reports a connection dropped mid-query, or a statement sent on it afterwards, without a code.
    return (
      typeof message === 'string' &&
      /Connection terminated|connection error and is not queryable|database thread exited/.test(message)
    );
  }
  return (
    /^(08|57P0[1-3]|53300)/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)
  );
}

/**
 * GET /api/health/live: the process runs and its event loop answers (restart it otherwise).
 * GET /api/health/ready: it should get traffic: migrations and seed done, the database reachable, not stopping.
 * Both answer JSON; readiness 503 with the reason while not ready. Before the process serves, API calls answer
 * 600 服务器繁忙 with HTTP 503.
 */
export function registerHealth(app: FastifyInstance, lifecycle: Lifecycle, db: Database): void {
  let last: { at: number; ok: boolean } | undefined;
  const databaseReachable = async (): Promise<boolean> => {
    if (last && Date.now() - last.at < DB_CHECK_REUSE_MS) return last.ok;
    let timer: NodeJS.Timeout | undefined;
    const ok = await Promise.race([
      db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), DB_CHECK_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    last = { at: Date.now(), ok };
    return ok;
  };

  const probe = { summary: '', tags: ['health'], security: [] };
  app.get('/api/health/live', { schema: { ...probe, summary: '存活探针：进程在运行' } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/api/health/ready',
    { schema: { ...probe, summary: '就绪探针：可接收流量' } },
    async (_, reply) => {
      if (lifecycle.phase !== 'serving') {
        return reply.status(503).send({ status: lifecycle.phase, detail: lifecycle.detail });
      }
      if (!(await databaseReachable())) {
        return reply.status(503).send({ status: 'database-unreachable', detail: db.kind });
      }
      return { status: 'ready', database: db.kind };
    },
  );

  app.addHook('onRequest', (request, reply, done) => {
    if (
      lifecycle.phase === 'serving' ||
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/health/')
    )
      return done();
    reply
      .status(503)
      .header('retry-after', '5')
      .send({ respCode: RespCode.SERVER_BUSY, respDesc: respDescFor(RespCode.SERVER_BUSY), obj: null });
  });
}
