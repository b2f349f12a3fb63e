// Compiles the server (with @fengshou/core) to plain JavaScript in apps/server/dist, so production starts
// without compiling TypeScript: `node --enable-source-maps apps/server/dist/server.js`.
//
// Each entry is bundled on its own (no shared chunks): the code locates its files through import.meta.url,
// which must be a file directly in dist/ for these to resolve —
//   ./migrations/        the SQL migrations (copied next to the bundle)
//   ./pglite-worker.mjs  the embedded database thread and its lean PostGIS (copied next to the bundle)
//   ../../web/dist       the built SPA (apps/web/dist, as from src/)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const out = `${root}dist/`;
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
// npm packages stay in node_modules; only our own TypeScript (server and the core workspace) is bundled.
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@fengshou/core');

// The server and the command-line tools of `npm run seed|import|backup|restore`.
const ENTRIES = {
  server: 'src/server.ts',
  seed: 'src/cli/seed.ts',
  import: 'src/cli/import.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};

const t0 = performance.now();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries(ENTRIES)
      .map(([name, path]) => [name, `${root}${path}`])
      .filter(([, path]) => existsSync(path)),
  ),
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Keeps class and function names in stack traces and error messages.
  keepNames: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
for (const file of ['pglite-worker.mjs', 'postgis-lean.mjs'])
  cpSync(`${root}src/db/${file}`, `${out}${file}`);
cpSync(`${root}src/db/migrations`, `${out}migrations`, { recursive: true });
console.log(`server compiled to ${out} in ${Math.round(performance.now() - t0)} ms`);
