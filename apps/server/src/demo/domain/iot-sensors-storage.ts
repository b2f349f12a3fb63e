import type { Moment, SensorDef } from './iot-sensors';
import type { Rng } from './rng';

// Food stores by device profile (seed/device-profiles.ts): cold rooms, freezers and controlled-atmosphere
// rooms hold a set point the refrigeration keeps, broken by defrost cycles, door openings at loading hours
// and now and then a refrigeration fault; a grain bin's grain follows the seasons slowly, with the odd hot
// spot until it is aerated.

const wave = (hour: number, peak: number) => Math.cos((2 * Math.PI * (hour - peak)) / 24);
const rainNow = (m: Moment) => m.w.rain[m.hour] ?? 0;
/** The set point (offset) of a room, chosen once per property. */
const setPoint = (lo: number, hi: number) => (rng: Rng) => ({ level: 0, offset: rng.range(lo, hi) });
const loadingHours = (hour: number) => (hour >= 7 && hour <= 10) || (hour >= 15 && hour <= 17);

/**
 * Hours a refrigeration fault has lasted (0 when none), kept in the property's memory: one starts seldom, and
 * each hour ends with a chance of one in four (repaired, or the compressor restarts).
 */
function faultHours(m: Moment, startChance: number): number {
  if (m.live) return 0;
  const h = m.s.level > 0 ? (m.rng.chance(0.25) ? 0 : m.s.level + 1) : m.rng.chance(startChance) ? 1 : 0;
  m.s.level = h;
  return h;
}

const roomTemp = (o: {
  setPoint: [number, number];
  defrostEvery: number;
  defrost: number;
  door: number;
  faultRise: number;
  faultMax: number;
  faultChance: number;
}) => ({
  init: setPoint(...o.setPoint),
  value: (m: Moment) => {
    const fault = faultHours(m, o.faultChance);
    const defrost = m.hour % o.defrostEvery === 2 ? o.defrost : 0;
    const door = loadingHours(m.hour) ? Math.max(0, m.rng.normal(o.door, o.door * 0.7)) : 0;
    // A hot day loads the compressor: the room drifts up a little.
    const load = Math.max(0, m.w.mean - 26) * 0.08;
    return (
      m.s.offset + defrost + door + load + Math.min(o.faultMax, o.faultRise * fault) + m.rng.normal(0, 0.15)
    );
  },
});

const roomHumidity = (lo: number, hi: number, doorDrop: number): Pick<SensorDef, 'init' | 'value'> => ({
  init: setPoint(lo, hi),
  value: (m) => {
    const door = loadingHours(m.hour) ? Math.max(0, m.rng.normal(doorDrop, doorDrop * 0.8)) : 0;
    return Math.min(99, Math.max(55, m.s.offset - door + m.rng.normal(0, 0.8)));
  },
});

const TEMP = { identifier: 'storageTemp', name: '库内温度', unit: '℃', digits: 1 } as const;
const HUMIDITY = { identifier: 'storageHumidity', name: '库内湿度', unit: '%RH', digits: 1 } as const;

