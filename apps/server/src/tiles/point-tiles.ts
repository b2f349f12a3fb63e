import type { MAP_POINT_KINDS } from '@fengshou/core/contract';
import type { Queryable } from '../db/client';
import { statCacheOf } from '../modules/archive/cache';
import { listPoints } from '../modules/gis/points';
import { EXTENT } from './parcel-tiles';
import type { TileAddress } from './tile-math';
import { mercatorBounds, type VtFeature } from './tile-space';
import { encodeVt } from './vt-encode';

type Kind = (typeof MAP_POINT_KINDS)[number];
type Point = Awaited<ReturnType<typeof listPoints>>[number];

/** Below this zoom points are clustered per tile; from it each point is drawn with its card's fields. */
export const POINT_CLUSTER_MAX_ZOOM = 13;
/** The side of a cluster cell in tile units (a 512-pixel tile of 4096 units: 64 pixels). */
const CELL = 512;
// Points are drawn whole: a point near the edge is in both tiles, a cluster only in its own.
const POINT_BUFFER = 64;
/** Devices go on and offline every minute of the day: the point lists live a minute. */
const POINTS_TTL_SECONDS = 60;

const HALF_WORLD = 20037508.342789244;
const toMercator = (lng: number, lat: number): [number, number] => [
  (lng * HALF_WORLD) / 180,
  (Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) * HALF_WORLD) / Math.PI,
];

interface Placed extends Point {
  mx: number;
  my: number;
}

/** The points of a kind in an area range with their Web Mercator position, cached with the statistics. */
function placedPoints(db: Queryable, kind: Kind, range: [number, number]): Promise<Placed[]> {
  return statCacheOf(db).get(`tiles:points:${kind}:${range[0]}`, POINTS_TTL_SECONDS, async () =>
    (await listPoints(db, kind, range)).map((p) => {
      const [mx, my] = toMercator(p.lng, p.lat);
      return { ...p, mx, my };
    }),
  );
}

/** A point's tile-space features' tags: what the point card shows (null fields left out). */
function tagsOf(p: Point): Record<string, unknown> {
  const tags: Record<string, unknown> = { id: p.id, name: p.name, lng: p.lng, lat: p.lat };
  for (const k of ['status', 'typeName', 'farmId', 'farmName', 'areaName'] as const) {
    if (p[k] !== null) tags[k] = p[k];
  }
  return tags;
}

const abbreviated = (n: number) =>
  n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n);

/**
 * One tile of a point layer (layer 'points'): below POINT_CLUSTER_MAX_ZOOM the points of each 64-pixel
 * cell are one cluster at their mean position with `point_count` (and how many are online), a lone point
 * stays itself; from that zoom every point with its card's fields. A city's farms at city zoom are a few
 * dozen clusters instead of a megabyte of points.
 */
export async function pointTile(db: Queryable, kind: Kind, range: [number, number], t: TileAddress) {
  const [xmin, ymin, xmax, ymax] = mercatorBounds(t);
  const scale = EXTENT / (xmax - xmin);
  const buffer = POINT_BUFFER / scale;
  const inside = (await placedPoints(db, kind, range)).filter(
    (p) => p.mx >= xmin - buffer && p.mx < xmax + buffer && p.my > ymin - buffer && p.my <= ymax + buffer,
  );
  const at = (p: Placed): [number, number] => [
    Math.round((p.mx - xmin) * scale),
    Math.round((ymax - p.my) * scale),
  ];
  const features: VtFeature[] = [];
  if (t.z >= POINT_CLUSTER_MAX_ZOOM) {
    for (const p of inside) features.push({ id: p.id, type: 1, geometry: [at(p)], tags: tagsOf(p) });
    return encodeVt({ points: features });
  }
  const cells = new Map<string, Placed[]>();
  for (const p of inside) {
    const [x, y] = at(p);
    // A cluster belongs to the tile its cell lies in: cells of the buffer are the neighbours'.
    if (x < 0 || x >= EXTENT || y < 0 || y >= EXTENT) continue;
    const key = `${Math.floor(x / CELL)}:${Math.floor(y / CELL)}`;
    const cell = cells.get(key);
    if (cell) cell.push(p);
    else cells.set(key, [p]);
  }
  for (const members of cells.values()) {
    const first = members[0]!;
    if (members.length === 1) {
      features.push({ id: first.id, type: 1, geometry: [at(first)], tags: tagsOf(first) });
      continue;
    }
    const x = Math.round(members.reduce((s, p) => s + at(p)[0], 0) / members.length);
    const y = Math.round(members.reduce((s, p) => s + at(p)[1], 0) / members.length);
    features.push({
      id: first.id,
      type: 1,
      geometry: [[x, y]],
      tags: {
        cluster: true,
        point_count: members.length,
        point_count_abbreviated: abbreviated(members.length),
        online_count: members.filter((p) => p.status === 1).length,
      },
    });
  }
  return encodeVt({ points: features });
}
