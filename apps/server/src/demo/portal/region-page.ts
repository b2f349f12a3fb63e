import { REGION_PAGE_KEY } from '@fengshou/core';
import type { Executor } from '../../db/client';
import { readPublishedDoc } from '../../modules/portal/dashboard-docs';

/**
 * 崇明 has published its administrative-region page (as its administrator would in the dashboard editor),
 * so /dashboard-custom/administrative-region?subject=310151000000 opens without a login; 浦东 and 上海 have
 * not, and their pages are refused.
 */
export async function publishDemoRegionPage(q: Executor, subjectId: number): Promise<number> {
  const doc = await readPublishedDoc(q, subjectId, REGION_PAGE_KEY);
  const [admin] = await q.query<{ id: number }>(
    "SELECT id FROM government_users WHERE government_subject_id = $1 AND login_name = 'chongming_admin'",
    [subjectId],
  );
  await q.query(
    `INSERT INTO dashboard_versions
       (government_subject_id, menu_key, version_no, doc, note, published_by, published_at)
     VALUES ($1, $2, 1, $3, '公开行政区划页面', $4, now() - interval '7 days')`,
    [subjectId, REGION_PAGE_KEY, JSON.stringify(doc), admin?.id ?? null],
  );
  return 1;
}
