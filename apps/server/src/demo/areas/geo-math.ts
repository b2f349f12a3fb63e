/** Planar and spherical helpers over plain coordinate arrays (lng/lat degrees unless noted). */

/** A point [x, y] — [lng, lat] in degrees unless a function says otherwise. */
export type Pt = [number, number];
/** A closed ring (first point repeated last). */
export type Ring = Pt[];
/** Exterior ring followed by holes. */
export type Poly = Ring[];
/** MultiPolygon coordinates. */
export type Multi = Poly[];

const EARTH_RADIUS_M = 6371008.8;
const RAD = Math.PI / 180;

/** Signed shoelace area of a ring (positive when counter-clockwise). */
export function ringSignedArea(ring: Ring): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

/** Planar area of a multipolygon (holes subtracted), in squared input units. */
export function planarArea(m: Multi): number {
  let s = 0;
  for (const poly of m) {
    for (const [i, r] of poly.entries()) s += (i === 0 ? 1 : -1) * Math.abs(ringSignedArea(r));
  }
  return s;
}

/** Spherical area in m² (the d3-geo/Chamberlain–Duquette formula), accurate to ~0.1% at these scales. */
export function sphericalArea(m: Multi): number {
  let total = 0;
  for (const poly of m) {
    poly.forEach((ring, i) => {
      let s = 0;
      for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) {
        const a = ring[j]!;
        const b = ring[k]!;
        s += (b[0] - a[0]) * RAD * (2 + Math.sin(a[1] * RAD) + Math.sin(b[1] * RAD));
      }
      total += (i === 0 ? 1 : -1) * Math.abs((s * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
    });
  }
  return total;
}

/** [minX, minY, maxX, maxY] of every vertex. */
export function bbox(m: Multi): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const poly of m) {
    for (const [x, y] of poly[0] ?? []) {
      if (x < x0) x0 = x;
      if (y < y0) y0 = y;
      if (x > x1) x1 = x;
      if (y > y1) y1 = y;
    }
  }
  return [x0, y0, x1, y1];
}

/** Even-odd ray test against one ring. */
export function inRing(p: Pt, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) {
      inside = !inside;
    }
  }
  return inside;
}

/** Point inside a polygon with holes. */
export function inPoly(p: Pt, poly: Poly): boolean {
  if (!poly[0] || !inRing(p, poly[0])) return false;
  for (let i = 1; i < poly.length; i++) if (inRing(p, poly[i]!)) return false;
  return true;
}

/** Point inside any part of a multipolygon. */
export function inMulti(p: Pt, m: Multi): boolean {
  return m.some((poly) => inPoly(p, poly));
}

/** Area-weighted planar centroid of a polygon's exterior minus holes. */
export function polyCentroid(poly: Poly): Pt {
  let a = 0;
  let cx = 0;
  let cy = 0;
  poly.forEach((ring, i) => {
    const sign = (i === 0 ? 1 : -1) * Math.sign(ringSignedArea(ring) || 1);
    for (let k = 0, j = ring.length - 1; k < ring.length; j = k++) {
      const p = ring[j]!;
      const q = ring[k]!;
      const f = (p[0] * q[1] - q[0] * p[1]) * sign;
      a += f;
      cx += (p[0] + q[0]) * f;
      cy += (p[1] + q[1]) * f;
    }
  });
  if (a === 0) return poly[0]?.[0] ?? [0, 0];
  return [cx / (3 * a), cy / (3 * a)];
}

/** Area-weighted centroid of a multipolygon (may fall outside it). */
export function multiCentroid(m: Multi): Pt {
  let a = 0;
  let x = 0;
  let y = 0;
  for (const poly of m) {
    const w = planarArea([poly]);
    const c = polyCentroid(poly);
    a += w;
    x += c[0] * w;
    y += c[1] * w;
  }
  return a > 0 ? [x / a, y / a] : (m[0]?.[0]?.[0] ?? [0, 0]);
}

/**
 * A point guaranteed inside the multipolygon: its centroid when that is inside, otherwise the middle of the
 * widest horizontal run through the largest part at its centroid's latitude (a cheap point-on-surface).
 */
export function interiorPoint(m: Multi): Pt {
  const c = multiCentroid(m);
  if (inMulti(c, m)) return c;
  let best: Poly | undefined;
  let bestArea = -1;
  for (const poly of m) {
    const w = planarArea([poly]);
    if (w > bestArea) [best, bestArea] = [poly, w];
  }
  if (!best) return c;
  const [, y0, , y1] = bbox([best]);
  const cy = polyCentroid(best)[1];
  // Try the centroid's latitude first, then nearby latitudes, in case a scanline hits a vertex exactly.
  for (const t of [0, 0.013, -0.017, 0.1, -0.1, 0.25, -0.25, 0.4, -0.4]) {
    const y = Math.min(y1, Math.max(y0, cy + t * (y1 - y0)));
    const xs: number[] = [];
    for (const ring of best) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const a = ring[i]!;
        const b = ring[j]!;
        if (a[1] > y !== b[1] > y) xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
      }
    }
    xs.sort((p, q) => p - q);
    let bestRun: Pt | undefined;
    let width = 0;
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const w = xs[i + 1]! - xs[i]!;
      if (w > width) [width, bestRun] = [w, [(xs[i]! + xs[i + 1]!) / 2, y]];
    }
    if (bestRun && inMulti(bestRun, m)) return bestRun;
  }
  return best[0]?.[0] ?? c;
}

/** Rounds to `digits` decimals, drops repeated points and rings/parts that collapse, keeping rings closed. */
export function roundMulti(m: Multi, digits = 6): Multi {
  const f = 10 ** digits;
  const out: Multi = [];
  for (const poly of m) {
    const rings: Ring[] = [];
    for (const ring of poly) {
      const r: Ring = [];
      for (const [x, y] of ring) {
        const p: Pt = [Math.round(x * f) / f, Math.round(y * f) / f];
        const last = r[r.length - 1];
        if (!last || last[0] !== p[0] || last[1] !== p[1]) r.push(p);
      }
      const first = r[0];
      const last = r[r.length - 1];
      if (first && last && (first[0] !== last[0] || first[1] !== last[1])) r.push([first[0], first[1]]);
      // Rings that rounding flattened (below ~1 m² here) carry no area and would be invalid GeoJSON.
      if (r.length >= 4 && Math.abs(ringSignedArea(r)) > 1e-10) rings.push(r);
      else if (rings.length === 0) break;
    }
    if (rings.length > 0) out.push(rings);
  }
  return out;
}
