import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gcj02ToWgs84, wgs84ToGcj02 } from '@fengshou/core';
import { describe, expect, it } from 'vitest';
import { decodeEchartsMap, decodeRing, type EchartsMapJson } from './echarts-decode';

const require = createRequire(import.meta.url);
const raw = () =>
  JSON.parse(
    readFileSync(require.resolve('echarts-maps-v4/map/json/province/shanghai.json'), 'utf8'),
  ) as EchartsMapJson;

interface EchartsRegion {
  name: string;
  geometries: { exterior: number[][]; interiors: number[][][] }[];
}

describe('decodeEchartsMap', () => {
  it('matches echarts 4’s own parseGeoJson for every district', () => {
    const parse = require('echarts-maps-v4/lib/coord/geo/parseGeoJson.js') as (j: unknown) => EchartsRegion[];
    const theirs = parse(raw());
    const ours = decodeEchartsMap(raw());
    expect(ours).toHaveLength(16);
    expect(theirs).toHaveLength(16);
    ours.forEach((f, i) => {
      const region = theirs[i]!;
      expect(region.name).toBe(f.name);
      expect(f.polygons.map((p) => p[0])).toEqual(region.geometries.map((g) => g.exterior));
      expect(f.polygons.map((p) => p.slice(1))).toEqual(region.geometries.map((g) => g.interiors));
    });
  });

  it('does not mutate its input and decodes zigzag deltas against the offset', () => {
    const json = raw();
    decodeEchartsMap(json);
    expect(json.UTF8Encoding).toBe(true);
    expect(typeof json.features[0]!.geometry.coordinates[0]).toBe('string');
    // '@@' is (0, 0); 'B' is +1 and 'A' is −1 after zigzag decoding.
    expect(decodeRing('@@BA', [1024, 2048])).toEqual([[1, 2], [1024 + 1, 2048 - 1].map((v) => v / 1024)]);
  });

  it('keeps the label points (cp) inside the decoded bounding boxes', () => {
    for (const f of decodeEchartsMap(raw())) {
      if (!f.cp) continue;
      const pts = f.polygons.flat(2);
      const xs = pts.map((p) => p[0]!);
      const ys = pts.map((p) => p[1]!);
      expect(f.cp[0]).toBeGreaterThan(Math.min(...xs));
      expect(f.cp[0]).toBeLessThan(Math.max(...xs));
      expect(f.cp[1]).toBeGreaterThan(Math.min(...ys));
      expect(f.cp[1]).toBeLessThan(Math.max(...ys));
    }
  });
});

describe('gcj02ToWgs84', () => {
  it('inverts the forward transform to well under a millimetre', () => {
    for (const p of [
      [121.4737, 31.2304],
      [121.397, 31.623],
      [116.397, 39.909],
    ] as [number, number][]) {
      const back = wgs84ToGcj02(gcj02ToWgs84(p));
      expect(Math.abs(back[0] - p[0])).toBeLessThan(1e-9);
      expect(Math.abs(back[1] - p[1])).toBeLessThan(1e-9);
    }
  });

  it('moves Shanghai by the usual few hundred metres south-west-ish and leaves points outside China alone', () => {
    const [lng, lat] = gcj02ToWgs84([121.4737, 31.2304]);
    expect(121.4737 - lng).toBeCloseTo(0.0045, 3);
    expect(31.2304 - lat).toBeCloseTo(-0.0019, 3);
    expect(gcj02ToWgs84([2.35, 48.85])).toEqual([2.35, 48.85]);
  });
});
