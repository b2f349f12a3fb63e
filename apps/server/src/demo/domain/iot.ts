import type { Database } from '../../db/client';
import { demoTokenHash } from '../simulator/demo-credentials';
import { BulkWriter, cols, type TableSpec } from './bulk';
import { GATE_OF_KIND } from './catalog';
import type { DomainContext, FarmInfo } from './context';
import { withDeferredIndexes } from './deferred';
import { type LngLat, pointHex } from './ewkb';
import { type Moment, SENSORS, type SensorDef } from './iot-sensors';
import { MORE_SENSORS } from './iot-sensors-more';
import { farmShortName, personName } from './names';
import { Rng } from './rng';
import { dateOf, dayOfYear, tsOf } from './time';
import { weatherSeries } from './weather';

const ALL_SENSORS: Record<string, SensorDef[]> = { ...SENSORS, ...MORE_SENSORS };
const KINDS_BY_TYPE: Record<number, string[]> = {
  1: ['meteorology', 'soil', 'soil', 'irrigation'],
  2: ['meteorology', 'soil', 'irrigation'],
  3: ['greenhouse', 'greenhouse', 'soil', 'fertigation'],
  4: ['livestock_env', 'livestock_env', 'controller'],
  5: ['water_quality', 'water_quality', 'controller', 'meteorology'],
  6: ['meteorology', 'soil'],
};
const CONTROLLERS = new Set(['irrigation', 'fertigation', 'controller']);
const KIND_LABEL: Record<string, [string, string]> = {
  meteorology: ['QX', '气象站'],
  soil: ['TS', '墒情监测站'],
  water_quality: ['SZ', '水质监测仪'],
  greenhouse: ['SS', '设施环境监测'],
  livestock_env: ['XQ', '畜禽舍环境监测'],
  irrigation: ['GG', '智能灌溉控制器'],
  fertigation: ['SF', '水肥一体机'],
  controller: ['KZ', '智能控制柜'],
};
const SWITCHES: Record<number, [string, string][]> = {
  1: [
    ['valve_1', '1号电磁阀'],
    ['valve_2', '2号电磁阀'],
    ['pump', '灌溉水泵'],
  ],
  2: [
    ['valve_1', '滴灌阀'],
    ['pump', '水肥一体机'],
  ],
  3: [
    ['fan', '风机'],
    ['curtain', '卷帘'],
    ['valve_1', '滴灌阀'],
    ['fertilizer', '施肥泵'],
  ],
  4: [
    ['fan_1', '1号风机'],
    ['fan_2', '2号风机'],
    ['light', '补光灯'],
    ['sprayer', '喷雾消毒'],
  ],
  5: [
    ['aerator_1', '1号增氧机'],
    ['aerator_2', '2号增氧机'],
    ['feeder', '投饵机'],
  ],
  6: [['valve_1', '电磁阀']],
};
// The catalogue's device profile of each kind (seed/device-profiles.ts) is named like its gate category; a
// control cabinet is a pond's or a shed's by its farm.
const profileCode = (kind: string, businessType: number) =>
  kind !== 'controller' ? (GATE_OF_KIND[kind] ?? kind) : businessType === 5 ? 'aerator' : 'shed_controller';

/** Makers and models of the demo's stations. */
export const MAKERS = [
  ['托普云农', 'TP-QX8'],
  ['慧云信息', 'HY-S300'],
  ['农芯科技', 'NX-2000'],
  ['上海华维', 'HW-IoT4'],
  ['新天力', 'XTL-G5'],
] as const;

/** The IoT tables the demo writes (devices, properties, rules, readings, alarms, controllers). */
export const IOT_TABLES: TableSpec[] = [
  {
    table: 'iot_devices',
    serial: true,
    columns: cols(
      'id int, device_sn text, device_name text, gate_category_id int, farm_id int, area_id bigint, location geometry, status smallint, is_controller boolean, manufacturer text, model text, install_date date, last_online_time timestamptz, token_hash text, token_issued_at timestamptz, profile_id int',
    ),
  },
  {
    table: 'iot_device_properties',
    serial: true,
    deps: ['iot_devices'],
    columns: cols(
      'id int, device_id int, identifier text, property_name text, unit text, normal_min real, normal_max real, last_value real, last_time timestamptz',
    ),
  },
  {
    table: 'iot_alarm_rules',
    serial: true,
    deps: ['iot_device_properties'],
    columns: cols(
      'id int, property_id int, comparator text, threshold real, alarm_level smallint, update_time timestamptz',
    ),
  },
  {
    // Where each rule stood when the history ends: an excursion under way, with its alarm if still open.
    table: 'iot_rule_states',
    deps: ['iot_alarm_rules', 'iot_alarm_records'],
    columns: cols(
      'rule_id int, property_id int, breach_since timestamptz, breach_count int, last_ts timestamptz, alarm_id int',
    ),
  },
  {
    table: 'iot_readings',
    deps: ['iot_device_properties'],
    columns: cols('property_id int, t float8, value real'),
    insert: (src) =>
      `INSERT INTO iot_readings (property_id, ts, value) SELECT t.property_id, to_timestamp(t.t), t.value FROM ${src}`,
  },
  {
    table: 'iot_alarm_records',
    serial: true,
    deps: ['iot_alarm_rules'],
    columns: cols(
      'id int, rule_id int, device_id int, property_id int, farm_id int, area_id bigint, alarm_time timestamptz, alarm_value real, threshold real, alarm_content text, alarm_level smallint, status smallint, handle_time timestamptz, handler text',
    ),
  },
  {
    table: 'iot_controller_states',
    deps: ['iot_devices'],
    columns: cols(
      'device_id int, identifier text, state_name text, status smallint, update_time timestamptz',
    ),
  },
  {
    table: 'iot_controller_logs',
    deps: ['iot_devices'],
    columns: cols('device_id int, identifier text, status smallint, operator text, operate_time timestamptz'),
  },
];

