import type { DashboardSkin } from '@fengshou/core';
import type { Executor } from '../../db/client';
import { seedBrandings } from '../../seed/branding';
import { seedMenuCatalogue } from '../../seed/catalogue';
import {
  catalogueDashboards,
  type DashboardDef,
  dashboardTemplateStr,
  seedPlates,
} from '../../seed/dashboards';
import { seedGisServers } from '../../seed/gis';
import { seedSubjectMenus } from '../../seed/menus';
import { seedReferenceData } from '../../seed/reference';
import type { DemoSubjectKey } from '../logins';
import { demoBrandings, seedSubjectBranding } from './branding';
import { DEMO_MENUS } from './menus';
import { CHONGMING_PLATES, PUDONG_PLATES } from './plate-defs';
import { publishDemoRegionPage } from './region-page';
import { DEMO_SUBJECTS, seedDemoUsers, seedSubjects } from './subjects';
import { seedDemoTowns } from './towns';

/**
 * The skin each demo subject shows a dashboard in (dashboard_template_str): 崇明 mixes the four
 * larger layouts, 上海 uses the nine-plate grids, 浦东 the four-plate layout with an eight-plate one
 * every third dashboard.
 */
const SKIN_OF: Record<DemoSubjectKey, (key: number) => DashboardSkin> = {
  shanghai: (key) => (key % 2 === 0 ? 'skin0' : 'skin3'),
  pudong: (key) => (key % 3 === 0 ? 'skin2' : 'skin4'),
  chongming: (key) => (['skin3', 'skin1', 'skin2', 'skin0'] as const)[key % 4]!,
};

// The catalogue's dashboards in each subject's skins, some replaced by the subject's own plates.
const DASHBOARDS: Record<DemoSubjectKey, Record<number, DashboardDef>> = {
  chongming: { ...catalogueDashboards(SKIN_OF.chongming), ...CHONGMING_PLATES },
  pudong: { ...catalogueDashboards(SKIN_OF.pudong), ...PUDONG_PLATES },
  shanghai: catalogueDashboards(SKIN_OF.shanghai),
};

/**
 * The demo portal: subjects (two towns of 崇明 among them), roles, users, menus, plates, map services,
 * reference data and branding.
 */
export async function seedPortal(q: Executor): Promise<number> {
  const { subjectIds, seeded, rows: subjectRows } = await seedSubjects(q);
  let rows = subjectRows + (await seedReferenceData(q));
  const catalogue = await seedMenuCatalogue(q);
  rows += catalogue.rows;
  const towns = await seedDemoTowns(q, subjectIds.chongming, catalogue.ids);
  rows += towns.rows + (await seedDemoUsers(q, new Map([...seeded, ...towns.seeded])));
  for (const s of DEMO_SUBJECTS) {
    const subjectId = subjectIds[s.key];
    rows += (await seedSubjectMenus(q, subjectId, DEMO_MENUS[s.key], catalogue.ids)).rows;
    const dashboards = DASHBOARDS[s.key];
    if (dashboards) rows += await seedPlates(q, subjectId, dashboards);
    const templates = dashboards ? dashboardTemplateStr(dashboards) : null;
    rows += await seedSubjectBranding(q, subjectId, s.key, templates);
    rows += await seedGisServers(q, s.chain.countyId ?? s.chain.cityId ?? s.chain.provinceId);
  }
  rows += await publishDemoRegionPage(q, subjectIds.chongming);
  rows += await seedBrandings(q, demoBrandings(subjectIds));
  return rows;
}
