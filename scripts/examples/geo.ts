/** Plane geometry of the example package's hand-drawn outlines (degrees; small areas, so no projection). */
export type Pt = [number, number];
export type Ring = Pt[];

const round = (p: Pt): Pt => [Number(p[0].toFixed(6)), Number(p[1].toFixed(6))];

/** A regular polygon of `n` corners around a centre, radius in degrees of latitude (east–west scaled). */
export function regular([x, y]: Pt, radius: number, n = 6, turn = 0): Ring {
  const kx = 1 / Math.cos((y * Math.PI) / 180);
  const ring: Ring = [];
  for (let i = 0; i < n; i++) {
    const a = turn + (2 * Math.PI * i) / n;
    ring.push(round([x + radius * kx * Math.cos(a), y + radius * Math.sin(a)]));
  }
  return [...ring, ring[0]!];
}

/** The wedges of a convex ring from its centre: one per edge, together exactly the ring. */
export function wedges(center: Pt, ring: Ring): Ring[] {
  const c = round(center);
  return ring.slice(0, -1).map((p, i) => [c, p, ring[i + 1]!, c]);
}

/** Linear interpolation inside a triangle (u, v ≥ 0, u + v ≤ 1). */
export function inTriangle([a, b, c]: Ring, u: number, v: number): Pt {
  return [
    a![0] + u * (b![0] - a![0]) + v * (c![0] - a![0]),
    a![1] + u * (b![1] - a![1]) + v * (c![1] - a![1]),
  ];
}

/** A rectangle of `w` × `h` metres with its south-west corner at `p`. */
export function rect([x, y]: Pt, w: number, h: number): Ring {
  const dx = w / (111_320 * Math.cos((y * Math.PI) / 180));
  const dy = h / 110_574;
  return [round([x, y]), round([x + dx, y]), round([x + dx, y + dy]), round([x, y + dy]), round([x, y])];
}

/** A deterministic random stream (mulberry32), so the package is the same on every run. */
export function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}
