import type { Paint } from './raster';

/** A colour as [r, g, b], 0–255. */
export type Rgb = readonly [number, number, number];

/**
 * How a surface looks from above. Patterns are laid out in world metres (Web Mercator), so they continue
 * across tile edges and keep their size from zoom to zoom; a pattern finer than a few pixels fades into its
 * mean colour, as it would on a real image of that resolution.
 * - smooth: a field of one colour with the slow variation of growth and soil.
 * - rows: crop rows or furrows of `period` metres along the field, `base` and `alt` alternating.
 * - strips: greenhouse film (`base`) with narrow gaps (`alt`) every `period` metres.
 * - dots: tree crowns (`alt`) on a grid of `period` metres over the ground (`base`).
 * - blocks: roofs of `palette` on plots of `period` metres, yards and lanes in `base`.
 * - mottle: two colours in irregular patches (weeds, rubble, stubble).
 * - water: dark, nearly even, with wide slow variation.
 */
export interface Look {
  pattern: 'smooth' | 'rows' | 'strips' | 'dots' | 'blocks' | 'mottle' | 'water';
  base: Rgb;
  alt?: Rgb;
  period?: number;
  palette?: readonly Rgb[];
}

/** Where a tile's pixels are in the world: its top-left corner in metres and metres per pixel. */
export interface TileView {
  left: number;
  top: number;
  res: number;
  /** Pixels per side (256 when omitted). */
  size?: number;
}

