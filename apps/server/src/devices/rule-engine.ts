import type { Queryable } from '../db/client';
import { FRESH_STATE, type Rule, type RuleState, step } from './rules';

/** A stored reading the rules look at. */
export interface StoredReading {
  propertyId: number;
  ts: number;
  value: number;
}

/** What the rules did in one write: alarms raised and cleared (their ids). */
export interface RuleOutcome {
  raised: number[];
  cleared: number[];
}

interface RuleRow {
  id: number;
  property_id: number;
  comparator: Rule['comparator'];
  threshold: number;
  threshold_high: number | null;
  duration_s: number;
  repeat_count: number;
  clear_threshold: number | null;
  clear_threshold_high: number | null;
  alarm_level: number;
  rule_name: string | null;
}

const rule = (r: RuleRow): Rule => ({
  id: r.id,
  comparator: r.comparator,
  threshold: r.threshold,
  thresholdHigh: r.threshold_high,
  durationS: r.duration_s,
  repeatCount: r.repeat_count,
  clearThreshold: r.clear_threshold,
  clearThresholdHigh: r.clear_threshold_high,
  level: r.alarm_level,
  name: r.rule_name,
});

// The alarm text: device, property, value and unit, which limit, and for how long it held.
const CONTENT = `d.device_name || p.property_name || x.v::numeric::text || p.unit || '，'
  || CASE r.comparator WHEN 'gt' THEN '高于阈值' || r.threshold::numeric || p.unit
                       WHEN 'lt' THEN '低于阈值' || r.threshold::numeric || p.unit
                       ELSE '超出正常范围' || r.threshold::numeric || '–' || r.threshold_high::numeric || p.unit END
  || CASE WHEN r.duration_s >= 60 THEN '，持续' || (r.duration_s / 60) || '分钟' ELSE '' END`;

/**
 * Applies the enabled rules of the readings' properties (a property's own rules and its device profile's)
 * inside the readings' transaction: each rule's state is read locked, advanced reading by reading in time
 * order, and written back with the alarms it raised (event 'raised') and cleared (status 已恢复, event
 * 'cleared'). A restart in the middle of a duration continues from the stored state.
 */
