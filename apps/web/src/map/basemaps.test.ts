import { describe, expect, it } from 'vitest';
import {
  basemapFallbackNote,
  basemapStyle,
  crsOf,
  expandSubdomains,
  serviceTiles,
  shownBasemap,
} from './basemaps';
import { finishDrawing } from './draw/draw-tool';

const TDT = 'https://t{0-7}.tianditu.gov.cn/vec_w/wmts?TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk={tdtToken}';

describe('basemaps', () => {
  it('offline needs no service and no request leaves the machine', () => {
    const style = basemapStyle('offline', [], null);
    expect(style.sources).toEqual({});
    expect(style.layers.map((l) => l.type)).toEqual(['background']);
  });
  it('fills the Tianditu key into every subdomain of the configured service', () => {
    const tiles = serviceTiles({ serverName: '天地图', serverCategory: 'vector', serverUrl: TDT }, 'k1');
    expect(tiles).toHaveLength(8);
    expect(tiles[3]).toBe(
      'https://t3.tianditu.gov.cn/vec_w/wmts?TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk=k1',
    );
    expect(expandSubdomains('https://a/{z}')).toEqual(['https://a/{z}']);
  });
  it('refuses a service without an address with 服务地址不能为空', () => {
    expect(() => serviceTiles({ serverName: '空', serverCategory: 'vector', serverUrl: ' ' }, 'k')).toThrow(
      '服务地址不能为空',
    );
    expect(() => basemapStyle('tdt-img', [], 'k')).toThrow('服务地址不能为空');
  });
  it('shows Tianditu only with its key and reachable tiles, else the offline basemap and why', () => {
    expect(shownBasemap('tdt-vec', 'k1', false)).toBe('tdt-vec');
    // Waiting for the key: offline, without a note yet.
    expect(shownBasemap('tdt-vec', null, false)).toBe('offline');
    expect(basemapFallbackNote('tdt-vec', null, false)).toBeNull();
    expect(shownBasemap('tdt-img', '', false)).toBe('offline');
    expect(basemapFallbackNote('tdt-img', '', false)).toMatch(/未配置服务密钥/);
    expect(shownBasemap('tdt-vec', 'k1', true)).toBe('offline');
    expect(basemapFallbackNote('tdt-vec', 'k1', true)).toMatch(/无法访问/);
    expect(shownBasemap('gaode-vec', null, true)).toBe('gaode-vec');
    expect(basemapFallbackNote('offline', '', true)).toBeNull();
  });
  it('knows which basemaps are GCJ-02', () => {
    expect(crsOf('gaode-vec')).toBe('GCJ02');
    expect(crsOf('tdt-vec')).toBe('WGS84');
    expect(crsOf('offline')).toBe('WGS84');
  });
});

describe('finishDrawing', () => {
  it('closes a polygon through the core helper and drops repeated points', () => {
    const g = finishDrawing('polygon', [
      [121, 31],
      [121.1, 31],
      [121.1, 31],
      [121.1, 31.1],
    ]);
    expect(g).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [121, 31],
          [121.1, 31],
          [121.1, 31.1],
          [121, 31],
        ],
      ],
    });
  });
  it('answers nothing for a polygon under three points or a line of one', () => {
    expect(
      finishDrawing('polygon', [
        [121, 31],
        [121.1, 31],
        [121, 31],
      ]),
    ).toBeNull();
    expect(finishDrawing('line', [[121, 31]])).toBeNull();
    expect(
      finishDrawing('line', [
        [121, 31],
        [121.1, 31],
      ])?.type,
    ).toBe('LineString');
  });
});
