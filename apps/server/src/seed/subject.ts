import { SKINS } from '@fengshou/core';
import type { RolePreset } from '@fengshou/core/contract';
import type { Executor } from '../db/client';
import type { TemplateIds } from './catalogue';
import { catalogueDashboards, dashboardTemplateStr, seedPlates } from './dashboards';
import { seedGisServers } from './gis';
import { CATALOGUE_MENUS, seedSubjectMenus } from './menus';
import { seedRoles } from './roles';

/** A government subject to create: its name, level (1 province, 2 city, 3 county, 4 town) and area chain. */
export interface NewSubject {
  subjectName: string;
  subjectLevel: 1 | 2 | 3 | 4;
  parentSubjectId?: number | null;
  chain: { provinceId: number; cityId?: number | null; countyId?: number | null; townId?: number | null };
}

/** The area a subject governs: the deepest of its chain. */
export const subjectAreaId = (chain: NewSubject['chain']): number =>
  chain.townId ?? chain.countyId ?? chain.cityId ?? chain.provinceId;

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
       guide_page_support_flag, province_id, city_id, county_id, town_id, area_id, dashboard_template_str,
       create_by, update_by)
     VALUES ($1, $2, $3, $4, 2, 0, $5, $6, $7, $8, $9, $10, 'system', 'system') RETURNING id`,
    [
      s.subjectName,
      s.subjectLevel,
      s.parentSubjectId ?? null,
      SKINS.classic,
      s.chain.provinceId,
      s.chain.cityId ?? null,
      s.chain.countyId ?? null,
      s.chain.townId ?? null,
      subjectAreaId(s.chain),
      dashboardTemplateStr(dashboards),
    ],
  );
  const subjectId = row!.id;
  const roles = await seedRoles(q, subjectId);
  await seedSubjectMenus(q, subjectId, CATALOGUE_MENUS, templates);
  await seedPlates(q, subjectId, dashboards);
  await seedGisServers(q, subjectAreaId(s.chain));
  return { subjectId, roleIds: roles.ids };
}

/**
 * The subject of an area (a province, city, county or town): its level and area chain from the stored areas,
 * and by default its agriculture bureau's name (a town's 农业服务中心). Undefined for an id that is no stored
 * province, city, county or town.
 */
export async function regionSubject(
  q: Executor,
  areaId: number,
  subjectName?: string,
): Promise<NewSubject | undefined> {
  const chain = await q.query<{ id: number; level: number; name: string }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, level, name FROM areas WHERE id = $1
       UNION ALL SELECT a.id, a.parent_id, a.level, a.name FROM areas a JOIN up ON a.id = up.parent_id)
     SELECT id, level, name FROM up ORDER BY level`,
    [areaId],
  );
  const own = chain.at(-1);
  if (!own || own.id !== areaId || own.level > 4) return undefined;
  const level = own.level as 1 | 2 | 3 | 4;
  const at = (l: number) => chain.find((a) => a.level === l)?.id;
  return {
    subjectName: subjectName ?? bureauName(own.name, level, chain[0]!.name),
    subjectLevel: level,
    chain: { provinceId: at(1)!, cityId: at(2) ?? null, countyId: at(3) ?? null, townId: at(4) ?? null },
  };
}

/**
 * The usual name of a region's agriculture bureau: 厅 of a province, 委员会 of a municipality (北京、天津、
 * 上海、重庆) and its districts, 局 of a city or county, 农业服务中心 of a town.
 */
function bureauName(name: string, level: 1 | 2 | 3 | 4, province: string): string {
  if (level === 4) return `${name}农业服务中心`;
  const municipality = /^(北京|天津|上海|重庆)市$/.test(province);
  if (level === 1) return `${name}农业农村${municipality ? '委员会' : '厅'}`;
  // A municipality's city level is 市辖区 / 县: its bureau is the municipality's.
  if (level === 2 && municipality) return `${province}农业农村委员会`;
  return `${name}农业农村${level === 3 && municipality ? '委员会' : '局'}`;
}
