import type { Queryable } from '../../db/client';
import { ts } from '../../query/sql-time';

/** Nice bucket widths (s) for downsampled series: a chart gets at most maxPoints points for any range. */
const BUCKETS = [60, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400, 172800, 604800, 2592000];

/** The narrowest nice bucket that keeps a range within maxPoints points (devices typically report once a minute). */
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
