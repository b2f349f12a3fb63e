import { badParams } from '@fengshou/core';
import {
  getIotDeviceDetail,
  getIotProperties,
  getIotPropertyHistory,
  getIotPropertyState,
  listIotDevicesBySerial,
  listIotGroups,
  setIotControllerStatus,
} from '@fengshou/core/contract';
import { requestCommand } from '../../devices/commands';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { Filter } from '../../query/sql-filter';
import { fromTime, ts, untilTime } from '../../query/sql-time';
import * as devices from './device-repo';
import { foodSafetyRoute } from './food-safety';
import { iotGisRoutes } from './gis-routes';
import { controllerLogList, deviceList, groupDeviceList } from './lists';
import { alarmList } from './lists-alarms';
import { bucketFor, history } from './readings-repo';

/** Devices of the request's area and, when the body names one, of its farm (aliases d, g). */
function deviceFilter(ctx: HandlerContext<{ farmId?: number }>): Filter {
  const f = new Filter().add('d.area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
  if (ctx.body.farmId !== undefined) f.add('d.farm_id = $?', ctx.body.farmId);
  return f;
}

/** Handlers of the IoT group: devices, values, history, alarms, controllers (and the IoT map). */
export const iotRoutes: Route[] = [
  listRoute(alarmList),
  listRoute(deviceList),
  route(getIotDeviceDetail, async (ctx) => {
    return (await devices.findDevice(ctx.services.db, ctx.body.deviceId)) as never;
  }),
  route(getIotPropertyHistory, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const [p] = await db.query<{ name: string; unit: string; last: string | null }>(
      `SELECT property_name AS name, unit, ${ts('last_time')} AS last FROM iot_device_properties WHERE id = $1`,
      [b.devicePropertyId],
    );
    if (!p) throw badParams(['devicePropertyId'], '属性不存在');
    // Without a range: the 7 days up to the property's latest reading (an offline device still shows its last week).
    const [range] = await db.query<{ s: string; e: string; secs: number }>(
      `WITH e AS (SELECT coalesce($2::timestamptz, $3::timestamptz + interval '1 second', now()) AS e),
            r AS (SELECT coalesce($1::timestamptz, e.e - interval '7 days') AS s, e.e FROM e)
       SELECT ${ts('s')} AS s, ${ts('e')} AS e, extract(epoch FROM e - s)::float8 AS secs FROM r`,
      [b.startTime ? fromTime(b.startTime) : null, b.endTime ? untilTime(b.endTime) : null, p.last],
    );
    if (!range || range.secs <= 0) throw badParams(['startTime', 'endTime'], '开始时间须早于结束时间');
    if (range.secs > 366 * 86400 * 3) throw badParams(['startTime'], '时间段最长三年');
    const bucketSeconds = bucketFor(range.secs, b.maxPoints);
    return {
      devicePropertyId: b.devicePropertyId,
      propertyName: p.name,
      unit: p.unit,
      startTime: range.s,
      endTime: range.e,
      bucketSeconds,
      points: await history(db, b.devicePropertyId, range.s, range.e, bucketSeconds),
    };
  }),
  route(getIotProperties, async (ctx) => {
    return ((await devices.findDevice(ctx.services.db, ctx.body.deviceId))?.properties ?? []) as never;
  }),
  route(getIotPropertyState, async (ctx) => {
    return ((await devices.findDevice(ctx.services.db, ctx.body.deviceId))?.states ?? []) as never;
  }),
  route(listIotGroups, async (ctx) => devices.groups(ctx.services.db, deviceFilter(ctx))),
  listRoute(groupDeviceList),
  // A serial of another county is refused (declared); a serial no device has is simply not in the answer.
  route(listIotDevicesBySerial, async (ctx) => {
    const filter = new Filter().add('d.device_sn = ANY($?::text[])', ctx.body.deviceSns);
    return (await devices.listDevices(ctx.services.db, filter)) as never;
  }),
  // The command goes to the device; the switch changes when the device acknowledges (iot.command, iot.controller).
  route(setIotControllerStatus, async (ctx) => {
    const { db, devices } = ctx.services;
    const r = await requestCommand(db, callerOf(ctx), ctx.body, devices.settings.commandTimeoutS);
    if (r.command && r.created) await devices.dispatch(r.device, r.command);
    return {
      deviceId: ctx.body.deviceId,
      identifier: ctx.body.identifier,
      status: r.reported.status,
      changed: r.created,
      updateTime: r.reported.updateTime,
      commandId: r.command?.commandId ?? null,
      commandState: r.command?.state ?? null,
    };
  }),
  listRoute(controllerLogList),
  foodSafetyRoute,
  ...iotGisRoutes,
];
