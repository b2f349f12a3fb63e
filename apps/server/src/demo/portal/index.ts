import type { Executor } from '../../db/client';
import { DEMO_MAIN_COUNTY_ID } from '../areas';
import type { DemoSubjectKey } from '../logins';
import { demoBrandings, seedBrandings, seedSubjectBranding } from './branding';
import { seedMenuCatalogue } from './catalogue';
import { seedGisServers } from './gis';
import { DEMO_MENUS, seedSubjectMenus } from './menus';
import { MetricIds } from './plate-data';
import { CHONGMING_PLATES, type DashboardDef, PUDONG_PLATES } from './plate-defs';
import { dashboardTemplateStr, seedPlates } from './plates';
import { seedReferenceData } from './reference';
import { DEMO_SUBJECTS, seedSubjectsAndUsers } from './subjects';
import { subjectDashboards } from './topics';

/** 浦东新区: the classic-skin demo county. */
const PUDONG_COUNTY_ID = 310115000000;

// Seed-time detail tables (areas) are computed for a county; 上海's own plates use live statistics.
const DASHBOARDS: Record<DemoSubjectKey, { county: number; plates: Record<number, DashboardDef> }> = {
  chongming: { county: DEMO_MAIN_COUNTY_ID, plates: subjectDashboards('chongming', CHONGMING_PLATES) },
  pudong: { county: PUDONG_COUNTY_ID, plates: subjectDashboards('pudong', PUDONG_PLATES) },
  shanghai: { county: DEMO_MAIN_COUNTY_ID, plates: subjectDashboards('shanghai') },
};

/** The demo portal: subjects, roles, users, menus, plates, map services, reference data and branding. */
export async function seedPortal(q: Executor): Promise<number> {
  const { subjectIds, rows: subjectRows } = await seedSubjectsAndUsers(q);
  let rows = subjectRows + (await seedReferenceData(q));
  const catalogue = await seedMenuCatalogue(q);
  rows += catalogue.rows;
  const metricIds = new MetricIds();
  for (const s of DEMO_SUBJECTS) {
    const subjectId = subjectIds[s.key];
    rows += (await seedSubjectMenus(q, subjectId, DEMO_MENUS[s.key], catalogue.ids)).rows;
    const dashboards = DASHBOARDS[s.key];
    if (dashboards) rows += await seedPlates(q, subjectId, dashboards.county, dashboards.plates, metricIds);
    const templates = dashboards ? dashboardTemplateStr(dashboards.plates) : null;
    rows += await seedSubjectBranding(q, subjectId, s.key, templates);
    rows += await seedGisServers(q, s.chain.countyId ?? s.chain.cityId ?? s.chain.provinceId);
  }
  rows += await seedBrandings(q, demoBrandings(subjectIds));
  return rows;
}
