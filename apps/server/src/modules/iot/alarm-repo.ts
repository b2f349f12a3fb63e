import type { zIotAlarm } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { ts } from '../../query/farm-scope';
import type { Filter } from '../../query/sql-filter';

/** Alarm columns; aliases a = iot_alarm_records, d = iot_devices, p = properties, g, f. */
export const ALARM_SELECT = `
  SELECT a.id AS "alarmId", a.device_id AS "deviceId", d.device_name AS "deviceName",
         a.property_id AS "devicePropertyId", p.property_name AS "propertyName", p.unit,
         a.farm_id AS "farmId", f.farm_name AS "farmName", a.area_id AS "areaId",
         g.id AS "gateCategoryId", g.name AS "gateCategoryName",
         ${ts('a.alarm_time')} AS "alarmTime", a.alarm_value AS "alarmValue", a.threshold,
         a.alarm_content AS "alarmContent", a.alarm_level AS "alarmLevel", a.status,
         ${ts('a.handle_time')} AS "handleTime", a.handler`;
const FROM = `
    FROM iot_alarm_records a
    JOIN iot_devices d ON d.id = a.device_id
    JOIN iot_device_properties p ON p.id = a.property_id
    JOIN gate_categories g ON g.id = d.gate_category_id
    LEFT JOIN farms f ON f.id = a.farm_id`;

/** An alarm as the contract shows it. */
export type AlarmRow = z.output<typeof zIotAlarm>;

// The tables an alarm filter names. Every alarm has its device, property and (through the device) gate
// category (NOT NULL foreign keys), so counting without those joins counts the same rows; the device's
// outer join is dropped unless a keyword names it.
const FILTERED = 'FROM iot_alarm_records a LEFT JOIN iot_devices d ON d.id = a.device_id';

/** One page of alarms, newest first. */
export async function pageAlarms(q: Queryable, filter: Filter, page: { pageNo: number; pageSize: number }) {
  const where = filter.where();
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n ${FILTERED} ${where}`,
    filter.params,
  );
  const limit = filter.p(page.pageSize);
  const offset = filter.p((page.pageNo - 1) * page.pageSize);
  // The page's alarms first (along alarm_time), then the names of those rows only.
  const list = await q.query<AlarmRow>(
    `${ALARM_SELECT} ${FROM}
       JOIN (SELECT a.id ${FILTERED} ${where} ORDER BY a.alarm_time DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}) pg
         ON pg.id = a.id
      ORDER BY a.alarm_time DESC, a.id DESC`,
    filter.params,
  );
  return {
    list: list.map((r) => ({ ...r, areaId: Number(r.areaId) })),
    total: count?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

/** Alarms by id (what the ticker publishes after raising them). */
export async function alarmsById(q: Queryable, ids: readonly number[]): Promise<AlarmRow[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<AlarmRow>(`${ALARM_SELECT} ${FROM} WHERE a.id = ANY($1::int[]) ORDER BY a.id`, [
    ids,
  ]);
  return rows.map((r) => ({ ...r, areaId: Number(r.areaId) }));
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
            min(value)::float8 AS min, max(value)::float8 AS max
       FROM b GROUP BY t ORDER BY t`,
    [propertyId, from, until, bucketS],
  );
}