/** Days of readings the demo devices bring. */
export const HISTORY_DAYS = 30;
/** Seconds since the epoch of an hour of a demo day (Beijing). */
export const epoch = (day: number, hour: number) => day * 86_400 + (hour - 8) * 3_600;

/** Offset a point by metres east/north. */
export function nudge([lng, lat]: LngLat, east: number, north: number): LngLat {
  return [lng + east / (111_320 * Math.cos((lat * Math.PI) / 180)), lat + north / 110_574];
}

/** The ids of the gateway categories by identifier and of the device profiles by code. */
export async function deviceCatalogue(db: Database) {
  const gates = await db.query<{ id: number; identifier: string }>(
    'SELECT id, identifier FROM gate_categories',
  );
  const profiles = await db.query<{ id: number; code: string }>('SELECT id, code FROM device_profiles');
  return {
    gates: new Map(gates.map((g) => [g.identifier, g.id])),
    profiles: new Map(profiles.map((p) => [p.code, p.id])),
  };
}

/** IoT devices on farm bases with 30 days of hourly readings, alarms derived from them, controllers. */
export async function seedIot(db: Database, ctx: DomainContext): Promise<number> {
  const { gates, profiles } = await deviceCatalogue(db);
  return db.tx((q) =>
    withDeferredIndexes(q, ['iot_alarm_records'], async () => {
      const w = new BulkWriter(q, 20_000);
      await w.define(...IOT_TABLES);
      const end = ctx.anchor.day;
      for (const plan of ctx.plans) {
        const rng = new Rng(ctx.seed, `iot:${plan.countyId}`);
        const weather = weatherSeries(ctx.seed, plan.countyId, end - HISTORY_DAYS - 1, end);
        const farms = iotFarms(ctx.farmsIn(plan.countyId), rng);
        let serial = 0;
        for (const farm of farms) {
          if (serial >= plan.devices) break;
          const kinds = (KINDS_BY_TYPE[farm.businessType] ?? KINDS_BY_TYPE[6]!).slice(
            0,
            plan.devices - serial,
          );
          const short = farmShortName(farm.farmName, farm.village.countyName);
          for (const [k, kind] of kinds.entries()) {
            serial++;
            // Numbered per farm and kind, as the farm tells its stations apart (1号气象站).
            const nth = kinds.slice(0, k + 1).filter((x) => x === kind).length;
            const [prefix, label] = KIND_LABEL[kind]!;
            const id = w.nextId('iot_devices');
            const online = rng.chance(0.9);
            const stop = online ? epoch(end, ctx.anchor.hour) : epoch(end - rng.int(1, 10), rng.int(0, 23));
            const [maker, model] = rng.pick(MAKERS);
            const name = `${short}${nth}号${label}`;
            const sn = `${prefix}${String(plan.countyId).slice(0, 6)}${String(serial).padStart(5, '0')}`;
            w.add('iot_devices', [
              id,
              sn,
              name,
              gates.get(GATE_OF_KIND[kind] ?? kind) ?? null,
              farm.id,
              farm.village.id,
              pointHex(nudge(farm.location, rng.range(-80, 80), rng.range(-80, 80))),
              online ? 1 : 0,
              CONTROLLERS.has(kind),
              maker,
              model,
              dateOf(Math.max(farm.established + 30, end - rng.int(60, 1200))),
              new Date(stop * 1000).toISOString(),
              // The demo simulator signs in as this device with the token derived from its serial.
              demoTokenHash(sn),
              tsOf(Math.max(farm.established + 30, end - 60), 9),
              profiles.get(profileCode(kind, farm.businessType)) ?? null,
            ]);
            if (CONTROLLERS.has(kind)) addSwitches(w, rng, id, farm, end, ctx.anchor.hour);
            else
              addReadings(
                w,
                rng,
                { id, name, farm },
                ALL_SENSORS[kind] ?? [],
                weather,
                end,
                stop,
                epoch(end, ctx.anchor.hour),
              );
            await w.drain();
          }
        }
      }
      await w.finish();
      return w.total();
    }),
  );
}

