import { inflateSync } from 'node:zlib';

/** A decoded picture: RGBA pixels row by row. */
export interface Picture {
  width: number;
  height: number;
  rgba: Uint8Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Decodes an 8-bit RGB or RGBA PNG (every row filter), to read the pixels a tile endpoint answers: tests
 * check what the picture shows, not how our encoder wrote it.
 */
export function decodePng(png: Buffer): Picture {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    throw new Error('not a PNG');
  }
  let width = 0;
  let height = 0;
  let type = 0;
  const idat: Buffer[] = [];
  for (let o = 8; o < png.length; ) {
    const len = png.readUInt32BE(o);
    const name = png.toString('latin1', o + 4, o + 8);
    const data = png.subarray(o + 8, o + 8 + len);
    if (name === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || (data[9] !== 2 && data[9] !== 6) || data[12] !== 0)
        throw new Error('unsupported PNG');
      type = data[9]!;
    } else if (name === 'IDAT') idat.push(data);
    o += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= bpp ? out[y * stride + i - bpp]! : 0;
      const b = y ? out[(y - 1) * stride + i]! : 0;
      const c = y && i >= bpp ? out[(y - 1) * stride + i - bpp]! : 0;
      const p = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (p === undefined) throw new Error(`bad filter ${filter}`);
      out[y * stride + i] = (x + p) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let ch = 0; ch < 3; ch++) rgba[i * 4 + ch] = out[i * bpp + ch]!;
    rgba[i * 4 + 3] = bpp === 4 ? out[i * bpp + 3]! : 255;
  }
  return { width, height, rgba };
}
