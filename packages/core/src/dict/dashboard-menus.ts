/**
 * A page under /data-dashboard/:menuGroupId (spec §2 "Dashboard child routes"): its numeric menu key,
 * title, route name and the path segment below the menu group.
 */
export interface DashboardMenu {
  readonly key: number;
  readonly name: string;
  readonly routeName: string;
  readonly path: string;
  /** What the centre map of the topic draws on the real map; absent: the area map of child areas. */
  readonly centre?: DashboardCentreLayer;
  /** The topic's price plates follow a crop chosen on the screen (the price monitor's crops 1–10). */
  readonly cropSwitch?: true;
}

/**
 * Layers a topic's centre map can show: the change parcels (图斑) of the area's latest monitoring batch,
 * pest traps, IoT devices, or the parcels coloured by land type.
 */
export const DASHBOARD_CENTRE_LAYERS = {
  findings: '变化图斑',
  pests: '虫情设备',
  iot: '物联网设备',
  landType: '地块（按土地类型）',
} as const;

/** A centre layer of a topic. */
export type DashboardCentreLayer = keyof typeof DASHBOARD_CENTRE_LAYERS;

/** A Langxia sub-page: a full path under /langxiaOneHome or /langxiaTwoHome. */
export interface LangxiaMenu extends DashboardMenu {
  readonly home: 'one' | 'two';
}

/**
 * The dashboard topics in the order of spec §2, keys 1–39. The spec speaks of administrative-region
 * "variants" and of map variants with a Tdt suffix (另一地图服务商): key 40 is the 天地图 variant of
 * 行政区划, appended so the listed keys stay stable.
 */
export const DASHBOARD_MENUS: readonly DashboardMenu[] = [
  { key: 1, name: '数字供应链', routeName: 'DataDashboardSupplyChain', path: 'supply-chain' },
  { key: 2, name: '全产业链', routeName: 'DataDashboardWholeIndustryChain', path: 'whole-industry-chain' },
  { key: 3, name: '畜牧业', routeName: 'DataDashboardAnimalHusbandry', path: 'animal-husbandry' },
  { key: 4, name: '渔业', routeName: 'DataDashboardFishery', path: 'fishery' },
  { key: 5, name: '种植业', routeName: 'DataDashboardPlantingIndustry', path: 'planting-industry' },
  { key: 6, name: '园区概况', routeName: 'DataDashboardParkOverview', path: 'park-overview' },
  { key: 7, name: '领导驾驶舱', routeName: 'DataDashboardLeadershipCockpit', path: 'leadership-cockpit' },
  { key: 8, name: '行政区划', routeName: 'DataDashboardAdministrativeRegion', path: 'administrative-region' },
  {
    key: 9,
    name: '重点农产品监测（豇豆）',
    routeName: 'DataDashboardKeyProductCowpea',
    path: 'key-product-cowpea',
  },
  { key: 10, name: '农业概况', routeName: 'DataDashboardAgricultureOverview', path: 'agriculture-overview' },
  {
    key: 11,
    name: '土地资源监管',
    routeName: 'DataDashboardLandResource',
    path: 'land-resource',
    centre: 'landType',
  },
  { key: 12, name: '经营主体', routeName: 'DataDashboardBusinessEntity', path: 'business-entity' },
  { key: 13, name: '经营者', routeName: 'DataDashboardOperator', path: 'operator' },
  { key: 14, name: '农产品', routeName: 'DataDashboardProduce', path: 'produce' },
  { key: 15, name: '农资', routeName: 'DataDashboardAgriInputs', path: 'agri-inputs' },
  { key: 16, name: '市场', routeName: 'DataDashboardMarket', path: 'market', cropSwitch: true },
  { key: 17, name: '蔬菜', routeName: 'DataDashboardVegetables', path: 'vegetables' },
  { key: 18, name: '种植', routeName: 'DataDashboardPlanting', path: 'planting' },
  { key: 19, name: '渔业养殖', routeName: 'DataDashboardAquaculture', path: 'aquaculture' },
  {
    key: 20,
    name: '畜牧管理',
    routeName: 'DataDashboardAnimalHusbandryManage',
    path: 'animal-husbandry-manage',
  },
  { key: 21, name: '绿色生产', routeName: 'DataDashboardGreenProduction', path: 'green-production' },
  { key: 22, name: '质量追溯', routeName: 'DataDashboardTraceability', path: 'traceability' },
  {
    key: 23,
    name: '耕地质量监管',
    routeName: 'DataDashboardLandQuality',
    path: 'land-quality',
    centre: 'landType',
  },
  { key: 24, name: '农机', routeName: 'DataDashboardMachinery', path: 'machinery' },
  {
    key: 25,
    name: '遥感监测',
    routeName: 'DataDashboardRemoteSensing',
    path: 'remote-sensing',
    centre: 'findings',
  },
  {
    key: 26,
    name: '耕地用途管控',
    routeName: 'DataDashboardFarmlandUseControl',
    path: 'farmland-use-control',
    centre: 'findings',
  },
  {
    key: 27,
    name: '撂荒地监测',
    routeName: 'DataDashboardAbandonedLand',
    path: 'abandoned-land',
    centre: 'findings',
  },
  {
    key: 28,
    name: '病虫害监测',
    routeName: 'DataDashboardPestMonitor',
    path: 'pest-monitor',
    centre: 'pests',
  },
  { key: 29, name: '产权交易', routeName: 'DataDashboardPropertyRightsTrade', path: 'property-rights-trade' },
  { key: 30, name: '农业保险', routeName: 'DataDashboardAgriInsurance', path: 'agri-insurance' },
  { key: 31, name: '农村金融', routeName: 'DataDashboardRuralFinance', path: 'rural-finance' },
  { key: 32, name: '社会化服务', routeName: 'DataDashboardSocializedService', path: 'socialized-service' },
  { key: 33, name: '物联网监测', routeName: 'DataDashboardIotMonitor', path: 'iot-monitor', centre: 'iot' },
  { key: 34, name: '气象监测', routeName: 'DataDashboardWeatherMonitor', path: 'weather-monitor' },
  { key: 35, name: '电商', routeName: 'DataDashboardECommerce', path: 'e-commerce' },
  { key: 36, name: '水利设施', routeName: 'DataDashboardWaterFacilities', path: 'water-facilities' },
  {
    key: 37,
    name: '高标准农田设施维护',
    routeName: 'DataDashboardHighStandardFacility',
    path: 'high-standard-facility',
  },
  { key: 38, name: '稻米市场监测', routeName: 'DataDashboardRiceMarket', path: 'rice-market' },
  { key: 39, name: '生产模式分析', routeName: 'DataDashboardProductionModel', path: 'production-model' },
  {
    key: 40,
    name: '行政区划（天地图）',
    routeName: 'DataDashboardAdministrativeRegionTdt',
    path: 'administrative-region-tdt',
  },
];

