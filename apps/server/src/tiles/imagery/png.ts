import { constants, crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A PNG of RGBA pixels (row-major, 4 bytes a pixel). Opaque pictures are stored as RGB, a quarter smaller.
 * Rows use the Sub filter (each byte minus the one a pixel to its left): imagery is smooth along a row, so
 * the differences are small and repeat. Deflate then runs with the RLE strategy (matches at distance one
 * only): a 256-pixel tile encodes in about 5 ms instead of 60–100 ms at the default strategy, for tiles
 * some 15 % larger (measured on textured tiles; bench/README).
 */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  let opaque = true;
  for (let i = 3; i < rgba.length; i += 4) {
    if (rgba[i] !== 255) {
      opaque = false;
      break;
    }
  }
  const bpp = opaque ? 3 : 4;
  const stride = width * bpp;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 1;
    for (let x = 0; x < width; x++) {
      const s = (y * width + x) * 4;
      const d = row + 1 + x * bpp;
      for (let c = 0; c < bpp; c++) {
        raw[d + c] = (rgba[s + c]! - (x ? rgba[s - 4 + c]! : 0)) & 0xff;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { strategy: constants.Z_RLE })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
