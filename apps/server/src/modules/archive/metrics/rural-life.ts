import { GROWTH_GRADES, PARTY_ACTIVITY_TYPES, PARTY_ORG_TYPES, TRADE_MARKETS } from '@fengshou/core/contract';
import { sownOnCropland } from '../land-concepts';
import { labels, type MetricDef } from '../metric';

// Key farm-product monitoring follows one crop: 豇豆 (cowpea), the vegetable whose pesticide residues the
// ministry's 豇豆农药残留攻坚治理 tracks. Its crop id is the catalogue's (seed/domain-catalog.ts).
export const COWPEA = { cropId: 41, name: '豇豆' } as const;

const PARTY = '党建引领';
const KEY_PRODUCT = '重点农产品监测';
const PRODUCTS = '农产品与交易';
const REMOTE = '遥感监测';

const detectionTime = `(t.detection_time AT TIME ZONE 'Asia/Shanghai')`;
const cowpeaTests = `t.product_name = '${COWPEA.name}'`;
const SOWN = sownOnCropland('t', 'l');
const markets = {
  key: 't.market',
  name: 't.market',
  order: `array_position(ARRAY[${TRADE_MARKETS.map((m) => `'${m}'`).join(', ')}]::text[], t.market)`,
};

/** Party building: organisations, members and what they do. */
export const PARTY_METRICS: MetricDef[] = [
  {
    id: 'partyOrgCount',
    name: '党组织',
    unit: '个',
    topic: PARTY,
    from: 'party_organizations t',
    value: 'count(*)',
    category: { key: 't.org_type', name: labels('t.org_type', PARTY_ORG_TYPES), order: 't.org_type' },
  },
  {
    id: 'partyMemberCount',
    name: '党员',
    unit: '人',
    topic: PARTY,
    from: 'party_organizations t',
    value: 'sum(t.member_count)',
    category: { key: 't.org_type', name: labels('t.org_type', PARTY_ORG_TYPES), order: 't.org_type' },
  },
  {
    id: 'partyYoungMemberRate',
    name: '35岁以下党员占比',
    unit: '%',
    topic: PARTY,
    from: 'party_organizations t',
    value: '100.0 * sum(t.young_member_count)',
    den: 'sum(t.member_count)',
    average: true,
    digits: 1,
  },
  {
    id: 'partyActivityCount',
    name: '党建活动',
    unit: '次',
    topic: PARTY,
    from: 'party_activities t',
    value: 'count(*)',
    time: 't.activity_date',
    perYear: true,
    category: {
      key: 't.activity_type',
      name: labels('t.activity_type', PARTY_ACTIVITY_TYPES),
      order: 't.activity_type',
    },
    latest: {
      name: 't.title',
      type: labels('t.activity_type', PARTY_ACTIVITY_TYPES),
      people: "t.participants || '人'",
    },
  },
  {
    id: 'partyParticipantCount',
    name: '参与人次',
    unit: '人次',
    topic: PARTY,
    from: 'party_activities t',
    value: 'sum(t.participants)',
    time: 't.activity_date',
    perYear: true,
    category: {
      key: 't.activity_type',
      name: labels('t.activity_type', PARTY_ACTIVITY_TYPES),
      order: 't.activity_type',
    },
  },
  {
    id: 'partyServiceHours',
    name: '志愿服务时长',
    unit: '小时',
    topic: PARTY,
    from: 'party_activities t',
    value: 'sum(t.service_hours)',
    time: 't.activity_date',
    perYear: true,
    digits: 1,
  },
];

