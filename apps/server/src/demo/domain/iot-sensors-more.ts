import type { Moment, SensorDef } from './iot-sensors';
import type { Rng } from './rng';
import { airTemp, daylight } from './weather';

const wave = (hour: number, peak: number) => Math.cos((2 * Math.PI * (hour - peak)) / 24);
const sun = (m: Moment) => daylight(m.doy, m.hour) * (1 - 0.75 * m.w.cloud);
const flat = (lo: number, hi: number) => (rng: Rng) => ({ level: 0, offset: rng.range(lo, hi) });

/** Water-quality, greenhouse and livestock-house properties. */
export const MORE_SENSORS: Record<string, SensorDef[]> = {
  water_quality: [
    {
      identifier: 'dissolvedOxygen',
      name: '溶解氧',
      unit: 'mg/L',
      normal: [5, 12],
      digits: 2,
      init: (rng) => ({ level: 0, offset: rng.range(-0.4, 0.4) }),
      // Photosynthesis lifts oxygen in the afternoon, respiration drains it before dawn; warm water holds less.
      value: (m) => {
        const water = m.w.mean + 1.5;
        const crash = m.w.cloud > 0.85 && m.hour < 8 ? 2.2 : 0;
        return Math.max(
          1.5,
          9.6 - 0.16 * water + 2.1 * wave(m.hour, 16) - crash + m.s.offset + m.rng.normal(0, 0.15),
        );
      },
      rules: [{ cmp: 'lt', threshold: 5, level: 3, text: '溶解氧偏低' }],
    },
    {
      identifier: 'waterTemp',
      name: '水温',
      unit: '℃',
      normal: [2, 32],
      digits: 1,
      init: flat(1, 2),
      value: (m) => m.w.mean + m.s.offset + 0.9 * wave(m.hour, 17) + m.rng.normal(0, 0.08),
      rules: [{ cmp: 'gt', threshold: 32, level: 2, text: '水温过高' }],
    },
    {
      identifier: 'waterPh',
      name: '水体pH',
      unit: '',
      normal: [6.5, 9],
      digits: 2,
      init: flat(7.5, 8.1),
      value: (m) => m.s.offset + 0.35 * wave(m.hour, 16) + m.rng.normal(0, 0.03),
      rules: [
        { cmp: 'gt', threshold: 9, level: 2, text: 'pH偏高' },
        { cmp: 'lt', threshold: 6.5, level: 2, text: 'pH偏低' },
      ],
    },
    {
      identifier: 'ammoniaNitrogen',
      name: '氨氮',
      unit: 'mg/L',
      normal: [0, 1],
      digits: 2,
      init: (rng) => ({ level: rng.range(0.25, 0.6), offset: 0 }),
      value: (m) => {
        m.s.level = Math.min(1.4, Math.max(0.12, m.s.level + m.rng.normal(0.001, 0.02)));
        return m.s.level;
      },
      rules: [{ cmp: 'gt', threshold: 1, level: 2, text: '氨氮超标' }],
    },
  ],
  greenhouse: [
    {
      identifier: 'airTemp',
      name: '棚内温度',
      unit: '℃',
      normal: [8, 32],
      digits: 1,
      init: flat(8, 14),
      // The film traps the sun by day and keeps a few degrees at night.
      value: (m) => airTemp(m.w, m.hour) + 3 + m.s.offset * sun(m) + m.rng.normal(0, 0.3),
      rules: [
        { cmp: 'gt', threshold: 32, level: 2, text: '棚温过高' },
        { cmp: 'lt', threshold: 5, level: 2, text: '棚温过低' },
      ],
    },
    {
      identifier: 'airHumidity',
      name: '棚内湿度',
      unit: '%RH',
      normal: [50, 95],
      digits: 1,
      init: flat(-2, 2),
      value: (m) =>
        Math.min(99, Math.max(40, 86 - 22 * sun(m) + 5 * m.w.cloud + m.s.offset + m.rng.normal(0, 1))),
      rules: [{ cmp: 'gt', threshold: 97, level: 1, text: '湿度过高' }],
    },
    {
      identifier: 'co2',
      name: '二氧化碳浓度',
      unit: 'ppm',
      normal: [300, 1500],
      digits: 0,
      init: flat(0.9, 1.1),
      value: (m) => (720 - 380 * sun(m) - 80 * wave(m.hour, 14)) * m.s.offset + m.rng.normal(0, 12),
      rules: [],
    },
    {
      identifier: 'illuminance',
      name: '棚内光照',
      unit: 'lux',
      normal: [0, 80000],
      digits: 0,
      init: flat(0.6, 0.75),
      value: (m) =>
        Math.max(0, (42000 + 36000 * Math.cos((2 * Math.PI * (m.doy - 172)) / 365)) * sun(m) * m.s.offset),
      rules: [],
    },
  ],
  livestock_env: [
    {
      identifier: 'airTemp',
      name: '舍内温度',
      unit: '℃',
      normal: [12, 28],
      digits: 1,
      init: flat(17, 21),
      value: (m) => 0.45 * airTemp(m.w, m.hour) + 0.55 * m.s.offset + m.rng.normal(0, 0.2),
      rules: [
        { cmp: 'gt', threshold: 30, level: 2, text: '舍温过高' },
        { cmp: 'lt', threshold: 10, level: 2, text: '舍温过低' },
      ],
    },
    {
      identifier: 'airHumidity',
      name: '舍内湿度',
      unit: '%RH',
      normal: [50, 85],
      digits: 1,
      init: flat(62, 72),
      value: (m) => Math.min(95, m.s.offset + 6 * m.w.cloud + 4 * wave(m.hour, 5) + m.rng.normal(0, 1)),
      rules: [],
    },
    {
      identifier: 'ammonia',
      name: '氨气浓度',
      unit: 'ppm',
      normal: [0, 20],
      digits: 1,
      init: flat(0.8, 1.3),
      // Builds up overnight and drops after the morning cleaning and ventilation.
      value: (m) => {
        const sinceClean = (m.hour + 24 - 8) % 24;
        return Math.max(2, (6 + 0.55 * sinceClean) * m.s.offset + m.rng.normal(0, 0.8));
      },
      rules: [{ cmp: 'gt', threshold: 20, level: 2, text: '氨气超标' }],
    },
    {
      identifier: 'co2',
      name: '舍内二氧化碳',
      unit: 'ppm',
      normal: [400, 3000],
      digits: 0,
      init: flat(0.85, 1.15),
      value: (m) => (1300 + 500 * wave(m.hour, 5)) * m.s.offset + m.rng.normal(0, 30),
      rules: [{ cmp: 'gt', threshold: 3000, level: 1, text: '二氧化碳偏高' }],
    },
  ],
};
