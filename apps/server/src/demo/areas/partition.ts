import { Delaunay } from 'd3-delaunay';
import { intersection, union } from 'polyclip-ts';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import {
  bbox,
  inPoly,
  interiorPoint,
  type Multi,
  multiCentroid,
  type Poly,
  type Pt,
  planarArea,
  polyCentroid,
  ringSignedArea,
} from './geo-math';

/** A child region to carve out of its parent; `pin` (WGS84) anchors its seed where its real location is known. */
export interface PartitionChild {
  code: string;
  pin?: Pt | undefined;
}

/** Lloyd iterations before the final cells: enough to even out cell sizes without making a honeycomb. */
const LLOYD_ITERATIONS = 2;

/** 32-bit FNV-1a of a code, so every parent's partition has its own stable seed. */
export function seedFromCode(code: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) h = Math.imul(h ^ code.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** Splits `total` slots over parts proportionally to their areas (largest remainder; ties to larger parts). */
export function allocate(total: number, areas: readonly number[]): number[] {
  const sum = areas.reduce((s, a) => s + a, 0);
  const exact = areas.map((a) => (sum > 0 ? (total * a) / sum : 0));
  const counts = exact.map(Math.floor);
  const order = exact
    .map((_, i) => i)
    .sort((a, b) => exact[b]! - counts[b]! - (exact[a]! - counts[a]!) || areas[b]! - areas[a]!);
  let left = total - counts.reduce((s, c) => s + c, 0);
  for (const i of order) if (left-- > 0) counts[i]!++;
  return counts;
}

/** The part's bounding box with a margin, as the Voronoi clip extent. */
function paddedBox(part: Poly): [number, number, number, number] {
  const [x0, y0, x1, y1] = bbox([part]);
  const pad = Math.max(x1 - x0, y1 - y0) * 0.01;
  return [x0 - pad, y0 - pad, x1 + pad, y1 + pad];
}

/**
 * Sutherland–Hodgman clip of every ring of `part` by the convex `cell`. Where the result falls apart it keeps
 * zero-width bridges, so it is only used for area and centroid (Lloyd steps), which such bridges do not change.
 */
function clipByConvex(part: Poly, cell: Pt[]): Poly {
  const win = ringSignedArea(cell) < 0 ? cell.slice().reverse() : cell;
  const out: Poly = [];
  for (const ring of part) {
    let pts = ring;
    for (let i = 0; i + 1 < win.length && pts.length > 0; i++) {
      const [ax, ay] = win[i]!;
      const [bx, by] = win[i + 1]!;
      const side = (p: Pt) => (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax);
      const next: Pt[] = [];
      for (let j = 0; j < pts.length; j++) {
        const cur = pts[j]!;
        const prev = pts[(j + pts.length - 1) % pts.length]!;
        const sc = side(cur);
        const sp = side(prev);
        if (sc >= 0 !== sp >= 0) {
          const t = sp / (sp - sc);
          next.push([prev[0] + t * (cur[0] - prev[0]), prev[1] + t * (cur[1] - prev[1])]);
        }
        if (sc >= 0) next.push(cur);
      }
      pts = next;
    }
    if (pts.length >= 3) out.push(pts);
  }
  return out;
}

/** Cells of `seeds` clipped to `part`; cells clear of the part's boundary skip the (slow) exact clipper. */
function clippedCells(seeds: readonly Pt[], part: Poly): Multi[] {
  const voronoi = Delaunay.from(seeds).voronoi(paddedBox(part));
  const edges = part.flatMap((ring) => ring.slice(1).map((b, i) => [ring[i]!, b] as const));
  return seeds.map((_, i) => {
    const cell = voronoi.cellPolygon(i) as Pt[] | null;
    if (!cell) return [];
    const [cx0, cy0, cx1, cy1] = bbox([[cell]]);
    const touches = edges.some(
      ([a, b]) =>
        Math.max(a[0], b[0]) >= cx0 &&
        Math.min(a[0], b[0]) <= cx1 &&
        Math.max(a[1], b[1]) >= cy0 &&
        Math.min(a[1], b[1]) <= cy1,
    );
    // No boundary within the cell's box means the cell lies wholly inside (it holds a seed inside the part).
    if (!touches) return [[cell.map((p) => [p[0], p[1]] as Pt)]];
    return intersection([[cell]], [part]) as Multi;
  });
}

/** A uniform point of `part` by rejection sampling in its bounding box (falls back to an interior point). */
function samplePoint(part: Poly, rng: RandomGenerator): Pt {
  const [x0, y0, x1, y1] = bbox([part]);
  for (let attempt = 0; attempt < 10000; attempt++) {
    const p: Pt = [x0 + uniformFloat64(rng) * (x1 - x0), y0 + uniformFloat64(rng) * (y1 - y0)];
    if (inPoly(p, part)) return p;
  }
  return interiorPoint([part]);
}

/** Index of the polygon of `m` holding `p`, or of its largest polygon when none does. */
function homeOf(m: Multi, p: Pt): number {
  const holding = m.findIndex((poly) => inPoly(p, poly));
  if (holding >= 0) return holding;
  let best = 0;
  for (let i = 1; i < m.length; i++) if (planarArea([m[i]!]) > planarArea([m[best]!])) best = i;
  return best;
}

/**
 * Makes every cell one piece: a Voronoi cell clipped to a non-convex part can fall apart, and a piece cut off
 * from its seed goes to the nearest other cell it joins into one polygon with (there always is one, as the
 * cells tile the connected part), so no region has a stray piece away from its seat.
 */
function joinStrays(cells: Multi[], seeds: readonly Pt[]): void {
  for (let i = 0; i < cells.length; i++) {
    const own = cells[i]!;
    if (own.length <= 1) continue;
    const home = homeOf(own, seeds[i]!);
    cells[i] = [own[home]!];
    for (const [k, piece] of own.entries()) {
      if (k === home) continue;
      const at = interiorPoint([piece]);
      const nearest = seeds
        .map((s, j) => ({ j, d: Math.hypot(s[0] - at[0], s[1] - at[1]) }))
        .filter((o) => o.j !== i && cells[o.j]!.length > 0)
        .sort((a, b) => a.d - b.d);
      const joined = nearest.some(({ j }) => {
        const merged = union(cells[j]!, [piece]) as Multi;
        if (merged.length !== cells[j]!.length) return false;
        cells[j] = merged;
        return true;
      });
      if (!joined) cells[i]!.push(piece);
    }
  }
}

/** Seeds for one part: pins first (kept fixed), then `free` sampled seeds relaxed by Lloyd's algorithm. */
function relaxedSeeds(part: Poly, pins: readonly Pt[], free: number, rng: RandomGenerator): Pt[] {
  const seeds = [...pins];
  const taken = new Set(seeds.map((p) => `${p[0]},${p[1]}`));
  while (seeds.length < pins.length + free) {
    const p = samplePoint(part, rng);
    const key = `${p[0]},${p[1]}`;
    // Duplicate sites would leave d3-delaunay without a cell for one of them.
    if (taken.has(key)) continue;
    taken.add(key);
    seeds.push(p);
  }
  for (let it = 0; it < LLOYD_ITERATIONS && seeds.length > 1; it++) {
    const voronoi = Delaunay.from(seeds).voronoi(paddedBox(part));
    for (let i = pins.length; i < seeds.length; i++) {
      const cell = voronoi.cellPolygon(i) as Pt[] | null;
      const clipped = cell ? clipByConvex(part, cell) : [];
      const c = polyCentroid(clipped);
      // A centroid outside a non-convex part would give an empty cell next round, so such seeds stay put.
      if (clipped.length > 0 && inPoly(c, part)) seeds[i] = c;
    }
  }
  return seeds;
}

/** Grows part counts to hold their pinned children, taking the slots back from the roomiest other parts. */
function makeRoomForPins(counts: number[], pinned: readonly number[]): void {
  for (let p = 0; p < counts.length; p++) {
    while (counts[p]! < pinned[p]!) {
      let donor = -1;
      for (let j = 0; j < counts.length; j++) {
        if (
          j !== p &&
          counts[j]! > pinned[j]! &&
          (donor < 0 || counts[j]! - pinned[j]! > counts[donor]! - pinned[donor]!)
        )
          donor = j;
      }
      if (donor < 0) return;
      counts[donor]!--;
      counts[p]!++;
    }
  }
}

/**
 * Deterministically partitions `parent` (WGS84 MultiPolygon) into one region per child: seeds are spread over
 * the parts by area, relaxed by Lloyd's algorithm, and their Voronoi cells clipped to the parent, so the
 * children tile it exactly. Each part is split on its own, which keeps children contiguous on islands; parts
 * too small for a seed of their own join the child with the nearest seed. When every child is pinned, only
 * the pins seed the parts and each child's region is one piece per part it is pinned on (its seat's piece),
 * islands without a pin joining the nearest seat whole. Returns regions in `children` order.
 */
export function partition(parent: Multi, children: readonly PartitionChild[], seedCode: string): Multi[] {
  if (children.length <= 1) return children.map(() => parent);
  // Work in a locally equidistant plane (longitude scaled by cos φ) so cells are not stretched east–west.
  const [, y0, , y1] = bbox(parent);
  const k = Math.cos((((y0 + y1) / 2) * Math.PI) / 180);
  const fwd = (p: Pt): Pt => [p[0] * k, p[1]];
  const parts: Poly[] = parent
    .map((poly) => poly.map((ring) => ring.map(fwd)))
    // West to east, so consecutive codes land on neighbouring islands.
    .sort((a, b) => multiCentroid([a])[0] - multiCentroid([b])[0]);
  const counts = allocate(
    children.length,
    parts.map((p) => planarArea([p])),
  );
  const pinsIn: number[][] = parts.map(() => []);
  const free: number[] = [];
  children.forEach((c, i) => {
    const pin = c.pin && fwd(c.pin);
    const p = pin ? parts.findIndex((part) => inPoly(pin, part)) : -1;
    if (p >= 0) pinsIn[p]!.push(i);
    else free.push(i);
  });
  // With every child pinned, the pins alone seed the parts: an island without a seat goes whole to the
  // nearest town, and no town gets a piece of an island it has no seat on.
  const allPinned = free.length === 0;
  if (allPinned) for (const [p, pins] of pinsIn.entries()) counts[p] = pins.length;
  else
    makeRoomForPins(
      counts,
      pinsIn.map((p) => p.length),
    );
  // Pins that found no room (more pins than children fit on a part) become free children.
  for (const [p, pins] of pinsIn.entries()) free.push(...pins.splice(counts[p]!));
  free.sort((a, b) => (children[a]!.code < children[b]!.code ? -1 : 1));

  const rng = xoroshiro128plus(seedFromCode(seedCode));
  const regions: Multi[] = children.map(() => []);
  const sites: { child: number; at: Pt }[] = [];
  const orphans: Poly[] = [];
  let nextFree = 0;
  for (const [p, part] of parts.entries()) {
    const pinned = pinsIn[p]!;
    const nFree = counts[p]! - pinned.length;
    if (counts[p] === 0) {
      orphans.push(part);
      continue;
    }
    if (counts[p] === 1) {
      const child = pinned[0] ?? free[nextFree++]!;
      regions[child]!.push(part);
      sites.push({ child, at: interiorPoint([part]) });
      continue;
    }
    const pinPts = pinned.map((i) => fwd(children[i]!.pin!));
    const seeds = relaxedSeeds(part, pinPts, nFree, rng);
    const cells = clippedCells(seeds, part);
    if (allPinned) joinStrays(cells, seeds);
    // Free seeds clockwise from north around the part's centre, so consecutive codes are neighbours.
    const [cx, cy] = multiCentroid([part]);
    const order = seeds
      .map((s, i) => ({ i, angle: Math.atan2(s[0] - cx, s[1] - cy) }))
      .slice(pinned.length)
      .sort((a, b) => a.angle - b.angle);
    const owner = [...pinned, ...order.map(() => free[nextFree++]!)];
    const seedIndex = [...pinned.map((_, i) => i), ...order.map((o) => o.i)];
    for (const [j, child] of owner.entries()) {
      const s = seedIndex[j]!;
      regions[child]!.push(...cells[s]!);
      sites.push({ child, at: seeds[s]! });
    }
  }
  for (const part of orphans) {
    const [px, py] = interiorPoint([part]);
    let best = sites[0]!;
    for (const s of sites)
      if (Math.hypot(s.at[0] - px, s.at[1] - py) < Math.hypot(best.at[0] - px, best.at[1] - py)) best = s;
    regions[best.child]!.push(part);
  }
  return regions.map((m, i) => {
    if (m.length === 0) throw new Error(`empty region for ${children[i]!.code}`);
    return m.map((poly) => poly.map((ring) => ring.map((p): Pt => [p[0] / k, p[1]])));
  });
}
