import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedBroker, startEmbeddedBroker } from './broker';
import { connectClient, FakeDevices, until } from './test-support';

const silent = { info() {}, warn() {} };
let devices: FakeDevices;
let broker: EmbeddedBroker;
const clients: MqttClient[] = [];

beforeAll(async () => {
  devices = new FakeDevices();
  devices.add('SN-A', 'token-a');
  devices.add('SN-B', 'token-b');
  devices.add('SN-C', 'token-c', 3);
  broker = await startEmbeddedBroker({ devices, port: 0, host: '127.0.0.1', log: silent });
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker.close();
});

const connect = (username: string, password: string) =>
  connectClient(broker.port, clients, username, password);

describe('embedded broker', () => {
  it('refuses a wrong credential at CONNECT', async () => {
    await expect(connect('SN-A', 'token-b')).rejects.toThrow(/Bad username or password/);
    await expect(connect('SN-A', '')).rejects.toThrow();
  });

  it('hands a device’s telemetry, state and answers to the service, acknowledged once handled', async () => {
    const c = await connect('SN-A', 'token-a');
    await c.publishAsync('fengshou/devices/SN-A/telemetry', JSON.stringify({ airTemp: 21.5 }), { qos: 1 });
    await c.publishAsync('fengshou/devices/SN-A/state', JSON.stringify({ fan: 1 }), { qos: 1 });
    await c.publishAsync(
      'fengshou/devices/SN-A/commands/ack',
      JSON.stringify({ commandId: 'c1', ok: true }),
      {
        qos: 1,
      },
    );
    expect(devices.received.filter((r) => r.sn === 'SN-A')).toEqual([
      { sn: 'SN-A', kind: 'telemetry', payload: { airTemp: 21.5 }, via: 'mqtt' },
      { sn: 'SN-A', kind: 'state', payload: { fan: 1 }, via: 'mqtt' },
      { sn: 'SN-A', kind: 'ack', payload: { commandId: 'c1', ok: true }, via: 'mqtt' },
    ]);
  });

  it('passes a malformed payload on as text (counted as malformed) and keeps the device connected', async () => {
    const c = await connect('SN-A', 'token-a');
    const before = devices.received.length;
    await c.publishAsync('fengshou/devices/SN-A/telemetry', '{"airTemp": 2', { qos: 1 });
    expect(devices.received.slice(before)).toEqual([
      { sn: 'SN-A', kind: 'telemetry', payload: '{"airTemp": 2', via: 'mqtt' },
    ]);
    await c.publishAsync('fengshou/devices/SN-A/telemetry', JSON.stringify({ airTemp: 3 }), { qos: 1 });
    expect(c.connected).toBe(true);
  });

  it('refuses publishing to another device’s topic (the connection is dropped, nothing handed on)', async () => {
    const c = await connect('SN-A', 'token-a');
    const before = devices.received.length;
    const closed = new Promise<void>((r) => c.once('close', () => r()));
    c.publish('fengshou/devices/SN-B/telemetry', JSON.stringify({ airTemp: 30 }), { qos: 1 });
    await closed;
    expect(devices.received.length).toBe(before);
    const d = await connect('SN-A', 'token-a');
    const closedToo = new Promise<void>((r) => d.once('close', () => r()));
    d.publish('elsewhere/topic', '{}', { qos: 0 });
    await closedToo;
    expect(devices.received.length).toBe(before);
  });

  it('grants a device a subscription to its own commands topic only', async () => {
    const a = await connect('SN-A', 'token-a');
    const granted = await a.subscribeAsync('fengshou/devices/SN-A/commands', { qos: 1 });
    expect(granted.map((g) => g.qos)).toEqual([1]);
    for (const topic of ['fengshou/devices/SN-B/commands', 'fengshou/devices/+/telemetry', '#'])
      await expect(a.subscribeAsync(topic)).rejects.toThrow(/Subscribe error/);
  });

  it('publishes a command on the device’s commands topic while it listens, and answers false otherwise', async () => {
    const command = {
      commandId: 'cmd-000001',
      identifier: 'fan',
      status: 1 as const,
      deadline: '2030-01-01T00:00:00Z',
    };
    const b = devices.add('SN-C', 'token-c', 3);
    expect(devices.outlet!.deliver(b, command)).toBe(false);
    const c = await connect('SN-C', 'token-c');
    const got: { topic: string; payload: unknown }[] = [];
    c.on('message', (topic, payload) => got.push({ topic, payload: JSON.parse(payload.toString()) }));
    await c.subscribeAsync('fengshou/devices/SN-C/commands', { qos: 1 });
    await until(() => broker.connectedDevices() >= 1);
    expect(devices.outlet!.deliver(b, command)).toBe(true);
    await until(() => got.length === 1);
    expect(got[0]).toEqual({ topic: 'fengshou/devices/SN-C/commands', payload: command });
    c.end(true);
    await until(() => !devices.outlet!.deliver(b, command));
  });

  it('ends a device’s sessions when it is forgotten (token rotated, device deleted)', async () => {
    const c = await connect('SN-C', 'token-c');
    const closed = new Promise<void>((resolve) => c.once('close', () => resolve()));
    devices.forget(3);
    await closed;
  });
});
