import type { DownloadKind, DownloadStatus } from '@fengshou/core/contract';
import type { Queryable } from '../db/client';

/** The kinds of job: the download centre's (a file each) and imports (a report each, not listed there). */
export type JobKindName = DownloadKind | 'import';

/** A job as the runner reads it. */
export interface JobRow {
  id: number;
  kind: JobKindName;
  userId: number;
  subjectId: number;
  areaId: number;
  title: string;
  status: DownloadStatus;
  params: Record<string, unknown>;
  attempts: number;
}

const RETURNING = `RETURNING id, kind, user_id AS "userId", subject_id AS "subjectId", area_id::float8 AS "areaId",
          title, status, params, attempts`;

/** What a new job is. */
export interface NewJob {
  kind: JobKindName;
  userId: number;
  subjectId: number;
  areaId: number;
  title: string;
  params: Record<string, unknown>;
  /** Excel exports: the list and what of it is written. */
  endpoint?: string;
  filter?: unknown;
  columns?: unknown;
  scheduleId?: number;
  /** Listed for these users (a schedule's recipients) instead of its owner. */
  recipients?: readonly number[];
}

/** Queues a job; its id. */
export async function insertJob(q: Queryable, j: NewJob): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO data_exports (kind, user_id, subject_id, area_id, title, params, endpoint, filter, columns,
                               schedule_id, for_recipients)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9::jsonb, $10, $11) RETURNING id`,
    [
      j.kind,
      j.userId,
      j.subjectId,
      j.areaId,
      j.title,
      JSON.stringify(j.params),
      j.endpoint ?? null,
      j.filter === undefined ? null : JSON.stringify(j.filter),
      j.columns === undefined ? null : JSON.stringify(j.columns),
      j.scheduleId ?? null,
      j.recipients !== undefined,
    ],
  );
  const id = row!.id;
  if (j.recipients?.length) {
    await q.query(
      `INSERT INTO download_recipients (export_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [id, j.recipients],
    );
  }
  return id;
}

/**
 * Claims the oldest job waiting, or one whose claim lapsed (its server stopped renewing it), for this server.
 * SKIP LOCKED lets several servers claim at once, each a different job; the lease is renewed while it runs.
 */
export async function claimJob(
  q: Queryable,
  serverId: string,
  leaseS: number,
  maxAttempts: number,
): Promise<JobRow | undefined> {
  const [row] = await q.query<JobRow>(
    `UPDATE data_exports
        SET status = 'running', claimed_by = $1, lease_until = now() + make_interval(secs => $2),
            start_time = coalesce(start_time, now()), attempts = attempts + 1
      WHERE id = (SELECT id FROM data_exports
                   WHERE (status = 'queued' OR (status = 'running' AND lease_until < now()))
                     AND attempts < $3
                   ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
     ${RETURNING}`,
    [serverId, leaseS, maxAttempts],
  );
  return row;
}

/**
 * Fails the jobs whose claim lapsed as often as they may be tried: something in them stops their server
 * (or every server stopped under them), and trying again would stop the next one.
 */
export async function failExhausted(q: Queryable, maxAttempts: number): Promise<void> {
  await q.query(
    `UPDATE data_exports SET status = 'failed', error = '多次执行均未完成，请稍后重新生成', finish_time = now(),
            claimed_by = NULL, lease_until = NULL
      WHERE status IN ('queued', 'running') AND attempts >= $1
        AND (status = 'queued' OR lease_until < now())`,
    [maxAttempts],
  );
}

