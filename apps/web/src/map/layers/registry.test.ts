import { listMapPoints, MAP_POINT_KINDS } from '@fengshou/core/contract';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../api';
import { SWITCHABLE_LAYERS } from './registry';

vi.mock('../../api', () => ({ callApi: vi.fn(async () => []) }));

const chongming = { areaId: 310151000000, areaName: '崇明区', level: 3 };

describe('switchable layers', () => {
  it.each(MAP_POINT_KINDS)(
    '%s: the layer of a point kind loads that kind for the shown area',
    async (kind) => {
      const def = SWITCHABLE_LAYERS[kind].build();
      const loaders = Object.values(def.load ?? {});
      expect(loaders).toHaveLength(1);
      await loaders[0]!({ area: chongming, signal: new AbortController().signal });
      expect(callApi).toHaveBeenLastCalledWith(
        listMapPoints,
        { kind, areaId: chongming.areaId },
        expect.objectContaining({ signal: expect.any(AbortSignal) }),
      );
    },
  );
});
