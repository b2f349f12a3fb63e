import { badParams } from '@fengshou/core';
import {
  labelOf,
  listMachineDurations,
  listMachines,
  listMachineTracks,
  listMachineWarnings,
  listNjgovOrders,
  MACHINE_IDLE_WARN_DAYS,
  MACHINE_STATUS,
  MACHINE_WARN_TYPES,
  machineTypeStatistics,
  WORK_ORDER_STATUS,
  type zMachine,
  type zMachineDuration,
  type zMachineWarning,
  type zWorkOrder,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { rowKeyword } from '../../query/keyword';
import { listPage, type Row } from '../../query/list-page';
import { areaFilter, areaJoin, dateRange, equal } from '../../query/paged';
import { assertInScope, containsPattern } from '../../query/scope';
import { orderBy } from '../../query/sort';
import type { Filter } from '../../query/sql-filter';

const M = areaJoin('m');
const FARM = 'LEFT JOIN farms f ON f.id = m.farm_id LEFT JOIN companies c ON c.id = f.company_id';
const HOURS_EXACT = `round((extract(epoch FROM o.end_time - o.start_time) / 3600)::numeric, 2)`;
const HOURS = `${HOURS_EXACT}::float8`;
const STAMP = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The farm (300 when missing, 401 outside the scope) a farm filter names. */
async function checkFarm(q: Queryable, caller: Session, farmId: number | undefined) {
  if (farmId === undefined) return;
  const [farm] = await q.query<{ a: number }>('SELECT area_id AS a FROM farms WHERE id = $1', [farmId]);
  if (!farm) throw badParams(['farmId'], '农场不存在');
  assertInScope(caller, farm.a);
}

/** The machine filters shared by the machinery lists (alias m machines, f farms). */
function machineFilter(
  caller: Session,
  b: { areaId?: number; areaLevel?: number; farmId?: number; machineType?: string; keyword?: string },
): Filter {
  const f = areaFilter(caller, b, 'm.area_id');
  equal(f, 'm.farm_id', b.farmId);
  equal(f, 'm.machine_type', b.machineType);
  if (b.keyword) {
    const t = { a: 'm', table: 'machines', own: ['machine_no', 'brand'], farms: 'farm' as const };
    f.add(rowKeyword(f.p(containsPattern(b.keyword)), b.keyword, t));
  }
  return f;
}

// The work figures of a machine are its tally's (migration 072): the count and the latest start of its
// orders, so sorting by them reads one row per machine instead of every machine's orders.
const TALLY = 'LEFT JOIN machine_work_tallies w ON w.machine_id = m.id';
const MACHINE_SQL = {
  select: `m.id, m.machine_no AS "machineNo", m.machine_type AS "machineType", m.brand, m.model, m.farm_id AS "farmId",
    f.farm_name AS "farmName", c.company_name AS "companyName", ${M.select}, m.purchase_year AS "purchaseYear",
    m.subsidy_amount AS "subsidyAmount", m.terminal_sn AS "terminalSn", m.status,
    coalesce(w.orders, 0) AS "workOrders", ${STAMP('w.last_start')} AS "lastWorkTime"`,
  from: `machines m ${FARM} ${M.join} ${TALLY}`,
  countFrom: `machines m ${FARM}`,
  pageFrom: `machines m ${FARM} ${TALLY}`,
  key: 'm.id',
};

const ORDER_SQL = {
  select: `o.id, o.machine_id AS "machineId", m.machine_no AS "machineNo", m.machine_type AS "machineType",
    o.farm_id AS "farmId", f.farm_name AS "farmName", o.area_id AS "areaId", av.name AS "areaName", atn.name AS "townName",
    o.work_type AS "workType", ${STAMP('o.start_time')} AS "startTime", ${STAMP('o.end_time')} AS "endTime",
    ${HOURS} AS hours, o.work_area_mu AS "workAreaMu", o.status, t.point_count AS "pointCount"`,
  from: `machine_work_orders o JOIN machines m ON m.id = o.machine_id ${FARM}
    JOIN areas av ON av.id = o.area_id LEFT JOIN areas atn ON atn.id = av.parent_id AND atn.level = 4
    LEFT JOIN machine_tracks t ON t.work_order_id = o.id`,
  countFrom: `machine_work_orders o JOIN machines m ON m.id = o.machine_id ${FARM}`,
  key: 'o.id',
};

/**
 * The total of the work-order list when only machine filters apply: the orders of the matching machines
 * from their tallies (kept by triggers, migration 072), not a count of every order of the area.
 */
const ORDER_TALLY = {
  countFrom: `machines m ${FARM} JOIN machine_work_tallies w ON w.machine_id = m.id`,
  count: 'coalesce(sum(w.orders), 0)',
};

/** Machines, their types, work orders (njgov orders), tracks, working hours and warnings. */
export const machineryRoutes: Route[] = [
  route(listMachines, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    await checkFarm(ctx.services.db, caller, b.farmId);
    const f = machineFilter(caller, b);
    equal(f, 'm.status', b.status);
    const order = orderBy(
      b,
      {
        purchaseYear: 'm.purchase_year',
        machineNo: 'm.machine_no',
        lastWorkTime: 'w.last_start',
        workOrders: 'coalesce(w.orders, 0)',
      },
      'm.id',
      'm.id',
    );
    return listPage(ctx, listMachines, MACHINE_SQL, f, order, (r: Row<typeof zMachine, 'statusName'>) => ({
      ...r,
      statusName: labelOf(MACHINE_STATUS, r.status),
    }));
  }),
  route(machineTypeStatistics, async (ctx) => {
    const caller = callerOf(ctx);
    await checkFarm(ctx.services.db, caller, ctx.body.farmId);
    const f = machineFilter(caller, ctx.body);
    return ctx.services.db.query(
      `SELECT m.machine_type AS "machineType", count(*)::int AS total,
              count(*) FILTER (WHERE m.status = 1)::int AS working, count(*) FILTER (WHERE m.status = 2)::int AS idle,
              count(*) FILTER (WHERE m.status = 3)::int AS offline, count(*) FILTER (WHERE m.status = 4)::int AS repair
         FROM machines m ${FARM} ${f.where()} GROUP BY m.machine_type ORDER BY total DESC, m.machine_type`,
      f.params,
    );
  }),
  route(listNjgovOrders, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    await checkFarm(ctx.services.db, caller, b.farmId);
    const f = machineFilter(caller, b);
    const byMachine = [b.startTime, b.endTime, b.machineId, b.workType, b.status].every(
      (v) => v === undefined,
    );
    dateRange(f, 'o.start_time', b);
    equal(f, 'o.machine_id', b.machineId);
    equal(f, 'o.work_type', b.workType);
    equal(f, 'o.status', b.status);
    const order = orderBy(
      b,
      { startTime: 'o.start_time', workAreaMu: 'o.work_area_mu', hours: '(o.end_time - o.start_time)' },
      'o.start_time DESC, o.id DESC',
      'o.id DESC',
    );
    const sql = byMachine ? { ...ORDER_SQL, ...ORDER_TALLY, pageFrom: ORDER_SQL.countFrom } : ORDER_SQL;
    return listPage(ctx, listNjgovOrders, sql, f, order, (r: Row<typeof zWorkOrder, 'statusName'>) => ({
      ...r,
      statusName: labelOf(WORK_ORDER_STATUS, r.status),
    }));
  }),
  route(listMachineTracks, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    await checkFarm(db, caller, b.farmId);
    const f = areaFilter(caller, {}, 'o.area_id');
    equal(f, 'o.farm_id', b.farmId);
    equal(f, 'o.machine_id', b.machineId);
    equal(f, 'o.id', b.workOrderId);
    dateRange(f, 'o.start_time', b);
    const limit = f.p(b.limit);
    const rows = await db.query<{ geometry: string }>(
      `SELECT o.id AS "workOrderId", o.machine_id AS "machineId", m.machine_no AS "machineNo", o.work_type AS "workType",
              ${STAMP('o.start_time')} AS "startTime", ${STAMP('o.end_time')} AS "endTime", o.work_area_mu AS "workAreaMu",
              t.point_count AS "pointCount", ST_AsGeoJSON(t.track, 7) AS geometry
         FROM machine_work_orders o JOIN machines m ON m.id = o.machine_id JOIN machine_tracks t ON t.work_order_id = o.id
         ${f.where()} ORDER BY o.start_time DESC, o.id DESC LIMIT ${limit}`,
      f.params,
    );
    return rows.map((r) => ({ ...r, geometry: JSON.parse(r.geometry) })) as never;
  }),
  route(listMachineDurations, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    await checkFarm(ctx.services.db, caller, b.farmId);
    const f = machineFilter(caller, b);
    const machine = `m.id AS "machineId", m.machine_no AS "machineNo", m.machine_type AS "machineType",
      m.farm_id AS "farmId", f.farm_name AS "farmName", ${M.select}`;
    // The period bounds the joined orders, not the machines: a machine without work shows 0 hours. Without
    // a period the figures are the machines' tallies (migration 072) instead of every order of the area.
    // Hours add up as decimals (as the tallies do): a float sum showed 99.16000000000001 for 99.16.
    const range: string[] = [];
    if (b.startTime) range.push(`o.start_time >= ${f.p(b.startTime)}::date`);
    if (b.endTime) range.push(`o.start_time < ${f.p(b.endTime)}::date + 1`);
    // With a period, the page's machines are ordered by the figure of the area's machines summed in one
    // pass over the period's orders (only the ordering one, from the orders' stored hours of migration 073);
    // the page's rows then sum their own orders (a lateral join).
    const figures: Record<string, string> = {
      orders: 'count(*)::int AS orders',
      hours: 'sum(o.hours) AS hours',
      workAreaMu: 'sum(o.work_area_mu) AS work_area_mu',
    };
    const work = range.length
      ? {
          from: `LEFT JOIN LATERAL (SELECT ${Object.values(figures).join(', ')}, max(o.start_time) AS last_start
              FROM machine_work_orders o WHERE o.machine_id = m.id AND ${range.join(' AND ')}) w ON true`,
          page: `LEFT JOIN (SELECT o.machine_id, ${figures[b.sortField ?? 'hours']} FROM machine_work_orders o
              WHERE ${range.join(' AND ')} AND o.machine_id IN (SELECT m.id FROM machines m ${FARM} ${f.where()})
              GROUP BY o.machine_id) w ON w.machine_id = m.id`,
        }
      : {
          from: 'LEFT JOIN machine_work_tallies w ON w.machine_id = m.id',
          page: 'LEFT JOIN machine_work_tallies w ON w.machine_id = m.id',
        };
    const sql = {
      select: `${machine}, coalesce(w.orders, 0) AS orders, coalesce(w.hours, 0)::float8 AS hours,
        coalesce(w.work_area_mu, 0)::float8 AS "workAreaMu", ${STAMP('w.last_start')} AS "lastWorkTime"`,
      from: `machines m ${FARM} ${M.join} ${work.from}`,
      countFrom: `machines m ${FARM}`,
      pageFrom: `machines m ${FARM} ${work.page}`,
      key: 'm.id',
    };
    // The figures' columns, not the output's names: the page's ids are ordered before the output exists.
    // A period's sums are ordered as the floats they are shown as, the tallies' as decimals (as before).
    const cast = range.length ? '::float8' : '';
    const order = orderBy(
      b,
      {
        hours: `coalesce(w.hours, 0)${cast}`,
        workAreaMu: `coalesce(w.work_area_mu, 0)${cast}`,
        orders: 'coalesce(w.orders, 0)',
      },
      `coalesce(w.hours, 0)${cast} DESC, m.id`,
      'm.id',
    );
    return listPage(ctx, listMachineDurations, sql, f, order, (r: Row<typeof zMachineDuration>) => r);
  }),
  route(listMachineWarnings, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    await checkFarm(ctx.services.db, caller, b.farmId);
    const f = machineFilter(caller, b);
    const days = f.p(MACHINE_IDLE_WARN_DAYS);
    // The latest work of each machine is its tally's (migration 072), not a max() per machine per request.
    const warn = `CASE WHEN m.status = 3 THEN 1 WHEN m.status = 4 THEN 2
      WHEN w.last_start IS NULL OR w.last_start < now() - make_interval(days => ${days}::int) THEN 3 END`;
    f.add(`${warn} IS NOT NULL`);
    if (b.warnType !== undefined) f.add(`${warn} = $?`, b.warnType);
    const last = 'LEFT JOIN machine_work_tallies w ON w.machine_id = m.id';
    const sql = {
      select: `m.id AS "machineId", m.machine_no AS "machineNo", m.machine_type AS "machineType", m.farm_id AS "farmId",
        f.farm_name AS "farmName", ${M.select}, m.terminal_sn AS "terminalSn", ${warn} AS "warnType",
        ${STAMP('w.last_start')} AS "lastWorkTime", (current_date - w.last_start::date)::int AS "idleDays"`,
      from: `machines m ${FARM} ${M.join} ${last}`,
      countFrom: `machines m ${FARM} ${last}`,
      key: 'm.id',
    };
    return listPage(
      ctx,
      listMachineWarnings,
      sql,
      f,
      `ORDER BY ${warn}, m.id`,
      (r: Row<typeof zMachineWarning, 'warnName'>) => ({
        ...r,
        warnName: labelOf(MACHINE_WARN_TYPES, r.warnType),
      }),
    );
  }),
];
