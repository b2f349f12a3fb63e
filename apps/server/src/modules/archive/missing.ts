import type { StatMissing } from '@fengshou/core/contract';
import type { Database } from '../../db/client';
import { IMPORT_KINDS } from '../../import/kinds/registry';
import { statCacheOf } from './cache';
import type { MetricDef } from './metric';
import { recordsSql, type StatQuery } from './sql';

// Tables only devices write (sensor readings and their current values, alarms, pest monitors, camera
// recognition, ear-tag readers): a bureau cannot import them, its devices fill them once connected.
const DEVICE_TABLES: ReadonlySet<string> = new Set([
  'iot_readings',
  'iot_device_properties',
  'iot_alarm_records',
  'pest_counts',
  'pest_images',
  'camera_ai_images',
  'ear_tag_logs',
]);

/** The table a metric's rows come from: the first of its FROM clause (the others are joined to it). */
export function sourceTable(m: MetricDef): string {
  return /^\s*(\w+)/.exec(m.from)?.[1] ?? '';
}

/**
 * How records of the metric's source reach an area: the import kind that writes its table (found through
 * the kinds' registry, so a kind added there is named at once), devices, or neither yet.
 */
export function sourceOf(m: MetricDef): StatMissing {
  const table = sourceTable(m);
  const kind = IMPORT_KINDS.find((k) => k.table === table);
  if (kind) return { label: kind.label, via: 'import' };
  if (DEVICE_TABLES.has(table)) return { label: '设备数据', via: 'device' };
  return { label: m.topic, via: 'none' };
}

/**
 * True when the metric's source has any row in the area, whatever the metric's condition and time. Cached
 * with the statistics under the metric and area, so imports (invalidateStats) and live events of the
 * metric's topics (invalidateMetricAreas) drop it like the figures.
 */
function hasRecords(db: Database, m: MetricDef, q: StatQuery): Promise<boolean> {
  return statCacheOf(db).get(`${m.id}|records|${q.areaId}`, m.ttl ?? 300, async () => {
    const sql = recordsSql(m, q);
    const [row] = await db.query<{ found: boolean }>(sql.text, sql.params);
    return row?.found === true;
  });
}

/**
 * What the metric is missing in the area when its figures are all 0 or null (`blank`): its source, if the
 * area holds no record of it at all; undefined for a measured 0. Figures other than 0 prove records, so
 * screens of areas with data never pay for the check.
 */
export async function missingIn(
  db: Database,
  m: MetricDef,
  q: StatQuery,
  blank: boolean,
): Promise<StatMissing | undefined> {
  if (!blank || (await hasRecords(db, m, q))) return undefined;
  return sourceOf(m);
}

/** True when no figure of the rows' field is other than 0 or null (a breakdown that shows nothing). */
export function isBlank(rows: readonly Record<string, unknown>[], field: string): boolean {
  return rows.every((r) => !r[field]);
}
