import { createServer, type Server } from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { DeviceIdentity, DeviceService } from '../types';
import { MqttOutlet, Sessions } from './outlet';
import { type MqttLog, routeMessage } from './route';
import { decodePayload, mayPublish, maySubscribe, topicOf } from './topics';

export interface EmbeddedBroker {
  /** The port it listens on (the chosen one when started on port 0). */
  port: number;
  /** Devices with a session subscribed to their commands. */
  connectedDevices(): number;
  /** Connected MQTT clients. */
  connectedClients(): number;
  close(): Promise<void>;
}

// aedes' CONNACK return codes (its AuthErrorCode is a const enum, which isolated modules cannot read).
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;

function refused(message: string, returnCode: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

/**
 * The MQTT broker inside the server process: devices sign in with their credential (services.devices), may
 * publish and subscribe only under their own `fengshou/devices/{sn}/`, and what they publish goes to the
 * device service; a QoS 1 message is acknowledged once it is handled (stored, for readings). Commands go out
 * through the outlet it registers.
 */
export async function startEmbeddedBroker(opts: {
  devices: DeviceService;
  port: number;
  host?: string;
  log: MqttLog;
}): Promise<EmbeddedBroker> {
  const { devices, log } = opts;
  const identity = new WeakMap<Client, DeviceIdentity>();
  const listening = new Sessions<Client>();
  // Every session of a device, so a rotated token or a deleted device ends them at once.
  const sessions = new Sessions<Client>();

  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      if (!username || !password) return done(refused('no credential', BAD_USERNAME_OR_PASSWORD), false);
      devices.authenticateMqtt(username, password.toString('utf8')).then(
        (device) => {
          if (!device) return done(refused('wrong credential', BAD_USERNAME_OR_PASSWORD), false);
          identity.set(client, device);
          sessions.add(device.id, client);
          done(null, true);
        },
        (e: Error) => {
          log.warn({ err: e.message }, 'mqtt authentication failed');
          done(refused('server unavailable', SERVER_UNAVAILABLE), false);
        },
      );
    },
    authorizePublish(client, packet, done) {
      const device = client && identity.get(client);
      // The server itself publishes commands (client null); a device only its own messages.
      if (!client) return done(null);
      const kind = device && mayPublish(device.sn, packet.topic);
      if (!device || !kind) return done(new Error(`publish to ${packet.topic} not allowed`));
      // Acknowledged (PUBACK) after the service handled it: a device resends what was not stored.
      routeMessage(devices, device, kind, decodePayload(packet.payload)).then(
        () => done(null),
        (e: Error) => {
          log.warn({ err: e.message, sn: device.sn }, 'mqtt message not handled');
          done(e);
        },
      );
    },
    authorizeSubscribe(client, sub, done) {
      const device = identity.get(client);
      // A null subscription answers the SUBSCRIBE with a failure (0x80) for that topic.
      done(null, device && maySubscribe(device.sn, sub.topic) ? sub : null);
    },
    // Nothing a device publishes reaches another device; only commands (published by the server) go out.
    authorizeForward(_client, packet) {
      return packet.topic.endsWith('/commands') ? packet : null;
    },
  });
  broker.on('subscribe', (subs, client) => {
    const device = identity.get(client);
    if (device && subs.some((s) => s.topic === topicOf(device.sn, 'commands')))
      listening.add(device.id, client);
  });
  broker.on('unsubscribe', (topics, client) => {
    const device = identity.get(client);
    if (device && topics.includes(topicOf(device.sn, 'commands'))) listening.remove(device.id, client);
  });
  broker.on('clientDisconnect', (client) => {
    const device = identity.get(client);
    if (!device) return;
    listening.remove(device.id, client);
    sessions.remove(device.id, client);
  });
  const stopForgetting = devices.onForget((deviceId) => {
    for (const client of sessions.of(deviceId)) client.close();
  });
  broker.on('clientError', (client, e) => {
    log.info({ err: e.message, client: client.id }, 'mqtt client error');
  });

  const outlet = new MqttOutlet(
    (topic, payload) =>
      broker.publish(
        { cmd: 'publish', topic, payload: Buffer.from(payload), qos: 1, retain: false, dup: false },
        (e) => {
          if (e) log.warn({ err: e.message, topic }, 'mqtt command not published');
        },
      ),
    (device) => listening.has(device.id),
  );
  devices.setOutlet(outlet);

  const server: Server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;

  return {
    port,
    connectedDevices: () => listening.devices,
    connectedClients: () => broker.connectedClients,
    async close() {
      stopForgetting();
      devices.setOutlet(null);
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
