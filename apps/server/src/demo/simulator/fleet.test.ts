import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedBroker, startEmbeddedBroker } from '../../devices/mqtt/broker';
import { FakeDevices, until } from '../../devices/mqtt/test-support';
import { profileCurve } from './curves';
import { Fleet } from './fleet';
import { MqttLink } from './mqtt-link';
import type { SimDeviceSpec } from './types';

const soil = {
  code: 'soil',
  properties: [
    { identifier: 'soilMoisture', normal: [18, 45] as const, digits: 1 },
    { identifier: 'soilTemp', normal: [0, 35] as const, digits: 1 },
  ],
  states: [],
};
const aerator = { code: 'aerator', properties: [], states: ['aerator_1', 'feeder'] };

let devices: FakeDevices;
let broker: EmbeddedBroker;
let fleet: Fleet;
const specs: SimDeviceSpec[] = [
  { sn: 'SIM-T-1', token: 't1', controller: false, profile: soil },
  { sn: 'SIM-T-2', token: 't2', controller: false, profile: soil },
  { sn: 'SIM-T-3', token: 't3', controller: true, profile: aerator },
];

beforeAll(async () => {
  devices = new FakeDevices();
  for (const s of specs) devices.add(s.sn, s.token);
  broker = await startEmbeddedBroker({ devices, port: 0, host: '127.0.0.1', log: { info() {}, warn() {} } });
  fleet = new Fleet(specs, {
    link: (d) => new MqttLink(`mqtt://127.0.0.1:${broker.port}`, d),
    values: profileCurve,
    intervalMs: 200,
    batch: 2,
  });
  await fleet.start();
});
afterAll(async () => {
  await fleet.stop();
  await broker.close();
});

describe('simulated devices over MQTT', () => {
  it('sensors send batches of their profile’s properties within the normal ranges, on their schedule', async () => {
    await until(() => devices.received.filter((r) => r.kind === 'telemetry').length >= 4);
    const got = devices.received.filter((r) => r.kind === 'telemetry');
    expect(new Set(got.map((r) => r.sn))).toEqual(new Set(['SIM-T-1', 'SIM-T-2']));
    for (const r of got) {
      const batch = r.payload as { ts: number; values: Record<string, number> }[];
      expect(batch).toHaveLength(2);
      expect(batch[0]!.ts).toBeLessThan(batch[1]!.ts);
      for (const e of batch) {
        expect(e.values.soilMoisture).toBeGreaterThanOrEqual(18);
        expect(e.values.soilMoisture).toBeLessThanOrEqual(45);
        expect(e.values.soilTemp).toBeGreaterThanOrEqual(0);
        expect(e.values.soilTemp).toBeLessThanOrEqual(35);
      }
    }
    expect(fleet.snapshot()).toMatchObject({ connected: 3, failed: 0 });
  });

  it('a controller acts on a command once, acknowledges it and reports the switch', async () => {
    const device = (await devices.authenticateToken('t3'))!;
    await until(() => broker.connectedDevices() === 1);
    const command = {
      commandId: 'sim-cmd-0001',
      identifier: 'aerator_1',
      status: 1 as const,
      deadline: '2030-01-01T00:00:00Z',
    };
    expect(devices.outlet!.deliver(device, command)).toBe(true);
    // The same command again (a redelivery) is not acted on twice.
    devices.outlet!.deliver(device, command);
    await until(() => devices.received.some((r) => r.sn === 'SIM-T-3' && r.kind === 'state'));
    await new Promise((r) => setTimeout(r, 100));
    expect(devices.received.filter((r) => r.sn === 'SIM-T-3')).toEqual([
      { sn: 'SIM-T-3', kind: 'ack', payload: { commandId: 'sim-cmd-0001', ok: true }, via: 'mqtt' },
      { sn: 'SIM-T-3', kind: 'state', payload: { aerator_1: 1 }, via: 'mqtt' },
    ]);
  });
});
