import {
  ALARM_LEVEL_LABELS,
  type AlarmComparator,
  alarmStatusLabel,
  describeAlarmRule,
} from '@fengshou/core';
import { FOOD_STORAGE_GATES, getIotFoodSafety, type ResultOf } from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { type Route, route } from '../../http/route';
import { ts } from '../../query/sql-time';

type Answer = ResultOf<typeof getIotFoodSafety>;
type Property = Answer['properties'][number];

/** The watched properties of food-store devices (aliases d, g, p). */
const FOOD_PROPERTIES = `iot_devices d JOIN gate_categories g ON g.id = d.gate_category_id
  JOIN iot_device_properties p ON p.device_id = d.id`;
/** Of one farm ($1) and the food-store gate categories ($2). */
const OF_FARM = 'd.farm_id = $1 AND g.identifier = ANY($2::text[])';

/**
 * Each watched property with its latest value and limits, and over the period ($3–$4): its readings, those
 * outside the normal range, its lowest and highest, the alarms raised and those still open.
 */
async function properties(q: Queryable, farmId: number, from: string, until: string) {
  return q.query<Omit<Property, 'rules'>>(
    `SELECT d.id AS "deviceId", d.device_name AS "deviceName", d.device_sn AS "deviceSn",
            g.name AS "gateCategoryName", d.status, p.id AS "devicePropertyId", p.property_name AS "propertyName",
            p.unit, p.last_value AS value, ${ts('p.last_time')} AS time, p.normal_min AS "normalMin",
            p.normal_max AS "normalMax",
            CASE WHEN p.last_value < p.normal_min OR p.last_value > p.normal_max THEN 1 ELSE 0 END AS abnormal,
            r.readings, r.out AS "outOfRange",
            CASE WHEN r.readings > 0 THEN round(100.0 * r.out / r.readings, 1)::float8 END AS "outOfRangeRate",
            r.min, r.max,
            (SELECT count(*)::int FROM iot_alarm_records a
              WHERE a.property_id = p.id AND a.alarm_time >= $3::timestamptz) AS alarms,
            (SELECT count(*)::int FROM iot_alarm_records a
              WHERE a.property_id = p.id AND a.alarm_time >= $3::timestamptz AND a.status IN (0, 2, 3)) AS "openAlarms"
       FROM ${FOOD_PROPERTIES}
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS readings,
                count(*) FILTER (WHERE x.value < p.normal_min OR x.value > p.normal_max)::int AS out,
                min(x.value) AS min, max(x.value) AS max
           FROM iot_readings x WHERE x.property_id = p.id AND x.ts >= $3::timestamptz AND x.ts < $4::timestamptz) r
      WHERE ${OF_FARM}
      ORDER BY g.sort_num, d.id, p.id`,
    [farmId, FOOD_STORAGE_GATES, from, until],
  );
}

/** The enabled rules watching each property: its own and its device profile's, as the rules page words them. */
async function rulesByProperty(q: Queryable, farmId: number): Promise<Map<number, string[]>> {
  const rows = await q.query<{
    pid: number;
    unit: string;
    comparator: AlarmComparator;
    threshold: number;
    thresholdHigh: number | null;
    durationS: number;
    repeatCount: number;
    level: 1 | 2 | 3;
  }>(
    `SELECT p.id AS pid, p.unit, r.comparator, r.threshold, r.threshold_high AS "thresholdHigh",
            r.duration_s AS "durationS", r.repeat_count AS "repeatCount", r.alarm_level AS level
       FROM ${FOOD_PROPERTIES}
       JOIN iot_alarm_rules r ON r.enabled
        AND (r.property_id = p.id OR (r.profile_id = d.profile_id AND r.property_identifier = p.identifier))
      WHERE ${OF_FARM}
      ORDER BY p.id, r.alarm_level DESC, r.id`,
    [farmId, FOOD_STORAGE_GATES],
  );
  const out = new Map<number, string[]>();
  for (const r of rows) {
    const text = `${describeAlarmRule(r, r.unit)}（${ALARM_LEVEL_LABELS[r.level] ?? r.level}）`;
    out.set(r.pid, [...(out.get(r.pid) ?? []), text]);
  }
  return out;
}

