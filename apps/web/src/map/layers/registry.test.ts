import { MAP_POINT_KINDS } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import { SWITCHABLE_LAYERS } from './registry';

const chongming = 310151000000;

describe('switchable layers', () => {
  it.each(MAP_POINT_KINDS)(
    '%s: the layer of a point kind draws the tiles of that kind for the shown area',
    (kind) => {
      const def = SWITCHABLE_LAYERS[kind].build(chongming);
      const tiles = Object.values(def.sources).flatMap((s) => (s as { tiles?: string[] }).tiles ?? []);
      expect(tiles).toHaveLength(1);
      expect(tiles[0]).toContain(`/tiles/points/{z}/{x}/{y}.mvt?kind=${kind}&areaId=${chongming}`);
    },
  );
});
