import { DASHBOARD_SKINS, type DashboardSkin } from '@fengshou/core';
import { DYNAMIC, HOMES, TOPICS } from './homes';
import type { DashboardDef } from './plate-types';
import { REGION_PAGE } from './region-page';

export type { DashboardDef, PlateDef, PlateImage } from './plate-types';
export { dashboardTemplateStr, seedPlates, viewOfDef } from './plates';

// skin2 takes six to eight plates; the catalogue fills it with eight.
const PLATES_OF: Record<DashboardSkin, number> = { skin0: 9, skin1: 6, skin2: 8, skin3: 9, skin4: 4 };

/** The skin a new subject shows every dashboard in: the nine-plate grid around the map. */
const DEFAULT_SKIN: DashboardSkin = 'skin3';

/**
 * Every dashboard of the product catalogue (the topics of §2, the home pages, the Langxia sub-pages and
 * the 20 dynamic dashboards), each with the first plates of its topic that its skin has room for. Every
 * plate reads the statistics of the area shown, so the catalogue serves a subject of any region.
 */
export function catalogueDashboards(
  skinOf: (menuKey: number) => DashboardSkin = () => DEFAULT_SKIN,
): Record<number, DashboardDef> {
  const out: Record<number, DashboardDef> = {};
  for (const [k, plates] of Object.entries({ ...TOPICS, ...HOMES, ...DYNAMIC, ...REGION_PAGE })) {
    const skin = skinOf(Number(k));
    const n = Math.min(PLATES_OF[skin], DASHBOARD_SKINS[skin].maxPlates);
    out[Number(k)] = { skin, plates: plates.slice(0, n) };
  }
  return out;
}
