import { addDays } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import { Filter } from '../../query/sql-filter';

/**
 * Pest rows of an area range, and of a farm and a trap when given (alias c for pest_counts or their tally,
 * i for images, d for pest_devices; every query joins the trap as d).
 */
export function pestFilter(
  [lo, hi]: [number, number],
  by: { farmId?: number; deviceId?: number },
  alias: 'c' | 'i' | 'd',
): Filter {
  const f = new Filter().add(`${alias}.area_id BETWEEN $? AND $?`, lo, hi);
  if (by.farmId !== undefined) f.add('d.farm_id = $?', by.farmId);
  if (by.deviceId !== undefined) f.add(`${alias === 'd' ? 'd.id' : `${alias}.device_id`} = $?`, by.deviceId);
  return f;
}

/** The latest day with counts in the filter (the data's "today"), or the calendar day when none. */
export async function lastDay(q: Queryable, f: Filter): Promise<string> {
  const [r] = await q.query<{ d: string }>(
    // The newest (device, day) of the counts' tally along its day index: the same day as a
    // max() over the counts, which would read every row of the area.
    `SELECT to_char(coalesce((SELECT c.count_date FROM pest_count_day_tallies c JOIN pest_devices d ON d.id = c.device_id
                                ${f.where()} AND c.count_date <= current_date ORDER BY c.count_date DESC LIMIT 1),
                             current_date), 'YYYY-MM-DD') AS d`,
    f.params,
  );
  return r!.d;
}

/** A 'YYYY-MM-DD' day moved by a number of days. */
export const shift = (date: string, days: number): string => addDays(date, days);
