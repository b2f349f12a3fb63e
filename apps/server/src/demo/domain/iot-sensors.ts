import type { Rng } from './rng';
import { airTemp, type DayWeather, daylight } from './weather';

/** What a sensor curve sees at one hour. */
export interface Moment {
  w: DayWeather;
  doy: number;
  hour: number;
  rng: Rng;
  /** Per-property memory: slow levels such as soil moisture. */
  s: { level: number; offset: number };
  /**
   * A live minute of the simulator rather than an hour of the seeded history: rare events the history draws
   * hour by hour (a refrigeration fault, a hot spot in grain) are not drawn again every minute.
   */
  live?: boolean;
}

/** An alarm rule of a property. */
export interface RuleDef {
  cmp: 'gt' | 'lt';
  threshold: number;
  level: 1 | 2 | 3;
  text: string;
}

/** A measured property of a device kind and the curve it follows. */
export interface SensorDef {
  identifier: string;
  name: string;
  unit: string;
  normal: [number, number];
  digits: number;
  /** Start of the per-property memory (level, offset). */
  init: (rng: Rng) => { level: number; offset: number };
  value: (m: Moment) => number;
  rules: RuleDef[];
}

const wave = (hour: number, peak: number) => Math.cos((2 * Math.PI * (hour - peak)) / 24);
const rainNow = (m: Moment) => m.w.rain[m.hour] ?? 0;
const sun = (m: Moment) => daylight(m.doy, m.hour) * (1 - 0.75 * m.w.cloud);
const flat = (lo: number, hi: number) => (rng: Rng) => ({ level: 0, offset: rng.range(lo, hi) });

const outdoorTemp: SensorDef = {
  identifier: 'airTemp',
  name: '空气温度',
  unit: '℃',
  normal: [-5, 38],
  digits: 1,
  init: flat(-0.6, 0.6),
  value: (m) => airTemp(m.w, m.hour) + m.s.offset + m.rng.normal(0, 0.25),
  rules: [
    { cmp: 'gt', threshold: 35, level: 2, text: '高温' },
    { cmp: 'lt', threshold: 2, level: 2, text: '低温' },
  ],
};

const outdoorHumidity: SensorDef = {
  identifier: 'airHumidity',
  name: '空气湿度',
  unit: '%RH',
  normal: [30, 100],
  digits: 1,
  init: flat(-3, 3),
  value: (m) =>
    Math.min(
      99,
      Math.max(30, 76 + 18 * m.w.cloud - 14 * wave(m.hour, 14.5) + (rainNow(m) ? 12 : 0) + m.s.offset),
    ),
  rules: [],
};

/** Device kinds (gateway category identifiers) and their properties. */
export const SENSORS: Record<string, SensorDef[]> = {
  meteorology: [
    outdoorTemp,
    outdoorHumidity,
    {
      identifier: 'illuminance',
      name: '光照强度',
      unit: 'lux',
      normal: [0, 120000],
      digits: 0,
      init: flat(0.92, 1.05),
      value: (m) =>
        Math.max(0, (45000 + 40000 * Math.cos((2 * Math.PI * (m.doy - 172)) / 365)) * sun(m) * m.s.offset),
      rules: [],
    },
    {
      identifier: 'rainfall',
      name: '降雨量',
      unit: 'mm',
      normal: [0, 50],
      digits: 1,
      init: flat(0.9, 1.1),
      value: (m) => rainNow(m) * m.s.offset,
      rules: [{ cmp: 'gt', threshold: 8, level: 2, text: '强降雨' }],
    },
    {
      identifier: 'windSpeed',
      name: '风速',
      unit: 'm/s',
      normal: [0, 20],
      digits: 1,
      init: flat(0.8, 1.3),
      value: (m) =>
        Math.max(0, (2.2 + 2.5 * m.w.cloud + 1.2 * wave(m.hour, 15) + m.rng.normal(0, 0.7)) * m.s.offset),
      rules: [{ cmp: 'gt', threshold: 10.8, level: 2, text: '大风' }],
    },
    {
      identifier: 'pressure',
      name: '大气压',
      unit: 'hPa',
      normal: [990, 1040],
      digits: 1,
      init: flat(-1, 1),
      value: (m) => 1015 + 9 * Math.cos((2 * Math.PI * (m.doy - 15)) / 365) - 6 * m.w.cloud + m.s.offset,
      rules: [],
    },
  ],
  soil: [
    {
      identifier: 'soilMoisture',
      name: '土壤含水率',
      unit: '%',
      normal: [18, 45],
      digits: 1,
      init: (rng) => ({ level: rng.range(24, 34), offset: 0 }),
      value: (m) => {
        m.s.level = Math.min(44, m.s.level + rainNow(m) * 0.9 - 0.02 - 0.05 * sun(m));
        if (m.s.level < 19 && m.rng.chance(0.05)) m.s.level += m.rng.range(6, 10);
        return m.s.level + m.rng.normal(0, 0.15);
      },
      rules: [
        { cmp: 'lt', threshold: 18, level: 2, text: '土壤缺水' },
        { cmp: 'gt', threshold: 43, level: 1, text: '土壤过湿' },
      ],
    },
    {
      identifier: 'soilTemp',
      name: '土壤温度',
      unit: '℃',
      normal: [0, 35],
      digits: 1,
      init: flat(0.5, 1.5),
      value: (m) => m.w.mean + m.s.offset + 1.4 * wave(m.hour, 16.5) + m.rng.normal(0, 0.1),
      rules: [],
    },
    {
      identifier: 'soilPh',
      name: '土壤pH',
      unit: '',
      normal: [5.5, 8.5],
      digits: 2,
      init: flat(7.3, 8.1),
      value: (m) => m.s.offset + m.rng.normal(0, 0.03),
      rules: [{ cmp: 'gt', threshold: 8.4, level: 1, text: '土壤偏碱' }],
    },
    {
      identifier: 'soilEc',
      name: '土壤电导率',
      unit: 'mS/cm',
      normal: [0.1, 2],
      digits: 2,
      init: (rng) => ({ level: rng.range(0.3, 0.9), offset: 0 }),
      value: (m) => {
        m.s.level = Math.max(0.15, m.s.level * 0.999 - rainNow(m) * 0.01 + (m.rng.chance(0.004) ? 0.5 : 0));
        return m.s.level + m.rng.normal(0, 0.01);
      },
      rules: [{ cmp: 'gt', threshold: 2, level: 1, text: '盐分偏高' }],
    },
  ],
};
