import type { Executor } from '../../db/client';
import type { TemplateIds } from '../../seed/catalogue';
import { installSubject, regionSubject } from '../../seed/subject';
import type { DemoTownKey } from '../logins';
import type { SeededSubject } from './subjects';

/** Two towns of 崇明 with their own bodies, so the demo's field check runs county → town → checker. */
export const DEMO_TOWNS: readonly { key: DemoTownKey; areaId: number }[] = [
  { key: 'chengqiao', areaId: 310151101000 },
  { key: 'baozhen', areaId: 310151102000 },
];

/**
 * Sets up the demo towns' bodies (城桥镇农业服务中心, 堡镇农业服务中心) under the county's subject the way 主体管理
 * does for a bureau: the product's subject with its catalogue menus, dashboards, roles and map services.
 */
export async function seedDemoTowns(
  q: Executor,
  countySubjectId: number,
  templates: TemplateIds,
): Promise<{ seeded: Map<DemoTownKey, SeededSubject>; rows: number }> {
  const seeded = new Map<DemoTownKey, SeededSubject>();
  for (const town of DEMO_TOWNS) {
    const subject = await regionSubject(q, town.areaId);
    if (!subject) throw new Error(`demo town ${town.areaId} is not a stored town`);
    const { subjectId, roleIds } = await installSubject(
      q,
      { ...subject, parentSubjectId: countySubjectId },
      templates,
    );
    seeded.set(town.key, { id: subjectId, name: subject.subjectName, roleIds });
  }
  return { seeded, rows: DEMO_TOWNS.length };
}
