import { alarmStatusLabel } from '@fengshou/core';
import type { zIotAlarm } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { ts } from '../../query/sql-time';

/** Alarm columns; aliases a = iot_alarm_records, d = iot_devices, p = properties, g, f. */
const COLUMNS = `
  a.id AS "alarmId", a.device_id AS "deviceId", d.device_name AS "deviceName",
         a.property_id AS "devicePropertyId", p.property_name AS "propertyName", p.unit,
         a.farm_id AS "farmId", f.farm_name AS "farmName", a.area_id AS "areaId",
         g.id AS "gateCategoryId", g.name AS "gateCategoryName",
         ${ts('a.alarm_time')} AS "alarmTime", a.alarm_value AS "alarmValue", a.threshold,
         a.alarm_content AS "alarmContent", a.alarm_level AS "alarmLevel", a.status,
         ${ts('a.ack_time')} AS "ackTime", a.ack_user_name AS "ackUserName",
         a.assignee_name AS "assigneeName", ${ts('a.assign_time')} AS "assignTime",
         ${ts('a.clear_time')} AS "clearTime",
         ${ts('a.handle_time')} AS "handleTime", a.handler, a.remark, a.version`;
const TABLES = `
    iot_alarm_records a
    JOIN iot_devices d ON d.id = a.device_id
    JOIN iot_device_properties p ON p.id = a.property_id
    JOIN gate_categories g ON g.id = d.gate_category_id
    LEFT JOIN farms f ON f.id = a.farm_id`;
const ALARM_SELECT = `SELECT ${COLUMNS} FROM ${TABLES}`;

/** An alarm as the contract shows it. */
export type AlarmRow = z.output<typeof zIotAlarm>;

// The tables an alarm filter names. Every alarm has its device, property and (through the device) gate
// category (NOT NULL foreign keys), so counting without those joins counts the same rows; the device's
// outer join is dropped unless a condition names it.
const FILTERED = 'iot_alarm_records a LEFT JOIN iot_devices d ON d.id = a.device_id';

/**
 * An alarm list's SQL: the page's alarms are found along alarm_time before the names of those rows are
 * joined; a filter may name the alarm (a) and its device (d).
 */
export const ALARM_SQL = { select: COLUMNS, from: TABLES, countFrom: FILTERED, key: 'a.id' };
/** Alarm lists show the newest first. */
export const ALARM_ORDER = 'a.alarm_time DESC, a.id DESC';

/**
 * An alarm as it is answered: its status named (bigint area codes arrive as strings on some drivers).
 */
export const presentAlarm = (r: AlarmRow): AlarmRow => ({
  ...r,
  areaId: Number(r.areaId),
  statusName: alarmStatusLabel(r.status),
});

/** The newest alarm of an area, or null. */
export async function latestAlarm(q: Queryable, [lo, hi]: [number, number]): Promise<AlarmRow | null> {
  const [row] = await q.query<AlarmRow>(
    `${ALARM_SELECT}
       JOIN (SELECT a.id FROM iot_alarm_records a WHERE a.area_id BETWEEN $1 AND $2
              ORDER BY ${ALARM_ORDER} LIMIT 1) pg ON pg.id = a.id`,
    [lo, hi],
  );
  return row ? presentAlarm(row) : null;
}

/** Alarms by id (what the ticker publishes after raising them). */
export async function alarmsById(q: Queryable, ids: readonly number[]): Promise<AlarmRow[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<AlarmRow>(`${ALARM_SELECT} WHERE a.id = ANY($1::int[]) ORDER BY a.id`, [ids]);
  return rows.map(presentAlarm);
}

/** Nice bucket widths (s) for downsampled series: a chart gets at most maxPoints points for any range. */
const BUCKETS = [60, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800, 604800, 2592000];

/** The narrowest nice bucket that keeps a range within maxPoints points (the ticker writes a reading a minute). */
export function bucketFor(rangeS: number, maxPoints: number): number {
  const need = Math.ceil(rangeS / maxPoints);
  return BUCKETS.find((b) => b >= need) ?? Math.ceil(need / 86400) * 86400;
}

/**
 * A property's readings in [from, until) averaged per bucket (with min and max, so spikes stay visible).
 * Buckets align to Beijing midnight so daily points are calendar days.
 */
export async function history(
  q: Queryable,
  propertyId: number,
  from: string,
  until: string,
  bucketS: number,
) {
  return q.query<{ time: string; value: number; min: number; max: number }>(
    `WITH b AS (
       SELECT to_timestamp(floor((extract(epoch FROM ts) + 28800) / $4) * $4 - 28800) AS t, value
         FROM iot_readings WHERE property_id = $1 AND ts >= $2::timestamptz AND ts < $3::timestamptz)
     SELECT ${ts('t')} AS time, round(avg(value)::numeric, 2)::float8 AS value,
            round(min(value)::numeric, 2)::float8 AS min, round(max(value)::numeric, 2)::float8 AS max
       FROM b GROUP BY t ORDER BY t`,
    [propertyId, from, until, bucketS],
  );
}
