import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gcj02ToWgs84 } from '@fengshou/core';
import type { Executor } from '../db/client';
import { codeToId, type DivisionRow } from './divisions';
import { decodeEchartsMap, type EchartsMapJson } from './echarts-decode';

const require = createRequire(import.meta.url);

/** The file of each province among the maps ECharts 4 ships (`map/json/province/<file>.json`). */
const PROVINCE_FILES: Readonly<Record<string, string>> = {
  '11': 'beijing',
  '12': 'tianjin',
  '13': 'hebei',
  '14': 'shanxi',
  '15': 'neimenggu',
  '21': 'liaoning',
  '22': 'jilin',
  '23': 'heilongjiang',
  '31': 'shanghai',
  '32': 'jiangsu',
  '33': 'zhejiang',
  '34': 'anhui',
  '35': 'fujian',
  '36': 'jiangxi',
  '37': 'shandong',
  '41': 'henan',
  '42': 'hubei',
  '43': 'hunan',
  '44': 'guangdong',
  '45': 'guangxi',
  '46': 'hainan',
  '50': 'chongqing',
  '51': 'sichuan',
  '52': 'guizhou',
  '53': 'yunnan',
  '54': 'xizang',
  '61': 'shanxi1',
  '62': 'gansu',
  '63': 'qinghai',
  '64': 'ningxia',
  '65': 'xinjiang',
  '71': 'taiwan',
  '81': 'xianggang',
  '82': 'aomen',
};

/** One outline from the maps: the area it belongs to and its WGS84 MultiPolygon. */
export interface PackagedOutline {
  id: number;
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}

function decoded(file: string) {
  const json = JSON.parse(readFileSync(require.resolve(`echarts-maps-v4/map/json/${file}`), 'utf8'));
  return decodeEchartsMap(json as EchartsMapJson);
}

/**
 * The outlines of a province that the ECharts 4 maps (AMap/DataV data, GCJ-02, ~100 m) give: the province,
 * its cities, and the districts of a municipality. A feature counts for the area of its code when the names
 * agree (a retired code is not another area's shape); one without a code is matched by its name.
 */
export function packagedOutlines(provinceCode: string, rows: readonly DivisionRow[]): PackagedOutline[] {
  const file = PROVINCE_FILES[provinceCode];
  if (!file) return [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const features = [
    ...decoded('china.json').filter((f) => f.id === `${provinceCode}0000`),
    ...decoded(`province/${file}.json`),
  ];
  const out: PackagedOutline[] = [];
  for (const f of features) {
    const row = f.id
      ? byId.get(codeToId(f.id))
      : rows.find((r) => r.level > 1 && r.level <= 3 && r.name === f.name);
    if (!row?.name.startsWith(f.name)) continue;
    const coordinates = f.polygons.map((poly) =>
      poly.map((ring) => ring.map((p) => gcj02ToWgs84([p[0] ?? 0, p[1] ?? 0]) as number[])),
    );
    out.push({ id: row.id, geometry: { type: 'MultiPolygon', coordinates } });
  }
  return out;
}

/**
 * Stores the packaged outlines (made valid: the quantised rings may touch themselves) and their label
 * points; a city without one whose counties all have one (a municipality's 市辖区) gets their union. The
 * bureau's own import replaces any of them.
 */
export async function storePackagedOutlines(
  q: Executor,
  outlines: readonly PackagedOutline[],
): Promise<void> {
  if (outlines.length === 0) return;
  await q.query(
    `UPDATE areas a SET geom = x.g, center = ST_PointOnSurface(x.g)
       FROM (SELECT t.id, ST_Multi(ST_CollectionExtract(ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(t.gj), 4326)), 3)) AS g
               FROM unnest($1::bigint[], $2::text[]) AS t(id, gj)) x
      WHERE a.id = x.id AND NOT ST_IsEmpty(x.g)`,
    [outlines.map((o) => o.id), outlines.map((o) => JSON.stringify(o.geometry))],
  );
  const province = Math.floor(outlines[0]!.id / 1e10) * 1e10;
  await q.query(
    `UPDATE areas a SET geom = u.g, center = ST_PointOnSurface(u.g)
       FROM (SELECT c.parent_id AS id, ST_Multi(ST_Union(c.geom)) AS g FROM areas c
              WHERE c.parent_id IN (SELECT id FROM areas WHERE parent_id = $1 AND level = 2 AND geom IS NULL)
              GROUP BY c.parent_id HAVING count(*) = count(c.geom)) u
      WHERE a.id = u.id`,
    [province],
  );
}
