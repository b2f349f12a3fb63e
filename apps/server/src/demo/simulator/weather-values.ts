import { GATE_OF_KIND } from '../domain/catalog';
import { type Moment, SENSORS, type SensorDef } from '../domain/iot-sensors';
import { MORE_SENSORS } from '../domain/iot-sensors-more';
import { STORAGE_SENSORS } from '../domain/iot-sensors-storage';
import { Rng } from '../domain/rng';
import { beijingDayHour, dayOfYear } from '../domain/time';
import { type DayWeather, weatherSeries } from '../domain/weather';
import type { SimDeviceSpec, SimProperty, ValueSource } from './types';

/** The demo generator's default seed: the simulated devices continue the same weather and sensor curves. */
export const DEMO_SEED = 20260101;

// Sensor curves by device model and property identifier: the field kinds by their gate category (their
// profiles are named alike), the food stores by profile (a cold room and a freezer share a gate category).
const DEFS = new Map<string, SensorDef>();
for (const [kind, defs] of Object.entries({ ...SENSORS, ...MORE_SENSORS, ...STORAGE_SENSORS })) {
  for (const d of defs) DEFS.set(`${GATE_OF_KIND[kind] ?? kind}:${d.identifier}`, d);
}

/** The sensor model of a property of a device of a profile or gate category, when the demo generator has one. */
export const sensorDef = (model: string, identifier: string) => DEFS.get(`${model}:${identifier}`);

/** A demo property as the weather model follows it: its row id seeds its curve, last is where it stands. */
export interface ModelProp {
  id: number;
  identifier: string;
  gate: string;
  /** The device's profile code, where it has one. */
  profile?: string | null;
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
export function modelValue(def: SensorDef, p: ModelProp, minuteMs: number): number | undefined {
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
      live: true,
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
 * The demo devices' values from the weather model, as the seeded history has them: each property goes on
 * from its last value toward the model's curve for the minute.
 */
export class WeatherValues {
  private readonly props = new Map<string, ModelProp>();

  add(sn: string, p: ModelProp): void {
    this.props.set(`${sn}:${p.identifier}`, { ...p });
  }

  readonly source: ValueSource = (device: SimDeviceSpec, property: SimProperty, tsMs: number) => {
    const p = this.props.get(`${device.sn}:${property.identifier}`);
    const def = p && ((p.profile && sensorDef(p.profile, p.identifier)) || sensorDef(p.gate, p.identifier));
    if (!p || !def) return undefined;
    const v = modelValue(def, p, Math.floor(tsMs / 60_000) * 60_000);
    if (v === undefined || !Number.isFinite(v)) return undefined;
    const f = 10 ** def.digits;
    const rounded = Math.round(v * f) / f;
    p.last = rounded;
    return rounded;
  };
}