function iotFarms(farms: FarmInfo[], rng: Rng): FarmInfo[] {
  // Devices report from farms at work, not from one that paused or was deregistered.
  const scored = farms
    .filter((f) => f.statusDay === null)
    .map((f) => ({
      f,
      s: (f.supervision ? 2 : 0) + (f.trace ? 1 : 0) + rng.next() * 2 + Math.min(2, f.parcels / 40),
    }));
  return scored.sort((a, b) => b.s - a.s).map((x) => x.f);
}

/** A sensor's hourly readings over the history, its alarms as its rules saw them, and its latest value. */
export function addReadings(
  w: BulkWriter,
  rng: Rng,
  dev: { id: number; name: string; farm: FarmInfo },
  sensors: SensorDef[],
  weather: ReturnType<typeof weatherSeries>,
  end: number,
  stop: number,
  now: number,
) {
  for (const def of sensors) {
    const pid = w.nextId('iot_device_properties');
    const s = def.init(rng);
    const rules = def.rules.map((r) => ({
      ...r,
      id: w.nextId('iot_alarm_rules'),
      on: false,
      calm: 0,
      since: 0,
      alarm: 0,
    }));
    let last = 0;
    let lastT = 0;
    const f = 10 ** def.digits;
    for (let day = end - HISTORY_DAYS; day <= end; day++) {
      const wd = weather.get(day)!;
      const doy = dayOfYear(day);
      for (let hour = 0; hour < 24; hour++) {
        const t = epoch(day, hour);
        if (t > stop) break;
        const m: Moment = { w: wd, doy, hour, rng, s };
        const v = Math.round(def.value(m) * f) / f;
        w.add('iot_readings', [pid, t, v]);
        last = v;
        lastT = t;
        for (const r of rules) {
          const hit = r.cmp === 'gt' ? v > r.threshold : v < r.threshold;
          if (hit && !r.on) {
            r.since = t;
            const handled = end - day > 1 || rng.chance(0.3);
            const handleHour = handled ? hour + rng.range(0.3, 6) : 0;
            // Handled only if that moment has come.
            const old = handled && t + (handleHour - hour) * 3600 <= now;
            const alarmId = w.nextId('iot_alarm_records');
            // An open alarm stays the rule's until its excursion ends; a handled one is no longer open.
            r.alarm = old ? 0 : alarmId;
            w.add('iot_alarm_records', [
              alarmId,
              r.id,
              dev.id,
              pid,
              dev.farm.id,
              dev.farm.village.id,
              tsOf(day, hour),
              v,
              r.threshold,
              `${dev.name}${def.name}${v}${def.unit}，${r.cmp === 'gt' ? '高于' : '低于'}阈值${r.threshold}${def.unit}（${r.text}）`,
              r.level,
              old ? 1 : 0,
              old ? tsOf(day, handleHour) : null,
              old ? personName(rng) : null,
            ]);
          }
          r.calm = hit ? 0 : r.calm + 1;
          r.on = hit || (r.on && r.calm < 3);
        }
      }
    }
    w.add('iot_device_properties', [
      pid,
      dev.id,
      def.identifier,
      def.name,
      def.unit,
      def.normal[0],
      def.normal[1],
      last,
      new Date(lastT * 1000).toISOString(),
    ]);
    // The rules watched the whole history.
    const ruleSince = tsOf(end - HISTORY_DAYS, 0);
    for (const r of rules) {
      w.add('iot_alarm_rules', [r.id, pid, r.cmp, r.threshold, r.level, ruleSince]);
      if (r.on)
        w.add('iot_rule_states', [
          r.id,
          pid,
          new Date(r.since * 1000).toISOString(),
          1,
          new Date(lastT * 1000).toISOString(),
          r.alarm,
        ]);
    }
  }
}

function addSwitches(w: BulkWriter, rng: Rng, deviceId: number, farm: FarmInfo, end: number, hour: number) {
  for (const [identifier, name] of SWITCHES[farm.businessType] ?? SWITCHES[6]!) {
    let status = 0;
    let lastTime = tsOf(end - 30, 8);
    for (let day = end - 29; day <= end; day++) {
      const hours = Array.from({ length: rng.int(0, 2) }, () => rng.int(6, 21)).sort((a, b) => a - b);
      for (const h of hours) {
        // Only switches of hours already over: a time later in the current hour would lie in the future.
        if (day === end && h >= hour) continue;
        status = 1 - status;
        lastTime = tsOf(day, h + rng.next());
        w.add('iot_controller_logs', [
          deviceId,
          identifier,
          status,
          rng.chance(0.6) ? '自动策略' : personName(rng),
          lastTime,
        ]);
      }
    }
    w.add('iot_controller_states', [deviceId, identifier, name, status, lastTime]);
  }
}
