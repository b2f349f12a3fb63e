import { badParams } from '@fengshou/core';
import {
  createDevice,
  deleteDevice,
  getDeviceConnection,
  issueDeviceCredential,
  issueDeviceCredentials,
  listDeviceProfiles,
  listDeviceRejections,
  setDeviceMqttLogin,
  updateDevice,
} from '@fengshou/core/contract';
import { issueToken, setMqttLogin } from '../../devices/credentials';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { invalidateStats } from '../archive/cache';
import { mqttEndpoint } from './connection';
import { adminDeviceList } from './lists';
import {
  adminDevice,
  changeDevice,
  insertDevice,
  issuedOf,
  profiles,
  rejections,
  removeDevice,
} from './repo';

/** Who did what to which device's credential: the server log keeps it (tokens never appear in it). */
function logCredential(ctx: HandlerContext<unknown>, action: string, deviceIds: readonly number[]) {
  const caller = callerOf(ctx);
  ctx.services.log.info({ userId: caller.userId, deviceIds, action }, 'device credential changed');
}

/** Handlers of the device registry: profiles, devices, credentials, refusals. */
export const devicesAdminRoutes: Route[] = [
  route(listDeviceProfiles, async (ctx) => (await profiles(ctx.services.db, areaOf(ctx).range)) as never),
  route(createDevice, async (ctx) => {
    const { db } = ctx.services;
    const { deviceId, token } = await db.tx(async (q) => {
      const deviceId = await insertDevice(q, ctx.body);
      return { deviceId, token: await issueToken(q, deviceId) };
    });
    logCredential(ctx, 'create', [deviceId]);
    invalidateStats(db);
    const [issued] = await issuedOf(db, [deviceId]);
    return { deviceId, deviceSn: issued!.deviceSn, token, issuedAt: issued!.issuedAt };
  }),
  route(updateDevice, async (ctx) => {
    const { db } = ctx.services;
    await db.tx((q) => changeDevice(q, ctx.body));
    // Its area may have changed: ingestion must not keep publishing to the old one.
    ctx.services.devices.forget(ctx.body.deviceId);
    invalidateStats(db);
    return (await adminDevice(db, ctx.body.deviceId)) as never;
  }),
  route(deleteDevice, async (ctx) => {
    const { db } = ctx.services;
    const removedReadings = await db.tx((q) => removeDevice(q, ctx.body.deviceId));
    ctx.services.devices.forget(ctx.body.deviceId);
    ctx.services.log.info({ userId: callerOf(ctx).userId, deviceId: ctx.body.deviceId }, 'device deleted');
    invalidateStats(db);
    return { deviceId: ctx.body.deviceId, removedReadings };
  }),
  route(issueDeviceCredential, async (ctx) => {
    const { db } = ctx.services;
    const token = await issueToken(db, ctx.body.deviceId);
    // The old token stops working at once: this server's credential cache forgets it now.
    ctx.services.devices.forget(ctx.body.deviceId);
    logCredential(ctx, 'issue', [ctx.body.deviceId]);
    const [issued] = await issuedOf(db, [ctx.body.deviceId]);
    return { deviceId: ctx.body.deviceId, deviceSn: issued!.deviceSn, token, issuedAt: issued!.issuedAt };
  }),
  route(issueDeviceCredentials, async (ctx) => {
    const { db } = ctx.services;
    const ids = [...new Set(ctx.body.deviceIds)];
    // All or none: a download that lacks some tokens would leave devices whose old token no longer works.
    const tokens = await db.tx(async (q) => {
      const out = new Map<number, string>();
      for (const id of ids) out.set(id, await issueToken(q, id));
      return out;
    });
    for (const id of ids) ctx.services.devices.forget(id);
    logCredential(ctx, 'issue-batch', ids);
    return (await issuedOf(db, ids)).map((d) => ({ ...d, token: tokens.get(d.deviceId)! }));
  }),
  route(setDeviceMqttLogin, async (ctx) => {
    const { deviceId, username, password } = ctx.body;
    const { db } = ctx.services;
    if (password !== null && username === null) throw badParams(['username'], '请填写 MQTT 用户名');
    await db.tx((q) => setMqttLogin(q, deviceId, username ?? '', password));
    ctx.services.devices.forget(deviceId);
    logCredential(ctx, password === null ? 'mqtt-clear' : 'mqtt-set', [deviceId]);
    return { deviceId, mqttUsername: password === null ? null : username };
  }),
  listRoute(adminDeviceList),
  route(listDeviceRejections, async (ctx) => rejections(ctx.services.db, ctx.body.deviceId)),
  route(getDeviceConnection, async (ctx) => ({
    ...mqttEndpoint(ctx.services.config),
    httpTelemetryPath: '/api/device/telemetry',
    telemetryTopic: 'fengshou/devices/{sn}/telemetry',
    stateTopic: 'fengshou/devices/{sn}/state',
    commandTopic: 'fengshou/devices/{sn}/commands',
    commandAckTopic: 'fengshou/devices/{sn}/commands/ack',
  })),
];
