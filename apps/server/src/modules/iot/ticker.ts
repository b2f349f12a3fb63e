import type { Database } from '../../db/client';
import { GATE_OF_KIND } from '../../demo/domain/catalog';
import { type Moment, SENSORS, type SensorDef } from '../../demo/domain/iot-sensors';
import { MORE_SENSORS } from '../../demo/domain/iot-sensors-more';
import { Rng } from '../../demo/domain/rng';
import { dayOfYear } from '../../demo/domain/time';
import { type DayWeather, weatherSeries } from '../../demo/domain/weather';
import type { LiveHub } from '../../live/hub';
import { alarmsById } from './alarm-repo';

/** The demo generator's default seed: the ticker continues the same weather and sensor curves. */
const DEMO_SEED = 20260101;
const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

// Sensor curves by gate category identifier and property identifier.
const DEFS = new Map<string, SensorDef>();
for (const [kind, defs] of Object.entries({ ...SENSORS, ...MORE_SENSORS })) {
  for (const d of defs) DEFS.set(`${GATE_OF_KIND[kind] ?? kind}:${d.identifier}`, d);
}

interface PropRow {
  id: number;
  identifier: string;
  gate: string;
  last: number | null;
  area_id: number;
}

/** What one tick did. */
export interface TickReport {
  readings: number;
  alarms: number[];
}

const weatherCache = new Map<string, Map<number, DayWeather>>();
function weatherOn(countyId: number, day: number): DayWeather | undefined {
  const key = `${countyId}:${day}`;
  let w = weatherCache.get(key);
  if (!w) {
    if (weatherCache.size > 64) weatherCache.clear();
    w = weatherSeries(DEMO_SEED, countyId, day - 40, day + 1);
    weatherCache.set(key, w);
  }
  return w.get(day);
}

/** The model's value of a property at a Beijing minute, interpolated between the hourly curve points. */
function modelValue(def: SensorDef, p: PropRow, minuteMs: number): number | undefined {
  const local = minuteMs + BEIJING_MS;
  const day = Math.floor(local / DAY_MS);
  const hourF = (local % DAY_MS) / 3_600_000;
  const countyId = Math.floor(Number(p.area_id) / 1e6) * 1e6;
  const at = (h: number) => {
    const d = day + Math.floor(h / 24);
    const w = weatherOn(countyId, d);
    if (!w) return undefined;
    const s = def.init(new Rng(DEMO_SEED, `tick-state:${p.id}`));
    // Slow levels (soil moisture) carry on from the stored value rather than restarting.
    if (s.level !== 0 && p.last !== null) s.level = p.last;
    const m: Moment = {
      w,
      doy: dayOfYear(d),
      hour: h % 24,
      rng: new Rng(DEMO_SEED, `tick:${p.id}:${minuteMs}:${h}`),
      s,
    };
    return def.value(m);
  };
  const h0 = Math.floor(hourF);
  const a = at(h0);
  const b = at(h0 + 1);
  if (a === undefined || b === undefined) return undefined;
  const target = a + (b - a) * (hourF - h0);
  if (p.last === null) return target;
  // Level sensors move by an hour's change spread over its minutes; the others relax toward the curve.
  const s = def.init(new Rng(DEMO_SEED, `tick-state:${p.id}`));
  const k = s.level !== 0 ? 1 / 60 : 0.5;
  return p.last + k * (target - p.last);
}

/**
 * One minute of the demo county: a reading for every property of every online sensor from the weather
 * model, device and property "last seen" updated, alarms raised where a reading crosses a rule's
 * threshold (edge-triggered: the previous value was inside). Idempotent per minute (the readings' primary
 * key), so several API servers on one database write each minute once. After commit, new alarms and the
 * readings go out on the live channel (`iot.alarm`, `iot.reading`).
 */
export async function tick(db: Database, live: LiveHub, nowMs = Date.now()): Promise<TickReport> {
  const minuteMs = Math.floor(nowMs / 60_000) * 60_000;
  const stamp = new Date(minuteMs).toISOString();
  const props = await db.query<PropRow>(
    `SELECT p.id, p.identifier, g.identifier AS gate, p.last_value AS last, d.area_id
       FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id JOIN gate_categories g ON g.id = d.gate_category_id
      WHERE d.status = 1 AND NOT d.is_controller AND (p.last_time IS NULL OR p.last_time < $1::timestamptz)`,
    [stamp],
  );
  const ids: number[] = [];
  const values: number[] = [];
  for (const p of props) {
    const def = DEFS.get(`${p.gate}:${p.identifier}`);
    const v = def && modelValue(def, p, minuteMs);
    if (v === undefined || !Number.isFinite(v)) continue;
    const f = 10 ** def!.digits;
    ids.push(p.id);
    values.push(Math.round(v * f) / f);
  }
  return recordReadings(db, live, ids, values, stamp);
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
): Promise<TickReport> {
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

/** Runs `tick` at the start of every minute until the returned function is called (demo mode). */
export function startDemoTicker(
  db: Database,
  live: LiveHub,
  log: { warn: (o: object, m: string) => void },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, 60_000 - (Date.now() % 60_000) + 200);
    timer.unref();
  };
  const run = () => {
    tick(db, live)
      .catch((e: Error) => log.warn({ err: e.message }, 'iot ticker failed'))
      .finally(schedule);
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
