import { SKINS } from '@fengshou/core';
import type { RolePreset } from '@fengshou/core/contract';
import type { Executor } from '../db/client';
import type { TemplateIds } from './catalogue';
import { catalogueDashboards, dashboardTemplateStr, MetricIds, seedPlates } from './dashboards';
import { seedGisServers } from './gis';
import { CATALOGUE_MENUS, seedSubjectMenus } from './menus';
import { seedRoles } from './roles';

/** A government subject to create: its name, level (1 province, 2 city, 3 county) and area chain. */
export interface NewSubject {
  subjectName: string;
  subjectLevel: 1 | 2 | 3;
  parentSubjectId?: number | null;
  chain: { provinceId: number; cityId?: number | null; countyId?: number | null };
}

/** The area a subject governs: the deepest of its chain. */
export const subjectAreaId = (chain: NewSubject['chain']): number =>
  chain.countyId ?? chain.cityId ?? chain.provinceId;

/**
 * Stores a subject as the product sets one up: the preset roles, the catalogue's menus and topic
 * dashboards with their plates (all read the statistics of the area shown) and its area's map services.
 * Returns the subject's id and its roles' ids.
 */
export async function installSubject(
  q: Executor,
  s: NewSubject,
  templates: TemplateIds,
): Promise<{ subjectId: number; roleIds: Record<RolePreset, number> }> {
  const dashboards = catalogueDashboards();
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO government_subjects (subject_name, subject_level, parent_subject_id, skin_type, nav_style_flag,
       guide_page_support_flag, province_id, city_id, county_id, area_id, dashboard_template_str, create_by,
       update_by)
     VALUES ($1, $2, $3, $4, 2, 0, $5, $6, $7, $8, $9, 'system', 'system') RETURNING id`,
    [
      s.subjectName,
      s.subjectLevel,
      s.parentSubjectId ?? null,
      SKINS.classic,
      s.chain.provinceId,
      s.chain.cityId ?? null,
      s.chain.countyId ?? null,
      subjectAreaId(s.chain),
      dashboardTemplateStr(dashboards),
    ],
  );
  const subjectId = row!.id;
  const roles = await seedRoles(q, subjectId);
  await seedSubjectMenus(q, subjectId, CATALOGUE_MENUS, templates);
  await seedPlates(q, subjectId, dashboards, new MetricIds());
  await seedGisServers(q, subjectAreaId(s.chain));
  return { subjectId, roleIds: roles.ids };
}
