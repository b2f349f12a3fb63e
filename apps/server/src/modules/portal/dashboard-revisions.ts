import { badParams } from '@fengshou/core';
import type { Queryable } from '../../db/client';

/**
 * The editor's optimistic check: every change of a subject's dashboard in the editor (save, discard,
 * publish, rollback, import) names the revision it was made on, and raises it. Two editors on one
 * dashboard: the second to store finds the revision moved and is refused, told who changed it and when,
 * instead of silently replacing what the first one saved.
 */

/** The last change of a dashboard: its revision, what was done, by whom and when. */
export interface DashboardChange {
  revision: number;
  action: string;
  changedBy: string | null;
  changedById: number | null;
  changedAt: string;
}

/** The dashboard's last change in the editor, or null before the first. */
export async function lastChangeOf(
  q: Queryable,
  subjectId: number,
  menuKey: number,
): Promise<DashboardChange | null> {
  const [row] = await q.query<DashboardChange>(
    `SELECT r.revision, r.action, u.nickname AS "changedBy", r.changed_by AS "changedById",
            to_char(r.changed_at, 'YYYY-MM-DD HH24:MI:SS') AS "changedAt"
       FROM dashboard_revisions r LEFT JOIN government_users u ON u.id = r.changed_by
      WHERE r.government_subject_id = $1 AND r.menu_key = $2`,
    [subjectId, menuKey],
  );
  return row ?? null;
}

/** What a change raises the revision with. */
export interface ChangeOf {
  subjectId: number;
  menuKey: number;
  /** The revision the caller's copy was loaded at. */
  baseRevision: number;
  /** What the change did, as another editor is told (保存了草稿, 发布了版本 3). */
  action: string;
  userId: number;
}

/**
 * Raises the dashboard's revision from `baseRevision`, in the caller's transaction (before the change it
 * guards, so a refusal leaves nothing written). One statement compares and sets: two editors with the same
 * base cannot both pass, on PGlite or on native PostgreSQL. Refuses with 300 naming baseRevision, telling
 * who changed the dashboard meanwhile. Answers the new revision.
 */
export async function advanceRevision(q: Queryable, c: ChangeOf): Promise<number> {
  const args = [c.subjectId, c.menuKey, c.baseRevision, c.action, c.userId];
  const [row] =
    c.baseRevision === 0
      ? await q.query<{ revision: number }>(
          `INSERT INTO dashboard_revisions (government_subject_id, menu_key, revision, action, changed_by)
           VALUES ($1, $2, $3 + 1, $4, $5)
           ON CONFLICT (government_subject_id, menu_key) DO UPDATE
             SET revision = dashboard_revisions.revision + 1, action = EXCLUDED.action,
                 changed_by = EXCLUDED.changed_by, changed_at = now()
             WHERE dashboard_revisions.revision = $3
           RETURNING revision`,
          args,
        )
      : await q.query<{ revision: number }>(
          `UPDATE dashboard_revisions SET revision = revision + 1, action = $4, changed_by = $5, changed_at = now()
            WHERE government_subject_id = $1 AND menu_key = $2 AND revision = $3
           RETURNING revision`,
          args,
        );
  if (row) return row.revision;
  const last = await lastChangeOf(q, c.subjectId, c.menuKey);
  throw badParams(['baseRevision'], staleText(last));
}

/** The refusal of a change made on an old copy: who changed the dashboard since, and when. */
export function staleText(last: DashboardChange | null): string {
  const who = last ? `${last.changedBy ?? '其他用户'}已于${last.changedAt}${last.action}` : '大屏已有变化';
  return `${who}，您打开后大屏已被修改：请重新加载后再保存（修订号 ${last?.revision ?? 0}）`;
}
