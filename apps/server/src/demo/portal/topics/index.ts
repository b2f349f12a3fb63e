import { DASHBOARD_SKINS, type DashboardSkin } from '@fengshou/core';
import type { DemoSubjectKey } from '../../logins';
import type { DashboardDef } from '../plate-types';
import { DYNAMIC, HOMES, TOPICS } from './homes';

/**
 * The skin each demo subject shows a dashboard in (dashboard_template_str): 崇明 mixes the four
 * larger layouts, 上海 uses the nine-plate grids, 浦东 the four-plate layout with an eight-plate one
 * every third dashboard.
 */
function skinFor(subject: DemoSubjectKey, key: number): DashboardSkin {
  if (subject === 'shanghai') return key % 2 === 0 ? 'skin0' : 'skin3';
  if (subject === 'pudong') return key % 3 === 0 ? 'skin2' : 'skin4';
  return (['skin3', 'skin1', 'skin2', 'skin0'] as const)[key % 4]!;
}

// skin2 takes six to eight plates; the demo fills it with eight.
const PLATES_OF: Record<DashboardSkin, number> = { skin0: 9, skin1: 6, skin2: 8, skin3: 9, skin4: 4 };

/**
 * Every dashboard of a demo subject (the topics of §2, the home pages, the Langxia sub-pages and the 20
 * dynamic dashboards) with the first plates of its topic its skin has room for; `own` replaces some.
 */
export function subjectDashboards(
  subject: DemoSubjectKey,
  own: Record<number, DashboardDef> = {},
): Record<number, DashboardDef> {
  const out: Record<number, DashboardDef> = {};
  for (const [k, plates] of Object.entries({ ...TOPICS, ...HOMES, ...DYNAMIC })) {
    const skin = skinFor(subject, Number(k));
    const n = Math.min(PLATES_OF[skin], DASHBOARD_SKINS[skin].maxPlates);
    out[Number(k)] = { skin, plates: plates.slice(0, n) };
  }
  return { ...out, ...own };
}
