import type { Database } from '../db/client';
import type { LiveHub } from '../live/hub';
import { type ReadingsReport, recordReadings } from '../modules/iot/readings';
import { GATE_OF_KIND } from './domain/catalog';
import { type Moment, SENSORS, type SensorDef } from './domain/iot-sensors';
import { MORE_SENSORS } from './domain/iot-sensors-more';
import { Rng } from './domain/rng';
import { beijingDayHour, dayOfYear } from './domain/time';
import { type DayWeather, weatherSeries } from './domain/weather';

/** The demo generator's default seed: the ticker continues the same weather and sensor curves. */
const DEMO_SEED = 20260101;

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
  const { day, hour: hourF } = beijingDayHour(minuteMs);
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
export async function tick(db: Database, live: LiveHub, nowMs = Date.now()): Promise<ReadingsReport> {
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
