import type { Executor } from '../db/client';

/** A measured property: [identifier, name, unit, physical range, normal range, digits]. */
type Prop = readonly [string, string, string, readonly [number, number], readonly [number, number], number];

/** A kind of device the catalogue knows: what it reports and which switches it has. */
export interface ProfileDef {
  code: string;
  name: string;
  /** The gate category (gate_categories.identifier) its devices are listed under. */
  gate: string;
  properties: readonly Prop[];
  states: readonly (readonly [string, string])[];
  messagesPerSecond: number;
  offlineAfterS: number;
}

const AIR: Prop[] = [
  ['airTemp', '空气温度', '℃', [-50, 80], [-5, 38], 1],
  ['airHumidity', '空气湿度', '%RH', [0, 100], [30, 100], 1],
];

/**
 * Gateway categories beyond the portal's reference list, added when missing (also on a database set up by an
 * earlier version): livestock houses, control cabinets, and the food stores a food-safety page watches.
 */
export const EXTRA_GATE_CATEGORIES = [
  { identifier: 'livestock_env', name: '畜禽舍环境', icon: 'barn', sort: 11 },
  { identifier: 'controller', name: '智能控制柜', icon: 'switch', sort: 12 },
  { identifier: 'cold_storage', name: '冷库监测', icon: 'snowflake', sort: 13 },
  { identifier: 'grain_storage', name: '粮情监测', icon: 'granary', sort: 14 },
] as const;

