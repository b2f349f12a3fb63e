import {
  type BRIEFING_FORMATS,
  DOWNLOAD_KIND_NAMES,
  DOWNLOAD_STATUS_NAMES,
  type DownloadItem,
  type DownloadKind,
  type DownloadStatus,
} from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';

/** A job as the download centre reads it for one user. */
export interface DownloadRow {
  id: number;
  userId: number;
  kind: DownloadKind;
  title: string;
  endpoint: string | null;
  status: DownloadStatus;
  progressDone: number;
  progressTotal: number;
  progressText: string | null;
  areaId: number;
  areaName: string | null;
  rowCount: number;
  byteSize: number;
  error: string | null;
  createTime: string;
  startTime: string | null;
  finishTime: string | null;
  expiresAt: string | null;
  filePath: string | null;
  fileName: string | null;
  mime: string | null;
  stamp: string;
  params: Record<string, unknown>;
  scheduleName: string | null;
  forRecipients: boolean;
  recipient: boolean;
  unread: boolean;
}

const ts = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

// $1 is the user: his own jobs, and a schedule's briefings delivered to him (imports make no file to list).
const FROM = `
    FROM data_exports d
    LEFT JOIN download_recipients r ON r.export_id = d.id AND r.user_id = $1
   WHERE d.kind <> 'import' AND (CASE WHEN d.for_recipients THEN r.user_id IS NOT NULL ELSE d.user_id = $1 END)`;

const SELECT = `
  SELECT d.id, d.user_id AS "userId", d.kind, d.title, d.endpoint, d.status, d.progress_done AS "progressDone",
         d.progress_total AS "progressTotal", d.progress_text AS "progressText", d.area_id::float8 AS "areaId",
         (SELECT name FROM areas WHERE id = d.area_id) AS "areaName", d.row_count AS "rowCount",
         d.byte_size::float8 AS "byteSize", d.error, ${ts('d.create_time')} AS "createTime",
         ${ts('d.start_time')} AS "startTime", ${ts('d.finish_time')} AS "finishTime",
         ${ts('d.expires_at')} AS "expiresAt", d.file_path AS "filePath", d.file_name AS "fileName", d.mime,
         to_char(d.create_time, 'YYYYMMDDHH24MISS') AS stamp, d.params,
         (SELECT name FROM briefing_schedules WHERE id = d.schedule_id) AS "scheduleName",
         d.for_recipients AS "forRecipients", r.user_id IS NOT NULL AS recipient,
         (r.user_id IS NOT NULL AND r.read_at IS NULL) AS unread
  ${FROM}`;

const EXTENSION_OF_FORMAT: Record<(typeof BRIEFING_FORMATS)[number], string> = {
  'pdf-a4': 'pdf',
  'pdf-16x9': 'pdf',
  pptx: 'pptx',
  'png-1080': 'png',
  'png-2160': 'png',
};

/** The file's extension before it is made (from its kind and format). */
function plannedExtension(r: DownloadRow): string {
  if (r.kind === 'excel') return 'xlsx';
  return EXTENSION_OF_FORMAT[r.params.format as keyof typeof EXTENSION_OF_FORMAT] ?? 'pdf';
}

/** The list item of a job. */
export function presentDownload(r: DownloadRow): DownloadItem {
  return {
    id: r.id,
    kind: r.kind,
    kindName: DOWNLOAD_KIND_NAMES[r.kind],
    title: r.title,
    endpoint: r.endpoint,
    status: r.status,
    statusName: r.status === 'done' && !r.filePath ? '已过期' : DOWNLOAD_STATUS_NAMES[r.status],
    progressDone: r.progressDone,
    progressTotal: r.progressTotal,
    progressText: r.progressText,
    areaId: r.areaId,
    areaName: r.areaName ?? String(r.areaId),
    rowCount: r.rowCount,
    byteSize: r.byteSize,
    error: r.error,
    createTime: r.createTime,
    startTime: r.startTime,
    finishTime: r.finishTime,
    expiresAt: r.expiresAt,
    expired: r.status === 'done' && !r.filePath,
    fileName: r.fileName ?? `${r.title}-${r.stamp}.${plannedExtension(r)}`,
    scheduleName: r.scheduleName,
    unread: r.unread,
  };
}

/** One job the user may see, or undefined. */
export async function findDownload(
  q: Queryable,
  userId: number,
  id: number,
): Promise<DownloadRow | undefined> {
  const [row] = await q.query<DownloadRow>(`${SELECT} AND d.id = $2`, [userId, id]);
  return row;
}

/** A page of the user's jobs, newest first. */
export async function pageDownloads(
  q: Queryable,
  userId: number,
  f: { kind?: DownloadKind; status?: DownloadStatus; pageNo: number; pageSize: number },
) {
  const where = ` AND ($2::text IS NULL OR d.kind = $2) AND ($3::text IS NULL OR d.status = $3)`;
  const args = [userId, f.kind ?? null, f.status ?? null];
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM}${where}`, args);
  const rows = await q.query<DownloadRow>(`${SELECT}${where} ORDER BY d.id DESC LIMIT $4 OFFSET $5`, [
    ...args,
    f.pageSize,
    (f.pageNo - 1) * f.pageSize,
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Removes a job from the user's centre: his own job goes with its file; a delivered briefing leaves his list
 * only, and goes once nobody it was delivered to keeps it. Answers the file to delete, if any.
 */
export async function removeDownload(q: Queryable, row: DownloadRow, userId: number): Promise<string | null> {
  if (row.forRecipients) {
    await q.query('DELETE FROM download_recipients WHERE export_id = $1 AND user_id = $2', [row.id, userId]);
    const gone = await q.query<{ file_path: string | null }>(
      `DELETE FROM data_exports d WHERE id = $1
          AND NOT EXISTS (SELECT 1 FROM download_recipients WHERE export_id = d.id)
        RETURNING file_path`,
      [row.id],
    );
    return gone[0]?.file_path ?? null;
  }
  await q.query('DELETE FROM data_exports WHERE id = $1 AND user_id = $2', [row.id, userId]);
  return row.filePath;
}

/** How many delivered briefings the user has not seen, and the latest of them. */
export async function unreadOf(q: Queryable, userId: number) {
  const latest = await q.query<{ id: number; title: string; createTime: string; n: number }>(
    `SELECT d.id, d.title, ${ts('d.create_time')} AS "createTime", count(*) OVER ()::int AS n
       FROM download_recipients r JOIN data_exports d ON d.id = r.export_id
      WHERE r.user_id = $1 AND r.read_at IS NULL AND d.status = 'done'
      ORDER BY d.id DESC LIMIT 5`,
    [userId],
  );
  return { count: latest[0]?.n ?? 0, latest: latest.map(({ n: _n, ...rest }) => rest) };
}

/** Marks the user's delivered briefings that are ready as seen. */
export async function markRead(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE download_recipients r SET read_at = now() FROM data_exports d
      WHERE r.user_id = $1 AND r.read_at IS NULL AND d.id = r.export_id AND d.status = 'done'`,
    [userId],
  );
}
