import { describe, expect, it } from 'vitest';
import { labelOf } from './label';
import {
  DASHBOARD_SKINS,
  DEFAULT_TITLES,
  GROUP_TYPE_FALLBACK,
  GUIDE_PAGE_TYPE_LABELS,
  guidePagePath,
  MAP_PAGE_TYPE_LABELS,
  MAP_PAGE_TYPES,
  NAV_STYLES,
  OTHER_GROUP_ID,
  OTHER_GROUP_NAME,
  resolveSkin,
  SERVER_TYPE_TILE,
  SKIN_LABELS,
} from './portal';

describe('portal dictionaries', () => {
  it.each([
    ['LAND_GIS', 1],
    ['FARM_GIS', 2],
    ['BUSINESS_GIS', 3],
    ['FARM_DETAIL', 4],
    ['CUSTOM_OBJECT', 5],
    ['IOT_GIS', 6],
    ['Park_GIS', 7],
    ['PIC', 10],
    ['COMPONENT', 11],
    ['RegionDisposition', 20],
    ['MULTI_GIS', 25],
    ['BUSINESS_BOUNDARY', 26],
  ] as const)('map page type %s is %i and labelled', (name, id) => {
    expect(MAP_PAGE_TYPES[name]).toBe(id);
    expect(labelOf(MAP_PAGE_TYPE_LABELS, id)).not.toBe('--');
  });

  it.each<[unknown, 1 | 2]>([
    [1, 1],
    [2, 2],
    ['2', 2],
    ['1', 1],
    [3, 1],
    [0, 1],
    [null, 1],
    [undefined, 1],
    ['tech', 1],
  ])('resolveSkin(%j) is %i', (value, skin) => {
    expect(resolveSkin(value)).toBe(skin);
  });

  it('labels the skins', () => {
    expect(SKIN_LABELS).toEqual({ 1: '经典', 2: '科技' });
  });

  it.each([
    ['skin0', 9, 9, false],
    ['skin1', 6, 6, null],
    ['skin2', 6, 8, null],
    ['skin3', 9, 9, true],
    ['skin4', 4, 4, null],
  ] as const)('%s holds %i–%i plates (bordered %j)', (skin, min, max, bordered) => {
    expect(DASHBOARD_SKINS[skin]).toMatchObject({ minPlates: min, maxPlates: max, bordered });
  });

  it.each<[unknown, string | undefined]>([
    [1, '/global/big-screen-entrance-services'],
    [2, '/shifang/system-entrance'],
    [3, '/gov-navigation'],
    [4, '/introduction'],
    [5, '/ych/system-entrance'],
    [6, '/gov-navigation-xx'],
    [7, undefined],
    ['1', undefined],
  ])('guide page %j opens %j', (type, path) => {
    expect(guidePagePath(type)).toBe(path);
  });

  it.each([1, 2, 3, 4, 5, 6])('names guide page %j', (type) => {
    expect(labelOf(GUIDE_PAGE_TYPE_LABELS, type)).not.toBe('--');
  });

  it('holds the fixed portal constants', () => {
    expect(Object.keys(NAV_STYLES)).toEqual(['1', '2', '3']);
    expect([GROUP_TYPE_FALLBACK, OTHER_GROUP_ID, OTHER_GROUP_NAME, SERVER_TYPE_TILE]).toEqual([
      4,
      0,
      '其他分组',
      2,
    ]);
    expect(DEFAULT_TITLES).toEqual({ main: '数字农业大屏展示系统', cloud: '数字农业云平台' });
  });
});
