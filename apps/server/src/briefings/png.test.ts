import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BriefingFile } from './model';
import { renderPng } from './png';
import { sampleModel } from './sample-model.test-support';

/** The reference: the 1080 picture of the sample model, averaged down to 320×180 to stay small. */
const REFERENCE = fileURLToPath(new URL('./testdata/screen-320x180.png', import.meta.url));
const SMALL = { width: 320, height: 180 };

/** A picture averaged down by a whole factor (each small pixel the mean of its block). */
function shrink(png: PNG, width: number, height: number): PNG {
  const k = png.width / width;
  const out = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < k; dy++)
          for (let dx = 0; dx < k; dx++) sum += png.data[((y * k + dy) * png.width + x * k + dx) * 4 + c]!;
        out.data[(y * width + x) * 4 + c] = Math.round(sum / (k * k));
      }
    }
  }
  return out;
}

/** The share of pixels that differ between two pictures of one size (anti-aliasing ignored). */
function differing(a: PNG, b: PNG): number {
  const n = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  return n / (a.width * a.height);
}

const decode = (file: BriefingFile) => PNG.sync.read(Buffer.from(file.bytes));

let hd: BriefingFile;
let uhd: BriefingFile;
beforeAll(async () => {
  const model = sampleModel();
  hd = await renderPng(model, 1080);
  uhd = await renderPng(model, 2160);
}, 60_000);

describe('the briefing picture', () => {
  it('is a PNG of the whole screen at 1920×1080 and at 3840×2160', () => {
    expect(hd).toMatchObject({ mime: 'image/png', extension: 'png' });
    expect([decode(hd).width, decode(hd).height]).toEqual([1920, 1080]);
    expect([decode(uhd).width, decode(uhd).height]).toEqual([3840, 2160]);
  });

  it('looks like the reference picture (at most 1 % of its pixels differ)', () => {
    const small = shrink(decode(hd), SMALL.width, SMALL.height);
    if (process.env.UPDATE_BRIEFING_REFERENCE === '1') writeFileSync(REFERENCE, PNG.sync.write(small));
    expect(existsSync(REFERENCE), 'reference picture (UPDATE_BRIEFING_REFERENCE=1 writes it)').toBe(true);
    expect(differing(small, PNG.sync.read(readFileSync(REFERENCE)))).toBeLessThanOrEqual(0.01);
  });

  it('draws 2160 as the same screen at twice the scale, not a stretched 1080 bitmap', () => {
    const big = decode(uhd);
    expect(
      differing(shrink(big, SMALL.width, SMALL.height), shrink(decode(hd), SMALL.width, SMALL.height)),
    ).toBeLessThanOrEqual(0.01);
    // A bitmap doubled has every 2×2 block of one colour; drawn at 4K, the edges of text and lines are not.
    let mixed = 0;
    for (let y = 0; y < big.height; y += 2) {
      for (let x = 0; x < big.width; x += 2) {
        const at = (dx: number, dy: number) => ((y + dy) * big.width + x + dx) * 4;
        const a = at(0, 0);
        if ([at(1, 0), at(0, 1), at(1, 1)].some((b) => Math.abs(big.data[a]! - big.data[b]!) > 24)) mixed++;
      }
    }
    expect(mixed / ((big.width / 2) * (big.height / 2))).toBeGreaterThan(0.01);
  });

  it('carries the watermark: a picture for another user differs across the whole screen', async () => {
    const model = sampleModel();
    const other = await renderPng(
      { ...model, watermark: { ...model.watermark, userName: '浦东查看员', loginName: 'pudong_viewer' } },
      1080,
    );
    const a = decode(hd);
    const b = decode(other);
    // The marks repeat over every part of the picture: each quarter of it changes.
    for (const [x0, y0] of [
      [0, 0],
      [960, 0],
      [0, 540],
      [960, 540],
    ] as const) {
      let changed = 0;
      for (let y = y0; y < y0 + 540; y++)
        for (let x = x0; x < x0 + 960; x++)
          if (a.data[(y * 1920 + x) * 4] !== b.data[(y * 1920 + x) * 4]) changed++;
      expect(changed, `quarter at ${x0},${y0}`).toBeGreaterThan(500);
    }
  });
});
