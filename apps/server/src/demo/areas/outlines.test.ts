import { describe, expect, it } from 'vitest';
import { loadDivisions } from '../../seed/divisions';
import { bbox, type Multi, sphericalArea } from './geo-math';
import { loadProvinceOutlines } from './outlines';

const districts = loadDivisions('31').filter((r) => r.level === 3);
const outlines = loadProvinceOutlines(districts);
const km2 = (m: Multi) => sphericalArea(m) / 1e6;

describe('loadProvinceOutlines', () => {
  it('has one WGS84 outline per district', () => {
    expect([...outlines.districts.keys()]).toEqual(districts.map((d) => d.code));
    for (const m of outlines.districts.values()) {
      const [x0, y0, x1, y1] = bbox(m);
      expect(x0).toBeGreaterThan(120.8);
      expect(x1).toBeLessThan(122.1);
      expect(y0).toBeGreaterThan(30.6);
      expect(y1).toBeLessThan(31.9);
    }
  });

  it('gives 崇明区 its three islands: 崇明岛, 长兴岛 and 横沙岛', () => {
    const cm = outlines.districts.get('310151')!;
    expect(cm).toHaveLength(3);
    const areas = cm.map((p) => km2([p])).sort((a, b) => b - a);
    // Outlines include tidal flats, so they run somewhat above the official land areas (≈1200/88/51 km²).
    expect(areas[0]).toBeGreaterThan(1100);
    expect(areas[1]).toBeGreaterThan(60);
    expect(areas[1]).toBeLessThan(160);
    expect(areas[2]).toBeGreaterThan(30);
    expect(areas[2]).toBeLessThan(80);
  });

  it('has the province as the union of the districts, without seams between them', () => {
    const sum = [...outlines.districts.values()].reduce((s, m) => s + km2(m), 0);
    const province = km2(outlines.province);
    expect(Math.abs(sum - province) / province).toBeLessThan(0.001);
    expect(province).toBeGreaterThan(7000);
    expect(province).toBeLessThan(8000);
    expect(outlines.province.every((poly) => poly.length === 1)).toBe(true);
  });

  it('uses counter-clockwise closed exterior rings', () => {
    for (const m of [...outlines.districts.values(), outlines.province]) {
      for (const poly of m) {
        const ring = poly[0]!;
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        expect(sphericalArea([[ring]])).toBeGreaterThan(0);
      }
    }
  });
});