export async function applyRules(q: Queryable, readings: readonly StoredReading[]): Promise<RuleOutcome> {
  const outcome: RuleOutcome = { raised: [], cleared: [] };
  if (readings.length === 0) return outcome;
  const propIds = [...new Set(readings.map((r) => r.propertyId))];
  const rules = await q.query<RuleRow>(
    `SELECT r.id, p.id AS property_id, r.comparator, r.threshold::float8 AS threshold,
            r.threshold_high::float8 AS threshold_high, r.duration_s, r.repeat_count,
            r.clear_threshold::float8 AS clear_threshold, r.clear_threshold_high::float8 AS clear_threshold_high,
            r.alarm_level, r.rule_name
       FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id
       JOIN iot_alarm_rules r ON r.enabled
        AND (r.property_id = p.id OR (r.profile_id = d.profile_id AND r.property_identifier = p.identifier))
      WHERE p.id = ANY($1::int[])
      ORDER BY r.id, p.id`,
    [propIds],
  );
  if (rules.length === 0) return outcome;
  const stored = await q.query<{
    rule_id: number;
    property_id: number;
    since: number | null;
    breach_count: number;
    last: number;
    alarm_id: number | null;
  }>(
    `SELECT s.rule_id, s.property_id, (extract(epoch FROM s.breach_since) * 1000)::float8 AS since,
            s.breach_count, (extract(epoch FROM s.last_ts) * 1000)::float8 AS last, s.alarm_id
       FROM iot_rule_states s JOIN unnest($1::int[], $2::int[]) AS k(r, p) ON s.rule_id = k.r AND s.property_id = k.p
      ORDER BY s.rule_id, s.property_id FOR UPDATE OF s`,
    [rules.map((r) => r.id), rules.map((r) => r.property_id)],
  );
  const states = new Map(
    stored.map((s) => [
      `${s.rule_id}:${s.property_id}`,
      { breachSince: s.since, breachCount: s.breach_count, lastTs: s.last, alarmId: s.alarm_id } as RuleState,
    ]),
  );
  for (const [key, first] of await firstStates(
    q,
    rules.filter((r) => !states.has(`${r.id}:${r.property_id}`)),
  ))
    states.set(key, first);
  const byProp = new Map<number, StoredReading[]>();
  for (const r of readings) byProp.set(r.propertyId, [...(byProp.get(r.propertyId) ?? []), r]);
  for (const list of byProp.values()) list.sort((a, b) => a.ts - b.ts);

  const raise: { rule: number; prop: number; ts: number; v: number; key: string }[] = [];
  const clear: { alarm: number; ts: number; v: number }[] = [];
  const next = new Map<string, { rule: number; prop: number; s: RuleState }>();
  for (const row of rules) {
    const key = `${row.id}:${row.property_id}`;
    let s = states.get(key)!;
    const before = s;
    const r = rule(row);
    for (const reading of byProp.get(row.property_id) ?? []) {
      const [after, event] = step(r, s, reading.ts, reading.value);
      if (event === 'raise')
        raise.push({ rule: r.id, prop: row.property_id, ts: reading.ts, v: reading.value, key });
      if (event === 'clear' && s.alarmId !== null && s.alarmId > 0)
        clear.push({ alarm: s.alarmId, ts: reading.ts, v: reading.value });
      // A raised alarm's id is known only after its insert: -1 holds its place until then.
      s = event === 'raise' ? { ...after, alarmId: -1 } : after;
    }
    if (s !== before) next.set(key, { rule: row.id, prop: row.property_id, s });
  }

  if (raise.length) {
    const ids = await q.query<{ id: number; rule_id: number; property_id: number }>(
      `INSERT INTO iot_alarm_records (rule_id, device_id, property_id, farm_id, area_id, alarm_time, alarm_value,
                                      threshold, alarm_content, alarm_level)
       SELECT r.id, d.id, p.id, d.farm_id, d.area_id, to_timestamp(x.ts / 1000.0), x.v, r.threshold, ${CONTENT}, r.alarm_level
         FROM unnest($1::int[], $2::int[], $3::float8[], $4::real[]) WITH ORDINALITY AS x(rule, prop, ts, v, n)
         JOIN iot_alarm_rules r ON r.id = x.rule JOIN iot_device_properties p ON p.id = x.prop
         JOIN iot_devices d ON d.id = p.device_id
        ORDER BY x.n
       RETURNING id, rule_id, property_id`,
      [raise.map((x) => x.rule), raise.map((x) => x.prop), raise.map((x) => x.ts), raise.map((x) => x.v)],
    );
    await q.query(
      `INSERT INTO iot_alarm_events (alarm_id, event, event_time, value)
       SELECT a.id, 'raised', a.alarm_time, a.alarm_value FROM iot_alarm_records a WHERE a.id = ANY($1::int[])`,
      [ids.map((i) => i.id)],
    );
    for (const i of ids) {
      const n = next.get(`${i.rule_id}:${i.property_id}`);
      if (n && n.s.alarmId === -1) n.s = { ...n.s, alarmId: i.id };
      outcome.raised.push(i.id);
    }
  }
  if (clear.length) {
    const done = await q.query<{ id: number }>(
      `UPDATE iot_alarm_records a SET status = 4, clear_time = to_timestamp(x.ts / 1000.0), clear_value = x.v,
              version = a.version + 1
         FROM unnest($1::int[], $2::float8[], $3::real[]) AS x(id, ts, v)
        WHERE a.id = x.id AND a.status IN (0, 2, 3)
       RETURNING a.id`,
      [clear.map((c) => c.alarm), clear.map((c) => c.ts), clear.map((c) => c.v)],
    );
    await q.query(
      `INSERT INTO iot_alarm_events (alarm_id, event, event_time, value)
       SELECT a.id, 'cleared', a.clear_time, a.clear_value FROM iot_alarm_records a WHERE a.id = ANY($1::int[])`,
      [done.map((d) => d.id)],
    );
    outcome.cleared.push(...done.map((d) => d.id));
  }
  const rows = [...next.values()];
  if (rows.length) {
    await q.query(
      `INSERT INTO iot_rule_states (rule_id, property_id, breach_since, breach_count, last_ts, alarm_id)
       SELECT r, p, CASE WHEN s IS NULL THEN NULL ELSE to_timestamp(s / 1000.0) END, c, to_timestamp(l / 1000.0), nullif(a, -1)
         FROM unnest($1::int[], $2::int[], $3::float8[], $4::int[], $5::float8[], $6::int[]) AS x(r, p, s, c, l, a)
       ON CONFLICT (rule_id, property_id) DO UPDATE SET breach_since = EXCLUDED.breach_since,
         breach_count = EXCLUDED.breach_count, last_ts = EXCLUDED.last_ts, alarm_id = EXCLUDED.alarm_id`,
      [
        rows.map((x) => x.rule),
        rows.map((x) => x.prop),
        rows.map((x) => x.s.breachSince),
        rows.map((x) => x.s.breachCount),
        rows.map((x) => x.s.lastTs),
        rows.map((x) => x.s.alarmId),
      ],
    );
  }
  return outcome;
}

/**
 * Where a rule starts on a property it has no state for (a new rule, or a database from before rules kept
 * state): the alarm it raised that is still open, or nothing, so a rule made now raises on the next reading
 * across it.
 */
async function firstStates(q: Queryable, rules: RuleRow[]): Promise<Map<string, RuleState>> {
  const out = new Map<string, RuleState>(rules.map((r) => [`${r.id}:${r.property_id}`, FRESH_STATE]));
  if (rules.length === 0) return out;
  const open = await q.query<{ rule: number; prop: number; id: number; opened: number }>(
    `SELECT DISTINCT ON (a.rule_id, a.property_id) a.rule_id AS rule, a.property_id AS prop, a.id,
            (extract(epoch FROM a.alarm_time) * 1000)::float8 AS opened
       FROM iot_alarm_records a JOIN unnest($1::int[], $2::int[]) AS k(r, p) ON a.rule_id = k.r AND a.property_id = k.p
      WHERE a.status IN (0, 2, 3)
      ORDER BY a.rule_id, a.property_id, a.id DESC`,
    [rules.map((r) => r.id), rules.map((r) => r.property_id)],
  );
  for (const a of open)
    out.set(`${a.rule}:${a.prop}`, { breachSince: a.opened, breachCount: 1, lastTs: 0, alarmId: a.id });
  return out;
}
