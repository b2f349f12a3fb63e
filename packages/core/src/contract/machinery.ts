import { z } from 'zod';
import { zAreaFilter, zCode, zDateRange, zListKeyword, zRowArea } from './area-list';
import { pageOf, zId, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, ofRecord } from './scope';

// Farm machinery (农机): machines with their Beidou terminals, dispatched work orders (njgov orders),
// their GPS tracks, working hours and warnings. Nongwei service group, plus the njgov order list.

const zMachineFilter = {
  ...zAreaFilter,
  farmId: zId.optional(),
  machineType: zLine(32).min(1).optional(),
  keyword: zListKeyword,
};

export const zMachine = z.object({
  id: z.number().int(),
  machineNo: z.string(),
  machineType: z.string(),
  brand: z.string(),
  model: z.string(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  companyName: z.string().nullable(),
  ...zRowArea,
  purchaseYear: z.number().int(),
  subsidyAmount: z.number().nullable(),
  terminalSn: z.string().nullable(),
  /** Drives itself (植保无人机, 北斗自动驾驶): the unmanned machinery of /jywrnj. */
  autonomous: z.boolean(),
  /** 1 作业中, 2 空闲, 3 离线, 4 维修. */
  status: z.number().int(),
  statusName: z.string(),
  workOrders: z.number().int(),
  lastWorkTime: z.string().nullable(),
});

export const listMachines = defineEndpoint({
  path: '/api/nongwei/gov/machine/list',
  summary: '农机列表',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zMachineFilter,
    status: zCode(4),
    autonomous: z.boolean().optional(),
    ...zSortOf(['purchaseYear', 'machineNo', 'lastWorkTime', 'workOrders']),
  }),
  result: pageOf(zMachine),
});

export const getMachine = defineEndpoint({
  path: '/api/nongwei/gov/machine/get',
  summary: '农机详情（含作业合计与最近位置）',
  access: 'data:view',
  display: true,
  scope: { machineId: ofRecord('machine') },
  body: z.strictObject({ machineId: zId }),
  result: zMachine.extend({
    areaChain: z.array(z.object({ areaId: z.number(), areaName: z.string(), level: z.number().int() })),
    /** Work of the last 12 months: orders, hours and 亩, and per month ('YYYY-MM'). */
    yearOrders: z.number().int(),
    yearHours: z.number(),
    yearAreaMu: z.number(),
    months: z.array(z.object({ month: z.string(), hours: z.number(), areaMu: z.number() })),
    /** Where its latest recorded track ended ([lng, lat]), null without a track. */
    lastPosition: z.tuple([z.number(), z.number()]).nullable(),
  }),
});

export const machineTypeStatistics = defineEndpoint({
  path: '/api/nongwei/gov/machine/typeStatistics',
  summary: '农机数量（按机型与状态）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({ ...zAreaFilter, farmId: zId.optional() }),
  result: z.array(
    z.object({
      machineType: z.string(),
      total: z.number().int(),
      working: z.number().int(),
      idle: z.number().int(),
      offline: z.number().int(),
      repair: z.number().int(),
    }),
  ),
});

export const zWorkOrder = z.object({
  id: z.number().int(),
  machineId: z.number().int(),
  machineNo: z.string(),
  machineType: z.string(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  ...zRowArea,
  workType: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  hours: z.number(),
  workAreaMu: z.number(),
  /** 1 已派单, 2 作业中, 3 已完成. */
  status: z.number().int(),
  statusName: z.string(),
  pointCount: z.number().int().nullable(),
});

export const listNjgovOrders = defineEndpoint({
  path: '/api/others/gov/njgov/order/list',
  summary: '农机作业工单（派单）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm'), machineId: ofRecord('machine') },
  body: z.strictObject({
    ...zPaging,
    ...zMachineFilter,
    ...zDateRange,
    machineId: zId.optional(),
    workType: zLine(32).min(1).optional(),
    status: zCode(3),
    ...zSortOf(['startTime', 'workAreaMu', 'hours']),
  }),
  result: pageOf(zWorkOrder),
});

export const listMachineTracks = defineEndpoint({
  path: '/api/nongwei/gov/machine/track/list',
  summary: '农机作业轨迹（GeoJSON 线，EPSG:4326）',
  access: 'data:view',
  display: true,
  scope: { farmId: ofRecord('farm'), machineId: ofRecord('machine'), workOrderId: ofRecord('workOrder') },
  body: z
    .strictObject({
      farmId: zId.optional(),
      machineId: zId.optional(),
      workOrderId: zId.optional(),
      ...zDateRange,
      limit: z.number().int().min(1).max(200).default(50),
    })
    .refine((b) => b.farmId ?? b.machineId ?? b.workOrderId, {
      message: '请指定农场、农机或工单',
      path: ['farmId'],
    }),
  result: z.array(
    z.object({
      workOrderId: z.number().int(),
      machineId: z.number().int(),
      machineNo: z.string(),
      workType: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      workAreaMu: z.number(),
      pointCount: z.number().int(),
      geometry: z.object({
        type: z.literal('LineString'),
        coordinates: z.array(z.tuple([z.number(), z.number()])),
      }),
    }),
  ),
});

export const zMachineDuration = z.object({
  machineId: z.number().int(),
  machineNo: z.string(),
  machineType: z.string(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  ...zRowArea,
  orders: z.number().int(),
  hours: z.number(),
  workAreaMu: z.number(),
  lastWorkTime: z.string().nullable(),
});

export const listMachineDurations = defineEndpoint({
  path: '/api/nongwei/gov/machine/durationList',
  summary: '农机作业时长（按农机，期间内）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zMachineFilter,
    ...zDateRange,
    ...zSortOf(['hours', 'workAreaMu', 'orders']),
  }),
  result: pageOf(zMachineDuration),
});

/** Days without a work order after which a machine is warned as idle. */
export const MACHINE_IDLE_WARN_DAYS = 90;

export const zMachineWarning = z.object({
  machineId: z.number().int(),
  machineNo: z.string(),
  machineType: z.string(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  ...zRowArea,
  terminalSn: z.string().nullable(),
  /** 1 终端离线, 2 维修中, 3 长期未作业. */
  warnType: z.number().int(),
  warnName: z.string(),
  lastWorkTime: z.string().nullable(),
  idleDays: z.number().int().nullable(),
});

export const listMachineWarnings = defineEndpoint({
  path: '/api/nongwei/gov/machine/warnList',
  summary: '农机预警（离线、维修、长期未作业）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, farmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zMachineFilter,
    warnType: z.number().int().min(1).max(3).optional(),
  }),
  result: pageOf(zMachineWarning),
});

/** The machinery endpoints (nongwei and njgov orders). */
export const machineryEndpoints = {
  listMachines,
  getMachine,
  machineTypeStatistics,
  listNjgovOrders,
  listMachineTracks,
  listMachineDurations,
  listMachineWarnings,
};
