import {
  labelOf,
  listMachineDurations,
  listMachines,
  listMachineWarnings,
  listNjgovOrders,
  MACHINE_IDLE_WARN_DAYS,
  MACHINE_STATUS,
  MACHINE_WARN_TYPES,
  WORK_ORDER_STATUS,
  type zMachine,
  type zMachineDuration,
  type zMachineWarning,
  type zWorkOrder,
} from '@fengshou/core/contract';
import { machinesImport, machineWorkOrdersImport } from '../../import/kinds/machinery';
import { rowKeyword } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';
import type { Filter } from '../../query/sql-filter';

const M = areaJoin('m');
export const FARM = 'LEFT JOIN farms f ON f.id = m.farm_id LEFT JOIN companies c ON c.id = f.company_id';
export const STAMP = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;
const TOWN = { townName: '所在镇', areaName: '所在村' } as const;

/** The machine filters every machinery list has (alias m machines, f farms). */
const MACHINE_FILTERS = { farmId: 'm.farm_id', machineType: 'm.machine_type' } as const;

/** The keyword of the machinery lists: a machine's number or brand, or its farm's name. */
const machineKeyword = (f: Filter, word: string, pattern: string) =>
  rowKeyword(f.p(pattern), word, { a: 'm', table: 'machines', own: ['machine_no', 'brand'], farms: 'farm' });

// The work figures of a machine are its tally's: the count and the latest start of its
// orders, so sorting by them reads one row per machine instead of every machine's orders.
const TALLY = 'LEFT JOIN machine_work_tallies w ON w.machine_id = m.id';

/** Machines of an area with their work figures. */
export const machineList = defineList<typeof listMachines, Row<typeof zMachine, 'statusName'>>({
  endpoint: listMachines,
  imports: machinesImport,
  sql: {
    select: `m.id, m.machine_no AS "machineNo", m.machine_type AS "machineType", m.brand, m.model, m.farm_id AS "farmId",
      f.farm_name AS "farmName", c.company_name AS "companyName", ${M.select}, m.purchase_year AS "purchaseYear",
      m.subsidy_amount AS "subsidyAmount", m.terminal_sn AS "terminalSn", m.autonomous, m.status,
      coalesce(w.orders, 0) AS "workOrders", ${STAMP('w.last_start')} AS "lastWorkTime"`,
    from: `machines m ${FARM} ${M.join} ${TALLY}`,
    countFrom: `machines m ${FARM}`,
    pageFrom: `machines m ${FARM} ${TALLY}`,
    key: 'm.id',
  },
  area: 'm.area_id',
  filters: { ...MACHINE_FILTERS, status: 'm.status', autonomous: 'm.autonomous' },
  keyword: machineKeyword,
  sorts: {
    purchaseYear: 'm.purchase_year',
    machineNo: 'm.machine_no',
    lastWorkTime: 'w.last_start',
    workOrders: 'coalesce(w.orders, 0)',
  },
  order: 'm.id',
  tieBreak: 'm.id',
  present: (r) => ({ ...r, statusName: labelOf(MACHINE_STATUS, r.status) }),
  exportColumns: {
    machineNo: '农机编号',
    machineType: '机具类型',
    brand: '品牌',
    model: '型号',
    farmName: '所属基地',
    purchaseYear: '购置年份',
    subsidyAmount: '购机补贴（元）',
    terminalSn: '北斗终端',
    autonomous: '无人驾驶',
    statusName: '状态',
    ...TOWN,
  },
});

const ORDERS = `machine_work_orders o JOIN machines m ON m.id = o.machine_id ${FARM}`;

/** Work orders (njgov orders) of an area's machines, the latest start first. */
export const workOrderList = defineList<typeof listNjgovOrders, Row<typeof zWorkOrder, 'statusName'>>({
  endpoint: listNjgovOrders,
  imports: machineWorkOrdersImport,
  sql: {
    select: `o.id, o.machine_id AS "machineId", m.machine_no AS "machineNo", m.machine_type AS "machineType",
      o.farm_id AS "farmId", f.farm_name AS "farmName", o.area_id AS "areaId", av.name AS "areaName", atn.name AS "townName",
      o.work_type AS "workType", ${STAMP('o.start_time')} AS "startTime", ${STAMP('o.end_time')} AS "endTime",
      round((extract(epoch FROM o.end_time - o.start_time) / 3600)::numeric, 2)::float8 AS hours,
      o.work_area_mu AS "workAreaMu", o.status, t.point_count AS "pointCount"`,
    from: `${ORDERS}
      JOIN areas av ON av.id = o.area_id LEFT JOIN areas atn ON atn.id = av.parent_id AND atn.level = 4
      LEFT JOIN machine_tracks t ON t.work_order_id = o.id`,
    countFrom: ORDERS,
    key: 'o.id',
  },
  area: 'm.area_id',
  filters: {
    ...MACHINE_FILTERS,
    startTime: since('o.start_time'),
    endTime: until('o.start_time'),
    machineId: 'o.machine_id',
    workType: 'o.work_type',
    status: 'o.status',
  },
  keyword: machineKeyword,
  sorts: { startTime: 'o.start_time', workAreaMu: 'o.work_area_mu', hours: '(o.end_time - o.start_time)' },
  order: 'o.start_time DESC, o.id DESC',
  tieBreak: 'o.id DESC',
  // With only machine filters the total is the orders of the matching machines from their tallies (kept by
  // triggers), not a count of every order of the area.
  tally: {
    sql: {
      countFrom: `machines m ${FARM} JOIN machine_work_tallies w ON w.machine_id = m.id`,
      count: 'coalesce(sum(w.orders), 0)',
      pageFrom: ORDERS,
    },
    unless: ['startTime', 'endTime', 'machineId', 'workType', 'status'],
  },
  present: (r) => ({ ...r, statusName: labelOf(WORK_ORDER_STATUS, r.status) }),
  exportColumns: {
    startTime: '开始时间',
    machineNo: '农机编号',
    machineType: '机具类型',
    farmName: '作业基地',
    workType: '作业类型',
    hours: '时长（小时）',
    workAreaMu: '面积（亩）',
    statusName: '状态',
    ...TOWN,
  },
});

