// Issue 3 / issue 15: start of the real server on an empty data directory (migrations + full demo seed) and
// on the existing one, measured from process spawn to readiness (GET /api/health/ready answers 200); the
// existing directory is started both through tsx (TypeScript compiled at start, `npm run dev`) and as the
// compiled build (`npm start`).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 18_431);
const RUNNERS = {
  tsx: ['--import', 'tsx', 'apps/server/src/server.ts'],
  compiled: ['--enable-source-maps', 'apps/server/dist/server.js'],
} as const;

async function startOnce(dataDir: string, runner: keyof typeof RUNNERS): Promise<number> {
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, RUNNERS[runner], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Median of three starts on an existing directory. */
async function existing(dir: string, runner: keyof typeof RUNNERS): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) runs.push(await startOnce(dir, runner));
  return runs.sort((a, b) => a - b)[1]!;
}

export async function coldStart(existingDir = process.env.BENCH_DATA_DIR) {
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: root, stdio: 'ignore' });
  const dir = existingDir ?? mkdtempSync(join(tmpdir(), 'fengshou-cold-'));
  try {
    const empty = existingDir ? undefined : await startOnce(dir, 'compiled');
    const tsx = await existing(dir, 'tsx');
    const compiled = await existing(dir, 'compiled');
    console.log(
      `cold-start: ${empty === undefined ? '' : `empty data directory ${(empty / 1000).toFixed(1)} s (migrations + demo seed), `}` +
        `existing: tsx ${(tsx / 1000).toFixed(2)} s, compiled ${(compiled / 1000).toFixed(2)} s (median of 3)`,
    );
    return { emptyMs: empty, existingTsxMs: tsx, existingCompiledMs: compiled };
  } finally {
    if (!existingDir) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await coldStart();
