import mqtt, { type MqttClient } from 'mqtt';
import type { CommandOutlet, DeviceIdentity, DeviceService, IngestAnswer, Transport } from '../types';

/**
 * A device service that keeps what it is handed in memory: the broker's topic and ACL tests run without a
 * database (the real service is exercised by the database tests).
 */
export class FakeDevices implements DeviceService {
  readonly received: { sn: string; kind: string; payload: unknown; via: Transport }[] = [];
  outlet: CommandOutlet | null = null;
  private readonly byToken = new Map<string, DeviceIdentity>();

  add(sn: string, token: string, id = this.byToken.size + 1): DeviceIdentity {
    const device: DeviceIdentity = {
      id,
      sn,
      areaId: 310151000000,
      farmId: 1,
      profileId: 1,
      isController: false,
    };
    this.byToken.set(token, device);
    return device;
  }

  async authenticateToken(token: string) {
    return this.byToken.get(token) ?? null;
  }
  async authenticateMqtt(username: string, password: string) {
    const d = this.byToken.get(password);
    return d && d.sn === username ? d : null;
  }
  private take(device: DeviceIdentity, kind: string, payload: unknown, via: Transport): IngestAnswer {
    this.received.push({ sn: device.sn, kind, payload, via });
    return typeof payload === 'object' && payload !== null
      ? { accepted: 1, rejected: [] }
      : { accepted: 0, rejected: [{ reason: 'malformed', detail: String(payload) }] };
  }
  async telemetry(device: DeviceIdentity, payload: unknown, via: Transport) {
    return this.take(device, 'telemetry', payload, via);
  }
  async reportState(device: DeviceIdentity, payload: unknown, via: Transport) {
    return this.take(device, 'state', payload, via);
  }
  async acknowledge(device: DeviceIdentity, payload: unknown, via: Transport) {
    return this.take(device, 'ack', payload, via);
  }
  async pendingCommands() {
    return [];
  }
  readonly forgetting = new Set<(deviceId: number) => void>();
  forget(deviceId: number) {
    for (const fn of this.forgetting) fn(deviceId);
  }
  onForget(fn: (deviceId: number) => void) {
    this.forgetting.add(fn);
    return () => this.forgetting.delete(fn);
  }
  setOutlet(outlet: CommandOutlet | null) {
    this.outlet = outlet;
  }
  stats() {
    return { messages: 0, readingsStored: 0, rejected: 0, flushes: 0, latencyP50: 0, latencyP99: 0 };
  }
  async close() {}
}

/** Resolves once `check` holds (polled), or fails after `ms`. */
export async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Connects an MQTT client to a broker on this machine (kept in `clients` for the test to end). */
export function connectClient(
  port: number,
  clients: MqttClient[],
  username: string,
  password: string,
): Promise<MqttClient> {
  const c = mqtt.connect(`mqtt://127.0.0.1:${port}`, { username, password, reconnectPeriod: 0 });
  clients.push(c);
  return new Promise((resolve, reject) => {
    c.once('connect', () => resolve(c));
    c.once('error', reject);
  });
}
