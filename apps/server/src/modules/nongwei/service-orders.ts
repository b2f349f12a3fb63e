import { labelOf, listServiceOrders, WORK_ORDER_STATUS, type zServiceOrder } from '@fengshou/core/contract';
import { machineWorkOrdersImport } from '../../import/kinds/machinery';
import { contains } from '../../query/keyword';
import { defineList, listRoute, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';
import { STAMP } from './lists-machinery';

const O = areaJoin('o');

// A service order is a work order whose machine belongs to another farm than the field it worked: the
// machine's owner is the provider (a 农机服务 organisation, a cooperative), the field's farm the client.
const ORDERS = `machine_work_orders o JOIN machines m ON m.id = o.machine_id
  JOIN farms pf ON pf.id = m.farm_id JOIN farms cf ON cf.id = o.farm_id`;
const SERVICE = 'o.farm_id <> m.farm_id';

/** Work done by service organisations for farms, where the fields lie; the latest start first. */
export const serviceOrderList = defineList<typeof listServiceOrders, Row<typeof zServiceOrder, 'statusName'>>(
  {
    endpoint: listServiceOrders,
    imports: machineWorkOrdersImport,
    sql: {
      select: `o.id, pf.id AS "providerFarmId", pf.farm_name AS "providerName", pc.company_name AS "providerCompany",
      cf.id AS "clientFarmId", cf.farm_name AS "clientName", cc.company_name AS "clientCompany", o.work_type AS "workType",
      o.machine_id AS "machineId", m.machine_no AS "machineNo", m.machine_type AS "machineType",
      ${STAMP('o.start_time')} AS "startTime", ${STAMP('o.end_time')} AS "endTime", o.hours::float8 AS hours,
      o.work_area_mu AS "workAreaMu", o.status, ${O.select}`,
      from: `${ORDERS} LEFT JOIN companies pc ON pc.id = pf.company_id
      LEFT JOIN companies cc ON cc.id = cf.company_id ${O.join}`,
      countFrom: ORDERS,
      key: 'o.id',
    },
    area: 'o.area_id',
    where: SERVICE,
    filters: {
      startTime: since('o.start_time'),
      endTime: until('o.start_time'),
      providerFarmId: 'm.farm_id',
      clientFarmId: 'o.farm_id',
      workType: 'o.work_type',
      status: 'o.status',
    },
    // A provider's or client's farm name, or the machine's number.
    keyword: (_f, _word, pattern) =>
      `(${[contains('pf.farm_name', pattern), contains('cf.farm_name', pattern), contains('m.machine_no', pattern)].join(' OR ')})`,
    sorts: { startTime: 'o.start_time', workAreaMu: 'o.work_area_mu', hours: '(o.end_time - o.start_time)' },
    order: 'o.start_time DESC, o.id DESC',
    tieBreak: 'o.id DESC',
    present: (r) => ({ ...r, statusName: labelOf(WORK_ORDER_STATUS, r.status) }),
    exportColumns: {
      startTime: '开始时间',
      providerName: '服务组织',
      clientName: '服务对象',
      workType: '服务环节',
      workAreaMu: '服务面积（亩）',
      hours: '作业时长（小时）',
      machineNo: '作业农机',
      machineType: '机具类型',
      statusName: '状态',
      townName: '所在镇',
      areaName: '所在村',
    },
  },
);

/** The socialised-service list. */
export const serviceOrderRoute = listRoute(serviceOrderList);