function keyRange(first: number, last: number): readonly number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Keys of the 20 configurable dashboards dashboard-1 … dashboard-20. */
export const DYNAMIC_DASHBOARD_KEYS: readonly number[] = keyRange(10001, 10020);

/** Keys of the 5 configurable external-link menus dynamic-link-1 … dynamic-link-5. */
export const DYNAMIC_LINK_KEYS: readonly number[] = keyRange(10021, 10025);

/** The dynamic dashboards as routes under /data-dashboard/:menuGroupId. */
export const DYNAMIC_DASHBOARD_MENUS: readonly DashboardMenu[] = DYNAMIC_DASHBOARD_KEYS.map((key, i) => ({
  key,
  name: `自定义大屏${i + 1}`,
  routeName: `DataDashboardDynamic${i + 1}`,
  path: `dashboard-${i + 1}`,
}));

/** The dynamic external-link menus as routes (they show the menu's linkUrl). */
export const DYNAMIC_LINK_MENUS: readonly DashboardMenu[] = DYNAMIC_LINK_KEYS.map((key, i) => ({
  key,
  name: `外部链接${i + 1}`,
  routeName: `DataDashboardDynamicLink${i + 1}`,
  path: `dynamic-link-${i + 1}`,
}));

/**
 * Langxia sub-pages. The one-home titles follow the spec (党建引领 … 乡风文明; /langxiaOneHome opens
 * djyl); the spec names neither the two-home titles nor their paths beyond nyzl (农业总览), so the
 * other four are our choice.
 */
