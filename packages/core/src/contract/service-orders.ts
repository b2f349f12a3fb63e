import { z } from 'zod';
import { zAreaFilter, zCode, zDateRange, zListKeyword, zRowArea } from './area-list';
import { pageOf, zId, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, ofRecord } from './scope';

// Socialised services (农业社会化服务): field work a service organisation does for a farm with its own
// machines and crews — ploughing, transplanting, plant protection, harvesting by contract. A work order is
// one when the machine belongs to another farm than the field it worked: the provider is the machine's
// owner, the client the field's farm.

export const zServiceOrder = z.object({
  id: z.number().int(),
  /** The service organisation (the machine's owner) and its entity. */
  providerFarmId: z.number().int(),
  providerName: z.string(),
  providerCompany: z.string().nullable(),
  /** The farm served (the field's farm). */
  clientFarmId: z.number().int(),
  clientName: z.string(),
  clientCompany: z.string().nullable(),
  /** 服务环节: 耕整地, 插秧, 植保, 收获 … */
  workType: z.string(),
  machineId: z.number().int(),
  machineNo: z.string(),
  machineType: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  hours: z.number(),
  workAreaMu: z.number(),
  /** 1 已派单, 2 作业中, 3 已完成. */
  status: z.number().int(),
  statusName: z.string(),
  /** Where the field lies. */
  ...zRowArea,
});

export const listServiceOrders = defineEndpoint({
  path: '/api/nongwei/gov/serviceOrder/list',
  summary: '社会化服务作业记录（服务组织为农场作业）',
  access: 'data:view',
  display: true,
  scope: { ...AREA_SCOPE, providerFarmId: ofRecord('farm'), clientFarmId: ofRecord('farm') },
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    ...zDateRange,
    providerFarmId: zId.optional(),
    clientFarmId: zId.optional(),
    workType: zLine(32).min(1).optional(),
    status: zCode(3),
    keyword: zListKeyword,
    ...zSortOf(['startTime', 'workAreaMu', 'hours']),
  }),
  result: pageOf(zServiceOrder),
});

/** The socialised-service endpoints. */
export const serviceOrderEndpoints = { listServiceOrders };
