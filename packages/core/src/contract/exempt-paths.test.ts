import { describe, expect, it } from 'vitest';
import { EXEMPT_PATH_PATTERNS, handlingFor, isExemptPath } from '../codes';
import { HANDLING_NONE } from '../codes/catalogue';
import { ALL_ENDPOINTS } from './endpoints';
import { listCropPrices } from './farm-ops';
import { listMachineDurations, listMachineWarnings } from './machinery';

describe('exempt paths of the client (spec §8)', () => {
  it.each(EXEMPT_PATH_PATTERNS)('%s ends exactly one endpoint of the contract', (suffix) => {
    expect(ALL_ENDPOINTS.filter((e) => e.path.endsWith(suffix)).map((e) => e.path)).toHaveLength(1);
  });

  it('exempts this API’s crop price and machinery lists by their real paths, not the invented ones', () => {
    for (const e of [listCropPrices, listMachineDurations, listMachineWarnings]) {
      expect([e.path, isExemptPath(e.path)]).toEqual([e.path, true]);
      expect(handlingFor(600, { path: e.path })).toEqual(HANDLING_NONE);
    }
    for (const invented of [
      '/api/produce/gov/crop/price/list',
      '/api/nongwei/gov/machinery/duration',
      '/api/nongwei/gov/machinery/warnList',
    ]) {
      expect([invented, isExemptPath(invented)]).toEqual([invented, false]);
    }
    expect(handlingFor(600, { path: '/api/produce/gov/crop/list' })).not.toEqual(HANDLING_NONE);
  });
});
