import { z } from 'zod';
import { TIMEOUTS_MS } from '../dict/limits';
import { zId, zLine } from './common';
import { defineEndpoint } from './define';
import { ofRecord } from './scope';

const zDkid = zLine(64).min(1, '请指定地块编码');

export const getOwnAreaByShGisDkid = defineEndpoint({
  path: '/api/produce/gov/plot/ownAreaId',
  summary: '地块所属区域（按上海GIS地块编码）',
  access: 'data:view',
  display: true,
  scope: { shGisDkid: ofRecord('parcel', 'shGisDkid') },
  body: z.strictObject({ shGisDkid: zDkid }),
  result: z.object({
    landId: z.number().int(),
    areaId: z.number(),
    areaLevel: z.number().int(),
    areaName: z.string(),
  }),
});

export const listPlotOperators = defineEndpoint({
  path: '/api/produce/gov/plot/operators',
  summary: '地块经营者（经营主体与承包方）',
  access: 'data:view',
  scope: { landId: ofRecord('parcel') },
  body: z.strictObject({ landId: zId }),
  result: z.array(
    z.object({
      /** 经营主体 or 承包方. */
      role: z.string(),
      name: z.string().nullable(),
      farmId: z.number().int().nullable(),
      companyId: z.number().int().nullable(),
      contactName: z.string().nullable(),
      contactPhone: z.string().nullable(),
    }),
  ),
});

export const getPlotInfo = defineEndpoint({
  path: '/api/produce/gov/plot/info',
  summary: '地块信息（不含图形）',
  access: 'data:view',
  display: true,
  scope: { landId: ofRecord('parcel'), dkid: ofRecord('parcel', 'dkid') },
  body: z
    .strictObject({ landId: zId.optional(), dkid: zDkid.optional() })
    .refine((b) => b.landId !== undefined || b.dkid !== undefined, {
      message: '请指定地块编号或地块编码',
      path: ['landId'],
    }),
  result: z.object({
    landId: z.number().int(),
    dkid: z.string(),
    shGisDkid: z.string().nullable(),
    landName: z.string().nullable(),
    landTypeName: z.string(),
    dlbmName: z.string(),
    areaMu: z.number(),
    areaId: z.number(),
    areaName: z.string(),
    farmId: z.number().int().nullable(),
    farmName: z.string().nullable(),
    qualityGrade: z.number().int().nullable(),
    currentCrops: z.array(z.string()),
  }),
});

export const listDkidsByFarmIds = defineEndpoint({
  path: '/api/produce/gov/plot/dkidsByFarmIds',
  summary: '农场的地块编码（批量）',
  access: 'data:view',
  display: true,
  // Spec §9: the plot list is slow for many farms and has its own 60 s time-out.
  timeoutMs: TIMEOUTS_MS.plotList,
  scope: { farmIds: ofRecord('farm') },
  body: z.strictObject({ farmIds: z.array(zId).min(1, '请指定农场编号').max(500) }),
  result: z.array(z.object({ farmId: z.number().int(), dkids: z.array(z.string()) })),
});

export const listFarmPlotIds = defineEndpoint({
  path: '/api/produce/gov/plot/farmPlotIds',
  summary: '农场的地块编号',
  access: 'data:view',
  display: true,
  scope: { farmId: ofRecord('farm') },
  body: z.strictObject({ farmId: zId }),
  result: z.array(z.object({ landId: z.number().int(), dkid: z.string() })),
});

/** Plot helpers of the produce group (spec §7 Land). */
export const plotEndpoints = {
  getOwnAreaByShGisDkid,
  listPlotOperators,
  getPlotInfo,
  listDkidsByFarmIds,
  listFarmPlotIds,
};
