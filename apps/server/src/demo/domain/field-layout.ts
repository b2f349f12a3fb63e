import {
  clipToRect,
  crossings,
  inRing,
  insetRing,
  isSimple,
  type P,
  type Rect,
  rectCorners,
  ringArea,
} from './clip';
import type { LngLat } from './ewkb';
import type { Rng } from './rng';

/** A block of field strips between farm roads; strips are closed lng/lat rings. */
export interface Block {
  strips: LngLat[][];
  /** Per strip: true when it is the whole rectangle (not clipped by the village boundary). */
  full: boolean[];
  /** A point inside the block (centre of its first unclipped strip, else of its first strip). */
  center: LngLat;
  /** Position in the village grid (row band, column group) for neighbourhood decisions. */
  row: number;
  col: number;
}

const M_PER_DEG_LAT = 110_574;
const DITCH_M = 2;
const ROAD_M = 6;
const BAND_GAP_M = 5;
// Fields stay this far inside the village outline (a boundary ditch or hedge).
const BOUNDARY_CLEARANCE_M = 1.5;
// Share of the village the fields should cover before hamlets are cut out of the grid.
const COVER = 0.62;

interface Frame {
  lng0: number;
  lat0: number;
  kx: number;
  cos: number;
  sin: number;
}

function toLocal(f: Frame, [lng, lat]: readonly number[]): P {
  const x = (lng! - f.lng0) * f.kx;
  const y = (lat! - f.lat0) * M_PER_DEG_LAT;
  return [x * f.cos + y * f.sin, -x * f.sin + y * f.cos];
}

function toLngLat(f: Frame, [u, v]: P): LngLat {
  const x = u * f.cos - v * f.sin;
  const y = u * f.sin + v * f.cos;
  return [f.lng0 + x / f.kx, f.lat0 + y / M_PER_DEG_LAT];
}

/**
 * Lays out about `target` field strips in one village polygon part (outer ring, lng/lat): a grid of
 * blocks aligned to a per-village angle, strips of 30–80 m × 100–300 m at the default scale (smaller
 * when more parcels are asked for), unclipped inside the village or clipped to its boundary, and
 * gaps around a few hamlet centres where the grid has more strips than wanted.
 */
export function layoutVillage(outer: readonly (readonly number[])[], target: number, rng: Rng): Block[] {
  if (target <= 0 || outer.length < 4) return [];
  let minLng = Infinity;
  let maxLng = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const [lng, lat] of outer) {
    minLng = Math.min(minLng, lng!);
    maxLng = Math.max(maxLng, lng!);
    minLat = Math.min(minLat, lat!);
    maxLat = Math.max(maxLat, lat!);
  }
  const lat0 = (minLat + maxLat) / 2;
  const theta = rng.range(-0.6, 0.6);
  const f: Frame = {
    lng0: (minLng + maxLng) / 2,
    lat0,
    kx: 111_320 * Math.cos((lat0 * Math.PI) / 180),
    cos: Math.cos(theta),
    sin: Math.sin(theta),
  };
  const ring = insetRing(
    outer.slice(0, -1).map((p) => toLocal(f, p)),
    BOUNDARY_CLEARANCE_M,
  );
  const area = Math.abs(ringArea(ring));
  let stripArea = (COVER * area) / target;
  let blocks: Block[] = [];
  let total = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    ({ blocks, total } = grid(ring, f, stripArea, rng));
    if (total >= target * 0.85) break;
    stripArea *= Math.max(0.3, total / target);
  }
  const kept = total > target ? cutHamlets(blocks, total, target, rng) : blocks;
  // The inset ring can spike past a jagged village edge: a block's centre (its farm's location) outside the
  // village moves into one of its strips, which are clipped to the village.
  const edge = outer.slice(0, -1).map((p) => toLocal(f, p));
  const inside = (p: LngLat) => {
    const [u, v] = toLocal(f, p);
    return inRing(u, v, edge);
  };
  for (const b of kept) {
    if (inside(b.center)) continue;
    const moved = b.strips.map(interior).find(inside);
    if (moved) b.center = moved;
  }
  return kept;
}

