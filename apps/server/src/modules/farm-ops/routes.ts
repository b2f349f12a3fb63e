import {
  addDays,
  areaLevelOfCode,
  badParams,
  beijingToday,
  childAreaLevel,
  VEGETABLE_CROPS,
} from '@fengshou/core';
import {
  getBarcodeAccessCounts,
  getCompanyDetail,
  getFarmCoreMapInfo,
  getPlantMission,
  getPlantPlan,
  getUsageReport,
  listBusinessCategories,
  listCompanyCategories,
  listCropGroupsByNjFlag,
  listCropPrices,
  listFarmDynamics,
  listGreenLentilSowingAreas,
  listNewestOrders,
  listOutputForecasts,
  listPlantPlansByFarm,
  listSowingAreas,
} from '@fengshou/core/contract';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { PiiPolicy } from '../../query/pii';
import { statCacheOf } from '../archive/cache';
import { latestPrices, priceAreaOf } from '../prices/prices-repo';
import * as farms from '../produce/farms-repo';
import * as companies from './companies-repo';
import * as ops from './farm-ops-repo';
import { companyList, farmInspectionList, farmPlantingList, greenLentilFarmList } from './lists';
import * as prod from './production-repo';
import { usageReport } from './usage-report';

/** Seconds a sowing-area answer is served before it is computed again (the statistics' default). */
const SOWING_TTL_S = 300;

/** Significant digits of area codes by level (province 2 … village 12). */
const AREA_DIGITS: Record<number, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };

const rangeOf = (ctx: HandlerContext<unknown>) => areaOf(ctx).range;

