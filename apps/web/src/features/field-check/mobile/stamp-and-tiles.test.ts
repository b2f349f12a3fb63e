import { describe, expect, it } from 'vitest';
import { navLinks } from './task-list';
import { imageryTemplate, tilesAround } from './tiles';
import { beijingText, watermarkLines } from './watermark';

describe('what a photo carries', () => {
  it('draws case, Beijing time, position with accuracy and heading', () => {
    const lines = watermarkLines('310151202303050030', {
      captureTime: '2026-05-01T01:30:00Z',
      lat: 31.6123456,
      lng: 121.5,
      accuracyM: 6.4,
      heading: 90.4,
    });
    expect(lines).toEqual([
      '图斑：310151202303050030',
      '时间：2026-05-01 09:30:00',
      '位置：31.612346, 121.500000 ±6米',
      '朝向：90°',
    ]);
    expect(watermarkLines('x', { captureTime: '2026-05-01T01:30:00Z' }).slice(2)).toEqual([
      '位置：未获取',
      '朝向：未获取',
    ]);
    expect(beijingText('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00:00');
  });
});

describe('what the phone keeps for the field', () => {
  const range = { batchId: 5, minZoom: 12, maxZoom: 16, revision: '2026-05-01 09:30:00' };

  it('names the tiles as the map asks for them, within the image’s zooms', () => {
    expect(imageryTemplate(range)).toBe(
      `${location.origin}/tiles/imagery/{z}/{x}/{y}.png?batchId=5&phase=after&rev=20260501093000`,
    );
    const urls = tilesAround(range, 31.6, 121.5);
    const zooms = new Set(urls.map((u) => Number(/imagery\/(\d+)\//.exec(u)?.[1])));
    // Zoom 17 lies above the image's range: nothing of it is kept.
    expect([...zooms].sort()).toEqual([14, 15, 16]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('hands navigation to 高德 in WGS84 and to the phone’s map app by geo:', () => {
    const links = navLinks({ lat: 31.6, lng: 121.5, caseRef: 'A1' });
    expect(links.amap).toContain('position=121.5,31.6');
    expect(links.amap).toContain('coordinate=wgs84');
    expect(links.geo.startsWith('geo:31.6,121.5?q=31.6,121.5')).toBe(true);
  });
});
