import type { DeviceIdentity, DeviceService, IngestAnswer } from '../types';
import type { UpKind } from './topics';

/** Hands one device message to the device service by its topic's kind. */
export function routeMessage(
  devices: DeviceService,
  device: DeviceIdentity,
  kind: UpKind,
  payload: unknown,
): Promise<IngestAnswer> {
  switch (kind) {
    case 'telemetry':
      return devices.telemetry(device, payload, 'mqtt');
    case 'state':
      return devices.reportState(device, payload, 'mqtt');
    case 'ack':
      return devices.acknowledge(device, payload, 'mqtt');
  }
}

/** The little of a logger the MQTT side uses (pino's shape). */
export interface MqttLog {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
}
