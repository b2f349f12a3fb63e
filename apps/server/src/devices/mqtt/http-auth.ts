import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DeviceIdentity, DeviceService } from '../types';
import { mayPublish, maySubscribe, TOPIC_ROOT } from './topics';

export const MQTT_AUTH_PATH = '/api/device/mqtt/auth';
export const MQTT_ACL_PATH = '/api/device/mqtt/acl';
/** The header carrying MQTT_AUTH_SECRET on the broker's requests. */
export const MQTT_SECRET_HEADER = 'x-mqtt-auth-secret';

type Answer = { result: 'allow' | 'deny' };
const ALLOW: Answer = { result: 'allow' };
const DENY: Answer = { result: 'deny' };

const digest = (s: string) => createHash('sha256').update(s).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

// What the server's own login does on the broker: subscribe to the devices' messages, publish commands.
const SERVER_SUB = new RegExp(`^${TOPIC_ROOT}/\\+/(telemetry|state|commands/ack)$`);
const SERVER_PUB = new RegExp(`^${TOPIC_ROOT}/[^/#+]+/commands$`);
const SHARE_PREFIX = /^\$share\/[^/]+\//;

/**
 * EMQX's HTTP authentication and authorization (docs/devices.md): the external broker asks whether a user
 * name and password may connect, and whether it may publish or subscribe a topic. Devices sign in as
 * services.devices.authenticateMqtt decides and use only their own topics; the server's own login
 * (MQTT_USERNAME) subscribes to the devices' messages and publishes commands. Plain `{result}` answers, as
 * EMQX reads them; every request carries the shared secret.
 */
export function registerMqttAuth(
  app: FastifyInstance,
  opts: {
    secret: string;
    devices: () => DeviceService;
    deviceByUsername: (username: string) => Promise<DeviceIdentity | null>;
    server?: { username: string; password: string };
  },
): void {
  const trusted = (headers: Record<string, unknown>) => {
    const given = headers[MQTT_SECRET_HEADER];
    return typeof given === 'string' && same(given, opts.secret);
  };
  const str = (v: unknown) => (typeof v === 'string' ? v : '');

  app.post(MQTT_AUTH_PATH, async (request, reply) => {
    if (!trusted(request.headers)) return reply.status(403).send(DENY);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = str(body.username);
    const password = str(body.password);
    if (!username || !password) return DENY;
    if (opts.server && username === opts.server.username)
      return same(password, opts.server.password) ? ALLOW : DENY;
    return (await opts.devices().authenticateMqtt(username, password)) ? ALLOW : DENY;
  });

  app.post(MQTT_ACL_PATH, async (request, reply) => {
    if (!trusted(request.headers)) return reply.status(403).send(DENY);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = str(body.username);
    const action = str(body.action);
    const topic = str(body.topic).replace(SHARE_PREFIX, '');
    if (!username || !topic || (action !== 'publish' && action !== 'subscribe')) return DENY;
    if (opts.server && username === opts.server.username)
      return (action === 'subscribe' ? SERVER_SUB : SERVER_PUB).test(topic) ? ALLOW : DENY;
    const device = await opts.deviceByUsername(username);
    if (!device) return DENY;
    const ok = action === 'publish' ? mayPublish(device.sn, topic) !== null : maySubscribe(device.sn, topic);
    return ok ? ALLOW : DENY;
  });
}
