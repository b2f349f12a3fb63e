import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { EndpointDef } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { openPg } from '../src/db/pg';
import { type PgliteOptions, type PgliteThread, startPgliteThread } from '../src/db/pglite';
import { DEMO_PASSWORD } from '../src/demo/logins';
import type { Services } from '../src/services';
import { admin, withDatabase } from './global-setup';
import type { PreparedDatabase } from './paths';

/** The envelope as a test sees it. */
export interface Answer<T = unknown> {
  status: number;
  respCode: number;
  respDesc: string;
  obj: T | null;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** POSTs a body to an endpoint (or raw path) through inject(). */
  call<E extends EndpointDef>(
    endpoint: E | string,
    body?: unknown,
    token?: string,
  ): Promise<Answer<z.output<E['result']>>>;
  /** Logs a demo account in and returns its access token. */
  login(loginName: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh copy of the prepared demo database behind a real app, driven with inject(). */
export async function createTestApp(
  opts: { config?: Partial<Config>; services?: Partial<Services> } = {},
): Promise<TestApp> {
  const db = await freshDatabase();
  const app = await buildApp({ config: testConfig(opts.config), db, services: opts.services });
  await app.ready();
  const call: TestApp['call'] = async (endpoint, body = {}, token) => {
    const url = typeof endpoint === 'string' ? endpoint : endpoint.path;
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const json = res.json() as { respCode: number; respDesc: string; obj: never };
    return { status: res.statusCode, ...json };
  };
  return {
    app,
    db,
    call,
    async login(loginName, password = DEMO_PASSWORD) {
      const res = await call('/api/login/gov/user/login', { loginName, password });
      if (res.respCode !== 0) throw new Error(`login ${loginName} failed: ${res.respCode} ${res.respDesc}`);
      return (res.obj as { accessToken: string }).accessToken;
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** An app on `db` (an installation without the demo, say) and the access token of an account signing in. */
export async function appWithLogin(
  db: Database,
  account: { loginName: string; password: string },
): Promise<{ app: FastifyInstance; token: string }> {
  const app = await buildApp({ config: testConfig(), db });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login/gov/user/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(account),
  });
  const token = (login.json() as { obj: { accessToken: string } | null }).obj?.accessToken;
  if (!token) throw new Error(`login ${account.loginName} failed: ${login.body}`);
  return { app, token };
}

/**
 * A fresh copy of a prepared database (test/global-setup.ts): the seeded demo, or the migrated installation
 * without data. Closing it drops the copy.
 */
export async function freshDatabase(which: PreparedDatabase = 'demo'): Promise<Database> {
  const prepared = preparedDatabases();
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = pgliteCopy(which);
    return closing(await openInThread({ dataDir: dir }), async () =>
      rmSync(dir, { recursive: true, force: true }),
    );
  }
  const name = `${prepared.demo}_f_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files (0.6-1.4 s here); the default WAL_LOG writes every page to the
  // WAL (1.7-2.9 s). The test cluster runs without fsync, so its checkpoint is cheap.
  await admin(url, `CREATE DATABASE ${name} TEMPLATE ${prepared[which]} STRATEGY FILE_COPY`);
  return closing(await openPg(withDatabase(url, name)), () =>
    admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

/**
 * A copy of a prepared PGlite data directory (PGlite runs only), under the run's own folder, so the run's
 * teardown removes what a crashed file left behind.
 */
export function pgliteCopy(which: PreparedDatabase): string {
  const prepared = preparedDatabases();
  if (!prepared.files) throw new Error('no PGlite data directories on native PostgreSQL (DATABASE_URL)');
  const dir = mkdtempSync(join(prepared.files, 'f-'));
  cpSync(prepared[which], dir, { recursive: true });
  return dir;
}

function preparedDatabases() {
  const prepared = inject('preparedDatabases');
  if (!prepared) throw new Error('no prepared database: run the tests through vitest (test/global-setup.ts)');
  return prepared;
}

/** The database with `drop` run after it closes. */
function closing(db: Database, drop: () => Promise<void>): Database {
  return {
    ...db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

/**
 * This worker's database thread. The server project runs with isolate: false, so a Vitest worker runs file
 * after file with this module loaded once: each file's database opens in the same thread, which keeps the
 * compiled engine (a new thread per file cost ~1.2 s more CPU per file).
 */
let thread: Promise<PgliteThread> | undefined;

async function openInThread(opts: PgliteOptions): Promise<Database> {
  thread ??= startPgliteThread();
  try {
    return await (await thread).open(opts);
  } catch (e) {
    // A thread that died (a file crashed the engine) is replaced; a database that fails to open fails the file.
    if (!(e instanceof Error && e.message.startsWith('database thread exited'))) throw e;
    thread = startPgliteThread();
    return (await thread).open(opts);
  }
}
