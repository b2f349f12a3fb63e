import {
  CROP_GROUPS,
  labelOf,
  listPlanPreviews,
  listPreviousCrops,
  PLAN_STATUS,
  SEASONS,
  type zPlanPreview,
  type zPreviousCrop,
} from '@fengshou/core/contract';
import { plantPlansImport } from '../../import/kinds/plant-plans';
import { plantingsImport } from '../../import/kinds/plantings';
import { contains } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';
import { farmNamedBy } from '../farm-ops/records-repo';

const TOWN = { townName: '所在镇', areaName: '所在村' } as const;
const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

const P = areaJoin('pp');
const PLAN_FROM = 'plant_plans pp JOIN farms f ON f.id = pp.farm_id JOIN crops cr ON cr.id = pp.crop_id';
// The next mission of a plan not done yet (its planned date orders the list by what comes next).
const NEXT = `(SELECT m.planned_date FROM plant_missions m WHERE m.plan_id = pp.id AND m.status <> 2
  ORDER BY m.planned_date, m.id LIMIT 1)`;

/**
 * 生产预览: each plan of the farms against what happened on their fields: sown 亩 and harvested kg of the
 * plan's crop, year and season on the farm, field work done of planned, and the next work due.
 */
export const planPreviewList = defineList<
  typeof listPlanPreviews,
  Row<typeof zPlanPreview, 'seasonName' | 'statusName'>
>({
  endpoint: listPlanPreviews,
  imports: plantPlansImport,
  sql: {
    select: `pp.id AS "planId", pp.plan_name AS "planName", pp.plan_year::int AS "planYear", pp.season::int AS season,
      pp.crop_id::int AS "cropId", cr.crop_name AS "cropName", pp.farm_id AS "farmId", f.farm_name AS "farmName",
      pp.plan_area_mu::float8 AS "planAreaMu", pp.plan_output_kg::float8 AS "planOutputKg",
      coalesce(pl.sown, 0)::float8 AS "sownAreaMu", coalesce(pl.harvested, 0)::float8 AS "harvestedKg",
      coalesce(ms.done, 0)::int AS "missionsDone", coalesce(ms.total, 0)::int AS "missionsTotal",
      nx.mission_name AS "nextMission", ${DAY('nx.planned_date')} AS "nextMissionDate", pp.status::int AS status, ${P.select}`,
    from: `${PLAN_FROM} ${P.join}
      LEFT JOIN LATERAL (SELECT sum(p.plant_area_mu) AS sown, sum(p.actual_output_kg) AS harvested FROM plantings p
        WHERE p.farm_id = pp.farm_id AND p.crop_id = pp.crop_id AND p.plant_year = pp.plan_year AND p.season = pp.season) pl ON true
      LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE m.status = 2) AS done, count(*) AS total
        FROM plant_missions m WHERE m.plan_id = pp.id) ms ON true
      LEFT JOIN LATERAL (SELECT m.mission_name, m.planned_date FROM plant_missions m WHERE m.plan_id = pp.id
        AND m.status <> 2 ORDER BY m.planned_date, m.id LIMIT 1) nx ON true`,
    countFrom: PLAN_FROM,
    key: 'pp.id',
  },
  area: 'pp.area_id',
  filters: {
    farmId: 'pp.farm_id',
    planYear: 'pp.plan_year',
    season: 'pp.season',
    status: 'pp.status',
    cropId: 'pp.crop_id',
  },
  keyword: (f, _word, pattern) =>
    `(${farmNamedBy(f, 'pp.farm_id', pattern)} OR ${contains('pp.plan_name', f.p(pattern))})`,
  sorts: { planAreaMu: 'pp.plan_area_mu', planOutputKg: 'pp.plan_output_kg', nextMissionDate: NEXT },
  // The current year's plans under way first, then the rest by year.
  order: 'pp.plan_year DESC, CASE pp.status WHEN 2 THEN 0 WHEN 1 THEN 1 ELSE 2 END, pp.id',
  tieBreak: 'pp.id',
  present: (r) => ({
    ...r,
    seasonName: labelOf(SEASONS, r.season),
    statusName: labelOf(PLAN_STATUS, r.status),
  }),
  exportColumns: {
    planName: '种植计划',
    farmName: '农场',
    cropName: '作物',
    planYear: '年度',
    seasonName: '季别',
    planAreaMu: '计划面积（亩）',
    sownAreaMu: '已播面积（亩）',
    planOutputKg: '计划产量（公斤）',
    harvestedKg: '已收获（公斤）',
    missionsDone: '已完成农事',
    missionsTotal: '农事总数',
    nextMission: '下一项农事',
    nextMissionDate: '计划日期',
    statusName: '状态',
    ...TOWN,
  },
});

