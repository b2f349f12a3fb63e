import type { Config } from '../../config';

/** The MQTT port devices use when the server states none (the protocol's registered port). */
export const DEFAULT_MQTT_PORT = 1883;

/** Default ports of the broker URL schemes a bureau may configure. */
const SCHEME_PORTS: Readonly<Record<string, number>> = {
  'mqtt:': 1883,
  'tcp:': 1883,
  'mqtts:': 8883,
  'ssl:': 8883,
  'ws:': 80,
  'wss:': 443,
};

/** The part of the MQTT settings the page needs (config.mqtt: MQTT, MQTT_PORT, MQTT_URL). */
interface MqttView {
  enabled: boolean;
  port: number;
  url?: string | undefined;
}

/**
 * Where devices reach the MQTT broker, as the registry page shows it: an external broker's host and port
 * (MQTT_URL), else the embedded broker's port on the host the page was opened by; none when MQTT is off (or
 * the broker takes any free port, which only tests do). Read from the configuration the broker is started
 * with, so the page never states a port the server does not listen on.
 */
export function mqttEndpoint(config: Config): { mqttPort: number | null; mqttHost: string | null } {
  const m = (config as { mqtt?: MqttView }).mqtt;
  if (!m) return { mqttHost: null, mqttPort: DEFAULT_MQTT_PORT };
  if (!m.enabled) return { mqttHost: null, mqttPort: null };
  if (m.url) {
    try {
      const u = new URL(m.url);
      return { mqttHost: u.hostname, mqttPort: u.port ? Number(u.port) : (SCHEME_PORTS[u.protocol] ?? null) };
    } catch {
      return { mqttHost: null, mqttPort: null };
    }
  }
  return { mqttHost: null, mqttPort: m.port > 0 ? m.port : null };
}
