import mqtt, { type MqttClient } from 'mqtt';
import type { CommandMessage } from '../../devices/types';
import type { DeviceLink, SimDeviceSpec } from './types';

const topic = (sn: string, tail: string) => `fengshou/devices/${sn}/${tail}`;

/**
 * A device's MQTT session, as firmware keeps one: signs in with its serial and access token, publishes at
 * QoS 1 (the broker acknowledges once the server handled the message) and, for a controller, subscribes to
 * its commands. Reconnects by itself when the connection drops.
 */
export class MqttLink implements DeviceLink {
  private client: MqttClient | undefined;

  constructor(
    private readonly url: string,
    private readonly device: SimDeviceSpec,
  ) {}

  async open(onCommand: (command: CommandMessage) => void): Promise<void> {
    const { sn, token, controller } = this.device;
    this.client = await mqtt.connectAsync(this.url, {
      username: sn,
      password: token,
      clientId: `sim-${sn}`,
      keepalive: 120,
      reconnectPeriod: 5_000,
      connectTimeout: 30_000,
      // Publishing while reconnecting waits in memory instead of failing.
      queueQoSZero: false,
    });
    if (!controller) return;
    const commands = topic(sn, 'commands');
    this.client.on('message', (t, payload) => {
      if (t !== commands) return;
      try {
        onCommand(JSON.parse(payload.toString('utf8')) as CommandMessage);
      } catch {
        // Not a command this firmware understands: ignored, the server times it out.
      }
    });
    // Subscribed again after each reconnect: sessions are clean.
    const subscribe = () => this.client?.subscribeAsync(commands, { qos: 1 }).catch(() => undefined);
    this.client.on('connect', (connack) => {
      if (!connack.sessionPresent) void subscribe();
    });
    await subscribe();
  }

  private async publish(tail: string, payload: unknown): Promise<void> {
    if (!this.client) throw new Error('not connected');
    await this.client.publishAsync(topic(this.device.sn, tail), JSON.stringify(payload), { qos: 1 });
  }

  telemetry(payload: unknown) {
    return this.publish('telemetry', payload);
  }
  state(payload: Record<string, 0 | 1>) {
    return this.publish('state', payload);
  }
  ack(payload: { commandId: string; ok: boolean; message?: string }) {
    return this.publish('commands/ack', payload);
  }

  async close(): Promise<void> {
    await this.client?.endAsync(true);
  }
}
