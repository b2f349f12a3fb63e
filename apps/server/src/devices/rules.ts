/** An alarm rule as the engine applies it to one property's readings. */
export interface Rule {
  id: number;
  comparator: 'gt' | 'lt' | 'outside';
  threshold: number;
  /** Upper limit of an 'outside' band. */
  thresholdHigh: number | null;
  durationS: number;
  repeatCount: number;
  /** Where a raised alarm clears (hysteresis); the thresholds themselves when null. */
  clearThreshold: number | null;
  clearThresholdHigh: number | null;
  level: number;
  name: string | null;
}

/** Where a rule stands for one property: kept in iot_rule_states so a restart continues it. */
export interface RuleState {
  /** Since when (epoch ms) the condition has held, or null. */
  breachSince: number | null;
  breachCount: number;
  /** The last reading evaluated (epoch ms); older readings arriving late are not evaluated again. */
  lastTs: number;
  /**
   * The open alarm this rule raised for the property; 0 while an excursion whose alarm is no longer open
   * goes on (it raises nothing more); null when inside.
   */
  alarmId: number | null;
}

/** What a reading made a rule do. */
export type RuleEvent = 'raise' | 'clear' | null;

/** True when the value is on the alarm side of the rule. */
export function breaches(rule: Rule, v: number): boolean {
  if (rule.comparator === 'gt') return v > rule.threshold;
  if (rule.comparator === 'lt') return v < rule.threshold;
  return v < rule.threshold || v > (rule.thresholdHigh ?? Number.POSITIVE_INFINITY);
}

/** True when the value is back on the safe side of the clear thresholds. */
export function clears(rule: Rule, v: number): boolean {
  const lo = rule.clearThreshold ?? rule.threshold;
  if (rule.comparator === 'gt') return v <= lo;
  if (rule.comparator === 'lt') return v >= lo;
  const hi = rule.clearThresholdHigh ?? rule.thresholdHigh ?? Number.POSITIVE_INFINITY;
  return v >= lo && v <= hi;
}

/**
 * One reading through a rule: the condition must hold for durationS and for repeatCount readings in a row
 * before an alarm is raised (once, while it stays open); the open alarm clears when a reading is back inside
 * the clear thresholds. A reading inside the threshold but not yet clear ends the run without clearing.
 */
export function step(rule: Rule, state: RuleState, ts: number, value: number): [RuleState, RuleEvent] {
  if (ts <= state.lastTs) return [state, null];
  if (breaches(rule, value)) {
    const since = state.breachSince ?? ts;
    const count = state.breachCount + 1;
    const due = state.alarmId === null && ts - since >= rule.durationS * 1000 && count >= rule.repeatCount;
    return [
      { breachSince: since, breachCount: count, lastTs: ts, alarmId: state.alarmId },
      due ? 'raise' : null,
    ];
  }
  const clear = state.alarmId !== null && clears(rule, value);
  return [
    { breachSince: null, breachCount: 0, lastTs: ts, alarmId: clear ? null : state.alarmId },
    clear ? 'clear' : null,
  ];
}

/** The state of a rule that has seen nothing of a property. */
export const FRESH_STATE: RuleState = { breachSince: null, breachCount: 0, lastTs: 0, alarmId: null };
