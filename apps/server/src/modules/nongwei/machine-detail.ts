import { areaChainOfCode, badParams } from '@fengshou/core';
import { getMachine, labelOf, MACHINE_STATUS } from '@fengshou/core/contract';
import { type Route, route } from '../../http/route';
import { areaChain } from '../produce/farms-repo';
import { FARM, STAMP } from './lists-machinery';

interface MachineRow {
  id: number;
  machineNo: string;
  machineType: string;
  brand: string;
  model: string;
  farmId: number | null;
  farmName: string | null;
  companyName: string | null;
  areaId: number;
  areaName: string;
  townName: string | null;
  purchaseYear: number;
  subsidyAmount: number | null;
  terminalSn: string | null;
  autonomous: boolean;
  status: number;
  workOrders: number;
  lastWorkTime: string | null;
  lastPosition: [number, number] | null;
}

/**
 * One machine (the unmanned machinery page /jywrnj/:id): its record, work of the last twelve months by month,
 * and where its latest track ended.
 */
export const machineDetailRoute: Route = route(getMachine, async (ctx) => {
  const db = ctx.services.db;
  const id = ctx.body.machineId;
  const [m] = await db.query<MachineRow>(
    `SELECT m.id, m.machine_no AS "machineNo", m.machine_type AS "machineType", m.brand, m.model, m.farm_id AS "farmId",
            f.farm_name AS "farmName", c.company_name AS "companyName", m.area_id AS "areaId", av.name AS "areaName",
            atn.name AS "townName", m.purchase_year::int AS "purchaseYear", m.subsidy_amount::float8 AS "subsidyAmount",
            m.terminal_sn AS "terminalSn", m.autonomous, m.status::int AS status,
            coalesce(w.orders, 0)::int AS "workOrders", ${STAMP('w.last_start')} AS "lastWorkTime",
            (SELECT ARRAY[ST_X(ST_EndPoint(t.track)), ST_Y(ST_EndPoint(t.track))]
               FROM machine_work_orders o JOIN machine_tracks t ON t.work_order_id = o.id
              WHERE o.machine_id = m.id ORDER BY o.start_time DESC LIMIT 1) AS "lastPosition"
       FROM machines m ${FARM} JOIN areas av ON av.id = m.area_id
       LEFT JOIN areas atn ON atn.id = av.parent_id AND atn.level = 4
       LEFT JOIN machine_work_tallies w ON w.machine_id = m.id
      WHERE m.id = $1`,
    [id],
  );
  if (!m) throw badParams(['machineId'], '农机不存在');
  // Every month of the last twelve, those without work at 0.
  const months = await db.query<{ month: string; orders: number; hours: number; areaMu: number }>(
    `SELECT to_char(mo, 'YYYY-MM') AS month, count(o.id)::int AS orders,
            coalesce(round(sum(extract(epoch FROM o.end_time - o.start_time) / 3600)::numeric, 1), 0)::float8 AS hours,
            coalesce(round(sum(o.work_area_mu), 1), 0)::float8 AS "areaMu"
       FROM generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') mo
       LEFT JOIN machine_work_orders o ON o.machine_id = $1 AND date_trunc('month', o.start_time) = mo
      GROUP BY mo ORDER BY mo`,
    [id],
  );
  const sum = (pick: (r: (typeof months)[number]) => number) =>
    Math.round(months.reduce((s, r) => s + pick(r), 0) * 10) / 10;
  return {
    ...m,
    statusName: labelOf(MACHINE_STATUS, m.status),
    areaChain: await areaChain(db, areaChainOfCode(m.areaId)),
    yearOrders: months.reduce((s, r) => s + r.orders, 0),
    yearHours: sum((r) => r.hours),
    yearAreaMu: sum((r) => r.areaMu),
    months: months.map(({ month, hours, areaMu }) => ({ month, hours, areaMu })),
    lastPosition: m.lastPosition
      ? ([Number(m.lastPosition[0]), Number(m.lastPosition[1])] as [number, number])
      : null,
  };
});
