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
