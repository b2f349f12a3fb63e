import type { MultiPolygon } from 'geojson';
import { type AreaLevel, type DivisionRow, loadDivisions } from '../../seed/divisions';
import { interiorPoint, type Multi, type Pt, roundMulti } from './geo-math';
import { loadProvinceOutlines } from './outlines';
import { partition } from './partition';
import { TOWN_PINS } from './town-pins';

export { type AreaLevel, codeToId, type DivisionRow, loadDivisions } from '../../seed/divisions';

/** One demo area: a division of 上海市 with its geometry (WGS84) and an interior label point. */
export interface DemoArea {
  id: number;
  parentId: number | null;
  level: AreaLevel;
  name: string;
  geometry: MultiPolygon;
  center: [number, number];
}

/** 上海市, the demo province, by its division code and its id. */
export const DEMO_PROVINCE_CODE = '31';
export const DEMO_PROVINCE_ID = 310000000000;
/** 崇明区, the county the demo dashboards open on. */
export const DEMO_MAIN_COUNTY_ID = 310151000000;

const DIGITS = 6;

function finish(row: DivisionRow, geom: Multi): DemoArea {
  const coordinates = roundMulti(geom, DIGITS);
  if (coordinates.length === 0) throw new Error(`empty geometry for ${row.code} ${row.name}`);
  const f = 10 ** DIGITS;
  const [x, y] = interiorPoint(coordinates);
  const center: Pt = [Math.round(x * f) / f, Math.round(y * f) / f];
  return {
    id: row.id,
    parentId: row.parentId,
    level: row.level,
    name: row.name,
    geometry: { type: 'MultiPolygon', coordinates },
    center,
  };
}

/**
 * The whole 上海市 area tree (1 province, 1 city, 16 districts, 234 towns, 6509 villages), parents first.
 * Districts have real outlines (ECharts/DataV, converted to WGS84); towns and villages are generated
 * partitions seeded from their parent's code, so every run returns identical output.
 */
export function buildDemoAreas(): DemoArea[] {
  const rows = loadDivisions(DEMO_PROVINCE_CODE);
  const children = new Map<number, DivisionRow[]>();
  for (const r of rows) {
    if (r.parentId === null) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r);
    children.set(r.parentId, list);
  }
  const outlines = loadProvinceOutlines(rows.filter((r) => r.level === 3));
  const geometry = new Map<number, Multi>();
  const out: DemoArea[] = [];
  for (const row of rows) {
    let geom: Multi | undefined;
    if (row.level <= 2) geom = outlines.province;
    else if (row.level === 3) geom = outlines.districts.get(row.code);
    else geom = geometry.get(row.id);
    if (!geom) throw new Error(`no geometry for ${row.code} ${row.name}`);
    // Rows come parents first, so each level is partitioned from its parent's unrounded geometry.
    if (row.level >= 3) {
      const kids = children.get(row.id) ?? [];
      const parts = partition(
        geom,
        kids.map((k) => ({ code: k.code, pin: TOWN_PINS[k.code] })),
        row.code,
      );
      for (const [i, k] of kids.entries()) geometry.set(k.id, parts[i]!);
    }
    geometry.delete(row.id);
    out.push(finish(row, geom));
  }
  return out;
}