/** The device profiles every installation has (property identifiers as gateways of the trade send them). */
export const DEVICE_PROFILES: readonly ProfileDef[] = [
  {
    code: 'weather',
    name: '气象站',
    gate: 'weather',
    properties: [
      ...AIR,
      ['illuminance', '光照强度', 'lux', [0, 200000], [0, 120000], 0],
      ['rainfall', '降雨量', 'mm', [0, 500], [0, 50], 1],
      ['windSpeed', '风速', 'm/s', [0, 75], [0, 20], 1],
      ['pressure', '大气压', 'hPa', [300, 1100], [990, 1040], 1],
    ],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'soil',
    name: '土壤墒情监测站',
    gate: 'soil',
    properties: [
      ['soilMoisture', '土壤含水率', '%', [0, 100], [18, 45], 1],
      ['soilTemp', '土壤温度', '℃', [-40, 80], [0, 35], 1],
      ['soilPh', '土壤pH', '', [0, 14], [5.5, 8.5], 2],
      ['soilEc', '土壤电导率', 'mS/cm', [0, 20], [0.1, 2], 2],
    ],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'water',
    name: '水质监测仪',
    gate: 'water',
    properties: [
      ['dissolvedOxygen', '溶解氧', 'mg/L', [0, 30], [5, 12], 2],
      ['waterTemp', '水温', '℃', [-5, 50], [2, 32], 1],
      ['waterPh', '水体pH', '', [0, 14], [6.5, 9], 2],
      ['ammoniaNitrogen', '氨氮', 'mg/L', [0, 50], [0, 1], 2],
    ],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'greenhouse',
    name: '设施环境监测',
    gate: 'greenhouse',
    properties: [
      ['airTemp', '棚内温度', '℃', [-50, 80], [8, 32], 1],
      ['airHumidity', '棚内湿度', '%RH', [0, 100], [50, 95], 1],
      ['co2', '二氧化碳浓度', 'ppm', [0, 10000], [300, 1500], 0],
      ['illuminance', '棚内光照', 'lux', [0, 200000], [0, 80000], 0],
    ],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'livestock_env',
    name: '畜禽舍环境监测',
    gate: 'livestock_env',
    properties: [
      ['airTemp', '舍内温度', '℃', [-50, 80], [12, 28], 1],
      ['airHumidity', '舍内湿度', '%RH', [0, 100], [50, 85], 1],
      ['ammonia', '氨气浓度', 'ppm', [0, 500], [0, 20], 1],
      ['co2', '舍内二氧化碳', 'ppm', [0, 10000], [400, 3000], 0],
    ],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'insect_trap',
    name: '虫情测报灯',
    gate: 'insect',
    properties: [...AIR, ['insectCount', '当日诱虫量', '头', [0, 100000], [0, 500], 0]],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 3600,
  },
  {
    code: 'irrigation',
    name: '智能灌溉控制器',
    gate: 'irrigation',
    properties: [],
    states: [
      ['valve_1', '1号电磁阀'],
      ['valve_2', '2号电磁阀'],
      ['pump', '灌溉水泵'],
    ],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'fertigation',
    name: '水肥一体机',
    gate: 'fertigation',
    properties: [],
    states: [
      ['valve_1', '滴灌阀'],
      ['pump', '水肥泵'],
      ['fertilizer', '施肥泵'],
    ],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'aerator',
    name: '增氧控制柜',
    gate: 'controller',
    properties: [],
    states: [
      ['aerator_1', '1号增氧机'],
      ['aerator_2', '2号增氧机'],
      ['feeder', '投饵机'],
    ],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'shed_controller',
    name: '棚舍环境控制柜',
    gate: 'controller',
    properties: [],
    states: [
      ['fan_1', '1号风机'],
      ['fan_2', '2号风机'],
      ['curtain', '卷帘'],
      ['light', '补光灯'],
      ['sprayer', '喷雾消毒'],
    ],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  // Food stores: a cold room, freezer or controlled-atmosphere room keeps produce at its temperature (and
  // atmosphere); a grain bin's 粮情测控 watches that the grain stays cool and dry.
  {
    code: 'cold_room',
    name: '冷藏库温湿度监测',
    gate: 'cold_storage',
    properties: [
      ['storageTemp', '库内温度', '℃', [-40, 40], [0, 6], 1],
      ['storageHumidity', '库内湿度', '%RH', [0, 100], [80, 95], 1],
    ],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'freezer_room',
    name: '冷冻库温度监测',
    gate: 'cold_storage',
    properties: [['storageTemp', '库内温度', '℃', [-40, 40], [-22, -15], 1]],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'ca_room',
    name: '气调库环境监测',
    gate: 'cold_storage',
    properties: [
      ['storageTemp', '库内温度', '℃', [-40, 40], [-0.5, 3], 1],
      ['storageHumidity', '库内湿度', '%RH', [0, 100], [85, 96], 1],
      ['o2', '氧气浓度', '%', [0, 25], [1.5, 5], 2],
      ['co2', '二氧化碳浓度', '%', [0, 20], [0.5, 4], 2],
    ],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 900,
  },
  {
    code: 'grain_bin',
    name: '粮情测控系统',
    gate: 'grain_storage',
    properties: [
      ['grainTemp', '平均粮温', '℃', [-20, 60], [0, 25], 1],
      ['grainMoisture', '粮食水分', '%', [0, 40], [10, 14.5], 1],
      ['binHumidity', '仓内湿度', '%RH', [0, 100], [40, 75], 1],
    ],
    states: [],
    messagesPerSecond: 1,
    offlineAfterS: 3600,
  },
];

/** A rule every installation starts with: [profile, property, comparator, threshold, clear, duration s, level, name]. */
type DefaultRule = readonly [string, string, 'gt' | 'lt', number, number, number, 1 | 2 | 3, string];

/**
 * Rules of the profiles a bureau's installation starts with (the demo's devices carry their own rules). The
 * clear threshold lies on the safe side, so a value hovering at the limit raises one alarm, not one a minute.
 */
export const DEFAULT_PROFILE_RULES: readonly DefaultRule[] = [
  ['livestock_env', 'ammonia', 'gt', 25, 20, 600, 3, '氨气浓度超标'],
  ['livestock_env', 'airTemp', 'gt', 32, 30, 900, 2, '舍温过高'],
  ['water', 'dissolvedOxygen', 'lt', 4, 5, 600, 3, '溶解氧过低'],
  ['water', 'ammoniaNitrogen', 'gt', 1, 0.8, 1800, 2, '氨氮超标'],
  ['greenhouse', 'airTemp', 'gt', 38, 35, 600, 2, '棚温过高'],
  ['greenhouse', 'airTemp', 'lt', 3, 5, 600, 2, '棚温过低'],
  ['soil', 'soilMoisture', 'lt', 15, 18, 3600, 1, '土壤缺水'],
  ['weather', 'windSpeed', 'gt', 17.2, 13.8, 300, 2, '大风（8级以上）'],
  ['cold_room', 'storageTemp', 'gt', 8, 6, 1800, 2, '冷藏库温度超标'],
  ['cold_room', 'storageTemp', 'lt', -1, 0, 1800, 1, '冷藏库温度过低（冻害）'],
  ['freezer_room', 'storageTemp', 'gt', -12, -15, 1800, 3, '冷冻库温度回升'],
  ['ca_room', 'storageTemp', 'gt', 4, 3, 1800, 2, '气调库温度超标'],
  ['ca_room', 'o2', 'lt', 1, 1.5, 600, 3, '氧气过低（无氧呼吸）'],
  ['grain_bin', 'grainTemp', 'gt', 25, 23, 3600, 2, '粮温过高'],
  ['grain_bin', 'grainMoisture', 'gt', 14.5, 14, 3600, 2, '粮食水分超标（易霉变）'],
];

/**
 * Installs the gateway categories and profiles missing from the database (existing ones and their edits are
 * kept). Answers rows added.
 */
export async function seedDeviceProfiles(q: Executor): Promise<number> {
  const gates = await q.query(
    `INSERT INTO gate_categories (identifier, name, icon, sort_num)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) ON CONFLICT (identifier) DO NOTHING
     RETURNING id`,
    [
      EXTRA_GATE_CATEGORIES.map((g) => g.identifier),
      EXTRA_GATE_CATEGORIES.map((g) => g.name),
      EXTRA_GATE_CATEGORIES.map((g) => g.icon),
      EXTRA_GATE_CATEGORIES.map((g) => g.sort),
    ],
  );
  const added = await q.query<{ id: number; code: string }>(
    `INSERT INTO device_profiles (code, name, gate_category_id, is_controller, messages_per_second, offline_after_s)
     SELECT x.code, x.name, g.id, x.ctl, x.mps, x.off
       FROM unnest($1::text[], $2::text[], $3::text[], $4::bool[], $5::real[], $6::int[]) AS x(code, name, gate, ctl, mps, off)
       JOIN gate_categories g ON g.identifier = x.gate
     ON CONFLICT (code) DO NOTHING RETURNING id, code`,
    [
      DEVICE_PROFILES.map((p) => p.code),
      DEVICE_PROFILES.map((p) => p.name),
      DEVICE_PROFILES.map((p) => p.gate),
      DEVICE_PROFILES.map((p) => p.states.length > 0),
      DEVICE_PROFILES.map((p) => p.messagesPerSecond),
      DEVICE_PROFILES.map((p) => p.offlineAfterS),
    ],
  );
  const idOf = new Map(added.map((r) => [r.code, r.id]));
  const props = DEVICE_PROFILES.filter((p) => idOf.has(p.code)).flatMap((p) =>
    p.properties.map((x, i) => ({ id: idOf.get(p.code)!, x, i })),
  );
  await q.query(
    `INSERT INTO device_profile_properties (profile_id, identifier, name, unit, range_min, range_max, normal_min, normal_max, digits, sort_num)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::real[], $6::real[], $7::real[], $8::real[], $9::smallint[], $10::int[])`,
    [
      props.map((p) => p.id),
      props.map((p) => p.x[0]),
      props.map((p) => p.x[1]),
      props.map((p) => p.x[2]),
      props.map((p) => p.x[3][0]),
      props.map((p) => p.x[3][1]),
      props.map((p) => p.x[4][0]),
      props.map((p) => p.x[4][1]),
      props.map((p) => p.x[5]),
      props.map((p) => p.i + 1),
    ],
  );
  const states = DEVICE_PROFILES.filter((p) => idOf.has(p.code)).flatMap((p) =>
    p.states.map((s, i) => ({ id: idOf.get(p.code)!, s, i })),
  );
  await q.query(
    `INSERT INTO device_profile_states (profile_id, identifier, name, sort_num)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[])`,
    [
      states.map((s) => s.id),
      states.map((s) => s.s[0]),
      states.map((s) => s.s[1]),
      states.map((s) => s.i + 1),
    ],
  );
  return gates.length + added.length + props.length + states.length;
}

/** Installs the default profile rules (a bureau's installation, not the demo). */
export async function seedDefaultProfileRules(q: Executor): Promise<number> {
  const r = DEFAULT_PROFILE_RULES;
  const rows = await q.query(
    `INSERT INTO iot_alarm_rules (profile_id, property_identifier, comparator, threshold, clear_threshold, duration_s, alarm_level, rule_name)
     SELECT p.id, x.prop, x.cmp, x.t, x.c, x.d, x.l, x.n
       FROM unnest($1::text[], $2::text[], $3::text[], $4::real[], $5::real[], $6::int[], $7::smallint[], $8::text[])
            AS x(code, prop, cmp, t, c, d, l, n)
       JOIN device_profiles p ON p.code = x.code
     RETURNING id`,
    [
      r.map((x) => x[0]),
      r.map((x) => x[1]),
      r.map((x) => x[2]),
      r.map((x) => x[3]),
      r.map((x) => x[4]),
      r.map((x) => x[5]),
      r.map((x) => x[6]),
      r.map((x) => x[7]),
    ],
  );
  return rows.length;
}
