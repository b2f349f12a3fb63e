import { isLogoUrl, shownUrl } from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';

/** The branding a login page shows for a subject, or undefined. */
export async function findSubjectLogo(q: Queryable, subjectId: number) {
  const [row] = await q.query<{
    id: number;
    subjectName: string;
    subjectLogoUrl: string | null;
    bigDataPlatformName: string | null;
    showLogoFlag: number;
  }>(
    `SELECT id, subject_name AS "subjectName", subject_logo_url AS "subjectLogoUrl",
            big_data_platform_name AS "bigDataPlatformName", show_logo_flag AS "showLogoFlag"
       FROM government_subjects WHERE id = $1`,
    [subjectId],
  );
  return row && { ...row, subjectLogoUrl: shownLogoUrl(row.subjectLogoUrl) };
}

/** A stored logo as answers show it: one stored before logos were checked, and is no longer accepted, is none. */
export function shownLogoUrl(url: string | null): string | null {
  return url !== null && isLogoUrl(url) ? url : null;
}

/** External system links of a subject, in menu order. */
export async function listMenuLinks(q: Queryable, subjectId: number) {
  const links = await q.query<{ id: number; name: string; url: string; sortNum: number }>(
    `SELECT id, name, url, sort_num AS "sortNum" FROM subject_menu_links
      WHERE government_subject_id = $1 ORDER BY sort_num, id`,
    [subjectId],
  );
  return links.filter((l) => shownUrl(l.url) !== null);
}

/** Every subject briefly; callers filter by area scope (subjects number in the hundreds, not millions). */
export function listSubjectBriefs(q: Queryable) {
  return q.query<{ id: number; subjectName: string; subjectLevel: number; areaId: number }>(
    `SELECT id, subject_name AS "subjectName", subject_level AS "subjectLevel", area_id AS "areaId"
       FROM government_subjects ORDER BY subject_level, id`,
  );
}

/** The area of the subject a user belongs to (not the one the session switched to). */
export async function ownSubjectAreaId(q: Queryable, userId: number): Promise<number | undefined> {
  const [row] = await q.query<{ areaId: number }>(
    `SELECT gs.area_id AS "areaId" FROM government_users u
       JOIN government_subjects gs ON gs.id = u.government_subject_id WHERE u.id = $1`,
    [userId],
  );
  return row?.areaId;
}

/** An account as far as signing in to it is concerned. */
export interface AccountRef {
  id: number;
  phone: string | null;
  subjectId: number;
  active: boolean;
}

/** The account, active or not, or undefined. */
export async function findAccount(q: Queryable, userId: number): Promise<AccountRef | undefined> {
  const [row] = await q.query<AccountRef>(
    `SELECT id, phone, government_subject_id AS "subjectId", (account_status = 1 AND del_flag = 0) AS active
       FROM government_users WHERE id = $1`,
    [userId],
  );
  return row;
}