/**
 * The latest excursions of the period: alarms of the food stores, how far they went and how long they
 * lasted (until the rule cleared them or a person closed them; to now while open).
 */
async function excursions(q: Queryable, farmId: number, from: string) {
  const rows = await q.query<Omit<Answer['excursions'][number], 'statusName'>>(
    `SELECT a.id AS "alarmId", d.device_name AS "deviceName", p.property_name AS "propertyName", p.unit,
            ${ts('a.alarm_time')} AS "alarmTime", a.alarm_value AS "alarmValue", a.threshold,
            a.alarm_level AS "alarmLevel", a.status, ${ts('e.t')} AS "endTime",
            greatest(0, extract(epoch FROM coalesce(e.t, now()) - a.alarm_time) / 60)::int AS minutes
       FROM ${FOOD_PROPERTIES}
       JOIN iot_alarm_records a ON a.property_id = p.id
       CROSS JOIN LATERAL (SELECT CASE WHEN a.status IN (1, 4) THEN coalesce(a.clear_time, a.handle_time) END AS t) e
      WHERE ${OF_FARM} AND a.alarm_time >= $3::timestamptz
      ORDER BY a.alarm_time DESC, a.id DESC LIMIT 20`,
    [farmId, FOOD_STORAGE_GATES, from],
  );
  return rows.map((r) => ({ ...r, statusName: alarmStatusLabel(r.status) }));
}

/** What the base certified in the period ($2 a date), by product, with the scans of its trace codes. */
async function products(q: Queryable, farmId: number, fromDate: string) {
  return q.query<Answer['products'][number]>(
    `SELECT c.product_name AS "productName", c.unit, count(*)::int AS certificates,
            round(sum(c.quantity), 2)::float8 AS quantity, to_char(max(c.issue_date), 'YYYY-MM-DD') AS "lastIssueDate",
            count(c.trace_code)::int AS traced,
            coalesce((SELECT sum(s.scan_count) FROM trace_code_scans s JOIN trace_codes t ON t.id = s.trace_code_id
                       WHERE t.farm_id = $1 AND t.product_name = c.product_name AND s.scan_date >= $2::date), 0)::int AS scans
       FROM qualified_certificates c
      WHERE c.farm_id = $1 AND c.issue_date >= $2::date
      GROUP BY c.product_name, c.unit ORDER BY certificates DESC, c.product_name`,
    [farmId, fromDate],
  );
}

/**
 * A base's food-safety devices (冷库 and 粮情 monitors) over the last days: the kinds looked for, each
 * watched property against its limits and rules, the excursions, and the products the base certified.
 */
export const foodSafetyRoute: Route = route(getIotFoodSafety, async (ctx): Promise<Answer> => {
  const { db } = ctx.services;
  const { farmId, days } = ctx.body;
  const [period] = await db.query<{ s: string; e: string; d: string }>(
    `SELECT ${ts('now() - make_interval(days => $1)')} AS s, ${ts('now()')} AS e,
            to_char(now() - make_interval(days => $1), 'YYYY-MM-DD') AS d`,
    [days],
  );
  const { s: from, e: until, d: fromDate } = period!;
  const [kinds, props, rules, alarms, certified] = await Promise.all([
    db.query<Answer['kinds'][number]>(
      `SELECT g.identifier, g.name, count(d.id)::int AS "deviceCount",
              count(d.id) FILTER (WHERE d.status = 1)::int AS "onlineCount"
         FROM gate_categories g LEFT JOIN iot_devices d ON d.gate_category_id = g.id AND d.farm_id = $1
        WHERE g.identifier = ANY($2::text[]) GROUP BY g.id ORDER BY g.sort_num, g.id`,
      [farmId, FOOD_STORAGE_GATES],
    ),
    properties(db, farmId, from, until),
    rulesByProperty(db, farmId),
    excursions(db, farmId, from),
    products(db, farmId, fromDate),
  ]);
  return {
    startTime: from,
    endTime: until,
    kinds,
    properties: props.map((p) => ({ ...p, rules: rules.get(p.devicePropertyId) ?? [] })),
    excursions: alarms,
    products: certified,
  };
});
