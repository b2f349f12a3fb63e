import { describe, expect, it } from 'vitest';
import {
  CULTIVATED_ABNORMAL_LIST_DEFAULTS,
  CULTIVATED_BATCH_LIST_DEFAULTS,
  FARM_IDS_LIST_DEFAULTS,
  GIS_FARM_LAND_LIST_DEFAULTS,
  NUTRITION_QUALITY_LIST_DEFAULTS,
  PAGE_SIZES,
  SHARED_PAGING,
  TIMEOUTS_MS,
} from './limits';

describe('limits', () => {
  it.each<[string, unknown, unknown]>([
    ['shared paging', SHARED_PAGING, { pageNo: 1, pageSize: 15 }],
    ['nutrition quality', NUTRITION_QUALITY_LIST_DEFAULTS, { pageNo: 1, pageSize: 10, areaLevel: 1 }],
    ['cultivated abnormal', CULTIVATED_ABNORMAL_LIST_DEFAULTS, { pageNo: 1, pageSize: 10 }],
    ['cultivated batch', CULTIVATED_BATCH_LIST_DEFAULTS, { motionDetectionFlag: 1 }],
    ['farm ids', FARM_IDS_LIST_DEFAULTS, { pageNo: 1, pageSize: 50 }],
    ['gis farm land', GIS_FARM_LAND_LIST_DEFAULTS, { pageNo: 1, pageSize: 800 }],
  ])('%s defaults', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('matches the spec page sizes and time-outs', () => {
    expect(Object.values(PAGE_SIZES)).toEqual([10, 15, 20, 50, 50, 9, 800]);
    expect(TIMEOUTS_MS.gisToken).toBe(1500);
    expect(TIMEOUTS_MS.main).toBe(120_000);
  });
});