/**
 * The figures of a period's orders (each summed as the float it is shown as): all of them beside the page's
 * machines, the one a page is ordered by over the area's machines.
 */
const FIGURES: Record<string, string> = {
  orders: 'count(*)::int AS orders',
  hours: 'sum(o.hours)::float8 AS hours',
  workAreaMu: 'sum(o.work_area_mu)::float8 AS work_area_mu',
};

/**
 * Working hours per machine. The period bounds the joined orders, not the machines: a machine without work
 * shows 0 hours. Without a period the figures are the machines' tallies instead of every
 * order of the area; hours add up as decimals (as the tallies do: a float sum showed 99.16000000000001 for
 * 99.16). With a period, the page's machines are ordered by the figure of the area's machines summed in one
 * pass over the period's orders (only the ordering one, from the orders' stored hours of the schema);
 * the page's rows then sum their own orders (a lateral join).
 */
export const machineDurationList = defineList<typeof listMachineDurations, Row<typeof zMachineDuration>>({
  endpoint: listMachineDurations,
  imports: machinesImport,
  sql: (b, f) => {
    const range: string[] = [];
    if (b.startTime) range.push(`o.start_time >= ${f.p(b.startTime)}::date`);
    if (b.endTime) range.push(`o.start_time < ${f.p(b.endTime)}::date + 1`);
    const work = range.length
      ? {
          from: `LEFT JOIN LATERAL (SELECT ${Object.values(FIGURES).join(', ')}, max(o.start_time) AS last_start
              FROM machine_work_orders o WHERE o.machine_id = m.id AND ${range.join(' AND ')}) w ON true`,
          page: `LEFT JOIN (SELECT o.machine_id, ${FIGURES[b.sortField ?? 'hours']} FROM machine_work_orders o
              WHERE ${range.join(' AND ')} AND o.machine_id IN (SELECT m.id FROM machines m ${FARM} ${f.where()})
              GROUP BY o.machine_id) w ON w.machine_id = m.id`,
        }
      : { from: TALLY, page: TALLY };
    return {
      select: `m.id AS "machineId", m.machine_no AS "machineNo", m.machine_type AS "machineType",
        m.farm_id AS "farmId", f.farm_name AS "farmName", ${M.select}, coalesce(w.orders, 0) AS orders,
        coalesce(w.hours, 0)::float8 AS hours, coalesce(w.work_area_mu, 0)::float8 AS "workAreaMu",
        ${STAMP('w.last_start')} AS "lastWorkTime"`,
      from: `machines m ${FARM} ${M.join} ${work.from}`,
      countFrom: `machines m ${FARM}`,
      pageFrom: `machines m ${FARM} ${work.page}`,
      key: 'm.id',
    };
  },
  area: 'm.area_id',
  filters: MACHINE_FILTERS,
  keyword: machineKeyword,
  // The figures' columns, not the output's names: the page's ids are ordered before the output exists.
  sorts: {
    hours: 'coalesce(w.hours, 0)',
    workAreaMu: 'coalesce(w.work_area_mu, 0)',
    orders: 'coalesce(w.orders, 0)',
  },
  order: 'coalesce(w.hours, 0) DESC, m.id',
  tieBreak: 'm.id',
  exportColumns: {
    machineNo: '农机编号',
    machineType: '机具类型',
    farmName: '所属基地',
    orders: '作业单数',
    hours: '时长（小时）',
    workAreaMu: '作业面积（亩）',
    lastWorkTime: '最近作业',
    ...TOWN,
  },
});

// The latest work of each machine is its tally's, not a max() per machine per request.
const WARN = `CASE WHEN m.status = 3 THEN 1 WHEN m.status = 4 THEN 2
  WHEN w.last_start IS NULL OR w.last_start < now() - make_interval(days => ${MACHINE_IDLE_WARN_DAYS}) THEN 3 END`;

/** Machines warned as offline, under repair or idle too long, in that order. */
export const machineWarningList = defineList<
  typeof listMachineWarnings,
  Row<typeof zMachineWarning, 'warnName'>
>({
  endpoint: listMachineWarnings,
  sql: {
    select: `m.id AS "machineId", m.machine_no AS "machineNo", m.machine_type AS "machineType", m.farm_id AS "farmId",
      f.farm_name AS "farmName", ${M.select}, m.terminal_sn AS "terminalSn", ${WARN} AS "warnType",
      ${STAMP('w.last_start')} AS "lastWorkTime", (current_date - w.last_start::date)::int AS "idleDays"`,
    from: `machines m ${FARM} ${M.join} ${TALLY}`,
    countFrom: `machines m ${FARM} ${TALLY}`,
    key: 'm.id',
  },
  area: 'm.area_id',
  where: `${WARN} IS NOT NULL`,
  filters: { ...MACHINE_FILTERS, warnType: (f, v) => f.add(`${WARN} = $?`, v) },
  keyword: machineKeyword,
  order: `${WARN}, m.id`,
  tieBreak: 'm.id',
  present: (r) => ({ ...r, warnName: labelOf(MACHINE_WARN_TYPES, r.warnType) }),
  exportColumns: {
    machineNo: '农机编号',
    machineType: '机具类型',
    warnName: '预警类型',
    lastWorkTime: '最近作业',
    idleDays: '未作业天数',
    terminalSn: '北斗终端',
    ...TOWN,
  },
});