/** A stable hash of two integers and a seed to [0, 1). */
export function hash01(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix | 0, 0x27d4eb2d) ^ Math.imul(iy | 0, 0x165667b1) ^ Math.imul(seed | 0, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Value noise in [0, 1): hashed lattice values, smoothly interpolated. */
export function noise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash01(ix, iy, seed);
  const b = hash01(ix + 1, iy, seed);
  const c = hash01(ix, iy + 1, seed);
  const d = hash01(ix + 1, iy + 1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

export const mix = (p: Rgb, q: Rgb, t: number): Rgb => [
  p[0] + (q[0] - p[0]) * t,
  p[1] + (q[1] - p[1]) * t,
  p[2] + (q[2] - p[2]) * t,
];

const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const byte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const pack = (c: Rgb, k: number) => (byte(c[0] * k) << 16) | (byte(c[1] * k) << 8) | byte(c[2] * k);
/** `p` to `q` by `t`, times `k`, packed: the per-pixel path, without allocating. */
const blend = (p: Rgb, q: Rgb, t: number, k: number) =>
  (byte((p[0] + (q[0] - p[0]) * t) * k) << 16) |
  (byte((p[1] + (q[1] - p[1]) * t) * k) << 8) |
  byte((p[2] + (q[2] - p[2]) * t) * k);

/** How much of a pattern of `period` metres a pixel of `res` metres still shows (0: only its mean). */
const visibility = (period: number, res: number) => clamp01(period / res / 2 - 0.75);

/**
 * Noise fields of one tile, each computed once for all the surfaces drawn on it (the per-pixel cost of a
 * surface is then a few multiplications): world-anchored, so neighbouring tiles join without seams.
 */
export class TileFields {
  private cache = new Map<string, Float32Array>();

  constructor(readonly view: TileView) {}

  private field(name: string, f: (mx: number, my: number) => number): Float32Array {
    let a = this.cache.get(name);
    if (!a) {
      const { left, top, res } = this.view;
      const size = this.view.size ?? 256;
      a = new Float32Array(size * size);
      for (let py = 0; py < size; py++) {
        const my = top - (py + 0.5) * res;
        for (let px = 0; px < size; px++) a[py * size + px] = f(left + (px + 0.5) * res, my);
      }
      this.cache.set(name, a);
    }
    return a;
  }

  /** Vigour or soil moisture over tens of metres, with a faint grain of a few metres: about 0.9–1.1. */
  shade(): Float32Array {
    const grain = visibility(3, this.view.res);
    return this.field(
      'shade',
      (x, y) => 0.93 + 0.14 * noise(x / 30, y / 30, 11) + grain * 0.08 * (noise(x / 2.5, y / 2.5, 12) - 0.5),
    );
  }

  /** Irregular patches of about 7 m with a finer break-up, 0–1. */
  patches(): Float32Array {
    const grain = visibility(3, this.view.res);
    return this.field('patches', (x, y) => {
      const t = 0.65 * noise(x / 7, y / 7, 21) + 0.35 * (0.5 + grain * (noise(x / 2, y / 2, 22) - 0.5));
      return clamp01((t - 0.3) * 2.5);
    });
  }

  /** Slow variation of open water over about 80 m: 0.95–1.05. */
  ripple(): Float32Array {
    return this.field('ripple', (x, y) => 0.95 + 0.1 * noise(x / 80, y / 80, 31));
  }
}

/**
 * The paint of a surface in a tile. `seed` varies it per parcel (no two fields alike), `dir` is the unit
 * vector of the field's long side (rows, strips and plots run along it).
 */
export function painter(look: Look, fields: TileFields, seed: number, dir: readonly [number, number]): Paint {
  const { base, alt = base, period = 4, palette = [] } = look;
  const { left, top, res } = fields.view;
  const size = fields.view.size ?? 256;
  const tone = 0.93 + 0.14 * hash01(seed, 7, 1);
  const vis = visibility(period, res);
  const [dx, dy] = dir;
  // Row-aligned coordinates of a pixel, in periods.
  const along = (px: number, py: number) =>
    ((left + (px + 0.5) * res) * dx + (top - (py + 0.5) * res) * dy) / period;
  const across = (px: number, py: number) =>
    ((top - (py + 0.5) * res) * dx - (left + (px + 0.5) * res) * dy) / period;
  switch (look.pattern) {
    case 'smooth': {
      const shade = fields.shade();
      return (px, py) => pack(base, tone * shade[py * size + px]!);
    }
    case 'water': {
      const ripple = fields.ripple();
      return (px, py) => pack(base, ripple[py * size + px]!);
    }
    case 'mottle': {
      const patches = fields.patches();
      return (px, py) => blend(base, alt, patches[py * size + px]!, tone);
    }
    case 'rows':
    case 'strips': {
      const duty = look.pattern === 'rows' ? 0.5 : 0.82;
      const shade = look.pattern === 'rows' ? fields.shade() : undefined;
      const mean = mix(alt, base, duty);
      const onRow = mix(mean, base, vis);
      const between = mix(mean, alt, vis);
      return (px, py) => {
        const u = along(px, py);
        return pack(u - Math.floor(u) < duty ? onRow : between, tone * (shade ? shade[py * size + px]! : 1));
      };
    }
    case 'dots': {
      const shade = fields.shade();
      const mean = mix(base, alt, 0.4);
      const ground = mix(mean, base, vis);
      return (px, py) => {
        const u = along(px, py);
        const v = across(px, py);
        const iu = Math.floor(u);
        const iv = Math.floor(v);
        const du = u - iu - 0.5 - 0.3 * (hash01(iu, iv, seed) - 0.5);
        const dv = v - iv - 0.5 - 0.3 * (hash01(iv, iu, seed) - 0.5);
        const r = 0.3 + 0.12 * hash01(iu, iv, seed + 3);
        const k = tone * shade[py * size + px]!;
        if (du * du + dv * dv >= r * r) return pack(ground, k);
        // Crowns are lit from the south-east: the far side of each is darker.
        return blend(mean, alt, vis, k * (1 - clamp01((du + dv) / r) * 0.35));
      };
    }
    case 'blocks': {
      const roofs = palette.length ? palette : [alt];
      const mean = mix(base, roofs[0]!, 0.45);
      const yard = mix(mean, base, vis);
      return (px, py) => {
        const u = along(px, py);
        const v = across(px, py);
        const iu = Math.floor(u);
        const iv = Math.floor(v);
        const h = hash01(iu, iv, seed);
        const fu = u - iu;
        const fv = v - iv;
        const roof = h > 0.12 && fu > 0.12 + 0.1 * h && fu < 0.88 && fv > 0.18 && fv < 0.8 - 0.1 * h;
        return roof ? blend(mean, roofs[Math.floor(h * 997) % roofs.length]!, vis, tone) : pack(yard, tone);
      };
    }
  }
}
