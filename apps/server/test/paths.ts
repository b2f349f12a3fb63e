import { statfsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the prepared PGlite data directories of test runs live when memory has no room (outside git). */
const DISK_ROOT = fileURLToPath(new URL('../../../.tmp/', import.meta.url));
/** Shared memory: copying the template there per test file costs a tenth of a second, on a busy disk seconds. */
const MEMORY_ROOT = '/dev/shm/fengshou-test';

/** Every place a run may have left directories in (a killed run leaves them for the next to remove). */
export const TEST_DATA_ROOTS = [MEMORY_ROOT, DISK_ROOT];

/**
 * Where this run keeps its template and the per-file copies: shared memory when it has room for the template
 * and a copy per worker (containers often give it 64 MB), else `.tmp` on disk.
 */
export function testDataRoot(): string {
  // The scale-0.05 template is ~120 MB; room for it, a copy per core and a margin.
  const need = (2 + availableParallelism()) * 200 * 2 ** 20;
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize >= need) return MEMORY_ROOT;
  } catch {
    // no /dev/shm (not Linux)
  }
  return DISK_ROOT;
}

/** The directory of a run: one per process, so runs side by side never share one. */
export const runDirectory = (root: string, pid: number) => join(root, `test-db-${pid}`);

/**
 * Native PostgreSQL: the run's template databases are named after it, and so are the per-file copies, so a
 * later run finds what a killed one left (runs on a shared cluster never touch each other's databases).
 */
export const runDatabasePrefix = (pid: number) => `fengshou_tpl_${pid}`;
/** The pid of the run a template or per-file database belongs to. */
export const runOfDatabase = (name: string) => Number(/^fengshou_tpl_(\d+)/.exec(name)?.[1]) || undefined;

/** The databases a run prepares: the migrated installation without data, and the seeded demo. */
export type PreparedDatabase = 'empty' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where this run's prepared databases are: PGlite data directories (and `files`, the folder for the
     * per-file copies), or with DATABASE_URL template database names.
     */
    preparedDatabases?: Record<PreparedDatabase, string> & { files?: string };
  }
}
