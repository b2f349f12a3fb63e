import { createServer, type Server } from 'node:net';
import { Aedes } from 'aedes';
import Fastify, { type FastifyInstance } from 'fastify';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectExternalBroker, type ExternalBroker } from './external';
import { MQTT_ACL_PATH, MQTT_AUTH_PATH, MQTT_SECRET_HEADER, registerMqttAuth } from './http-auth';
import { FakeDevices, until } from './test-support';

const silent = { info() {}, warn() {} };

// "The external broker": a second aedes that, like EMQX, hands each shared-subscription message to one
// member of the group (aedes has no $share, so the group prefix is dropped: one server here).
let external: Aedes;
let tcp: Server;
let url: string;
let devices: FakeDevices;
let side: ExternalBroker;
const subscribed: string[] = [];
const clients: MqttClient[] = [];

beforeAll(async () => {
  external = await Aedes.createBroker({
    authorizeSubscribe(_client, sub, done) {
      subscribed.push(sub.topic);
      done(null, { ...sub, topic: sub.topic.replace(/^\$share\/[^/]+\//, '') });
    },
  });
  tcp = createServer(external.handle);
  await new Promise<void>((r) => tcp.listen(0, '127.0.0.1', r));
  url = `mqtt://127.0.0.1:${(tcp.address() as { port: number }).port}`;
  devices = new FakeDevices();
  const known = new Map(
    [devices.add('EXT-1', 'token-1'), devices.add('EXT-2', 'token-2')].map((d) => [d.sn, d]),
  );
  side = connectExternalBroker({
    url,
    shareGroup: 'fengshou',
    devices,
    deviceBySn: async (sn) => known.get(sn) ?? null,
    log: silent,
  });
  await until(() => subscribed.length === 3);
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await side.close();
  await new Promise<void>((r) => external.close(() => r()));
  await new Promise<void>((r) => tcp.close(() => r()));
});

const device = async () => {
  const c = await mqtt.connectAsync(url, { reconnectPeriod: 0 });
  clients.push(c);
  return c;
};

describe('external broker mode', () => {
  it('subscribes to every device’s messages as the share group', () => {
    expect(subscribed).toEqual([
      '$share/fengshou/fengshou/devices/+/telemetry',
      '$share/fengshou/fengshou/devices/+/state',
      '$share/fengshou/fengshou/devices/+/commands/ack',
    ]);
  });

  it('takes the device from the serial in the topic and hands its messages to the service', async () => {
    const c = await device();
    await c.publishAsync(
      'fengshou/devices/EXT-1/telemetry',
      JSON.stringify([{ ts: 1, values: { ph: 7.1 } }]),
      {
        qos: 1,
      },
    );
    await c.publishAsync(
      'fengshou/devices/EXT-2/commands/ack',
      JSON.stringify({ commandId: 'x', ok: false }),
      {
        qos: 1,
      },
    );
    await c.publishAsync('fengshou/devices/NOBODY/telemetry', '{"ph": 7}', { qos: 1 });
    await c.publishAsync('fengshou/devices/EXT-1/telemetry', 'not json', { qos: 1 });
    await until(() => devices.received.length === 3 && side.unknownDevices() === 1);
    expect(devices.received).toEqual([
      { sn: 'EXT-1', kind: 'telemetry', payload: [{ ts: 1, values: { ph: 7.1 } }], via: 'mqtt' },
      { sn: 'EXT-2', kind: 'ack', payload: { commandId: 'x', ok: false }, via: 'mqtt' },
      { sn: 'EXT-1', kind: 'telemetry', payload: 'not json', via: 'mqtt' },
    ]);
  });

  it('publishes commands on the external broker', async () => {
    const c = await device();
    const got: string[] = [];
    c.on('message', (topic, payload) => got.push(`${topic} ${payload}`));
    await c.subscribeAsync('fengshou/devices/EXT-2/commands', { qos: 1 });
    const command = {
      commandId: 'cmd-ext-01',
      identifier: 'pump',
      status: 0 as const,
      deadline: '2030-01-01T00:00:00Z',
    };
    const ext2 = (await devices.authenticateToken('token-2'))!;
    expect(devices.outlet!.deliver(ext2, command)).toBe(true);
    await until(() => got.length === 1);
    expect(got).toEqual([`fengshou/devices/EXT-2/commands ${JSON.stringify(command)}`]);
  });
});

describe('HTTP authentication for EMQX', () => {
  let app: FastifyInstance;
  const secret = 'a-shared-secret-of-the-broker';
  beforeAll(async () => {
    app = Fastify();
    const fake = new FakeDevices();
    fake.add('HTTP-1', 'token-h1');
    fake.add('HTTP-2', 'token-h2');
    registerMqttAuth(app, {
      secret,
      devices: () => fake,
      deviceByUsername: async (u) =>
        u.startsWith('HTTP-') ? fake.authenticateMqtt(u, `token-h${u.slice(5)}`) : null,
      server: { username: 'fengshou-server', password: 'server-password' },
    });
    await app.ready();
  });
  afterAll(() => app.close());
  const ask = (path: string, body: object, key = secret) =>
    app.inject({ method: 'POST', url: path, headers: { [MQTT_SECRET_HEADER]: key }, payload: body });

  it('allows a device’s credential and the server’s login, denies others and requests without the secret', async () => {
    expect((await ask(MQTT_AUTH_PATH, { username: 'HTTP-1', password: 'token-h1' })).json()).toEqual({
      result: 'allow',
    });
    expect((await ask(MQTT_AUTH_PATH, { username: 'HTTP-1', password: 'token-h2' })).json()).toEqual({
      result: 'deny',
    });
    expect(
      (await ask(MQTT_AUTH_PATH, { username: 'fengshou-server', password: 'server-password' })).json(),
    ).toEqual({
      result: 'allow',
    });
    expect((await ask(MQTT_AUTH_PATH, { username: 'fengshou-server', password: 'nope' })).json()).toEqual({
      result: 'deny',
    });
    const stranger = await ask(MQTT_AUTH_PATH, { username: 'HTTP-1', password: 'token-h1' }, 'wrong-secret');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ result: 'deny' });
  });

  it('allows a device its own topics only, and the server the devices’ messages and commands', async () => {
    const acl = async (username: string, action: string, topic: string) =>
      (await ask(MQTT_ACL_PATH, { username, action, topic })).json().result;
    expect(await acl('HTTP-1', 'publish', 'fengshou/devices/HTTP-1/telemetry')).toBe('allow');
    expect(await acl('HTTP-1', 'publish', 'fengshou/devices/HTTP-1/commands/ack')).toBe('allow');
    expect(await acl('HTTP-1', 'subscribe', 'fengshou/devices/HTTP-1/commands')).toBe('allow');
    expect(await acl('HTTP-1', 'publish', 'fengshou/devices/HTTP-2/telemetry')).toBe('deny');
    expect(await acl('HTTP-1', 'publish', 'fengshou/devices/HTTP-1/commands')).toBe('deny');
    expect(await acl('HTTP-1', 'subscribe', 'fengshou/devices/+/commands')).toBe('deny');
    expect(await acl('HTTP-1', 'subscribe', '#')).toBe('deny');
    expect(await acl('UNKNOWN', 'publish', 'fengshou/devices/UNKNOWN/telemetry')).toBe('deny');
    expect(await acl('fengshou-server', 'subscribe', '$share/fengshou/fengshou/devices/+/telemetry')).toBe(
      'allow',
    );
    expect(await acl('fengshou-server', 'publish', 'fengshou/devices/HTTP-2/commands')).toBe('allow');
    expect(await acl('fengshou-server', 'publish', 'fengshou/devices/HTTP-2/telemetry')).toBe('deny');
  });
});
