import type { Executor } from '../../db/client';
import type { DemoSubjectKey } from '../logins';
import { demoBrandings, seedBrandings, seedSubjectBranding } from './branding';
import { seedMenuCatalogue } from './catalogue';
import { seedGisServers } from './gis';
import { DEMO_MENUS, seedSubjectMenus } from './menus';
import { MetricIds } from './plate-data';
import { CHONGMING_PLATES, PUDONG_PLATES } from './plate-defs';
import type { DashboardDef } from './plate-types';
import { dashboardTemplateStr, seedPlates } from './plates';
import { seedReferenceData } from './reference';
import { DEMO_SUBJECTS, seedSubjectsAndUsers } from './subjects';
import { subjectDashboards } from './topics';

const DASHBOARDS: Record<DemoSubjectKey, Record<number, DashboardDef>> = {
  chongming: subjectDashboards('chongming', CHONGMING_PLATES),
  pudong: subjectDashboards('pudong', PUDONG_PLATES),
  shanghai: subjectDashboards('shanghai'),
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
    if (dashboards) rows += await seedPlates(q, subjectId, dashboards, metricIds);
    const templates = dashboards ? dashboardTemplateStr(dashboards) : null;
    rows += await seedSubjectBranding(q, subjectId, s.key, templates);
    rows += await seedGisServers(q, s.chain.countyId ?? s.chain.cityId ?? s.chain.provinceId);
  }
  rows += await seedBrandings(q, demoBrandings(subjectIds));
  return rows;
}
