import { listMachineTracks, machineTypeStatistics } from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { dateRange, equal } from '../../query/paged';
import { Filter } from '../../query/sql-filter';
import {
  FARM,
  machineDurationList,
  machineList,
  machineWarningList,
  STAMP,
  workOrderList,
} from './lists-machinery';
import { machineDetailRoute } from './machine-detail';

/** Machines, their types, work orders (njgov orders), tracks, working hours and warnings. */
export const machineryRoutes: Route[] = [
  listRoute(machineList),
  machineDetailRoute,
  route(machineTypeStatistics, async (ctx) => {
    const f = new Filter().add('m.area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
    equal(f, 'm.farm_id', ctx.body.farmId);
    return ctx.services.db.query(
      `SELECT m.machine_type AS "machineType", count(*)::int AS total,
              count(*) FILTER (WHERE m.status = 1)::int AS working, count(*) FILTER (WHERE m.status = 2)::int AS idle,
              count(*) FILTER (WHERE m.status = 3)::int AS offline, count(*) FILTER (WHERE m.status = 4)::int AS repair
         FROM machines m ${FARM} ${f.where()} GROUP BY m.machine_type ORDER BY total DESC, m.machine_type`,
      f.params,
    );
  }),
  listRoute(workOrderList),
  route(listMachineTracks, async (ctx) => {
    const b = ctx.body;
    const f = new Filter().add('o.area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
    equal(f, 'o.farm_id', b.farmId);
    equal(f, 'o.machine_id', b.machineId);
    equal(f, 'o.id', b.workOrderId);
    dateRange(f, 'o.start_time', b);
    const limit = f.p(b.limit);
    const rows = await ctx.services.db.query<{ geometry: string }>(
      `SELECT o.id AS "workOrderId", o.machine_id AS "machineId", m.machine_no AS "machineNo", o.work_type AS "workType",
              ${STAMP('o.start_time')} AS "startTime", ${STAMP('o.end_time')} AS "endTime", o.work_area_mu AS "workAreaMu",
              t.point_count AS "pointCount", ST_AsGeoJSON(t.track, 7) AS geometry
         FROM machine_work_orders o JOIN machines m ON m.id = o.machine_id JOIN machine_tracks t ON t.work_order_id = o.id
         ${f.where()} ORDER BY o.start_time DESC, o.id DESC LIMIT ${limit}`,
      f.params,
    );
    return rows.map((r) => ({ ...r, geometry: JSON.parse(r.geometry) })) as never;
  }),
  listRoute(machineDurationList),
  listRoute(machineWarningList),
];
