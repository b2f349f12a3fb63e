import type { Database } from '../../db/client';
import { DEMO_SERIAL, demoDeviceToken, demoTokenHash } from './demo-credentials';
import { Fleet } from './fleet';
import { HttpLink } from './http-link';
import { MqttLink } from './mqtt-link';
import type { SimDeviceSpec, SimProperty } from './types';
import { WeatherValues } from './weather-values';

interface Row {
  sn: string;
  is_controller: boolean;
  area_id: string | number;
  gate: string;
  profile: string | null;
  prop_id: number | null;
  identifier: string | null;
  normal_min: number | null;
  normal_max: number | null;
  digits: number | null;
  last: number | null;
  switches: string[] | null;
}

/**
 * Gives the demo seed's devices that have no credential yet their demo token (a demo database seeded before
 * devices had credentials). Only serials of the demo seed, never a device someone registered.
 */
async function ensureDemoTokens(db: Database): Promise<void> {
  const rows = await db.query<{ id: number; sn: string }>(
    'SELECT id, device_sn AS sn FROM iot_devices WHERE token_hash IS NULL AND token_issued_at IS NULL',
  );
  const demo = rows.filter((r) => DEMO_SERIAL.test(r.sn));
  if (demo.length === 0) return;
  await db.query(
    `UPDATE iot_devices d SET token_hash = x.h, token_issued_at = now()
       FROM unnest($1::int[], $2::text[]) AS x(id, h) WHERE d.id = x.id AND d.token_hash IS NULL`,
    [demo.map((r) => r.id), demo.map((r) => demoTokenHash(r.sn))],
  );
}

/** The demo's online devices as simulated devices, and the weather model their values come from. */
export async function loadDemoDevices(
  db: Database,
): Promise<{ devices: SimDeviceSpec[]; values: WeatherValues }> {
  await ensureDemoTokens(db);
  const rows = await db.query<Row>(
    `SELECT d.device_sn AS sn, d.is_controller, d.area_id, g.identifier AS gate, dp.code AS profile,
            p.id AS prop_id, p.identifier,
            p.normal_min, p.normal_max, coalesce(p.digits, 1)::int AS digits, p.last_value AS last,
            (SELECT array_agg(s.identifier ORDER BY s.identifier) FROM iot_controller_states s WHERE s.device_id = d.id) AS switches
       FROM iot_devices d JOIN gate_categories g ON g.id = d.gate_category_id
       LEFT JOIN device_profiles dp ON dp.id = d.profile_id
       LEFT JOIN iot_device_properties p ON p.device_id = d.id AND NOT d.is_controller
      WHERE d.status = 1 AND d.token_hash IS NOT NULL
      ORDER BY d.id, p.id`,
  );
  const values = new WeatherValues();
  const bySn = new Map<string, SimDeviceSpec & { props: SimProperty[] }>();
  for (const r of rows) {
    if (!DEMO_SERIAL.test(r.sn)) continue;
    let d = bySn.get(r.sn);
    if (!d) {
      const props: SimProperty[] = [];
      d = {
        sn: r.sn,
        token: demoDeviceToken(r.sn),
        controller: r.is_controller,
        profile: { code: r.gate, properties: props, states: r.switches ?? [] },
        props,
      };
      bySn.set(r.sn, d);
    }
    if (r.prop_id !== null && r.identifier) {
      d.props.push({
        identifier: r.identifier,
        normal: [r.normal_min ?? 0, r.normal_max ?? 100],
        digits: r.digits ?? 1,
      });
      values.add(r.sn, {
        id: r.prop_id,
        identifier: r.identifier,
        gate: r.gate,
        profile: r.profile,
        last: r.last,
        area_id: Number(r.area_id),
      });
    }
  }
  return { devices: [...bySn.values()].map(({ props: _, ...d }) => d), values };
}

/**
 * The demo county keeps living: its online sensors send a reading of every property at the start of each
 * minute from the weather model, and its controllers act on commands — real device sessions on the server's
 * own broker (or over HTTP when it runs none), through the same path as any device.
 */
export async function startDemoSimulator(opts: {
  db: Database;
  /** The embedded broker, e.g. mqtt://127.0.0.1:1883; without it the devices use HTTP. */
  mqttUrl?: string;
  httpUrl: string;
  log: { warn: (o: object, m: string) => void };
}): Promise<Fleet> {
  const { devices, values } = await loadDemoDevices(opts.db);
  let warned = 0;
  const fleet = new Fleet(devices, {
    link: (d) => (opts.mqttUrl ? new MqttLink(opts.mqttUrl, d) : new HttpLink(opts.httpUrl, d, 10_000)),
    values: values.source,
    intervalMs: 60_000,
    schedule: 'minute',
    connectConcurrency: 20,
    onError: (d, e) => {
      // One bad minute of a few hundred devices is one problem, not hundreds of log lines.
      if (warned++ < 5) opts.log.warn({ sn: d.sn, err: e.message }, 'demo device simulator');
    },
  });
  await fleet.start();
  return fleet;
}