/** Renews this server's claim; false when it is no longer this server's (taken again after a lapse). */
export async function renewLease(
  q: Queryable,
  id: number,
  serverId: string,
  leaseS: number,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE data_exports SET lease_until = now() + make_interval(secs => $3)
      WHERE id = $1 AND claimed_by = $2 AND status = 'running' RETURNING id`,
    [id, serverId, leaseS],
  );
  return rows.length > 0;
}

/** Records progress of a job this server holds. */
export async function setProgress(
  q: Queryable,
  id: number,
  serverId: string,
  p: { done: number; total: number; text: string | null },
): Promise<void> {
  await q.query(
    `UPDATE data_exports SET progress_done = $3, progress_total = $4, progress_text = $5
      WHERE id = $1 AND claimed_by = $2 AND status = 'running'`,
    [id, serverId, p.done, p.total, p.text],
  );
}

/** Marks a job done with its file, if this server still holds it; false when another took it over. */
export async function finishJob(
  q: Queryable,
  id: number,
  serverId: string,
  f: {
    filePath: string;
    fileName: string;
    mime: string;
    byteSize: number;
    rowCount: number;
    retentionDays: number;
  },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE data_exports
        SET status = 'done', file_path = $3, file_name = $4, mime = $5, byte_size = $6, row_count = $7,
            finish_time = now(), expires_at = now() + make_interval(days => $8), claimed_by = NULL,
            lease_until = NULL, progress_done = greatest(progress_done, progress_total), progress_text = NULL
      WHERE id = $1 AND claimed_by = $2 AND status = 'running' RETURNING id`,
    [id, serverId, f.filePath, f.fileName, f.mime, f.byteSize, f.rowCount, f.retentionDays],
  );
  return rows.length > 0;
}

/** Marks a job that makes no file (an import) done with its result, if this server still holds it. */
export async function finishJobWithResult(
  q: Queryable,
  id: number,
  serverId: string,
  result: unknown,
  rowCount: number,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE data_exports
        SET status = 'done', result = $3::jsonb, row_count = $4, finish_time = now(), claimed_by = NULL,
            lease_until = NULL, progress_done = $4, progress_total = $4, progress_text = NULL
      WHERE id = $1 AND claimed_by = $2 AND status = 'running' RETURNING id`,
    [id, serverId, JSON.stringify(result), rowCount],
  );
  return rows.length > 0;
}

/**
 * The uploads of import jobs that have ended (done, or failed: refused, or every try stopped its server):
 * their keys, forgotten by the rows as they are answered, so each is deleted once.
 */
export async function takeEndedUploads(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ key: string }>(
    `WITH old AS (SELECT id, params->'uploads' AS uploads FROM data_exports
                   WHERE kind = 'import' AND status IN ('done', 'failed') AND params ? 'uploads'
                   FOR UPDATE SKIP LOCKED LIMIT 500),
          gone AS (UPDATE data_exports d SET params = d.params - 'uploads' FROM old WHERE d.id = old.id
                   RETURNING old.uploads)
     SELECT u->>'key' AS key FROM gone, jsonb_array_elements(gone.uploads) u`,
  );
  return rows.map((r) => r.key);
}

/** Marks a job failed with the reason a user may read, if this server still holds it. */
export async function failJob(q: Queryable, id: number, serverId: string, reason: string): Promise<void> {
  await q.query(
    `UPDATE data_exports SET status = 'failed', error = $3, finish_time = now(), claimed_by = NULL,
            lease_until = NULL
      WHERE id = $1 AND claimed_by = $2 AND status = 'running'`,
    [id, serverId, reason.slice(0, 200)],
  );
}

/** Gives a job back to the queue (this server is stopping): the next server takes it at once. */
export async function releaseJob(q: Queryable, id: number, serverId: string): Promise<void> {
  await q.query(
    `UPDATE data_exports SET status = 'queued', claimed_by = NULL, lease_until = NULL,
            attempts = greatest(attempts - 1, 0)
      WHERE id = $1 AND claimed_by = $2 AND status = 'running'`,
    [id, serverId],
  );
}

/** Files past their expiry: their rows stay (the list says 已过期), the files go. */
export async function takeExpiredFiles(q: Queryable): Promise<{ id: number; filePath: string }[]> {
  return q.query<{ id: number; filePath: string }>(
    `UPDATE data_exports d SET file_path = NULL
       FROM (SELECT id, file_path FROM data_exports
              WHERE file_path IS NOT NULL AND expires_at < now() FOR UPDATE SKIP LOCKED LIMIT 500) old
      WHERE d.id = old.id
     RETURNING d.id, old.file_path AS "filePath"`,
  );
}
