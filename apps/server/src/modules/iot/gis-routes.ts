import { badParams } from '@fengshou/core';
import {
  getIotGisLatestAlarm,
  listIotGisCompanies,
  listIotGisFarms,
  listIotGisMetricAlarms,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { fromTime, untilTime } from '../../query/farm-scope';
import { assertInScope, scopedRange } from '../../query/scope';
import { Filter } from '../../query/sql-filter';
import { pageAlarms } from './alarm-repo';

/** Handlers of the IoT map (IoT GIS): companies and farms with devices, alarms by gate category. */
export const iotGisRoutes: Route[] = [
  route(listIotGisCompanies, async (ctx) => {
    const b = ctx.body;
    const [lo, hi] = scopedRange(callerOf(ctx), b.areaId, b.areaType, 'areaType');
    const f = new Filter().add('d.area_id BETWEEN $? AND $?', lo, hi);
    if (b.businessCategoryIds?.length)
      f.add('fm.business_category_id = ANY($?::int[])', b.businessCategoryIds);
    if (b.farmIds?.length) f.add('fm.id = ANY($?::int[])', b.farmIds);
    const where = f.where();
    const { db } = ctx.services;
    const base = `FROM iot_devices d JOIN farms fm ON fm.id = d.farm_id JOIN companies c ON c.id = fm.company_id ${where}`;
    const [count] = await db.query<{ n: number }>(`SELECT count(DISTINCT c.id)::int AS n ${base}`, f.params);
    const total = count?.n ?? 0;
    // A page past the last company is empty: no need to group every device of the area for it.
    if ((b.pageNo - 1) * b.pageSize >= total)
      return { list: [], total, pageNo: b.pageNo, pageSize: b.pageSize };
    const limit = f.p(b.pageSize);
    const offset = f.p((b.pageNo - 1) * b.pageSize);
    const list = await db.query(
      `SELECT c.id AS "companyId", c.company_name AS "companyName", c.area_id::float8 AS "areaId",
              count(DISTINCT fm.id)::int AS "farmCount", count(*)::int AS "deviceCount",
              count(*) FILTER (WHERE d.status = 1)::int AS "onlineCount",
              round(avg(ST_X(fm.location))::numeric, 7)::float8 AS lng, round(avg(ST_Y(fm.location))::numeric, 7)::float8 AS lat
         ${base} GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT ${limit} OFFSET ${offset}`,
      f.params,
    );
    return { list, total, pageNo: b.pageNo, pageSize: b.pageSize } as never;
  }),
  route(listIotGisFarms, async (ctx) => {
    const { db } = ctx.services;
    const [company] = await db.query<{ a: number }>('SELECT area_id AS a FROM companies WHERE id = $1', [
      ctx.body.companyId,
    ]);
    if (!company) throw badParams(['companyId'], '经营主体不存在');
    assertInScope(callerOf(ctx), Number(company.a));
    return (await db.query(
      `SELECT f.id AS "farmId", f.farm_name AS "farmName", f.area_id::float8 AS "areaId", f.business_type_id AS "businessTypeId",
              (SELECT count(*)::int FROM iot_devices d WHERE d.farm_id = f.id) AS "deviceCount",
              (SELECT count(*)::int FROM iot_devices d WHERE d.farm_id = f.id AND d.status = 1) AS "onlineCount",
              (SELECT count(*)::int FROM cameras c WHERE c.farm_id = f.id) AS "cameraCount",
              round(ST_X(f.location)::numeric, 7)::float8 AS lng, round(ST_Y(f.location)::numeric, 7)::float8 AS lat
         FROM farms f WHERE f.company_id = $1 ORDER BY f.id`,
      [ctx.body.companyId],
    )) as never;
  }),
  route(listIotGisMetricAlarms, async (ctx) => {
    const b = ctx.body;
    const [lo, hi] = scopedRange(callerOf(ctx), b.areaId);
    const f = new Filter().add('a.area_id BETWEEN $? AND $?', lo, hi);
    if (b.startTime) f.add('a.alarm_time >= $?::timestamptz', fromTime(b.startTime));
    else f.add(`a.alarm_time >= now() - make_interval(days => $?)`, b.iotShowAlarmDays);
    if (b.endTime) f.add('a.alarm_time < $?::timestamptz', untilTime(b.endTime));
    if (b.iotShowGateCategoryIds?.length)
      f.add('d.gate_category_id = ANY($?::int[])', b.iotShowGateCategoryIds);
    return pageAlarms(ctx.services.db, f, b) as never;
  }),
  route(getIotGisLatestAlarm, async (ctx) => {
    const [lo, hi] = scopedRange(callerOf(ctx), ctx.body.areaId);
    const f = new Filter().add('a.area_id BETWEEN $? AND $?', lo, hi);
    const page = await pageAlarms(ctx.services.db, f, { pageNo: 1, pageSize: 1 });
    return (page.list[0] ?? null) as never;
  }),
];
