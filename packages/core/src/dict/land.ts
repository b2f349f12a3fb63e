import { labelsById } from './label';

/** Area units of land figures. */
export const AREA_UNITS = { 1: '亩', 2: '分', 3: '平方米' } as const;

/** Land-type ids by their code name. */
export const LAND_TYPES = {
  sandiao: 1,
  quequan: 2,
  productionLand: 3,
  gaobiaozhun: 4,
  capitalFarmLand: 5,
} as const;

/** A land-type id. */
export type LandType = (typeof LAND_TYPES)[keyof typeof LAND_TYPES];

/** Chinese labels of the land types. */
export const LAND_TYPE_LABELS: Readonly<Record<LandType, string>> = {
  1: '农用地',
  2: '确权地块',
  3: '生产现状用地',
  4: '高标准农田',
  5: '永久基本农田',
};

/** Land-source categories in menu order; ids are the server's category ids. */
export const LAND_SOURCE_OPTIONS = [
  { id: 2, label: '农用地' },
  { id: 18, label: '确权土地' },
  { id: 32, label: '永久基本农田' },
  { id: 12, label: '高标准农田' },
  { id: 17, label: '耕地质量等级' },
  { id: 3, label: '两区划定' },
  { id: 24, label: '生产现状用地' },
  { id: 15, label: '宅基地' },
] as const;

/** A land-source category id. */
export type LandSourceId = (typeof LAND_SOURCE_OPTIONS)[number]['id'];

/** Labels of the land-source categories by id. */
export const LAND_SOURCE_LABELS = labelsById(LAND_SOURCE_OPTIONS);

/** Tabs of the land-source page, in display order. */
export const LAND_SOURCE_TABS = [
  { id: 0, name: 'Monitor', label: '耕地一张图' },
  { id: 2, name: 'LandUseManage', label: '遥感一张图' },
  { id: 3, name: 'DynamicMonitor', label: '动态监测一张图' },
] as const;

/** A land-source tab id. */
export type LandSourceTabId = (typeof LAND_SOURCE_TABS)[number]['id'];

/** Crop-condition monitoring pages; only the types present in the area's batches are shown. */
export const CROP_MONITOR_PAGES = [
  { id: 1, name: 'Planting', label: '种植分布' },
  { id: 2, name: 'Production', label: '产量预测' },
] as const;

/** A crop-monitor page type. */
export type CropMonitorPageType = (typeof CROP_MONITOR_PAGES)[number]['id'];

/**
 * Batch types of cultivated-land monitoring. The spec names only 1 (非农化: farmland turned to
 * construction or other non-farm use); 2 (非粮化: farmland taken out of grain) is our assumption.
 */
export const BATCH_TYPES = { 1: '非农化', 2: '非粮化' } as const;

/** Batch type that the page activates first (spec §4 Batches). */
export const BATCH_TYPE_NON_AGRICULTURAL = 1;

/** Dates of the historical monitoring tile snapshots, in the order the layer switcher lists them. */
export const MONITORING_SNAPSHOT_DATES = ['2023-03-05', '2022-03-13', '2022-09-29'] as const;
