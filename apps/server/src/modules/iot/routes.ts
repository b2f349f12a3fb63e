import { badParams } from '@fengshou/core';
import {
  getIotDeviceDetail,
  getIotProperties,
  getIotPropertyHistory,
  getIotPropertyState,
  listIotAlarmRecords,
  listIotControllerLogs,
  listIotDevices,
  listIotDevicesByGroup,
  listIotDevicesBySerial,
  listIotGroups,
  setIotControllerStatus,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { areaFarmFilter, fromTime, ts, untilTime } from '../../query/farm-scope';
import { assertInScope, containsPattern, scopedRange } from '../../query/scope';
import { Filter } from '../../query/sql-filter';
import { bucketFor, history, pageAlarms } from './alarm-repo';
import { setSwitch } from './controller';
import * as devices from './device-repo';
import { iotGisRoutes } from './gis-routes';

const DEVICE_COLS = { area: 'd.area_id', farm: 'd.farm_id' };

/** The device when it exists (else 300) and lies in the caller's area (else 401). */
export async function reachableDevice(q: Queryable, caller: Session, deviceId: number) {
  const ref = await devices.deviceRef(q, deviceId);
  if (!ref) throw badParams(['deviceId'], '设备不存在');
  assertInScope(caller, ref.areaId);
  return ref;
}

/** Alarm filter of the caller's area with the list's optional conditions (alias a, d, p). */
export async function alarmFilter(
  q: Queryable,
  caller: Session,
  b: {
    areaId?: number;
    farmId?: number;
    deviceId?: number;
    devicePropertyId?: number;
    startTime?: string;
    endTime?: string;
    keywords?: string;
    status?: number;
  },
): Promise<Filter> {
  const f = await areaFarmFilter(q, caller, b, { area: 'a.area_id', farm: 'a.farm_id' });
  if (b.deviceId !== undefined) {
    await reachableDevice(q, caller, b.deviceId);
    f.add('a.device_id = $?', b.deviceId);
  }
  if (b.devicePropertyId !== undefined) f.add('a.property_id = $?', b.devicePropertyId);
  if (b.startTime) f.add('a.alarm_time >= $?::timestamptz', fromTime(b.startTime));
  if (b.endTime) f.add('a.alarm_time < $?::timestamptz', untilTime(b.endTime));
  if (b.status !== undefined) f.add('a.status = $?', b.status);
  if (b.keywords) {
    const k = containsPattern(b.keywords);
    f.add('(a.alarm_content ILIKE $? OR d.device_name ILIKE $?)', k, k);
  }
  return f;
}

/** Handlers of the IoT group: devices, values, history, alarms, controllers (and the IoT map). */
export const iotRoutes: Route[] = [
  route(listIotAlarmRecords, async (ctx) =>
    pageAlarms(ctx.services.db, await alarmFilter(ctx.services.db, callerOf(ctx), ctx.body), ctx.body),
  ),
  route(listIotDevices, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const f = await areaFarmFilter(db, callerOf(ctx), b, DEVICE_COLS);
    if (b.gateCategoryIdentifiers?.length) f.add('g.identifier = ANY($?::text[])', b.gateCategoryIdentifiers);
    if (b.keywords) {
      const k = containsPattern(b.keywords);
      f.add('(d.device_name ILIKE $? OR d.device_sn ILIKE $?)', k, k);
    }
    return devices.pageDevices(db, f, b) as never;
  }),
  route(getIotDeviceDetail, async (ctx) => {
    await reachableDevice(ctx.services.db, callerOf(ctx), ctx.body.deviceId);
    return (await devices.findDevice(ctx.services.db, ctx.body.deviceId)) as never;
  }),
  route(getIotPropertyHistory, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const [p] = await db.query<{ device_id: number; name: string; unit: string; last: string | null }>(
      `SELECT device_id, property_name AS name, unit, ${ts('last_time')} AS last FROM iot_device_properties WHERE id = $1`,
      [b.devicePropertyId],
    );
    if (!p) throw badParams(['devicePropertyId'], '属性不存在');
    await reachableDevice(db, callerOf(ctx), p.device_id);
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
    await reachableDevice(ctx.services.db, callerOf(ctx), ctx.body.deviceId);
    return ((await devices.findDevice(ctx.services.db, ctx.body.deviceId))?.properties ?? []) as never;
  }),
  route(getIotPropertyState, async (ctx) => {
    await reachableDevice(ctx.services.db, callerOf(ctx), ctx.body.deviceId);
    return ((await devices.findDevice(ctx.services.db, ctx.body.deviceId))?.states ?? []) as never;
  }),
  route(listIotGroups, async (ctx) =>
    devices.groups(
      ctx.services.db,
      await areaFarmFilter(ctx.services.db, callerOf(ctx), ctx.body, DEVICE_COLS),
    ),
  ),
  route(listIotDevicesByGroup, async (ctx) => {
    const f = await areaFarmFilter(ctx.services.db, callerOf(ctx), ctx.body, DEVICE_COLS);
    f.add('d.gate_category_id = $?', ctx.body.gateCategoryId);
    return devices.pageDevices(ctx.services.db, f, ctx.body) as never;
  }),
  route(listIotDevicesBySerial, async (ctx) => {
    const caller = callerOf(ctx);
    const [lo, hi] = scopedRange(caller);
    const rows = await devices.listDevices(
      ctx.services.db,
      new Filter().add('d.device_sn = ANY($?::text[])', ctx.body.deviceSns),
    );
    // A serial of another county is refused, not silently dropped.
    for (const r of rows) if (r.areaId < lo || r.areaId > hi) assertInScope(caller, r.areaId);
    return rows as never;
  }),
  route(setIotControllerStatus, async (ctx) => {
    const caller = callerOf(ctx);
    const r = await setSwitch(ctx.services.db, caller, ctx.body);
    if (r.changed) {
      ctx.services.live.publish({
        topic: 'iot.controller',
        areaId: r.areaId,
        data: {
          deviceId: r.deviceId,
          identifier: r.identifier,
          stateName: r.stateName,
          status: r.status,
          updateTime: r.updateTime,
          operator: caller.loginName,
        },
      });
    }
    return {
      deviceId: r.deviceId,
      identifier: r.identifier,
      status: r.status,
      changed: r.changed,
      updateTime: r.updateTime,
    };
  }),
  route(listIotControllerLogs, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const f = await areaFarmFilter(db, callerOf(ctx), b, DEVICE_COLS);
    if (b.deviceId !== undefined) f.add('l.device_id = $?', b.deviceId);
    const where = f.where();
    // Every filter here is the device's: the total is the matching devices' log tallies (migration 072).
    const [count] = await db.query<{ n: number }>(
      `SELECT coalesce(sum(l.n), 0)::int AS n FROM iot_controller_log_tallies l JOIN iot_devices d ON d.id = l.device_id ${where}`,
      f.params,
    );
    const limit = f.p(b.pageSize);
    const offset = f.p((b.pageNo - 1) * b.pageSize);
    // The page's log rows first (along operate_time), then the names of those rows only.
    const list = await db.query(
      `SELECT l.id AS "logId", l.device_id AS "deviceId", d.device_name AS "deviceName", d.farm_id AS "farmId",
              fm.farm_name AS "farmName", l.identifier, s.state_name AS "stateName", l.status, l.operator,
              ${ts('l.operate_time')} AS "operateTime"
         FROM iot_controller_logs l JOIN iot_devices d ON d.id = l.device_id
         LEFT JOIN farms fm ON fm.id = d.farm_id
         LEFT JOIN iot_controller_states s ON s.device_id = l.device_id AND s.identifier = l.identifier
         JOIN (SELECT l.id FROM iot_controller_logs l JOIN iot_devices d ON d.id = l.device_id
               ${where} ORDER BY l.operate_time DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}) pg ON pg.id = l.id
        ORDER BY l.operate_time DESC, l.id DESC`,
      f.params,
    );
    return { list, total: count?.n ?? 0, pageNo: b.pageNo, pageSize: b.pageSize } as never;
  }),
  ...iotGisRoutes,
];
