import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gcj02ToWgs84 } from '@fengshou/core';
import { union } from 'polyclip-ts';
import { decodeEchartsMap, type EchartsMapJson } from '../../seed/echarts-decode';
import { type Multi, type Pt, type Ring, ringSignedArea, sphericalArea } from './geo-math';

const require = createRequire(import.meta.url);

/** District outlines of 上海市 (WGS84, MultiPolygon coordinates) keyed by 6-digit district code. */
export interface ProvinceOutlines {
  districts: Map<string, Multi>;
  /** Union of all districts: the outline of the province and of its only city, 市辖区. */
  province: Multi;
}

/** Closes a ring and makes it counter-clockwise (exterior) or clockwise (hole), as RFC 7946 asks. */
export function orientRing(ring: Ring, exterior: boolean): Ring {
  const out = ring.slice();
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0], first[1]]);
  const ccw = ringSignedArea(out) > 0;
  return ccw === exterior ? out : out.reverse();
}

/** Normalises ring orientation and closure, dropping rings without area (clipper leftovers, < ~1 m²). */
export function normaliseMulti(m: Multi): Multi {
  return m
    .filter((poly) => poly[0] && Math.abs(ringSignedArea(poly[0])) > 1e-10)
    .map((poly) =>
      poly.filter((r) => Math.abs(ringSignedArea(r)) > 1e-10).map((r, i) => orientRing(r, i === 0)),
    );
}

/** Holes below this (km²) in the province union are slivers between districts in the source, not enclaves. */
const SLIVER_HOLE_KM2 = 1;

/** Drops holes smaller than {@link SLIVER_HOLE_KM2}: 上海市 has no enclaves, only seams between districts. */
export function fillSliverHoles(m: Multi): Multi {
  return m.map(([outer, ...holes]) => [
    outer!,
    ...holes.filter((h) => sphericalArea([[h]]) >= SLIVER_HOLE_KM2 * 1e6),
  ]);
}

/**
 * Reads the district outlines shipped with ECharts 4 (`map/json/province/<file>`; AMap/DataV data, GCJ-02),
 * converted to WGS84. Features are matched by id, or by name where the file omits it (崇明区 has no id).
 */
export function loadDistrictOutlines(
  districts: readonly { code: string; name: string }[],
  file = 'shanghai.json',
): Map<string, Multi> {
  const path = require.resolve(`echarts-maps-v4/map/json/province/${file}`);
  const features = decodeEchartsMap(JSON.parse(readFileSync(path, 'utf8')) as EchartsMapJson);
  const out = new Map<string, Multi>();
  for (const d of districts) {
    const f = features.find((x) => x.id === d.code) ?? features.find((x) => x.name === d.name);
    if (!f) throw new Error(`no ECharts outline for ${d.code} ${d.name}`);
    const wgs: Multi = f.polygons.map((poly) =>
      poly.map((ring) => ring.map((p) => gcj02ToWgs84([p[0] ?? 0, p[1] ?? 0]) as Pt)),
    );
    // A self-union repairs any ring the quantisation made touch itself, so later clipping gets valid input.
    out.set(d.code, normaliseMulti(union(wgs)));
  }
  return out;
}

/** District outlines plus their union (the province, which is also the 市辖区 city outline). */
export function loadProvinceOutlines(districts: readonly { code: string; name: string }[]): ProvinceOutlines {
  const map = loadDistrictOutlines(districts);
  const [first, ...rest] = [...map.values()];
  if (!first) throw new Error('no districts');
  return { districts: map, province: fillSliverHoles(normaliseMulti(union(first, ...rest))) };
}
