/** A ring of a polygon in pixel coordinates of the tile (y down). */
export type PixelRing = readonly (readonly [number, number])[];

/** The colour of one pixel, 0xRRGGBB, from its position in the tile. */
export type Paint = (px: number, py: number) => number;

/**
 * Six bits a channel: steps of 4 of 255 are invisible in textured land, and the PNG of a tile gets 25–45 %
 * smaller (the low bits of noisy pixels are what deflate cannot shorten). Five bits would step the shading
 * of a smooth field (about ±7 levels) into visible bands.
 */
const DEPTH = 0xfc;

/**
 * An RGBA tile that polygons are filled into, later ones over earlier ones. Filling is by scanline at pixel
 * centres with the even-odd rule over all rings of a polygon, so holes stay open and a multipolygon is one
 * call; edges are not antialiased (imagery has no outlines to smooth, and tiles meet without seams).
 */
export class Raster {
  readonly rgba: Uint8Array;

  constructor(readonly size: number) {
    this.rgba = new Uint8Array(size * size * 4);
  }

  /** Fills the polygon's pixels with `paint`; returns how many pixels it covered. */
  fill(rings: readonly PixelRing[], paint: Paint): number {
    let top = Infinity;
    let bottom = -Infinity;
    for (const ring of rings) {
      for (const [, y] of ring) {
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
    const first = Math.max(0, Math.ceil(top - 0.5));
    const last = Math.min(this.size - 1, Math.floor(bottom - 0.5));
    const xs: number[] = [];
    let covered = 0;
    for (let py = first; py <= last; py++) {
      const yc = py + 0.5;
      xs.length = 0;
      for (const ring of rings) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [x0, y0] = ring[j]!;
          const [x1, y1] = ring[i]!;
          if (y0 <= yc === y1 <= yc) continue;
          xs.push(x0 + ((yc - y0) * (x1 - x0)) / (y1 - y0));
        }
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
        const to = Math.min(this.size - 1, Math.ceil(xs[k + 1]! - 0.5) - 1);
        for (let px = from; px <= to; px++) {
          const c = paint(px, py);
          const o = (py * this.size + px) * 4;
          this.rgba[o] = (c >> 16) & DEPTH;
          this.rgba[o + 1] = (c >> 8) & DEPTH;
          this.rgba[o + 2] = c & DEPTH;
          this.rgba[o + 3] = 255;
          covered++;
        }
      }
    }
    return covered;
  }
}