/** Handlers of entities, farm maps, plans, outputs and usage (spec §7 Produce, remaining calls). */
export const farmOpsRoutes: Route[] = [
  listRoute(companyList),
  listRoute(greenLentilFarmList),
  listRoute(farmPlantingList),
  listRoute(farmInspectionList),
  route(getCompanyDetail, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const row = (await companies.findCompany(db, ctx.body))!;
    const pii = new PiiPolicy(caller, getCompanyDetail.path);
    const rows = await farms.farmsOfCompany(db, areaOf(ctx).range, row.companyId, 200);
    const detail = {
      ...companies.presentCompany(row, pii),
      farms: rows.map((r) => farms.presentFarm(r, pii)),
    };
    await pii.log(ctx);
    return detail;
  }),
  route(
    getFarmCoreMapInfo,
    async (ctx) => (await ops.coreMapInfo(ctx.services.db, ctx.body.farmId)) as never,
  ),
  route(listNewestOrders, async (ctx) => {
    const rows = await ops.newestOrders(ctx.services.db, rangeOf(ctx), ctx.body.farmId, ctx.body.limit);
    const pii = new PiiPolicy(callerOf(ctx), listNewestOrders.path);
    const list = rows.map((r) => ({
      ...r,
      buyerName: pii.name(r.buyerName as string | null, `order:${r.orderId as number}`),
    }));
    await pii.log(ctx);
    return list as never;
  }),
  // A county-wide statistic (1.3 s over the tally at `--scale 10` on PGlite): cached as the statistics
  // are, and dropped with them by imports, which are what write plantings.
  route(listSowingAreas, async (ctx) => {
    const range = rangeOf(ctx);
    const { plantYear, season, cropId } = ctx.body;
    const key = `sowing:${range.join('-')}:${plantYear ?? ''}:${season ?? ''}:${cropId ?? ''}`;
    return statCacheOf(ctx.services.db).get(key, SOWING_TTL_S, () =>
      ops.sowingAreas(ctx.services.db, range, ctx.body),
    );
  }),
  route(listGreenLentilSowingAreas, async (ctx) => {
    const range = rangeOf(ctx);
    const { areaId } = areaOf(ctx);
    const level = areaLevelOfCode(areaId) ?? 5;
    const child = childAreaLevel(level) ?? level;
    const year = ctx.body.plantYear ?? (await ops.latestPlantYear(ctx.services.db, range));
    return ops.lentilByChildArea(ctx.services.db, range, AREA_DIGITS[child]!, year);
  }),
  route(listFarmDynamics, async (ctx) => {
    return prod.farmDynamics(ctx.services.db, rangeOf(ctx), ctx.body);
  }),
  route(getPlantPlan, async (ctx) => {
    const { db } = ctx.services;
    const plan = (await prod.findPlan(db, ctx.body.planId))!;
    return { ...plan, missions: await prod.missionsOfPlan(db, ctx.body.planId) } as never;
  }),
  route(
    listPlantPlansByFarm,
    async (ctx) => prod.plansOfFarm(ctx.services.db, ctx.body.farmId, ctx.body.planYear) as never,
  ),
  route(
    getPlantMission,
    async (ctx) => (await prod.findMission(ctx.services.db, ctx.body.missionId)) as never,
  ),
  route(listOutputForecasts, async (ctx) => prod.outputForecasts(ctx.services.db, rangeOf(ctx), ctx.body)),
  route(getBarcodeAccessCounts, async (ctx) => {
    const end = ctx.body.endDate ?? beijingToday();
    const start = ctx.body.startDate ?? addDays(end, -29);
    if (start > end) throw badParams(['startDate'], '开始日期不能晚于结束日期');
    if (Date.parse(end) - Date.parse(start) > 366 * 86_400_000) {
      throw badParams(['startDate', 'endDate'], '查询区间不能超过一年');
    }
    return prod.barcodeCounts(ctx.services.db, rangeOf(ctx), start, end);
  }),
  route(listCropGroupsByNjFlag, async (ctx) => {
    const rows = await ctx.services.db.query<{
      cropGroup: number;
      cropId: number;
      cropName: string;
      cropIdentifier: string;
    }>(
      `SELECT crop_group::int AS "cropGroup", id::int AS "cropId", crop_name AS "cropName", crop_identifier AS "cropIdentifier"
         FROM crops ${ctx.body.njFlag === 1 ? 'WHERE crop_group = ANY($1::int[])' : ''} ORDER BY crop_group, sort_num, id`,
      ctx.body.njFlag === 1 ? [ops.NJ_CROP_GROUPS] : [],
    );
    const groups = new Map<number, { cropGroup: number; cropGroupName: string; crops: unknown[] }>();
    for (const { cropGroup, ...crop } of rows) {
      const g = groups.get(cropGroup) ?? {
        cropGroup,
        cropGroupName: ops.CROP_GROUPS[cropGroup] ?? '其他',
        crops: [],
      };
      g.crops.push(crop);
      groups.set(cropGroup, g);
    }
    return [...groups.values()] as never;
  }),
  route(listCropPrices, async (ctx) => {
    const area = await priceAreaOf(ctx.services.db, areaOf(ctx).areaId);
    if (area === null) return [];
    const names = VEGETABLE_CROPS as Record<number, string>;
    const rows = await latestPrices(ctx.services.db, area, ctx.body.priceDate ?? null);
    return rows.map((r) => ({ ...r, cropName: names[r.cropId] ?? '--' }));
  }),
  route(listCompanyCategories, async (ctx) => {
    const [lo, hi] = rangeOf(ctx);
    return ctx.services.db.query(
      `SELECT cc.id::int AS "companyCategoryId", cc.name,
              (SELECT count(*)::int FROM companies c WHERE c.company_category_id = cc.id AND c.area_id BETWEEN $1 AND $2) AS "companyCount"
         FROM company_categories cc ORDER BY cc.sort_num, cc.id`,
      [lo, hi],
    ) as never;
  }),
  route(listBusinessCategories, async (ctx) => {
    const [lo, hi] = rangeOf(ctx);
    return ctx.services.db.query<never>(
      `SELECT bc.id::int AS "businessCategoryId", bc.name, bc.business_type_id::int AS "businessTypeId",
              (SELECT count(*)::int FROM farms f WHERE f.business_category_id = bc.id AND f.area_id BETWEEN $1 AND $2) AS "farmCount"
         FROM business_categories bc ORDER BY bc.sort_num, bc.id`,
      [lo, hi],
    );
  }),
  route(getUsageReport, async (ctx) => {
    const { startMonth, endMonth } = ctx.body;
    const months =
      (Number(endMonth.slice(0, 4)) - Number(startMonth.slice(0, 4))) * 12 +
      Number(endMonth.slice(5)) -
      Number(startMonth.slice(5));
    if (months >= 24) throw badParams(['startMonth', 'endMonth'], '月份区间不能超过24个月');
    return usageReport(ctx.services.db, areaOf(ctx), startMonth, endMonth);
  }),
];
