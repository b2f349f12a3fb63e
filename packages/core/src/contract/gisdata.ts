import { z } from 'zod';
import { pageOf, zAreaId, zAreaLevel, zDate, zInt, zLine, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { zFarm } from './produce';
import { inArea } from './scope';

const zFlag = zInt().min(0).max(1).optional();

/** The gis farm (business entity) list filter of spec §3. */
export const zGisFarmFilter = z.strictObject({
  ...zPaging,
  creditLevel: zInt().min(0).max(4).optional(),
  traceFlag: zFlag,
  peasantFlag: zFlag,
  supervisionFlag: zFlag,
  newFarmFlag: zFlag,
  businessTypeId: zInt().min(1).max(6).optional(),
  businessCategoryName: zLine(32).min(1).optional(),
  companyCategoryId: zInt().min(1).max(99).optional(),
  farmStatus: zInt().min(1).max(3).optional(),
  keyword: zLine(64).optional(),
  rank: zInt().min(0).max(3).optional(),
  remark: zLine(64).optional(),
  areaId: z.array(zAreaId).max(50).optional(),
  farmAreaType: zAreaLevel.optional(),
  /** Registered (createTime) between these dates, inclusive. */
  startDate: zDate.optional(),
  endDate: zDate.optional(),
  ...zSortOf(['farmName', 'farmAreaMu', 'createTime']),
});

export const listGisFarmsByPage = defineEndpoint({
  path: '/api/gisdata/gov/gisFarm/listByPage',
  summary: '经营主体分页列表（地图筛选）',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea('farmAreaType') },
  body: zGisFarmFilter,
  result: pageOf(zFarm),
});

/** The gisdata service group. */
export const gisdataEndpoints = { listGisFarmsByPage };
