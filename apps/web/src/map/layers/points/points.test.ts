import type { LayerSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { camerasLayer } from '../cameras';
import { farmsLayer } from '../farms';
import { iotDevicesLayer } from '../iot-devices';
import { pestDevicesLayer } from '../pest-devices';

const clustered = { farmsLayer, camerasLayer, iotDevicesLayer, pestDevicesLayer };

describe('clustered point layers', () => {
  it.each(Object.entries(clustered))('%s: a cluster shows its count over its circle', (_, make) => {
    const def = make();
    const layers = def.layers as LayerSpecification[];
    const circle = layers.findIndex((l) => l.id === def.clusters?.[0]);
    const count = layers.findIndex(
      (l) => l.type === 'symbol' && JSON.stringify(l.filter) === JSON.stringify(['has', 'point_count']),
    );
    expect(circle).toBeGreaterThanOrEqual(0);
    // Above the circle it labels, and from the same source.
    expect(count).toBeGreaterThan(circle);
    const symbol = layers[count] as Extract<LayerSpecification, { type: 'symbol' }>;
    expect(symbol.source).toBe((layers[circle] as { source: string }).source);
    expect(symbol.layout?.['text-field']).toEqual(['get', 'point_count_abbreviated']);
    // A count is never hidden by collision with another: every cluster circle carries its number.
    expect(symbol.layout?.['text-allow-overlap']).toBe(true);
  });
});

describe('point layers as server-clustered tiles', () => {
  it.each(Object.entries(clustered))(
    '%s: reads layer “points” of /tiles/points for its kind and area',
    (_, make) => {
      const def = make(310151101000);
      const [source] = Object.values(def.sources) as { type: string; tiles: string[] }[];
      expect(source!.type).toBe('vector');
      expect(source!.tiles[0]).toMatch(
        /\/tiles\/points\/\{z\}\/\{x\}\/\{y\}\.mvt\?kind=\w+&areaId=310151101000$/,
      );
      expect(def.layers.every((l) => (l as { 'source-layer'?: string })['source-layer'] === 'points')).toBe(
        true,
      );
      expect(def.load).toBeUndefined();
    },
  );
});