const V = areaJoin('p');
const VEGETABLE = 3;
const PREV_FROM = `plantings p JOIN crops cr ON cr.id = p.crop_id AND cr.crop_group = ${VEGETABLE}
  JOIN land_parcels l ON l.id = p.land_id`;
// The planting sown last before this one on the same parcel.
const PREV = `LEFT JOIN LATERAL (SELECT q.crop_id, q.harvest_date, coalesce(q.harvest_date, q.expected_harvest_date) AS ended
    FROM plantings q WHERE q.land_id = p.land_id AND q.sow_date < p.sow_date ORDER BY q.sow_date DESC, q.id DESC LIMIT 1) pv ON true
  LEFT JOIN crops pc ON pc.id = pv.crop_id`;
const INTERVAL = '(p.sow_date - pv.ended)';

/**
 * 蔬菜前茬: vegetables now growing and, per parcel, the crop before them, the days between its harvest and
 * this sowing, and whether it is the same crop again (连作).
 */
export const previousCropList = defineList<
  typeof listPreviousCrops,
  Row<typeof zPreviousCrop, 'previousCropGroupName'> & { previousCropGroup: number | null }
>({
  endpoint: listPreviousCrops,
  imports: plantingsImport,
  sql: {
    select: `p.id AS "plantingId", p.land_id AS "landId", l.dkid, l.land_name AS "landName", f.farm_name AS "farmName",
      p.crop_id::int AS "cropId", cr.crop_name AS "cropName", ${DAY('p.sow_date')} AS "sowDate",
      round(p.plant_area_mu, 2)::float8 AS "plantAreaMu", pc.crop_name AS "previousCropName",
      pc.crop_group::int AS "previousCropGroup", ${DAY('pv.harvest_date')} AS "previousHarvestDate",
      ${INTERVAL}::int AS "intervalDays", coalesce(pv.crop_id = p.crop_id, false) AS continuous, ${V.select}`,
    from: `${PREV_FROM} LEFT JOIN farms f ON f.id = p.farm_id ${V.join} ${PREV}`,
    countFrom: `${PREV_FROM} ${PREV}`,
    key: 'p.id',
  },
  area: 'p.area_id',
  where: 'p.status = 1',
  filters: {
    cropId: 'p.crop_id',
    startTime: since('p.sow_date'),
    endTime: until('p.sow_date'),
    continuous: (f, v) =>
      f.add(v ? 'pv.crop_id = p.crop_id' : '(pv.crop_id IS NULL OR pv.crop_id <> p.crop_id)'),
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(${contains('l.dkid', p)} OR ${contains('l.land_name', p)} OR ${farmNamedBy(f, 'p.farm_id', pattern)})`;
  },
  sorts: { sowDate: 'p.sow_date', intervalDays: INTERVAL, plantAreaMu: 'p.plant_area_mu' },
  order: 'p.sow_date DESC, p.id DESC',
  tieBreak: 'p.id DESC',
  present: ({ previousCropGroup, ...r }) => ({
    ...r,
    previousCropGroupName: previousCropGroup === null ? null : labelOf(CROP_GROUPS, previousCropGroup),
  }),
  exportColumns: {
    dkid: '地块编码',
    landName: '地块名称',
    farmName: '经营主体',
    cropName: '在种蔬菜',
    sowDate: '播种日期',
    plantAreaMu: '面积（亩）',
    previousCropName: '前茬作物',
    previousHarvestDate: '前茬收获',
    intervalDays: '间隔天数',
    continuous: '连作',
    ...TOWN,
  },
});
