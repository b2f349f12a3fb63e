import { DLBM_CODES, LAND_TYPE_LABELS } from '@fengshou/core';
import {
  INPUT_CATEGORIES,
  INPUT_RECORD_TYPES,
  labelOf,
  listFarmInputsByPage,
  listMissionsByPage,
  listPlantingsByPage,
  listPlotsByPage,
  MISSION_STATUS,
  PLANTING_STATUS,
  SEASONS,
  type zFarmInputRow,
  type zMissionRow,
  type zPlantingRow,
  type zPlotRow,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { reachableFarm } from '../../query/farm-scope';
import { contains } from '../../query/keyword';
import { listPage, type Row } from '../../query/list-page';
import { dateRange, equal } from '../../query/paged';
import { containsPattern, scopedRange } from '../../query/scope';
import { orderBy } from '../../query/sort';
import { Filter } from '../../query/sql-filter';
import {
  farmNamedBy,
  INPUT_SQL,
  INPUT_TALLY,
  inCropGroup,
  isCodePrefix,
  MISSION_OWN,
  MISSION_SQL,
  MISSION_TALLY,
  PLANTING_SQL,
  PLANTING_TALLY,
  PLOT_SQL,
  PLOT_TALLY,
} from './records-repo';

const defined = (...values: unknown[]) => values.some((v) => v !== undefined);
/** 'YYYY-MM-DD' bounds of a body as the dateRange helper takes them. */
const period = (b: { startDate?: string; endDate?: string }) => ({
  startTime: b.startDate,
  endTime: b.endDate,
});

/** Handlers of the farm registers: plots, plantings per field, field work, inputs (spec §2 lists). */
export const farmRecordRoutes: Route[] = [
  route(listPlotsByPage, async (ctx) => {
    const b = ctx.body;
    const [lo, hi] = scopedRange(callerOf(ctx), b.areaId, b.areaLevel);
    const f = new Filter().add('l.area_id BETWEEN $? AND $?', lo, hi);
    equal(f, 'l.land_type', b.landType);
    if (b.farmed !== undefined) f.add(b.farmed ? 'l.farm_id IS NOT NULL' : 'l.farm_id IS NULL');
    // The crop now on the parcel: its current plantings of the area (partial indexes of migration 080).
    if (defined(b.cropId, b.cropGroup, b.startDate, b.endDate)) {
      const growing = ['p.status = 1', `p.area_id BETWEEN ${f.p(lo)} AND ${f.p(hi)}`];
      if (b.cropId !== undefined) growing.push(`p.crop_id = ${f.p(b.cropId)}`);
      if (b.cropGroup !== undefined)
        growing.push(`p.crop_id = ANY(ARRAY(SELECT id FROM crops WHERE crop_group = ${f.p(b.cropGroup)}))`);
      if (b.startDate) growing.push(`p.sow_date >= ${f.p(b.startDate)}::date`);
      if (b.endDate) growing.push(`p.sow_date <= ${f.p(b.endDate)}::date`);
      // Evaluated once as an array: the parcels are then read by id, not all scanned to probe a hash.
      f.add(`l.id = ANY(ARRAY(SELECT p.land_id FROM plantings p WHERE ${growing.join(' AND ')}))`);
    }
    if (b.keyword) {
      if (isCodePrefix(b.keyword)) f.add("l.dkid LIKE $? || '%'", b.keyword);
      else {
        const pattern = containsPattern(b.keyword);
        f.add(`(${farmNamedBy(f, 'l.farm_id', pattern)} OR ${contains('l.land_name', f.p(pattern))})`);
      }
    }
    const tallied = !defined(b.farmed, b.cropId, b.cropGroup, b.startDate, b.endDate, b.keyword);
    const order = orderBy(b, { areaMu: 'l.area_mu', dkid: 'l.dkid' }, 'l.id', 'l.id DESC');
    const sql = tallied ? { ...PLOT_SQL, ...PLOT_TALLY } : PLOT_SQL;
    return listPage(
      ctx,
      listPlotsByPage,
      sql,
      f,
      order,
      (r: Row<typeof zPlotRow, 'landTypeName' | 'dlbmName'>, pii) => ({
        ...r,
        landTypeName: LAND_TYPE_LABELS[r.landType as keyof typeof LAND_TYPE_LABELS] ?? '--',
        dlbmName: DLBM_CODES[r.dlbm as keyof typeof DLBM_CODES] ?? '--',
        contractorName: pii.name(r.contractorName, `land:${r.landId}`),
      }),
    );
  }),
  route(listPlantingsByPage, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    const [lo, hi] = scopedRange(caller, b.areaId, b.areaLevel);
    const f = new Filter().add('p.area_id BETWEEN $? AND $?', lo, hi);
    if (b.farmId !== undefined) {
      await reachableFarm(ctx.services.db, caller, b.farmId);
      f.add('p.farm_id = $?', b.farmId);
    }
    equal(f, 'p.crop_id', b.cropId);
    if (b.cropGroup !== undefined) inCropGroup(f, 'p.crop_id', b.cropGroup);
    equal(f, 'p.status', b.status);
    equal(f, 'p.plant_year', b.plantYear);
    equal(f, 'p.season', b.season);
    dateRange(f, 'p.sow_date', period(b));
    if (b.keyword) {
      if (isCodePrefix(b.keyword))
        f.add("p.land_id IN (SELECT id FROM land_parcels WHERE dkid LIKE $? || '%')", b.keyword);
      else f.add(farmNamedBy(f, 'p.farm_id', containsPattern(b.keyword)));
    }
    const tallied = !defined(b.farmId, b.plantYear, b.season, b.keyword, b.startDate, b.endDate);
    const order = orderBy(
      b,
      { sowDate: 'p.sow_date', plantAreaMu: 'p.plant_area_mu' },
      'p.sow_date DESC NULLS LAST, p.id DESC',
      'p.id DESC',
    );
    const sql = tallied ? { ...PLANTING_SQL, ...PLANTING_TALLY } : PLANTING_SQL;
    return listPage(
      ctx,
      listPlantingsByPage,
      sql,
      f,
      order,
      (r: Row<typeof zPlantingRow, 'seasonName' | 'statusName'>) => ({
        ...r,
        seasonName: labelOf(SEASONS, r.season),
        statusName: labelOf(PLANTING_STATUS, r.status),
      }),
    );
  }),
  route(listMissionsByPage, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    const [lo, hi] = scopedRange(caller, b.areaId, b.areaLevel);
    const f = new Filter().add('m.area_id BETWEEN $? AND $?', lo, hi);
    equal(f, 'm.mission_type', b.missionType);
    equal(f, 'm.status', b.status);
    if (b.serviceFlag !== undefined) f.add(b.serviceFlag ? "m.executor <> '本场'" : "m.executor = '本场'");
    dateRange(f, 'm.planned_date', period(b));
    if (b.farmId !== undefined) {
      await reachableFarm(ctx.services.db, caller, b.farmId);
      f.add('pp.farm_id = $?', b.farmId);
    }
    equal(f, 'pp.crop_id', b.cropId);
    if (b.keyword) {
      const pattern = containsPattern(b.keyword);
      f.add(`(${farmNamedBy(f, 'pp.farm_id', pattern)} OR ${contains('pp.plan_name', f.p(pattern))})`);
    }
    const byPlan = defined(b.farmId, b.cropId, b.keyword);
    const tallied = !byPlan && !defined(b.serviceFlag, b.startDate, b.endDate);
    const order = orderBy(
      b,
      { plannedDate: 'm.planned_date', doneDate: 'm.done_date' },
      // Work done, the latest first; work still to do (no done date) after it.
      'm.done_date DESC NULLS LAST, m.id DESC',
      'm.id DESC',
    );
    const sql = tallied
      ? { ...MISSION_SQL, ...MISSION_TALLY }
      : byPlan
        ? MISSION_SQL
        : { ...MISSION_SQL, ...MISSION_OWN };
    return listPage(ctx, listMissionsByPage, sql, f, order, (r: Row<typeof zMissionRow, 'statusName'>) => ({
      ...r,
      statusName: labelOf(MISSION_STATUS, r.status),
    }));
  }),
  route(listFarmInputsByPage, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    const [lo, hi] = scopedRange(caller, b.areaId, b.areaLevel);
    const f = new Filter().add('r.area_id BETWEEN $? AND $?', lo, hi);
    equal(f, 'r.record_type', b.recordType);
    equal(f, 'r.category', b.category);
    if (b.farmId !== undefined) {
      await reachableFarm(ctx.services.db, caller, b.farmId);
      f.add('r.farm_id = $?', b.farmId);
    }
    if (b.cropGroup !== undefined) inCropGroup(f, 'r.crop_id', b.cropGroup);
    dateRange(f, 'r.record_date', period(b));
    if (b.keyword) {
      const pattern = containsPattern(b.keyword);
      f.add(`(${contains('r.product_name', f.p(pattern))} OR ${farmNamedBy(f, 'r.farm_id', pattern)})`);
    }
    const tallied = !defined(b.farmId, b.cropGroup, b.keyword, b.startDate, b.endDate);
    const order = orderBy(
      b,
      { recordDate: 'r.record_date', amount: 'r.amount' },
      'r.record_date DESC NULLS LAST, r.id DESC',
      'r.id DESC',
    );
    const sql = tallied ? { ...INPUT_SQL, ...INPUT_TALLY } : INPUT_SQL;
    return listPage(
      ctx,
      listFarmInputsByPage,
      sql,
      f,
      order,
      (r: Row<typeof zFarmInputRow, 'recordTypeName' | 'categoryName'>) => ({
        ...r,
        recordTypeName: labelOf(INPUT_RECORD_TYPES, r.recordType),
        categoryName: labelOf(INPUT_CATEGORIES, r.category),
      }),
    );
  }),
];
