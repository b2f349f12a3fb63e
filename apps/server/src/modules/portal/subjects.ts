import type { zGovSubject } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { listGovSubjects } from '../login/user-info';

type GovSubject = z.input<typeof zGovSubject>;

/** A page of the subjects whose area lies in [lo, hi], optionally filtered by a name pattern. */
export async function listSubjectsInRange(
  q: Queryable,
  range: [number, number],
  pattern: string | null,
  page: { limit: number; offset: number },
): Promise<{ list: GovSubject[]; total: number }> {
  const where = 'gs.area_id BETWEEN $1 AND $2 AND ($3::text IS NULL OR gs.subject_name ILIKE $3)';
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM government_subjects gs WHERE ${where}`,
    [...range, pattern],
  );
  // The page is chosen in a subquery so the subject VO keeps one definition (login's user-info).
  const list = await listGovSubjects(
    q,
    `gs.id IN (SELECT gs.id FROM government_subjects gs WHERE ${where}
                ORDER BY gs.subject_level, gs.id LIMIT $4 OFFSET $5)`,
    [...range, pattern, page.limit, page.offset],
  );
  return { list, total: count?.n ?? 0 };
}

/** Branding fields an operator may change, by body key and column. */
export const BRANDING_COLUMNS = {
  subjectName: 'subject_name',
  subjectLogoUrl: 'subject_logo_url',
  bigDataPlatformName: 'big_data_platform_name',
  middlePlatformName: 'middle_platform_name',
  poweredBy: 'powered_by',
  skinType: 'skin_type',
  navStyleFlag: 'nav_style_flag',
  guidePageSupportFlag: 'guide_page_support_flag',
  guidePageTypeFlag: 'guide_page_type_flag',
  screenWatermarkFlag: 'screen_watermark_flag',
} as const;

/** Writes the given branding fields (undefined ones are kept) and stamps the editor. */
export async function updateBranding(
  q: Queryable,
  id: number,
  changes: Partial<Record<keyof typeof BRANDING_COLUMNS, unknown>>,
  editor: string,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id, editor];
  for (const [key, column] of Object.entries(BRANDING_COLUMNS)) {
    const value = changes[key as keyof typeof BRANDING_COLUMNS];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  await q.query(
    `UPDATE government_subjects SET ${[...sets, 'update_by = $2', 'update_time = now()'].join(', ')} WHERE id = $1`,
    params,
  );
}
