// Issue 3: cold start of the real server on an empty data directory (migrations + full demo seed) and on the
// existing one, measured from process spawn to the first answered HTTP request.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 18_431;

async function startOnce(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/system/gov/status/health`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function coldStart() {
  const dir = mkdtempSync(join(tmpdir(), 'fengshou-cold-'));
  try {
    const empty = await startOnce(dir);
    const existing = await startOnce(dir);
    console.log(
      `cold-start: empty data directory ${(empty / 1000).toFixed(1)} s (migrations + demo seed), existing ${(existing / 1000).toFixed(1)} s`,
    );
    return { emptyMs: empty, existingMs: existing };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await coldStart();
