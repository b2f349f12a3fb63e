import {
  ASSET_TYPES,
  labelOf,
  listCollectiveAssets,
  listPatrolRecords,
  listWaterFacilities,
  PATROL_TYPES,
  WATER_FACILITY_STATUS,
  type zCollectiveAsset,
  type zPatrolRecord,
  type zWaterFacility,
} from '@fengshou/core/contract';
import { collectiveAssetsImport } from '../../import/kinds/collective';
import { waterFacilitiesImport } from '../../import/kinds/facilities';
import { contains } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';

/** The town and village columns every register ends with. */
export const TOWN = { townName: '所在镇', areaName: '所在村' } as const;

const A = areaJoin('a');

/** The collective assets of the villages, village by village. */
export const collectiveAssetList = defineList<
  typeof listCollectiveAssets,
  Row<typeof zCollectiveAsset, 'assetTypeName'>
>({
  endpoint: listCollectiveAssets,
  imports: collectiveAssetsImport,
  sql: {
    select: `a.id, ${A.select}, a.asset_name AS "assetName", a.asset_type AS "assetType", a.category, a.quantity, a.unit,
      a.original_value AS "originalValue", a.net_value AS "netValue", to_char(a.acquire_date, 'YYYY-MM-DD') AS "acquireDate"`,
    from: `collective_assets a ${A.join}`,
    countFrom: 'collective_assets a',
  },
  area: 'a.area_id',
  filters: { assetType: 'a.asset_type' },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(a.asset_name ILIKE ${p} OR a.category ILIKE ${p})`;
  },
  sorts: { originalValue: 'a.original_value', netValue: 'a.net_value', acquireDate: 'a.acquire_date' },
  order: 'a.area_id, a.id',
  tieBreak: 'a.id',
  present: (r) => ({ ...r, assetTypeName: labelOf(ASSET_TYPES, r.assetType) }),
  exportColumns: {
    assetName: '资产名称',
    assetTypeName: '资产类别',
    category: '资产分类',
    quantity: '数量',
    unit: '单位',
    originalValue: '原值（元）',
    netValue: '净值（元）',
    acquireDate: '购建日期',
    townName: '所在镇',
    areaName: '所属村',
  },
});

const W = areaJoin('w');

/** Farmland water facilities; the keeper is masked without pii:view. */
export const waterFacilityList = defineList<
  typeof listWaterFacilities,
  Row<typeof zWaterFacility, 'statusName'>
>({
  endpoint: listWaterFacilities,
  imports: waterFacilitiesImport,
  sql: {
    select: `w.id, w.facility_name AS "facilityName", w.facility_type AS "facilityType", ${W.select},
      round(ST_X(ST_PointOnSurface(w.geom))::numeric, 7)::float8 AS lng, round(ST_Y(ST_PointOnSurface(w.geom))::numeric, 7)::float8 AS lat,
      w.capacity, w.build_year AS "buildYear", w.status, w.manager`,
    from: `water_facilities w ${W.join}`,
    countFrom: 'water_facilities w',
  },
  area: 'w.area_id',
  filters: { facilityType: 'w.facility_type', status: 'w.status' },
  keyword: (f, _word, pattern) => `w.facility_name ILIKE ${f.p(pattern)}`,
  sorts: { buildYear: 'w.build_year', facilityName: 'w.facility_name' },
  order: 'w.id',
  tieBreak: 'w.id',
  present: (r, pii) => ({
    ...r,
    manager: pii.name(r.manager, `waterFacility:${r.id}`),
    statusName: labelOf(WATER_FACILITY_STATUS, r.status),
  }),
  exportColumns: {
    facilityName: '设施名称',
    facilityType: '类型',
    capacity: '规模',
    buildYear: '建成年份',
    statusName: '状态',
    manager: '管护人',
    ...TOWN,
  },
});

const P = areaJoin('p');

/** Field patrols, the latest first. */
export const patrolList = defineList<typeof listPatrolRecords, Row<typeof zPatrolRecord, 'patrolTypeName'>>({
  endpoint: listPatrolRecords,
  sql: {
    select: `p.id, ${P.select}, p.patrol_type AS "patrolType", p.patroller,
      to_char(p.start_time, 'YYYY-MM-DD HH24:MI:SS') AS "startTime", to_char(p.end_time, 'YYYY-MM-DD HH24:MI:SS') AS "endTime",
      p.distance_km AS "distanceKm", p.issue_found AS "issueFound", p.remark`,
    from: `patrol_records p ${P.join}`,
    countFrom: 'patrol_records p',
    key: 'p.id',
  },
  area: 'p.area_id',
  filters: {
    startTime: since('p.start_time'),
    endTime: until('p.start_time'),
    patrolType: 'p.patrol_type',
    issueFound: (f, v) => f.add('p.issue_found = $?', v === 1),
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(${contains('p.patroller', p)} OR ${contains('p.remark', p)})`;
  },
  sorts: { startTime: 'p.start_time', distanceKm: 'p.distance_km' },
  order: 'p.start_time DESC, p.id DESC',
  tieBreak: 'p.id DESC',
  present: (r) => ({ ...r, patrolTypeName: labelOf(PATROL_TYPES, r.patrolType) }),
  exportColumns: {
    startTime: '开始时间',
    patrolTypeName: '巡查类型',
    patroller: '巡查人',
    distanceKm: '里程（公里）',
    remark: '巡查情况',
    ...TOWN,
  },
});