export const LANGXIA_MENUS: readonly LangxiaMenu[] = [
  {
    key: 2023101101,
    home: 'one',
    name: '党建引领',
    routeName: 'LangxiaOneDjyl',
    path: '/langxiaOneHome/djyl',
  },
  {
    key: 2023101102,
    home: 'one',
    name: '生活富裕',
    routeName: 'LangxiaOneShfy',
    path: '/langxiaOneHome/shfy',
  },
  {
    key: 2023101103,
    home: 'one',
    name: '治理有效',
    routeName: 'LangxiaOneZlyx',
    path: '/langxiaOneHome/zlyx',
  },
  {
    key: 2023101104,
    home: 'one',
    name: '生态宜居',
    routeName: 'LangxiaOneStjy',
    path: '/langxiaOneHome/stjy',
  },
  {
    key: 2023101105,
    home: 'one',
    name: '产业兴旺',
    routeName: 'LangxiaOneCyxw',
    path: '/langxiaOneHome/cyxw',
  },
  {
    key: 2023101106,
    home: 'one',
    name: '乡风文明',
    routeName: 'LangxiaOneXfwm',
    path: '/langxiaOneHome/xfwm',
  },
  {
    key: 2023101107,
    home: 'two',
    name: '农业总览',
    routeName: 'LangxiaTwoNyzl',
    path: '/langxiaTwoHome/nyzl',
  },
  {
    key: 2023101108,
    home: 'two',
    name: '种植产业',
    routeName: 'LangxiaTwoZzcy',
    path: '/langxiaTwoHome/zzcy',
  },
  {
    key: 2023101109,
    home: 'two',
    name: '畜牧水产',
    routeName: 'LangxiaTwoXmsc',
    path: '/langxiaTwoHome/xmsc',
  },
  {
    key: 2023101110,
    home: 'two',
    name: '农业物联',
    routeName: 'LangxiaTwoNywl',
    path: '/langxiaTwoHome/nywl',
  },
  {
    key: 2023101111,
    home: 'two',
    name: '质量安全',
    routeName: 'LangxiaTwoZlaq',
    path: '/langxiaTwoHome/zlaq',
  },
];

/** Keys of the Langxia sub-pages, 2023101101–2023101111. */
export const LANGXIA_KEYS: readonly number[] = LANGXIA_MENUS.map((m) => m.key);

/** True when `key` is one of the dynamic dashboard keys (10001–10020). */
export function isDynamicDashboardKey(key: unknown): boolean {
  return typeof key === 'number' && DYNAMIC_DASHBOARD_KEYS.includes(key);
}

/** True when `key` is one of the dynamic external-link keys (10021–10025). */
export function isDynamicLinkKey(key: unknown): boolean {
  return typeof key === 'number' && DYNAMIC_LINK_KEYS.includes(key);
}

/** The page registered under the data dashboard for `key` (topic or dynamic), or undefined. */
export function dashboardMenuByKey(key: unknown): DashboardMenu | undefined {
  if (typeof key !== 'number') return undefined;
  return (
    DASHBOARD_MENUS.find((m) => m.key === key) ??
    DYNAMIC_DASHBOARD_MENUS.find((m) => m.key === key) ??
    DYNAMIC_LINK_MENUS.find((m) => m.key === key)
  );
}

/**
 * Plate keys of the home pages that are not dashboard menus (/home329, /agri-home, /jyOneHome and its
 * sub-pages): plate/list is asked with these as menuKey. Langxia sub-pages use their own LANGXIA keys.
 */
export const HOME_DASHBOARDS: readonly { key: number; name: string; path: string }[] = [
  { key: 20001, name: '农业农村综合首页', path: '/home329' },
  { key: 20002, name: '农业首页', path: '/agri-home' },
  { key: 20010, name: '农业一张图', path: '/jyOneHome' },
  { key: 20011, name: '行政区划数据', path: '/jyOneHome/jyxzqhsj' },
  { key: 20012, name: '土地资源', path: '/jyOneHome/jytdzy' },
  { key: 20013, name: '经营主体', path: '/jyOneHome/jyjyzt' },
  { key: 20014, name: '农业园区', path: '/jyOneHome/jynyyq' },
  { key: 20015, name: '集体资产', path: '/jyOneHome/jyjtzc' },
  { key: 20020, name: '行政区划公开页', path: '/dashboard-custom/administrative-region' },
];

/**
 * Plate key of the administrative-region page of the custom dashboards: the one page a subject may publish
 * for visitors without a login (its published plates only, statistics of its own area).
 */
export const REGION_PAGE_KEY = 20020;

/** The plate key of a home page path, or undefined. */
export function homeDashboardKey(path: string): number | undefined {
  return HOME_DASHBOARDS.find((h) => h.path === path)?.key;
}