function grid(ring: P[], f: Frame, stripArea: number, rng: Rng): { blocks: Block[]; total: number } {
  const ratio = rng.range(2.6, 4.5);
  const width = Math.min(80, Math.max(8, Math.sqrt(stripArea / ratio)));
  const length = Math.min(300, Math.max(30, width * ratio));
  let u0 = Infinity;
  let u1 = -Infinity;
  let v0 = Infinity;
  let v1 = -Infinity;
  for (const [u, v] of ring) {
    u0 = Math.min(u0, u);
    u1 = Math.max(u1, u);
    v0 = Math.min(v0, v);
    v1 = Math.max(v1, v);
  }
  const cols: { start: number; widths: number[] }[] = [];
  for (let u = u0 + rng.range(0, width); u < u1; ) {
    const k = rng.int(4, 9);
    const w = width * rng.range(0.88, 1.12);
    cols.push({ start: u, widths: Array.from({ length: k }, () => w) });
    u += k * (w + DITCH_M) - DITCH_M + ROAD_M;
  }
  const bands: [number, number][] = [];
  for (let v = v0 + rng.range(0, length / 2); v < v1; ) {
    const l = length * rng.range(0.85, 1.15);
    bands.push([v, v + l]);
    v += l + BAND_GAP_M;
  }
  const blocks: Block[] = [];
  let total = 0;
  for (const [row, [b0, b1]] of bands.entries()) {
    for (const [col, c] of cols.entries()) {
      const strips: LngLat[][] = [];
      const full: boolean[] = [];
      let center: LngLat | undefined;
      let u = c.start;
      for (const w of c.widths) {
        const r: Rect = { u0: u, u1: u + w, v0: b0, v1: b1 };
        u += w + DITCH_M;
        const piece = fitStrip(ring, r);
        if (!piece) continue;
        const lngLat = piece.pts.map((p) => toLngLat(f, p));
        lngLat.push(lngLat[0]!);
        strips.push(lngLat);
        full.push(piece.full);
        if (piece.full && !center) center = toLngLat(f, [(r.u0 + r.u1) / 2, (r.v0 + r.v1) / 2]);
      }
      if (strips.length === 0) continue;
      total += strips.length;
      blocks.push({ strips, full, center: center ?? interior(strips[0]!), row, col });
    }
  }
  return { blocks, total };
}

// The rectangle whole when inside the village, clipped when the boundary crosses it once (two
// crossings) and at least 45 % remains, otherwise nothing.
function fitStrip(ring: P[], r: Rect): { pts: P[]; full: boolean } | undefined {
  const corners = rectCorners(r);
  const n = crossings(ring, r);
  if (n === 0)
    return corners.every(([x, y]) => inRing(x, y, ring)) ? { pts: corners, full: true } : undefined;
  if (n !== 2) return undefined;
  const pts = clipToRect(ring, r);
  if (pts.length < 3 || !isSimple(pts)) return undefined;
  const a = ringArea(pts);
  if (Math.abs(a) < 0.45 * (r.u1 - r.u0) * (r.v1 - r.v0)) return undefined;
  return { pts: a < 0 ? pts.reverse() : pts, full: false };
}

// Mean of the ring's vertices: inside for the convex pieces fitStrip returns.
function interior(ring: LngLat[]): LngLat {
  const n = ring.length - 1;
  let x = 0;
  let y = 0;
  for (let i = 0; i < n; i++) {
    x += ring[i]![0];
    y += ring[i]![1];
  }
  const mean: LngLat = [x / n, y / n];
  const pts = ring as unknown as readonly P[];
  if (inRing(mean[0], mean[1], pts)) return mean;
  // A strip clipped to a jagged boundary can be non-convex, its vertex mean outside it (and outside the
  // village): a fan triangle's centroid inside the strip is a point of it.
  for (let i = 1; i + 1 < n; i++) {
    const c: LngLat = [
      (ring[0]![0] + ring[i]![0] + ring[i + 1]![0]) / 3,
      (ring[0]![1] + ring[i]![1] + ring[i + 1]![1]) / 3,
    ];
    if (inRing(c[0], c[1], pts)) return c;
  }
  return mean;
}

// Removes whole blocks nearest to a few hamlet centres until about `target` strips remain.
function cutHamlets(blocks: Block[], total: number, target: number, rng: Rng): Block[] {
  const hamlets = Array.from({ length: Math.max(1, Math.round(blocks.length / 25)) }, () => rng.pick(blocks));
  const dist = (b: Block) =>
    Math.min(...hamlets.map((h) => Math.hypot(b.row - h.row, (b.col - h.col) * 1.5) + rng.next() * 0.5));
  const order = blocks.map((b) => ({ b, d: dist(b) })).sort((x, y) => x.d - y.d);
  const removed = new Set<Block>();
  for (const { b } of order) {
    if (total - b.strips.length < target) continue;
    removed.add(b);
    total -= b.strips.length;
    if (total <= target) break;
  }
  // Small targets: shorten the block nearest a hamlet strip by strip.
  for (const { b } of order) {
    if (total <= target) break;
    if (removed.has(b)) continue;
    const cut = Math.min(total - target, b.strips.length - 1);
    b.strips.splice(b.strips.length - cut, cut);
    b.full.splice(b.full.length - cut, cut);
    total -= cut;
  }
  return blocks.filter((b) => !removed.has(b));
}
