import { describe, expect, it } from 'vitest';
import { labelOf } from './label';
import {
  AREA_UNITS,
  BATCH_TYPE_NON_AGRICULTURAL,
  BATCH_TYPES,
  CROP_MONITOR_PAGES,
  LAND_SOURCE_LABELS,
  LAND_SOURCE_OPTIONS,
  LAND_SOURCE_TABS,
  LAND_TYPE_LABELS,
  LAND_TYPES,
  MONITORING_SNAPSHOT_DATES,
} from './land';

describe('land dictionaries', () => {
  it.each([
    [1, '亩'],
    [2, '分'],
    [3, '平方米'],
  ])('area unit %i is %s', (unit, label) => {
    expect(labelOf(AREA_UNITS, unit)).toBe(label);
  });

  it.each([
    ['sandiao', 1, '农用地'],
    ['quequan', 2, '确权地块'],
    ['productionLand', 3, '生产现状用地'],
    ['gaobiaozhun', 4, '高标准农田'],
    ['capitalFarmLand', 5, '永久基本农田'],
  ] as const)('land type %s is %i %s', (key, id, label) => {
    expect(LAND_TYPES[key]).toBe(id);
    expect(LAND_TYPE_LABELS[id]).toBe(label);
  });

  it.each([
    [2, '农用地'],
    [18, '确权土地'],
    [32, '永久基本农田'],
    [12, '高标准农田'],
    [17, '耕地质量等级'],
    [3, '两区划定'],
    [24, '生产现状用地'],
    [15, '宅基地'],
  ])('land source %i is %s', (id, label) => {
    expect(labelOf(LAND_SOURCE_LABELS, id)).toBe(label);
  });

  it('keeps the land-source menu order', () => {
    expect(LAND_SOURCE_OPTIONS.map((o) => o.id)).toEqual([2, 18, 32, 12, 17, 3, 24, 15]);
  });

  it.each([
    [0, 'Monitor', '耕地一张图'],
    [2, 'LandUseManage', '遥感一张图'],
    [3, 'DynamicMonitor', '动态监测一张图'],
  ])('land-source tab %i is %s %s', (id, name, label) => {
    expect(LAND_SOURCE_TABS.find((t) => t.id === id)).toEqual({ id, name, label });
  });

  it.each([
    [1, 'Planting', '种植分布'],
    [2, 'Production', '产量预测'],
  ])('crop monitor page %i is %s %s', (id, name, label) => {
    expect(CROP_MONITOR_PAGES.find((t) => t.id === id)).toEqual({ id, name, label });
  });

  it('names batch type 1 non-agricultural', () => {
    expect(labelOf(BATCH_TYPES, BATCH_TYPE_NON_AGRICULTURAL)).toBe('非农化');
    expect(labelOf(BATCH_TYPES, 2)).toBe('非粮化');
  });

  it('lists the three snapshot dates', () => {
    expect(MONITORING_SNAPSHOT_DATES).toEqual(['2023-03-05', '2022-03-13', '2022-09-29']);
  });
});
