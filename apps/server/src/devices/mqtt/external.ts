import { hostname } from 'node:os';
import mqtt, { type MqttClient } from 'mqtt';
import type { DeviceIdentity, DeviceService } from '../types';
import { MqttOutlet } from './outlet';
import { type MqttLog, routeMessage } from './route';
import { decodePayload, parseUpTopic, serverSubscriptions } from './topics';

export interface ExternalBroker {
  /** Connected to the broker now. */
  connected(): boolean;
  /** Messages whose topic named no known device (dropped). */
  unknownDevices(): number;
  close(): Promise<void>;
}

/**
 * The server as a client of an external broker (EMQX, Mosquitto) that authenticates the devices itself
 * (EMQX through the HTTP endpoints of http-auth.ts): it subscribes to every device's telemetry, state and
 * command answers — as a shared subscription, so the API servers of one installation split the messages —
 * takes the device from the serial in the topic, and publishes commands on the broker.
 */
export function connectExternalBroker(opts: {
  url: string;
  username?: string;
  password?: string;
  /** Share group of the subscriptions; empty: every server receives every message. */
  shareGroup?: string;
  devices: DeviceService;
  deviceBySn: (sn: string) => Promise<DeviceIdentity | null>;
  log: MqttLog;
}): ExternalBroker {
  const { devices, log } = opts;
  let unknown = 0;
  // Not awaited: a broker that is down at start is reached when it comes up (the client retries).
  const client: MqttClient = mqtt.connect(opts.url, {
    username: opts.username,
    password: opts.password,
    clientId: `fengshou-server-${hostname()}-${process.pid}`,
    reconnectPeriod: 2_000,
    connectTimeout: 10_000,
  });
  // A clean session loses its subscriptions on a reconnect: subscribe on every connect.
  client.on('connect', (connack) => {
    if (connack.sessionPresent) return;
    client.subscribeAsync(serverSubscriptions(opts.shareGroup), { qos: 1 }).then(
      (granted) => {
        const refused = granted.filter((g) => g.qos === 128).map((g) => g.topic);
        if (refused.length) log.warn({ refused }, 'external mqtt broker refused subscriptions');
      },
      (e: Error) => log.warn({ err: e.message }, 'external mqtt subscription failed'),
    );
  });
  client.on('error', (e) => log.warn({ err: e.message }, 'external mqtt broker'));
  client.on('offline', () => log.warn({ url: opts.url }, 'external mqtt broker unreachable, reconnecting'));
  client.on('message', (topic, payload) => {
    const up = parseUpTopic(topic);
    if (!up) return;
    opts
      .deviceBySn(up.sn)
      .then((device) => {
        if (!device) {
          unknown++;
          return;
        }
        return routeMessage(devices, device, up.kind, decodePayload(payload));
      })
      .catch((e: Error) => log.warn({ err: e.message, sn: up.sn }, 'mqtt message not handled'));
  });

  // The broker keeps a command (QoS 1) for a device with a persistent session until it comes back.
  devices.setOutlet(
    new MqttOutlet(
      (topic, payload) =>
        client.publish(topic, payload, { qos: 1 }, (e) => {
          if (e) log.warn({ err: e.message, topic }, 'mqtt command not published');
        }),
      () => client.connected,
    ),
  );
  return {
    connected: () => client.connected,
    unknownDevices: () => unknown,
    async close() {
      devices.setOutlet(null);
      await client.endAsync();
    },
  };
}
