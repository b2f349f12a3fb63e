import type { MqttSettings } from '../../config';
import type { Queryable } from '../../db/client';
import type { DeviceService } from '../types';
import { type EmbeddedBroker, startEmbeddedBroker } from './broker';
import { connectExternalBroker } from './external';
import { DeviceLookup } from './lookup';
import type { MqttLog } from './route';

export { registerMqttAuth } from './http-auth';
export { DeviceLookup } from './lookup';

/** The running MQTT side of a server: the embedded broker, or the client of an external one. */
export interface MqttSide {
  /** 'embedded' with its port, or 'external'. */
  mode: 'embedded' | 'external';
  port?: number;
  /** The embedded broker (benchmarks read its connection counts). */
  broker?: EmbeddedBroker;
  close(): Promise<void>;
}

/**
 * Starts what MQTT_* configures (after migrations, when devices can be looked up): the external broker's
 * client with MQTT_URL, otherwise the embedded broker on MQTT_PORT; nothing with MQTT=off.
 */
export async function startMqtt(
  settings: MqttSettings,
  deps: { devices: DeviceService; db: Queryable; log: MqttLog },
): Promise<MqttSide | null> {
  if (!settings.enabled) return null;
  if (settings.url) {
    const directory = new DeviceLookup(deps.db);
    const external = connectExternalBroker({
      url: settings.url,
      username: settings.username,
      password: settings.password,
      shareGroup: settings.shareGroup,
      devices: deps.devices,
      deviceBySn: (sn) => directory.bySn(sn),
      log: deps.log,
    });
    return { mode: 'external', close: () => external.close() };
  }
  const broker = await startEmbeddedBroker({
    devices: deps.devices,
    port: settings.port,
    host: settings.host,
    log: deps.log,
  });
  return { mode: 'embedded', port: broker.port, broker, close: () => broker.close() };
}