/** Key farm-product monitoring of cowpea: tests, planting, trades. */
export const COWPEA_METRICS: MetricDef[] = [
  {
    id: 'cowpeaTestCount',
    name: '豇豆农残检测',
    unit: '项次',
    topic: KEY_PRODUCT,
    from: 'quality_detections t',
    where: cowpeaTests,
    value: 'count(*)',
    time: detectionTime,
    perYear: true,
    category: { key: 't.detection_item', name: 't.detection_item' },
    latest: {
      name: 't.detection_item',
      value: `CASE WHEN t.detection_value = 0 THEN '未检出' ELSE coalesce(round(t.detection_value, 3)::text || ' ' || coalesce(t.detection_unit, ''), '--') END`,
      result: labels('t.detection_result', { 1: '合格', 2: '超标' }),
    },
  },
  {
    id: 'cowpeaPassRate',
    name: '豇豆检测合格率',
    unit: '%',
    topic: KEY_PRODUCT,
    from: 'quality_detections t',
    where: cowpeaTests,
    value: '100.0 * count(*) FILTER (WHERE t.detection_result = 1)',
    den: 'count(*)',
    average: true,
    digits: 1,
    time: detectionTime,
    perYear: true,
  },
  {
    id: 'cowpeaOverLimitCount',
    name: '豇豆农残超标',
    unit: '项次',
    topic: KEY_PRODUCT,
    from: 'quality_detections t',
    where: `${cowpeaTests} AND t.detection_result = 2`,
    value: 'count(*)',
    time: detectionTime,
    perYear: true,
    category: { key: 't.detection_item', name: 't.detection_item' },
    latest: {
      name: 't.detection_item',
      value:
        "coalesce(round(t.detection_value, 3)::text, '--') || '/' || coalesce(round(t.detection_limit, 3)::text, '--')",
      org: 't.detection_org',
    },
  },
  {
    id: 'cowpeaSownAreaMu',
    name: '豇豆播种面积',
    unit: '亩',
    topic: KEY_PRODUCT,
    from: `plantings t ${SOWN.join}`,
    where: `t.crop_id = ${COWPEA.cropId} AND ${SOWN.where}`,
    value: 'sum(t.plant_area_mu)',
    time: 't.sow_date',
    perYear: true,
  },
  {
    id: 'cowpeaFarmCount',
    name: '豇豆种植基地',
    unit: '个',
    topic: KEY_PRODUCT,
    from: 'farms t',
    where: `t.farm_status = 1 AND EXISTS (SELECT 1 FROM plantings p WHERE p.farm_id = t.id AND p.crop_id = ${COWPEA.cropId})`,
    value: 'count(*)',
  },
  {
    id: 'cowpeaTradeAmountWan',
    name: '豇豆交易额',
    unit: '万元',
    topic: KEY_PRODUCT,
    from: 'agri_product_trades t JOIN agri_products p ON p.id = t.product_id',
    where: `p.crop_id = ${COWPEA.cropId}`,
    value: 'sum(t.amount) / 10000',
    time: 't.trade_date',
    perYear: true,
    category: markets,
  },
  {
    id: 'cowpeaTradePrice',
    name: '豇豆交易均价',
    unit: '元/公斤',
    topic: KEY_PRODUCT,
    from: 'agri_product_trades t JOIN agri_products p ON p.id = t.product_id',
    where: `p.crop_id = ${COWPEA.cropId}`,
    value: 'sum(t.amount)',
    den: 'sum(t.quantity)',
    average: true,
    time: 't.trade_date',
    perYear: true,
    category: markets,
  },
];

/** Agricultural products, their trades and the multispectral growth of parcels. */
export const PRODUCT_METRICS: MetricDef[] = [
  {
    id: 'agriProductCount',
    name: '农产品',
    unit: '个',
    topic: PRODUCTS,
    from: 'agri_products t',
    where: 't.status = 1',
    value: 'count(*)',
    category: {
      key: 't.cert_type',
      name: labels('t.cert_type', { 0: '无认证', 1: '绿色食品', 2: '有机农产品', 3: '地理标志农产品' }),
      order: 't.cert_type',
    },
  },
  {
    id: 'productTradeAmountWan',
    name: '农产品交易额',
    unit: '万元',
    topic: PRODUCTS,
    from: 'agri_product_trades t',
    value: 'sum(t.amount) / 10000',
    time: 't.trade_date',
    perYear: true,
    category: markets,
    latest: {
      name: '(SELECT product_name FROM agri_products WHERE id = t.product_id)',
      market: 't.market',
      amount: "round(t.amount)::text || '元'",
    },
  },
  {
    id: 'productTradeVolumeT',
    name: '农产品交易量',
    unit: '吨',
    topic: PRODUCTS,
    from: 'agri_product_trades t',
    where: "t.unit IN ('公斤', 'kg', '千克')",
    value: 'sum(t.quantity) / 1000',
    time: 't.trade_date',
    perYear: true,
    category: markets,
  },
  {
    id: 'multispectralWeakMu',
    name: '长势偏弱地块面积',
    unit: '亩',
    topic: REMOTE,
    from: 'multispectral_analyses t JOIN land_parcels l ON l.id = t.land_parcel_id',
    where: 't.growth_grade >= 3',
    value: 'sum(l.area_mu)',
    time: 't.capture_date',
    perYear: true,
    category: {
      key: 't.growth_grade',
      name: labels('t.growth_grade', GROWTH_GRADES),
      order: 't.growth_grade',
    },
  },
];
