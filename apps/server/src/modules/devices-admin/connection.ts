import type { Config } from '../../config';

/** The MQTT port devices use when the server states none (the protocol's registered port). */
export const DEFAULT_MQTT_PORT = 1883;

/**
 * Where devices reach the MQTT broker, as the registry page shows it: an external broker's host and port
 * (`mqttUrl`), else the embedded broker's port on this server's host. Read by name from the configuration
 * the broker is started with, so a page never states a port the server does not listen on.
 */
export function mqttEndpoint(config: Config): { mqttPort: number | null; mqttHost: string | null } {
  const c = config as Config & { mqttUrl?: string | null; mqttPort?: number | null };
  if (c.mqttUrl) {
    try {
      const u = new URL(c.mqttUrl);
      return { mqttHost: u.hostname, mqttPort: u.port ? Number(u.port) : DEFAULT_MQTT_PORT };
    } catch {
      return { mqttHost: null, mqttPort: DEFAULT_MQTT_PORT };
    }
  }
  // 0 turns the embedded broker off: devices then have HTTP only.
  if (c.mqttPort === 0) return { mqttHost: null, mqttPort: null };
  return { mqttHost: null, mqttPort: c.mqttPort ?? DEFAULT_MQTT_PORT };
}
