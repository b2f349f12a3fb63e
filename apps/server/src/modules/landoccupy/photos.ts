import type { Executor, Queryable } from '../../db/client';

/** A case's table and outline column, by the record kind of its photos. */
const CASE_OF = {
  occupy: { table: 'farmland_occupations', geom: 'ring' },
  abnormal: { table: 'cultivated_abnormals', geom: 'geom' },
} as const;

/** A field photo of a case with its stamp (zReviewPhoto without the signed address). */
export interface PhotoRow {
  url: string;
  sha256: string | null;
  captureTime: string | null;
  lat: number | null;
  lng: number | null;
  accuracyM: number | null;
  heading: number | null;
  uploaderName: string | null;
  uploadTime: string;
  distanceM: number | null;
  far: boolean;
  usedLogId: number | null;
}

/**
 * Every photo uploaded for a case, in the order taken, with its distance to the parcel outline (geodesic metres,
 * 0 inside) and whether that exceeds `maxDistanceM`.
 */
export async function photosOf(
  q: Queryable,
  kind: 'occupy' | 'abnormal',
  recordId: number,
  maxDistanceM: number,
): Promise<PhotoRow[]> {
  const c = CASE_OF[kind];
  const rows = await q.query<Omit<PhotoRow, 'far'>>(
    `SELECT '/files/review/' || u.id || '.' || CASE u.mime WHEN 'image/png' THEN 'png' WHEN 'image/webp' THEN 'webp'
              ELSE 'jpg' END AS url,
            u.sha256, to_char(u.capture_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "captureTime",
            u.lat, u.lng, u.accuracy_m::float8 AS "accuracyM", u.heading::float8 AS heading,
            COALESCE(NULLIF(g.nickname, ''), g.login_name) AS "uploaderName",
            to_char(u.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "uploadTime",
            CASE WHEN u.lat IS NULL THEN NULL
                 ELSE round(ST_Distance(r.${c.geom}::geography,
                                        ST_SetSRID(ST_MakePoint(u.lng, u.lat), 4326)::geography)::numeric, 1)::float8
            END AS "distanceM",
            u.used_log_id AS "usedLogId"
       FROM review_uploads u
       JOIN ${c.table} r ON r.id = u.record_id
       LEFT JOIN government_users g ON g.id = u.user_id
      WHERE u.record_kind = $1 AND u.record_id = $2
      ORDER BY u.capture_time NULLS LAST, u.create_time, u.id`,
    [kind, recordId],
  );
  return rows.map((r) => ({ ...r, far: r.distanceM !== null && r.distanceM > maxDistanceM }));
}

/**
 * Marks photos as used by a log row, in the transaction of the action that wrote it: from then on they are
 * evidence and never replaced (the table's trigger holds that). Photos already used by an earlier action
 * keep their first use.
 */
export async function markPhotosUsed(
  q: Executor,
  ids: readonly string[],
  usedIn: 'case' | 'task',
  logId: number,
): Promise<void> {
  if (!ids.length) return;
  await q.query(
    `UPDATE review_uploads SET used_in = $2, used_log_id = $3 WHERE id = ANY($1::uuid[]) AND used_log_id IS NULL`,
    [ids, usedIn, logId],
  );
}

/** True when the case's field task is in rectification: its second check on site takes photos. */
export async function inRectification(q: Queryable, kind: 'occupy' | 'abnormal', recordId: number) {
  const rows = await q.query(
    `SELECT 1 AS x FROM field_tasks WHERE record_kind = $1 AND record_id = $2
        AND rectify_deadline IS NOT NULL AND closed_time IS NULL`,
    [kind, recordId],
  );
  return rows.length > 0;
}
