import { RespCode } from '@fengshou/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceTokenOf } from '../http/device-upload';
import type { Devices } from './service';
import type { DeviceIdentity, IngestAnswer } from './types';

/** Where devices that do not speak MQTT (gateways, scripts) send and fetch. */
export const DEVICE_PATHS = {
  telemetry: '/api/device/telemetry',
  state: '/api/device/state',
  commands: '/api/device/commands',
  ack: '/api/device/commands/ack',
} as const;

const envelope = (respCode: number, respDesc: string, obj: unknown = null) => ({ respCode, respDesc, obj });

async function authenticated(devices: Devices, request: FastifyRequest, reply: FastifyReply) {
  const device = await devices.authenticateToken(deviceTokenOf(request) ?? '');
  if (!device) reply.status(401).send(envelope(RespCode.NO_ACCESS, '设备凭据无效或已更换'));
  return device;
}

function answer(reply: FastifyReply, a: IngestAnswer) {
  if (a.rejected.length === 0) return reply.send(envelope(RespCode.OK, '成功', { accepted: a.accepted }));
  const limited = a.rejected.some((r) => r.reason === 'rate-limited');
  return reply.status(limited ? 429 : 400).send(
    envelope(RespCode.BAD_PARAMS, a.rejected.map((r) => r.detail).join('；'), {
      accepted: 0,
      rejected: a.rejected,
    }),
  );
}

/**
 * The HTTP side of device ingestion. Answers carry the API's envelope and also an HTTP status a gateway can
 * act on: 401 wrong token (do not retry), 400 refused message (fix it), 429 too fast (slow down).
 */
export function registerDeviceHttp(app: FastifyInstance, devices: Devices): void {
  app.register(async (scope) => {
    // Bodies are parsed here rather than by the API's parser, so that a device sending broken JSON is known
    // (by its token) and its refusal counted like any other malformed message.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const post = (path: string, handle: (d: DeviceIdentity, body: unknown) => Promise<IngestAnswer>) =>
      scope.post(path, async (request, reply) => {
        const device = await authenticated(devices, request, reply);
        if (!device) return reply;
        return answer(reply, await handle(device, parseJson(request.body)));
      });
    post(DEVICE_PATHS.telemetry, (d, body) => devices.telemetry(d, body, 'http'));
    post(DEVICE_PATHS.state, (d, body) => devices.reportState(d, body, 'http'));
    post(DEVICE_PATHS.ack, (d, body) => devices.acknowledge(d, body, 'http'));
    scope.get(DEVICE_PATHS.commands, async (request, reply) => {
      const device = await authenticated(devices, request, reply);
      if (!device) return reply;
      return reply.send(envelope(RespCode.OK, '成功', await devices.pendingCommands(device)));
    });
  });
}

/** The body's JSON, or undefined for none or broken JSON (refused as malformed, counted). */
function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
