import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const PGBIN = '/usr/lib/postgresql/15/bin';

/** Native PostgreSQL binaries and the right to run them as the postgres user (CI runs as root). */
export const canRunCluster = existsSync(`${PGBIN}/pg_ctl`) && process.getuid?.() === 0;

/** A throw-away PostgreSQL cluster of this test run, which the tests may stop and start. */
export class Cluster {
  readonly dir: string;
  constructor(readonly port: number) {
    this.dir = `/tmp/fengshou-ops-pg-${port}`;
  }
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
  /** Creates (first time) and starts the cluster with the project's own script. */
  start(): void {
    execFileSync('bash', [`${REPO}scripts/start-postgres.sh`], {
      env: { ...process.env, PGDATA_DIR: this.dir, PGPORT_TEST: String(this.port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  /** Fast shutdown: open connections are terminated, as when a database server restarts. */
  stop(): void {
    execFileSync(
      'su',
      ['postgres', '-s', '/bin/sh', '-c', `${PGBIN}/pg_ctl -D ${this.dir} -m fast -w stop`],
      {
        stdio: 'ignore',
      },
    );
  }
  /** A fresh, empty database on the cluster; returns its URL. */
  async createDatabase(name: string): Promise<string> {
    const c = new pg.Client({ connectionString: this.url });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(this.url);
    u.pathname = `/${name}`;
    return u.toString();
  }
}

/** Compiles the server once per run, as `npm start` does. */
export function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * The environment of a child process: ours without DATABASE_URL (CI exports it for the native-PostgreSQL
 * suite, and a child that inherits it would use that database instead of the one its test gives it), plus
 * `env`.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'warn', ...env };
}

/** One compiled API server process. */
export class ServerProcess {
  readonly child: ChildProcess;
  output = '';
  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: SERVER_DIR,
      env: childEnv({ PORT: String(port), CAPTCHA: 'off', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d) => {
      this.output += d;
    });
    this.child.stderr!.on('data', (d) => {
      this.output += d;
    });
    // A server that dies on its own shows why in the run's log, whatever the test then asserts.
    this.child.on('exit', (code, signal) => {
      if (!this.stopping)
        process.stderr.write(`server on ${port} exited (${code ?? signal}):\n${this.output.slice(-8000)}\n`);
    });
  }
  private stopping = false;
  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }
  /** POSTs a body to an API path; the envelope with the HTTP status. */
  async call(path: string, body: unknown = {}, token?: string) {
    const res = await fetch(this.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { respCode: number; respDesc: string; obj: unknown };
    return { status: res.status, ...json };
  }
  async ready(): Promise<number> {
    return fetch(`${this.base}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
  }
  /** Waits until readiness answers 200; fails if the process exits first. */
  async waitReady(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.child.exitCode !== null)
        throw new Error(`server exited (${this.child.exitCode}):\n${this.output}`);
      if ((await this.ready()) === 200) return;
      await sleep(250);
    }
    throw new Error(`server on ${this.port} not ready after ${timeoutMs} ms:\n${this.output}`);
  }
  /** SIGKILL, as a machine that loses power; resolves once the process is gone. */
  kill(): Promise<void> {
    this.stopping = true;
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
  /** SIGTERM; resolves with the exit code. */
  stop(): Promise<number | null> {
    if (this.child.exitCode !== null) return Promise.resolve(this.child.exitCode);
    this.stopping = true;
    return new Promise((resolve) => {
      this.child.once('exit', (code) => resolve(code));
      this.child.kill('SIGTERM');
    });
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls fn until it returns true; the milliseconds it took, or throws after timeoutMs. */
export async function within(timeoutMs: number, fn: () => Promise<boolean>): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (await fn()) return Date.now() - t0;
    await sleep(100);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
