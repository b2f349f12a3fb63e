import { Rng } from './rng';
import { dayOfYear } from './time';

/** Daily weather of one district: the shared driver of sensor curves, alarms and pest catches. */
export interface DayWeather {
  /** Daily mean air temperature, °C. */
  mean: number;
  /** Half the day's temperature range, °C. */
  amplitude: number;
  /** Cloud cover 0–1. */
  cloud: number;
  /** Rain per hour (mm) for hours 0–23; all zero on dry days. */
  rain: number[];
}

/** Climatological daily mean temperature of 上海 by day of year (about 5 °C in January, 28 °C in late July). */
export function climateMean(doy: number): number {
  return 16.6 - 11.6 * Math.cos((2 * Math.PI * (doy - 21)) / 365);
}

/** Weather for days [from, to] of a district, persistent from day to day (AR(1) anomalies). */
export function weatherSeries(
  seed: number,
  countyId: number,
  from: number,
  to: number,
): Map<number, DayWeather> {
  const rng = new Rng(seed, `weather:${countyId}`);
  const out = new Map<number, DayWeather>();
  let anomaly = 0;
  let cloud = 0.4;
  for (let day = from; day <= to; day++) {
    anomaly = 0.75 * anomaly + rng.normal(0, 1.4);
    cloud = Math.min(1, Math.max(0, 0.6 * cloud + 0.4 * rng.next() + rng.normal(0, 0.1)));
    const rainy = cloud > 0.72 && rng.chance(0.7);
    const rain = Array.from({ length: 24 }, () => 0);
    if (rainy) {
      const start = rng.int(0, 20);
      const hours = rng.int(2, 10);
      for (let h = start; h < Math.min(24, start + hours); h++)
        rain[h] = Math.round(rng.range(0.2, 6) * 10) / 10;
    }
    out.set(day, {
      mean: climateMean(dayOfYear(day)) + anomaly - (rainy ? 1.5 : 0),
      amplitude: 2.5 + 3.5 * (1 - cloud),
      cloud,
      rain,
    });
  }
  return out;
}

/** Air temperature at an hour: the day's mean plus a daily wave peaking at 14:30. */
export function airTemp(w: DayWeather, hour: number): number {
  return w.mean + w.amplitude * Math.cos((2 * Math.PI * (hour - 14.5)) / 24);
}

/** Daylight factor 0–1 at an hour of a day of year (sunrise and sunset follow the season). */
export function daylight(doy: number, hour: number): number {
  const half = 6 + 1.2 * Math.cos((2 * Math.PI * (doy - 172)) / 365);
  const rise = 12.2 - half;
  const set = 12.2 + half;
  return hour <= rise || hour >= set ? 0 : Math.sin((Math.PI * (hour - rise)) / (set - rise));
}
