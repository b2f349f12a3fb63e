import { type AlarmComparator, type AlarmRuleProblem, alarmRuleProblem } from '@fengshou/core';
import type { BodyOf, createIotAlarmRule, listIotAlarmRules, ResultOf } from '@fengshou/core/contract';

/** A rule as the administration lists it. */
export type AlarmRule = ResultOf<typeof listIotAlarmRules>['list'][number];

/** The rule form's values: durations in minutes (how officials think of them), thresholds as typed. */
export interface RuleFormValues {
  target: 'device' | 'profile';
  deviceId?: number;
  devicePropertyId?: number;
  profileId?: number;
  propertyIdentifier?: string;
  ruleName?: string;
  comparator: AlarmComparator;
  threshold?: number | null;
  thresholdHigh?: number | null;
  durationMin?: number | null;
  repeatCount?: number | null;
  clearThreshold?: number | null;
  clearThresholdHigh?: number | null;
  alarmLevel: number;
}

/** The form's labels of the contract's fields, for the fields a refusal names. */
export const RULE_FIELD_LABELS: Readonly<Record<string, string>> = {
  devicePropertyId: '设备属性',
  profileId: '设备型号',
  propertyIdentifier: '型号属性',
  ruleName: '规则名称',
  comparator: '条件',
  threshold: '阈值',
  thresholdHigh: '范围上限',
  durationS: '持续时间',
  repeatCount: '连续次数',
  clearThreshold: '恢复阈值',
  clearThresholdHigh: '恢复上限',
  alarmLevel: '级别',
};

// The form names the duration in minutes; a refusal of durationS belongs to that field.
const FORM_FIELD: Readonly<Record<string, keyof RuleFormValues>> = { durationS: 'durationMin' };

/** The form field a contract field's problem is shown at. */
export const formFieldOf = (field: string): string => FORM_FIELD[field] ?? field;

const num = (v: number | null | undefined) => (v === undefined || v === null ? null : v);

/** The condition part of a request (create and update). */
export function conditionOf(v: RuleFormValues) {
  const band = v.comparator === 'outside';
  return {
    ruleName: v.ruleName?.trim() || null,
    comparator: v.comparator,
    threshold: v.threshold ?? Number.NaN,
    thresholdHigh: band ? num(v.thresholdHigh) : null,
    durationS: Math.round((v.durationMin ?? 0) * 60),
    repeatCount: v.repeatCount ?? 1,
    clearThreshold: num(v.clearThreshold),
    clearThresholdHigh: band ? num(v.clearThresholdHigh) : null,
    alarmLevel: v.alarmLevel,
  };
}

/** The body of a new rule: of the chosen device property or of the chosen profile's property. */
export function createBodyOf(v: RuleFormValues): BodyOf<typeof createIotAlarmRule> {
  const target =
    v.target === 'device'
      ? { devicePropertyId: v.devicePropertyId }
      : { profileId: v.profileId, propertyIdentifier: v.propertyIdentifier };
  return { ...target, ...conditionOf(v) };
}

/** The thresholds' problem as the form shows it (fields renamed to the form's), or null. */
export function formProblem(v: RuleFormValues): AlarmRuleProblem | null {
  const c = conditionOf(v);
  if (!Number.isFinite(c.threshold)) return { fields: ['threshold'], message: '请填写阈值' };
  const p = alarmRuleProblem(c);
  return p && { ...p, fields: p.fields.map(formFieldOf) };
}

/** A rule's values in the form (editing). */
export function formValuesOf(r: AlarmRule): RuleFormValues {
  return {
    target: r.target,
    deviceId: r.deviceId ?? undefined,
    devicePropertyId: r.devicePropertyId ?? undefined,
    profileId: r.profileId ?? undefined,
    propertyIdentifier: r.propertyIdentifier,
    ruleName: r.ruleName ?? '',
    comparator: r.comparator,
    threshold: r.threshold,
    thresholdHigh: r.thresholdHigh,
    durationMin: r.durationS / 60,
    repeatCount: r.repeatCount,
    clearThreshold: r.clearThreshold,
    clearThresholdHigh: r.clearThresholdHigh,
    alarmLevel: r.alarmLevel,
  };
}
