import { type ChildProcess, spawn } from 'node:child_process';
import type { Server } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Tells startServer that a server listens: `ready <port> <token>` on stdout. */
export function announce(address: ReturnType<Server['address']>, token: string): void {
  console.log(`ready ${typeof address === 'object' && address ? address.port : 0} ${token}`);
}

/** Starts a TypeScript entry in its own process and waits for its `ready <port> <token>` line. */
export function startServer(
  entry: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; port: number; token: string; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const m = /ready (\d+) (\S+)/.exec(buf);
      if (m) resolve({ child, port: Number(m[1]), token: m[2]!, ms: performance.now() - t0 });
    });
    child.on('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
}

/** Stops a child started by startServer. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The demo accounts' password (seeded; the README lists the logins). */
export const DEMO_PASSWORD = 'Fengshou@2026';

/** Calls the API of a running app: POST + JSON with the client headers; a respCode other than 0 throws. */
export function apiAt(base: string) {
  const headers = { 'content-type': 'application/json', clientType: '1', platformType: '1' };
  async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: token ? { ...headers, accessToken: token } : headers,
      body: JSON.stringify(body),
    });
    const env = (await res.json()) as { respCode: number; respDesc: string; obj: T };
    if (env.respCode !== 0) throw new Error(`${path}: ${env.respCode} ${env.respDesc}`);
    return env.obj;
  }
  /** A session token of a demo account. */
  const login = async (loginName: string) =>
    (await call<{ accessToken: string }>('/api/login/gov/user/login', { loginName, password: DEMO_PASSWORD }))
      .accessToken;
  return { call, login };
}

/** The p-quantile (0–1) of the samples. */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** The middle sample. */
export const median = (xs: number[]) => pct(xs, 0.5);
