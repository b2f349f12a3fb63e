import { getIotGisLatestAlarm, listIotGisFarms } from '@fengshou/core/contract';
import { latestAlarm } from '../../devices/alarms';
import { areaOf, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { iotCompanyList } from './lists';
import { metricAlarmList } from './lists-alarms';

/** Handlers of the IoT map (IoT GIS): companies and farms with devices, alarms by gate category. */
export const iotGisRoutes: Route[] = [
  listRoute(iotCompanyList),
  route(listIotGisFarms, async (ctx) => {
    return (await ctx.services.db.query(
      `SELECT f.id AS "farmId", f.farm_name AS "farmName", f.area_id::float8 AS "areaId", f.business_type_id AS "businessTypeId",
              (SELECT count(*)::int FROM iot_devices d WHERE d.farm_id = f.id) AS "deviceCount",
              (SELECT count(*)::int FROM iot_devices d WHERE d.farm_id = f.id AND d.status = 1) AS "onlineCount",
              (SELECT count(*)::int FROM cameras c WHERE c.farm_id = f.id) AS "cameraCount",
              round(ST_X(f.location)::numeric, 7)::float8 AS lng, round(ST_Y(f.location)::numeric, 7)::float8 AS lat
         FROM farms f WHERE f.company_id = $1 ORDER BY f.id`,
      [ctx.body.companyId],
    )) as never;
  }),
  listRoute(metricAlarmList),
  route(getIotGisLatestAlarm, async (ctx) => latestAlarm(ctx.services.db, areaOf(ctx).range) as never),
];
