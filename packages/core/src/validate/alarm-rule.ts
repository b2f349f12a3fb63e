/** How a rule compares a reading: above the threshold, below it, or outside the band [threshold, high]. */
export type AlarmComparator = 'gt' | 'lt' | 'outside';

/** Labels of the comparators on screens. */
export const ALARM_COMPARATOR_LABELS: Readonly<Record<AlarmComparator, string>> = {
  gt: '高于',
  lt: '低于',
  outside: '超出范围',
};

/** Labels of the alarm levels (iot_alarm_rules.alarm_level, 1 to 3). */
export const ALARM_LEVEL_LABELS: Readonly<Record<1 | 2 | 3, string>> = { 1: '提示', 2: '一般', 3: '严重' };

/** The thresholds of a rule as a form or a request states them (null: not given). */
export interface AlarmRuleThresholds {
  comparator: AlarmComparator;
  threshold: number;
  thresholdHigh: number | null;
  clearThreshold: number | null;
  clearThresholdHigh: number | null;
}

/** A rule's thresholds that do not fit together: the fields to name and why. */
export interface AlarmRuleProblem {
  fields: string[];
  message: string;
}

/**
 * Checks that a rule's thresholds fit together. A band needs threshold < thresholdHigh. The clear
 * condition (hysteresis) must lie on the safe side of the alarm condition, or the alarm would clear while
 * the condition that raised it still holds: for 'gt' clear ≤ threshold, for 'lt' clear ≥ threshold, for
 * 'outside' the clear band (each bound the threshold's when not given) inside the alarm band and not empty.
 * High bounds belong to bands only. Answers the first problem, or null.
 */
export function alarmRuleProblem(r: AlarmRuleThresholds): AlarmRuleProblem | null {
  if (r.comparator !== 'outside') {
    const extra = (['thresholdHigh', 'clearThresholdHigh'] as const).filter((f) => r[f] !== null);
    if (extra.length) return { fields: [...extra], message: '只有“超出范围”的规则有上限' };
  }
  if (r.comparator === 'gt' && r.clearThreshold !== null && r.clearThreshold > r.threshold) {
    return { fields: ['clearThreshold'], message: '恢复阈值不能高于告警阈值' };
  }
  if (r.comparator === 'lt' && r.clearThreshold !== null && r.clearThreshold < r.threshold) {
    return { fields: ['clearThreshold'], message: '恢复阈值不能低于告警阈值' };
  }
  if (r.comparator !== 'outside') return null;
  if (r.thresholdHigh === null) return { fields: ['thresholdHigh'], message: '请填写范围上限' };
  if (!(r.threshold < r.thresholdHigh)) {
    return { fields: ['threshold', 'thresholdHigh'], message: '范围下限须小于上限' };
  }
  const low = r.clearThreshold ?? r.threshold;
  const high = r.clearThresholdHigh ?? r.thresholdHigh;
  if (low < r.threshold) return { fields: ['clearThreshold'], message: '恢复下限不能低于告警下限' };
  if (high > r.thresholdHigh) {
    return { fields: ['clearThresholdHigh'], message: '恢复上限不能高于告警上限' };
  }
  if (!(low < high)) {
    return { fields: ['clearThreshold', 'clearThresholdHigh'], message: '恢复下限须小于恢复上限' };
  }
  return null;
}

/** A rule's condition in words, e.g. 「高于 25 ppm 持续 10 分钟」. */
export function describeAlarmRule(
  r: Pick<AlarmRuleThresholds, 'comparator' | 'threshold' | 'thresholdHigh'> & {
    durationS: number;
    repeatCount: number;
  },
  unit = '',
): string {
  const v = (n: number | null) => `${n ?? ''}${unit ? ` ${unit}` : ''}`;
  const cond =
    r.comparator === 'outside'
      ? `超出 ${r.threshold}~${v(r.thresholdHigh)}`
      : `${ALARM_COMPARATOR_LABELS[r.comparator]} ${v(r.threshold)}`;
  const parts = [cond];
  if (r.durationS > 0) parts.push(`持续 ${durationText(r.durationS)}`);
  if (r.repeatCount > 1) parts.push(`连续 ${r.repeatCount} 次`);
  return parts.join('，');
}

function durationText(s: number): string {
  if (s % 3600 === 0) return `${s / 3600} 小时`;
  if (s % 60 === 0) return `${s / 60} 分钟`;
  return `${s} 秒`;
}
