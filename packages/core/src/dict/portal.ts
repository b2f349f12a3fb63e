import { labelsById } from './label';

/** Map page type ids by name (names as the server knows them). */
export const MAP_PAGE_TYPES = {
  LAND_GIS: 1,
  FARM_GIS: 2,
  BUSINESS_GIS: 3,
  FARM_DETAIL: 4,
  CUSTOM_OBJECT: 5,
  IOT_GIS: 6,
  Park_GIS: 7,
  PIC: 10,
  COMPONENT: 11,
  RegionDisposition: 20,
  MULTI_GIS: 25,
  BUSINESS_BOUNDARY: 26,
} as const;

/** A map page type id. */
export type MapPageType = (typeof MAP_PAGE_TYPES)[keyof typeof MAP_PAGE_TYPES];

/** Chinese labels of the map page types. */
export const MAP_PAGE_TYPE_LABELS: Readonly<Record<MapPageType, string>> = {
  1: '地块地图',
  2: '农场地图',
  3: '经营主体地图',
  4: '农场详情',
  5: '自定义对象',
  6: '物联网地图',
  7: '园区地图',
  10: '图片',
  11: '组件',
  20: '区划配置',
  25: '多图层地图',
  26: '经营主体边界',
};

/** Portal skins by name. */
export const SKINS = { classic: 1, tech: 2 } as const;

/** A portal skin id. */
export type Skin = (typeof SKINS)[keyof typeof SKINS];

/** Chinese labels of the portal skins. */
export const SKIN_LABELS: Readonly<Record<Skin, string>> = { 1: '经典', 2: '科技' };

/** Skin of a subject's skinType: 2 (or '2') is tech, anything else falls back to classic. */
export function resolveSkin(value: unknown): Skin {
  return value === SKINS.tech || value === String(SKINS.tech) ? SKINS.tech : SKINS.classic;
}

/**
 * Dashboard plate layouts with their plate counts. The spec states the border only for skin0
 * (none) and skin3 (framed); `bordered: null` leaves it to the skin's own artwork.
 */
export const DASHBOARD_SKINS = {
  skin0: { label: '九宫格（无边框）', minPlates: 9, maxPlates: 9, bordered: false },
  skin1: { label: '六宫格', minPlates: 6, maxPlates: 6, bordered: null },
  skin2: { label: '六至八宫格', minPlates: 6, maxPlates: 8, bordered: null },
  skin3: { label: '九宫格（有边框）', minPlates: 9, maxPlates: 9, bordered: true },
  skin4: { label: '四宫格', minPlates: 4, maxPlates: 4, bordered: null },
} as const;

/** A dashboard plate layout name. */
export type DashboardSkin = keyof typeof DASHBOARD_SKINS;

/** Guide (start) pages by guidePageTypeFlag, with the route each one opens. */
export const GUIDE_PAGE_TYPES = [
  { id: 1, label: '服务大屏入口', path: '/global/big-screen-entrance-services' },
  { id: 2, label: '什邡系统入口', path: '/shifang/system-entrance' },
  { id: 3, label: '政府导航', path: '/gov-navigation' },
  { id: 4, label: '平台介绍', path: '/introduction' },
  { id: 5, label: 'YCH系统入口', path: '/ych/system-entrance' },
  { id: 6, label: '政府导航（XX）', path: '/gov-navigation-xx' },
] as const;

/** A guide page type. */
export type GuidePageType = (typeof GUIDE_PAGE_TYPES)[number]['id'];

/** Labels of the guide page types. */
export const GUIDE_PAGE_TYPE_LABELS = labelsById(GUIDE_PAGE_TYPES);

/** Route of guide page `type`, or undefined for an unknown type. */
export function guidePagePath(type: unknown): string | undefined {
  return GUIDE_PAGE_TYPES.find((g) => g.id === type)?.path;
}

/** Shell layouts by navStyleFlag; style 1 starts at /home (spec §4). */
export const NAV_STYLES = { 1: '样式一', 2: '样式二', 3: '样式三' } as const;

/** A nav style id. */
export type NavStyle = keyof typeof NAV_STYLES;

/** Menu group type used when a subject has none configured. */
export const GROUP_TYPE_FALLBACK = 4;

/** Menu group id that collects menus without a group. */
export const OTHER_GROUP_ID = 0;

/** Display name of the menu group with id 0. */
export const OTHER_GROUP_NAME = '其他分组';

/** serverType of a GIS service that is a tile service. */
export const SERVER_TYPE_TILE = 2;

/** Default page titles: the big-screen system and the cloud-platform variant. */
export const DEFAULT_TITLES = { main: '数字农业大屏展示系统', cloud: '数字农业云平台' } as const;

/** Theme used with the default titles. */
export const DEFAULT_THEME = 'default';
