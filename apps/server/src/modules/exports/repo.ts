import type { Queryable } from '../../db/client';

const STATUS_NAMES: Record<number, string> = { 1: '生成中', 2: '已完成', 3: '失败' };

/** An export row as stored. */
export interface ExportRow {
  id: number;
  userId: number;
  title: string;
  endpoint: string;
  status: number;
  rowCount: number;
  byteSize: number;
  error: string | null;
  filePath: string | null;
  createTime: string;
  finishTime: string | null;
  stamp: string;
}

const SELECT = `
  SELECT id, user_id AS "userId", title, endpoint, status, row_count AS "rowCount", byte_size::int AS "byteSize",
         error, file_path AS "filePath", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
         to_char(finish_time, 'YYYY-MM-DD HH24:MI:SS') AS "finishTime",
         to_char(create_time, 'YYYYMMDDHH24MISS') AS stamp
    FROM data_exports`;

/** The name the browser saves an export under: its title and when it was made. */
export function downloadName(r: Pick<ExportRow, 'title' | 'stamp'>): string {
  return `${r.title}-${r.stamp}.xlsx`;
}

/** The list item of an export. */
export function presentExport(r: ExportRow) {
  return {
    id: r.id,
    title: r.title,
    endpoint: r.endpoint,
    status: r.status,
    statusName: STATUS_NAMES[r.status] ?? '未知',
    rowCount: r.rowCount,
    byteSize: r.byteSize,
    error: r.error,
    createTime: r.createTime,
    finishTime: r.finishTime,
    fileName: downloadName(r),
  };
}

/** Records a new export (status 生成中) and answers its id. */
export async function insertExport(
  q: Queryable,
  e: {
    userId: number;
    subjectId: number;
    endpoint: string;
    title: string;
    filter: unknown;
    columns: unknown;
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO data_exports (user_id, subject_id, endpoint, title, filter, columns)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) RETURNING id`,
    [e.userId, e.subjectId, e.endpoint, e.title, JSON.stringify(e.filter), JSON.stringify(e.columns)],
  );
  return row!.id;
}

/** Marks an export written. */
export async function finishExport(
  q: Queryable,
  id: number,
  done: { filePath: string; rowCount: number; byteSize: number },
): Promise<void> {
  await q.query(
    `UPDATE data_exports SET status = 2, file_path = $2, row_count = $3, byte_size = $4, finish_time = now()
      WHERE id = $1`,
    [id, done.filePath, done.rowCount, done.byteSize],
  );
}

/** Marks an export failed with the reason a user may read. */
export async function failExport(q: Queryable, id: number, reason: string): Promise<void> {
  await q.query('UPDATE data_exports SET status = 3, error = $2, finish_time = now() WHERE id = $1', [
    id,
    reason.slice(0, 200),
  ]);
}

/** One export by id, or undefined. */
export async function findExport(q: Queryable, id: number): Promise<ExportRow | undefined> {
  const [row] = await q.query<ExportRow>(`${SELECT} WHERE id = $1`, [id]);
  return row;
}

/** A page of a user's exports, newest first. */
export async function pageExports(q: Queryable, userId: number, page: { pageNo: number; pageSize: number }) {
  const [count] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1',
    [userId],
  );
  const rows = await q.query<ExportRow>(`${SELECT} WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [
    userId,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  ]);
  return { rows, total: count?.n ?? 0 };
}
