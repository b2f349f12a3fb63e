/** Planar helpers in a local metric frame: point in ring, edge crossings and rectangle clipping. */

/** A point in local metres. */
export type P = [number, number];

/** Signed area (positive counter-clockwise) of a ring, closed or not. */
export function ringArea(ring: readonly P[]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    s += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return s / 2;
}

/** Even-odd point-in-ring test. */
export function inRing(x: number, y: number, ring: readonly P[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function segmentsCross(a: P, b: P, c: P, d: P): boolean {
  const d1 = cross(c[0], c[1], d[0], d[1], a[0], a[1]);
  const d2 = cross(c[0], c[1], d[0], d[1], b[0], b[1]);
  const d3 = cross(a[0], a[1], b[0], b[1], c[0], c[1]);
  const d4 = cross(a[0], a[1], b[0], b[1], d[0], d[1]);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** An axis-aligned rectangle [u0, u1] × [v0, v1]. */
export interface Rect {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}

/** Corners of a rectangle, counter-clockwise. */
export function rectCorners(r: Rect): P[] {
  return [
    [r.u0, r.v0],
    [r.u1, r.v0],
    [r.u1, r.v1],
    [r.u0, r.v1],
  ];
}

/** How many times the ring's edges cross the rectangle's edges. */
export function crossings(ring: readonly P[], r: Rect): number {
  const c = rectCorners(r);
  let n = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    // Cheap reject: the edge's box misses the rectangle.
    if (Math.max(a[0], b[0]) < r.u0 || Math.min(a[0], b[0]) > r.u1) continue;
    if (Math.max(a[1], b[1]) < r.v0 || Math.min(a[1], b[1]) > r.v1) continue;
    for (let k = 0; k < 4; k++) if (segmentsCross(a, b, c[k]!, c[(k + 1) % 4]!)) n++;
  }
  return n;
}

// One Sutherland–Hodgman pass against the half-plane axis(p) * sign >= bound * sign.
function clipHalf(pts: P[], axis: 0 | 1, bound: number, keepAbove: boolean): P[] {
  const out: P[] = [];
  const inside = (p: P) => (keepAbove ? p[axis] >= bound : p[axis] <= bound);
  for (let i = 0; i < pts.length; i++) {
    const cur = pts[i]!;
    const prev = pts[(i + pts.length - 1) % pts.length]!;
    const ci = inside(cur);
    const pi = inside(prev);
    if (ci !== pi) {
      const t = (bound - prev[axis]) / (cur[axis] - prev[axis]);
      const q: P = [prev[0] + t * (cur[0] - prev[0]), prev[1] + t * (cur[1] - prev[1])];
      q[axis] = bound;
      out.push(q);
    }
    if (ci) out.push(cur);
  }
  return out;
}

/**
 * The part of the ring inside the rectangle (open ring). Correct when the ring crosses the rectangle
 * boundary exactly twice, which the caller checks: the intersection is then one simple polygon.
 */
export function clipToRect(ring: readonly P[], r: Rect): P[] {
  let pts = ring.slice() as P[];
  pts = clipHalf(pts, 0, r.u0, true);
  pts = clipHalf(pts, 0, r.u1, false);
  pts = clipHalf(pts, 1, r.v0, true);
  pts = clipHalf(pts, 1, r.v1, false);
  return removeSpikes(pts);
}

// Sutherland–Hodgman leaves zero-width spikes along the window's edges where a concave ring wraps
// around a window corner outside the window; repeated points and such back-and-forth turns are removed.
function removeSpikes(input: P[]): P[] {
  const pts = input.slice();
  for (let changed = true; changed && pts.length >= 3; ) {
    changed = false;
    for (let i = 0; i < pts.length && pts.length >= 3; i++) {
      const a = pts[(i + pts.length - 1) % pts.length]!;
      const b = pts[i]!;
      const c = pts[(i + 1) % pts.length]!;
      const abx = b[0] - a[0];
      const aby = b[1] - a[1];
      const bcx = c[0] - b[0];
      const bcy = c[1] - b[1];
      const repeated = Math.abs(abx) < 1e-6 && Math.abs(aby) < 1e-6;
      const scale = Math.hypot(abx, aby) * Math.hypot(bcx, bcy);
      const turnsBack = Math.abs(abx * bcy - aby * bcx) <= 1e-9 * scale && abx * bcx + aby * bcy < 0;
      if (repeated || turnsBack) {
        pts.splice(i, 1);
        changed = true;
      }
    }
  }
  return pts;
}

/** True when no two non-adjacent edges of the (open) ring cross. */
export function isSimple(ring: readonly P[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return false;
    }
  }
  return true;
}

/**
 * The ring moved inwards by d metres (mitred corners). Fields keep this clearance from the village
 * boundary, so slivers where neighbouring village outlines overlap never put two parcels on top of
 * each other. Good for offsets far smaller than the ring's edges, which is how it is used.
 */
export function insetRing(ring: readonly P[], d: number): P[] {
  const n = ring.length;
  const sign = ringArea(ring) > 0 ? 1 : -1;
  const lines = ring.map((a, i) => {
    const b = ring[(i + 1) % n]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = (-(b[1] - a[1]) / len) * sign;
    const ny = ((b[0] - a[0]) / len) * sign;
    return { p: [a[0] + nx * d, a[1] + ny * d] as P, dx: b[0] - a[0], dy: b[1] - a[1], nx, ny };
  });
  return ring.map((v, i) => {
    const l1 = lines[(i + n - 1) % n]!;
    const l2 = lines[i]!;
    const den = l1.dx * l2.dy - l1.dy * l2.dx;
    // Nearly parallel edges: move the vertex along the mean normal instead of intersecting.
    if (Math.abs(den) < 1e-9 * Math.hypot(l1.dx, l1.dy) * Math.hypot(l2.dx, l2.dy)) {
      return [v[0] + ((l1.nx + l2.nx) / 2) * d, v[1] + ((l1.ny + l2.ny) / 2) * d];
    }
    const t = ((l2.p[0] - l1.p[0]) * l2.dy - (l2.p[1] - l1.p[1]) * l2.dx) / den;
    return [l1.p[0] + l1.dx * t, l1.p[1] + l1.dy * t];
  });
}
