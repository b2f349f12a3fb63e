import type { Database, Executor } from '../db/client';
import { importKind, type KindImportRequest } from './kinds/engine';
import { importKindOf } from './kinds/registry';
import { FileProblem, type ImportFile, type Problem } from './types';

/** What to import, into which area, for whom. */
export interface ImportRequest {
  kind: string;
  files: ImportFile[];
  /** Target area: every row must lie in it; rows that name no area get it. */
  areaId: number;
  userId: number | null;
  dryRun?: boolean;
  onProgress?: KindImportRequest['onProgress'];
}

/** The outcome: either every row written (inserted or updated), or nothing and the rows at fault. */
export interface ImportReport {
  jobId: number;
  kind: string;
  fileName: string;
  total: number;
  written: number;
  inserted: number;
  updated: number;
  imported: boolean;
  errorCount: number;
  errors: Problem[];
}

const MAX_REPORTED = 200;

/**
 * Reads, checks and (when every row is right and not a dry run) writes an import in one transaction, and
 * records it in the import history: written runs inside their transaction, refused and checked-only runs
 * after.
 */
export async function runImport(db: Database, req: ImportRequest): Promise<ImportReport> {
  const kind = importKindOf(req.kind);
  if (!kind) throw new Error(`unknown import kind ${req.kind}`);
  const fileName =
    req.files.find((f) => /\.(shp|geojson|json|xlsx|csv)$/i.test(f.fileName))?.fileName ??
    req.files[0]?.fileName ??
    '';
  const [{ id: jobId }] = (await db.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('import_jobs', 'id'))::int AS id",
  )) as [{ id: number }];
  const job =
    (status: string, total: number, counts: { inserted: number; updated: number }, problems: Problem[]) =>
    (q: Pick<Executor, 'query'>) =>
      q.query(
        `INSERT INTO import_jobs (id, kind, file_name, area_id, user_id, row_count, status, inserted, updated, error_count, errors)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          jobId,
          req.kind,
          fileName.slice(0, 255),
          req.areaId,
          req.userId,
          total,
          status,
          counts.inserted,
          counts.updated,
          problems.length,
          JSON.stringify(sorted(problems).slice(0, MAX_REPORTED)),
        ],
      );
  let total = 0;
  let problems: Problem[];
  let counts = { inserted: 0, updated: 0 };
  try {
    const result = await importKind(db, kind, {
      files: req.files,
      areaId: req.areaId,
      userId: req.userId,
      dryRun: req.dryRun,
      onProgress: req.onProgress,
      jobId,
      record: async (q, c) => {
        await job('imported', c.total, c, [])(q);
      },
    });
    ({ total, problems } = result);
    counts = { inserted: result.inserted, updated: result.updated };
  } catch (e) {
    if (!(e instanceof FileProblem)) throw e;
    problems = [{ row: 0, field: e.field, reason: e.message }];
  }
  const written = counts.inserted + counts.updated;
  if (written === 0) await job(problems.length ? 'rejected' : 'checked', total, counts, problems)(db);
  return {
    jobId,
    kind: req.kind,
    fileName,
    total,
    written,
    ...counts,
    imported: written > 0,
    errorCount: problems.length,
    errors: sorted(problems).slice(0, MAX_REPORTED),
  };
}

const sorted = (p: Problem[]) => [...p].sort((a, b) => a.row - b.row);
