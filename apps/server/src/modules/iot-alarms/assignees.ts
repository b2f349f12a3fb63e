import { areaCodeRange } from '../../auth/scope';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { containsPattern } from '../../query/keyword';

/** A person an alarm may be assigned to. */
export interface Assignee {
  userId: number;
  nickname: string;
  loginName: string;
  subjectName: string;
  postName: string | null;
  canHandle: boolean;
}

/**
 * The people an alarm of `alarmArea` may go to: live, enabled accounts of the caller's subject or of the
 * enabled subjects below it (a bureau hands work down, never sideways or up), whose subject governs the
 * alarm's area, so the assignee can see the alarm. With `userId`, only that person (the check of an
 * assignment); with a keyword, names and login names matching it. People who may act on alarms first.
 */
export async function assignees(
  q: Queryable,
  caller: Session,
  alarmArea: number,
  opts: { userId?: number; keyword?: string } = {},
): Promise<Assignee[]> {
  const pattern = opts.keyword ? containsPattern(opts.keyword) : null;
  const rows = await q.query<Assignee & { subjectArea: string }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM government_subjects WHERE id = $1 AND subject_status = 1
       UNION ALL
       SELECT s.id FROM government_subjects s JOIN tree t ON s.parent_subject_id = t.id WHERE s.subject_status = 1)
     SELECT u.id AS "userId", u.nickname, u.login_name AS "loginName", gs.subject_name AS "subjectName",
            u.post_name AS "postName", gs.area_id AS "subjectArea",
            EXISTS (SELECT 1 FROM role_permissions rp
                     WHERE rp.role_id = u.government_role_id AND rp.button_code = 'iot:alarm') AS "canHandle"
       FROM government_users u
       JOIN tree t ON t.id = u.government_subject_id
       JOIN government_subjects gs ON gs.id = u.government_subject_id
      WHERE u.del_flag = 0 AND u.account_status = 1
        AND ($2::int IS NULL OR u.id = $2)
        AND ($3::text IS NULL OR u.nickname ILIKE $3 OR u.login_name ILIKE $3)
      ORDER BY "canHandle" DESC, gs.subject_level, u.id`,
    [caller.subjectId, opts.userId ?? null, pattern],
  );
  return rows
    .filter((r) => {
      const [lo, hi] = areaCodeRange(Number(r.subjectArea));
      return alarmArea >= lo && alarmArea <= hi;
    })
    .slice(0, 200)
    .map(({ subjectArea: _, ...a }) => a);
}
