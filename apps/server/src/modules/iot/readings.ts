import type { Database } from '../../db/client';
import type { LiveHub } from '../../live/hub';
import { alarmsById } from './alarm-repo';

/** What one write of readings did: the readings stored and the alarms raised. */
export interface ReadingsReport {
  readings: number;
  alarms: number[];
}

/**
 * Writes readings of sensor properties at one time in one transaction, as the ticker does every minute:
 * the reading rows (a property's second reading at the same time is ignored), alarms where a reading
 * crosses an enabled rule's threshold (edge-triggered: the previous value was inside), the properties'
 * last values and the devices' last-seen time. After commit the new alarms and the readings go out on the
 * live channel (`iot.alarm`, `iot.reading`).
 */
export async function recordReadings(
  db: Database,
  live: LiveHub,
  ids: readonly number[],
  values: readonly number[],
  stamp: string,
): Promise<ReadingsReport> {
  if (ids.length === 0) return { readings: 0, alarms: [] };
  const result = await db.tx(async (q) => {
    const written = await q.query<{ property_id: number; value: number }>(
      `INSERT INTO iot_readings (property_id, ts, value)
       SELECT id, $1::timestamptz, v FROM unnest($2::int[], $3::real[]) AS x(id, v)
       ON CONFLICT DO NOTHING RETURNING property_id, value`,
      [stamp, ids, values],
    );
    if (written.length === 0) return { written, alarms: [] as number[] };
    const w = written.map((r) => r.property_id);
    const wv = written.map((r) => r.value);
    // Alarms first: they compare the new value with the previous last_value.
    const alarms = await q.query<{ id: number }>(
      `WITH x AS (SELECT * FROM unnest($2::int[], $3::real[]) AS x(id, v))
       INSERT INTO iot_alarm_records (rule_id, device_id, property_id, farm_id, area_id, alarm_time, alarm_value, threshold, alarm_content, alarm_level)
       SELECT r.id, d.id, p.id, d.farm_id, d.area_id, $1::timestamptz, x.v, r.threshold,
              d.device_name || p.property_name || x.v || p.unit || '，' || CASE r.comparator WHEN 'gt' THEN '高于' ELSE '低于' END
                || '阈值' || r.threshold || p.unit, r.alarm_level
         FROM x JOIN iot_device_properties p ON p.id = x.id JOIN iot_devices d ON d.id = p.device_id
         JOIN iot_alarm_rules r ON r.property_id = p.id AND r.enabled
        WHERE (r.comparator = 'gt' AND x.v > r.threshold AND NOT coalesce(p.last_value > r.threshold, false))
           OR (r.comparator = 'lt' AND x.v < r.threshold AND NOT coalesce(p.last_value < r.threshold, false))
       RETURNING id`,
      [stamp, w, wv],
    );
    await q.query(
      `UPDATE iot_device_properties p SET last_value = x.v, last_time = $1::timestamptz
         FROM unnest($2::int[], $3::real[]) AS x(id, v) WHERE p.id = x.id`,
      [stamp, w, wv],
    );
    await q.query(
      `UPDATE iot_devices SET last_online_time = $1::timestamptz
        WHERE id IN (SELECT device_id FROM iot_device_properties WHERE id = ANY($2::int[]))`,
      [stamp, w],
    );
    return { written, alarms: alarms.map((a) => a.id) };
  });
  await announce(db, live, result.written, result.alarms, stamp);
  return { readings: result.written.length, alarms: result.alarms };
}

async function announce(
  db: Database,
  live: LiveHub,
  written: { property_id: number; value: number }[],
  alarmIds: number[],
  stamp: string,
) {
  // Alarms first: a wall screen shows a new alarm before the minute's readings are spread.
  for (const a of await alarmsById(db, alarmIds))
    live.publish({ topic: 'iot.alarm', areaId: a.areaId, data: a });
  if (written.length === 0) return;
  const props = await db.query<{ id: number; device_id: number; area_id: number; t: string }>(
    `SELECT p.id, p.device_id, d.area_id, to_char($2::timestamptz, 'YYYY-MM-DD HH24:MI:SS') AS t
       FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id WHERE p.id = ANY($1::int[])`,
    [written.map((r) => r.property_id), stamp],
  );
  const byProp = new Map(props.map((p) => [p.id, p]));
  const byDevice = new Map<
    number,
    { areaId: number; values: { devicePropertyId: number; value: number }[] }
  >();
  for (const r of written) {
    const p = byProp.get(r.property_id)!;
    const entry = byDevice.get(p.device_id) ?? { areaId: Number(p.area_id), values: [] };
    entry.values.push({ devicePropertyId: r.property_id, value: r.value });
    byDevice.set(p.device_id, entry);
  }
  const time = props[0]!.t;
  for (const [deviceId, e] of byDevice) {
    live.publish({ topic: 'iot.reading', areaId: e.areaId, data: { deviceId, time, values: e.values } });
  }
}
