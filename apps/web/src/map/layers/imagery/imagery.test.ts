import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { signatureOf } from '../../map-setup';
import { MapSync } from '../../sync';
import { imageryLayer } from './index';
import { imageryCaption, imagerySource } from './source';

describe('imageryLayer', () => {
  it('asks our API for 256-pixel PNG tiles of the batch phase, within its zooms', () => {
    const def = imageryLayer({
      batchId: 5,
      phase: 'before',
      minZoom: 12,
      maxZoom: 18,
      attribution: '演示影像',
    });
    const [src] = Object.values(def.sources) as { type: string; tiles: string[]; tileSize: number }[];
    expect(src).toMatchObject({
      type: 'raster',
      tileSize: 256,
      minzoom: 12,
      maxzoom: 18,
      attribution: '演示影像',
    });
    expect(src!.tiles).toEqual([
      `${window.location.origin}/tiles/imagery/{z}/{x}/{y}.png?batchId=5&phase=before`,
    ]);
    expect(def.layers).toHaveLength(1);
    expect(def.layers[0]).toMatchObject({ type: 'raster', minzoom: 12 });
    // Another batch or phase is another layer for the map (removed and added again).
    const other = imageryLayer({ batchId: 6, phase: 'before', minZoom: 12, maxZoom: 18 });
    expect(signatureOf(other)).not.toBe(signatureOf(def));
    // A source saved again is fetched at another address (not from the browser's cache of the old one).
    const saved = imageryLayer({
      batchId: 5,
      phase: 'before',
      minZoom: 12,
      maxZoom: 18,
      revision: '2026-11-24 06:39:37',
    });
    expect((Object.values(saved.sources)[0] as { tiles: string[] }).tiles[0]).toContain(
      '&rev=20261124063937',
    );
  });

  it('captions each image with its phase and date, and names its source for the note under it', () => {
    const phase = {
      phase: 'after' as const,
      imageDate: '2023-03-05',
      sourceType: 'synthetic' as const,
      minZoom: 12,
      maxZoom: 18,
      attribution: '演示影像：由地块、种植与监测图斑数据合成',
      tileUrl: null,
      updateTime: null,
    };
    expect(imageryCaption(phase)).toBe('后时相 2023-03-05');
    expect(imagerySource(phase)).toBe('演示影像：由地块、种植与监测图斑数据合成');
    expect(imagerySource({ ...phase, sourceType: 'template', attribution: null })).toBe(
      '瓦片服务（XYZ/WMTS）',
    );
    const none = { ...phase, phase: 'before' as const, imageDate: '2022-09-29', sourceType: null };
    expect(imageryCaption(none)).toBe('前时相 2022-09-29 · 未配置影像');
    expect(imagerySource(none)).toBeNull();
  });
});

/** A map as MapSync uses it: a view, move listeners, jumpTo firing them like MapLibre does. */
function fakeMap(zoom: number) {
  const listeners: (() => void)[] = [];
  const view = { center: { lng: 121.5, lat: 31.6 }, zoom, bearing: 0, pitch: 0 };
  const map = {
    view,
    getCenter: () => view.center,
    getZoom: () => view.zoom,
    getBearing: () => view.bearing,
    getPitch: () => view.pitch,
    on: (_: string, f: () => void) => listeners.push(f),
    off: (_: string, f: () => void) => listeners.splice(listeners.indexOf(f), 1),
    jumpTo(v: Partial<typeof view>) {
      Object.assign(view, v);
      for (const f of [...listeners]) f();
    },
    move(v: Partial<typeof view>) {
      Object.assign(view, v);
      for (const f of [...listeners]) f();
    },
  };
  return map;
}

describe('MapSync', () => {
  it('repeats a move of either map on the other, and a detached map no longer follows', () => {
    const sync = new MapSync();
    const a = fakeMap(14);
    const b = fakeMap(10);
    sync.attach(a as unknown as MapLibreMap);
    const detach = sync.attach(b as unknown as MapLibreMap);
    expect(b.view.zoom).toBe(14);
    a.move({ zoom: 16.5, center: { lng: 121.52, lat: 31.61 } });
    expect(b.view).toMatchObject({ zoom: 16.5, center: { lng: 121.52, lat: 31.61 } });
    b.move({ zoom: 15, bearing: 30 });
    expect(a.view).toMatchObject({ zoom: 15, bearing: 30 });
    detach();
    a.move({ zoom: 12 });
    expect(b.view.zoom).toBe(15);
  });
});
