import { DYNAMIC_DASHBOARD_MENUS, HOME_DASHBOARDS, REGION_PAGE_KEY } from '@fengshou/core';
import type { zCustomDashboard } from '@fengshou/core/contract';
import { skinForMenu } from '@fengshou/core/plates';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { listShowMenus } from './menus';

/** The keys /dashboard-custom lists: the 20 dynamic dashboards, then the administrative-region page. */
const CUSTOM_KEYS: readonly { key: number; name: string }[] = [
  ...DYNAMIC_DASHBOARD_MENUS.map((m) => ({ key: m.key, name: m.name })),
  ...HOME_DASHBOARDS.filter((h) => h.key === REGION_PAGE_KEY),
];

type Row = {
  menuKey: number;
  plateCount: number;
  plateNames: string[] | null;
  versionNo: number | null;
  publishedAt: string | null;
  publishedBy: string | null;
  draftUpdatedAt: string | null;
};

const STAMP = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * The subject's custom dashboards with what they hold and their editing state: plates in slot order, the
 * newest published version (who, when) and a waiting draft; named as the subject's menus name them.
 */
export async function listCustomDashboards(
  q: Queryable,
  subjectId: number,
): Promise<z.input<typeof zCustomDashboard>[]> {
  const rows = await q.query<Row>(
    `SELECT k AS "menuKey",
            (SELECT count(*)::int FROM plates p WHERE p.government_subject_id = $1 AND p.menu_key = k) AS "plateCount",
            (SELECT array_agg(p.plate_name ORDER BY p.position) FROM plates p
              WHERE p.government_subject_id = $1 AND p.menu_key = k) AS "plateNames",
            v.version_no AS "versionNo", ${STAMP('v.published_at')} AS "publishedAt", u.nickname AS "publishedBy",
            ${STAMP('d.updated_at')} AS "draftUpdatedAt"
       FROM unnest($2::int[]) AS k
       LEFT JOIN LATERAL (SELECT version_no, published_at, published_by FROM dashboard_versions
                           WHERE government_subject_id = $1 AND menu_key = k
                           ORDER BY version_no DESC LIMIT 1) v ON true
       LEFT JOIN government_users u ON u.id = v.published_by
       LEFT JOIN dashboard_drafts d ON d.government_subject_id = $1 AND d.menu_key = k
      ORDER BY k`,
    [subjectId, CUSTOM_KEYS.map((c) => c.key)],
  );
  const [subject] = await q.query<{ templates: string | null }>(
    'SELECT dashboard_template_str AS templates FROM government_subjects WHERE id = $1',
    [subjectId],
  );
  const menus = await listShowMenus(q, subjectId);
  const nameOf = (key: number) => {
    const menu = menus.find((m) => m.menuKey === key);
    return menu?.customName?.trim() || CUSTOM_KEYS.find((c) => c.key === key)!.name;
  };
  return rows.map((r) => ({
    ...r,
    menuKey: Number(r.menuKey),
    name: nameOf(Number(r.menuKey)),
    skin: skinForMenu(subject?.templates, Number(r.menuKey), r.plateCount),
    plateNames: r.plateNames ?? [],
  }));
}