/** Properties of the food-store profiles, by profile code. */
export const STORAGE_SENSORS: Record<string, SensorDef[]> = {
  cold_room: [
    {
      ...TEMP,
      normal: [0, 6],
      ...roomTemp({
        setPoint: [1.5, 3.5],
        defrostEvery: 6,
        defrost: 1.6,
        door: 0.6,
        faultRise: 1.6,
        faultMax: 10,
        faultChance: 0.0025,
      }),
      rules: [
        { cmp: 'gt', threshold: 8, level: 2, text: '冷藏库温度超标' },
        { cmp: 'lt', threshold: -1, level: 1, text: '冷藏库温度过低（冻害）' },
      ],
    },
    {
      ...HUMIDITY,
      normal: [80, 95],
      ...roomHumidity(87, 92, 4),
      rules: [{ cmp: 'lt', threshold: 75, level: 1, text: '库内湿度偏低（失水）' }],
    },
  ],
  freezer_room: [
    {
      ...TEMP,
      normal: [-22, -15],
      ...roomTemp({
        setPoint: [-20, -18],
        defrostEvery: 12,
        defrost: 2,
        door: 0.7,
        faultRise: 2.5,
        faultMax: 16,
        faultChance: 0.002,
      }),
      rules: [{ cmp: 'gt', threshold: -12, level: 3, text: '冷冻库温度回升' }],
    },
  ],
  ca_room: [
    {
      ...TEMP,
      normal: [-0.5, 3],
      // A sealed room: no door traffic, a short defrost every eight hours.
      ...roomTemp({
        setPoint: [0.3, 1.2],
        defrostEvery: 8,
        defrost: 1.1,
        door: 0,
        faultRise: 1.2,
        faultMax: 8,
        faultChance: 0.002,
      }),
      rules: [{ cmp: 'gt', threshold: 4, level: 2, text: '气调库温度超标' }],
    },
    { ...HUMIDITY, normal: [85, 96], ...roomHumidity(90, 94, 0), rules: [] },
    {
      identifier: 'o2',
      name: '氧气浓度',
      unit: '%',
      normal: [1.5, 5],
      digits: 2,
      init: setPoint(1.9, 2.8),
      // The nitrogen generator now and then overruns and takes the oxygen too low (anaerobic respiration).
      value: (m) => {
        const fault = faultHours(m, 0.0015);
        return Math.max(
          0.3,
          m.s.offset + 0.12 * wave(m.hour, 14) - Math.min(2, 0.45 * fault) + m.rng.normal(0, 0.04),
        );
      },
      rules: [{ cmp: 'lt', threshold: 1, level: 3, text: '氧气过低（无氧呼吸风险）' }],
    },
    {
      identifier: 'co2',
      name: '二氧化碳浓度',
      unit: '%',
      normal: [0.5, 4],
      digits: 2,
      init: setPoint(1.2, 2.2),
      value: (m) => Math.max(0.2, m.s.offset + 0.25 * wave(m.hour, 15) + m.rng.normal(0, 0.05)),
      rules: [{ cmp: 'gt', threshold: 5, level: 2, text: '二氧化碳过高' }],
    },
  ],
  grain_bin: [
    {
      identifier: 'grainTemp',
      name: '平均粮温',
      unit: '℃',
      normal: [0, 25],
      digits: 1,
      init: (rng) => ({ level: rng.range(11, 17), offset: 0 }),
      // Grain lags the season by weeks; a hot spot (moulding, insects) is cooled by aeration in a day or two.
      value: (m) => {
        const season = 0.55 * m.w.mean + 6;
        const hot = m.s.level > season + 3;
        if (!hot && !m.live && m.rng.chance(0.0012)) m.s.level += m.rng.range(6, 11);
        m.s.level += (season - m.s.level) * (hot ? 0.03 : 0.004) + m.rng.normal(0, 0.01);
        return m.s.level + 0.05 * wave(m.hour, 16);
      },
      rules: [{ cmp: 'gt', threshold: 25, level: 2, text: '粮温过高（储粮发热）' }],
    },
    {
      identifier: 'grainMoisture',
      name: '粮食水分',
      unit: '%',
      normal: [10, 14.5],
      digits: 1,
      init: (rng) => ({ level: rng.range(12.2, 13.8), offset: 0 }),
      value: (m) => {
        // Damp weather creeps in through the bin; dry days take a little back.
        const damp = rainNow(m) ? 0.004 : m.w.cloud > 0.7 ? 0.001 : -0.0015;
        m.s.level = Math.min(15.5, Math.max(11, m.s.level + damp + m.rng.normal(0, 0.003)));
        return m.s.level;
      },
      rules: [{ cmp: 'gt', threshold: 14.5, level: 2, text: '粮食水分超标（易霉变）' }],
    },
    {
      identifier: 'binHumidity',
      name: '仓内湿度',
      unit: '%RH',
      normal: [40, 75],
      digits: 1,
      init: setPoint(-4, 4),
      value: (m) =>
        Math.min(
          92,
          Math.max(
            35,
            56 +
              14 * m.w.cloud +
              (rainNow(m) ? 9 : 0) -
              6 * wave(m.hour, 14) +
              m.s.offset +
              m.rng.normal(0, 1),
          ),
        ),
      rules: [{ cmp: 'gt', threshold: 80, level: 1, text: '仓内湿度偏高' }],
    },
  ],
};
