import type { zIotAlarmRule } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { Filter } from '../../query/sql-filter';
import { ts } from '../../query/sql-time';

/** A rule as the contract shows it. */
export type RuleRow = z.output<typeof zIotAlarmRule>;

/**
 * Rule columns; aliases r = iot_alarm_rules, p/d/f the watched property, its device and farm (device
 * rules), dp/pp the profile and its property (profile rules).
 */
const SELECT = `
  SELECT r.id AS "ruleId", CASE WHEN r.property_id IS NOT NULL THEN 'device' ELSE 'profile' END AS target,
         r.rule_name AS "ruleName", d.id AS "deviceId", d.device_name AS "deviceName", d.device_sn AS "deviceSn",
         r.property_id AS "devicePropertyId", f.farm_name AS "farmName", d.area_id AS "areaId",
         r.profile_id AS "profileId", dp.name AS "profileName",
         coalesce(p.identifier, r.property_identifier) AS "propertyIdentifier",
         coalesce(p.property_name, pp.name, r.property_identifier) AS "propertyName",
         coalesce(p.unit, pp.unit, '') AS unit,
         r.comparator, r.threshold, r.threshold_high AS "thresholdHigh", r.duration_s AS "durationS",
         r.repeat_count AS "repeatCount", r.clear_threshold AS "clearThreshold",
         r.clear_threshold_high AS "clearThresholdHigh", r.alarm_level AS "alarmLevel", r.enabled,
         ${ts('r.update_time')} AS "updateTime"
    FROM iot_alarm_rules r
    LEFT JOIN iot_device_properties p ON p.id = r.property_id
    LEFT JOIN iot_devices d ON d.id = p.device_id
    LEFT JOIN farms f ON f.id = d.farm_id
    LEFT JOIN device_profiles dp ON dp.id = r.profile_id
    LEFT JOIN device_profile_properties pp ON pp.profile_id = r.profile_id AND pp.identifier = r.property_identifier`;

/** What a caller may see and change: device rules of its area, profile rules (changed by the top subject only). */
export interface RuleAudience {
  range: [number, number];
  topSubject: boolean;
}

type Row = Omit<RuleRow, 'editable'>;
const present = (r: Row, who: RuleAudience): RuleRow => ({
  ...r,
  areaId: r.areaId === null ? null : Number(r.areaId),
  editable: r.target === 'device' || who.topSubject,
});

/** Rules visible to the caller: its area's device rules and every profile rule. */
function visible(who: RuleAudience): Filter {
  return new Filter().add(
    '((r.property_id IS NOT NULL AND d.area_id BETWEEN $? AND $?) OR r.profile_id IS NOT NULL)',
    ...who.range,
  );
}

/** List filters of the rule administration. */
export interface RuleFilters {
  target?: 'device' | 'profile';
  deviceId?: number;
  profileId?: number;
  enabled?: boolean;
  pattern?: string;
}

/** A page of rules: profile rules first (they apply widest), then device rules, newest first within. */
export async function pageRules(
  q: Queryable,
  who: RuleAudience,
  f: RuleFilters,
  page: { limit: number; offset: number },
): Promise<{ list: RuleRow[]; total: number }> {
  const filter = visible(who);
  if (f.target === 'device') filter.add('r.property_id IS NOT NULL');
  if (f.target === 'profile') filter.add('r.profile_id IS NOT NULL');
  if (f.deviceId !== undefined) filter.add('d.id = $?', f.deviceId);
  if (f.profileId !== undefined) filter.add('r.profile_id = $?', f.profileId);
  if (f.enabled !== undefined) filter.add('r.enabled = $?', f.enabled);
  if (f.pattern !== undefined) {
    filter.add(
      `(r.rule_name ILIKE $? OR d.device_name ILIKE $? OR d.device_sn ILIKE $? OR dp.name ILIKE $?
        OR coalesce(p.property_name, pp.name, r.property_identifier) ILIKE $?)`,
      ...Array(5).fill(f.pattern),
    );
  }
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${SELECT} ${filter.where()}) x`,
    filter.params,
  );
  const n = filter.params.length;
  const rows = await q.query<Row>(
    `${SELECT} ${filter.where()} ORDER BY (r.profile_id IS NULL), r.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...filter.params, page.limit, page.offset],
  );
  return { list: rows.map((r) => present(r, who)), total: count?.n ?? 0 };
}

/** One rule as the caller sees it, or undefined. */
export async function findRule(
  q: Queryable,
  who: RuleAudience,
  ruleId: number,
): Promise<RuleRow | undefined> {
  const [row] = await q.query<Row>(`${SELECT} WHERE r.id = $1`, [ruleId]);
  return row && present(row, who);
}

/** A rule's target and the area of its device (null for a profile rule), the row locked for a change. */
export async function lockRule(
  q: Queryable,
  ruleId: number,
): Promise<{ profileId: number | null; identifier: string | null; areaId: number | null } | undefined> {
  const [row] = await q.query<{
    profile_id: number | null;
    property_identifier: string | null;
    area: string | null;
  }>(
    `SELECT r.profile_id, r.property_identifier, d.area_id AS area
       FROM iot_alarm_rules r
       LEFT JOIN iot_device_properties p ON p.id = r.property_id
       LEFT JOIN iot_devices d ON d.id = p.device_id
      WHERE r.id = $1 FOR UPDATE OF r`,
    [ruleId],
  );
  return (
    row && {
      profileId: row.profile_id,
      identifier: row.property_identifier,
      areaId: row.area === null ? null : Number(row.area),
    }
  );
}

/** The condition of a rule as stored. */
export interface RuleCondition {
  ruleName?: string | null;
  comparator: 'gt' | 'lt' | 'outside';
  threshold: number;
  thresholdHigh: number | null;
  durationS: number;
  repeatCount: number;
  clearThreshold: number | null;
  clearThresholdHigh: number | null;
  alarmLevel: number;
}

/** The condition columns in order, and their values from a condition. */
export const CONDITION_COLUMNS = [
  'rule_name',
  'comparator',
  'threshold',
  'threshold_high',
  'duration_s',
  'repeat_count',
  'clear_threshold',
  'clear_threshold_high',
  'alarm_level',
] as const;

/** The values of CONDITION_COLUMNS (an empty rule name stored as none). */
export const conditionValues = (c: RuleCondition): unknown[] => [
  c.ruleName || null,
  c.comparator,
  c.threshold,
  c.thresholdHigh,
  c.durationS,
  c.repeatCount,
  c.clearThreshold,
  c.clearThresholdHigh,
  c.alarmLevel,
];
