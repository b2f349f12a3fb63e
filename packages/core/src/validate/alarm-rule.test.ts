import { describe, expect, it } from 'vitest';
import { type AlarmRuleThresholds, alarmRuleProblem, describeAlarmRule } from './alarm-rule';

const rule = (r: Partial<AlarmRuleThresholds>): AlarmRuleThresholds => ({
  comparator: 'gt',
  threshold: 25,
  thresholdHigh: null,
  clearThreshold: null,
  clearThresholdHigh: null,
  ...r,
});

describe('alarm rule thresholds', () => {
  it('accepts a plain threshold and one with a clear value on the safe side', () => {
    expect(alarmRuleProblem(rule({}))).toBeNull();
    expect(alarmRuleProblem(rule({ clearThreshold: 20 }))).toBeNull();
    expect(alarmRuleProblem(rule({ clearThreshold: 25 }))).toBeNull();
    expect(alarmRuleProblem(rule({ comparator: 'lt', threshold: 5, clearThreshold: 6 }))).toBeNull();
  });

  it('refuses a clear value on the alarm side, naming it', () => {
    expect(alarmRuleProblem(rule({ clearThreshold: 26 }))?.fields).toEqual(['clearThreshold']);
    expect(alarmRuleProblem(rule({ comparator: 'lt', threshold: 5, clearThreshold: 4 }))?.fields).toEqual([
      'clearThreshold',
    ]);
  });

  it('refuses upper bounds on a one-sided rule', () => {
    expect(alarmRuleProblem(rule({ thresholdHigh: 30, clearThresholdHigh: 28 }))?.fields).toEqual([
      'thresholdHigh',
      'clearThresholdHigh',
    ]);
  });

  it('needs a band with its low below its high', () => {
    expect(alarmRuleProblem(rule({ comparator: 'outside' }))?.fields).toEqual(['thresholdHigh']);
    expect(alarmRuleProblem(rule({ comparator: 'outside', threshold: 8, thresholdHigh: 8 }))?.fields).toEqual(
      ['threshold', 'thresholdHigh'],
    );
    expect(alarmRuleProblem(rule({ comparator: 'outside', threshold: 6, thresholdHigh: 8 }))).toBeNull();
  });

  it('keeps the clear band inside the alarm band and not empty', () => {
    const band = { comparator: 'outside' as const, threshold: 6, thresholdHigh: 9 };
    expect(alarmRuleProblem(rule({ ...band, clearThreshold: 6.5, clearThresholdHigh: 8.5 }))).toBeNull();
    expect(alarmRuleProblem(rule({ ...band, clearThreshold: 5 }))?.fields).toEqual(['clearThreshold']);
    expect(alarmRuleProblem(rule({ ...band, clearThresholdHigh: 9.5 }))?.fields).toEqual([
      'clearThresholdHigh',
    ]);
    expect(alarmRuleProblem(rule({ ...band, clearThreshold: 8, clearThresholdHigh: 7 }))?.fields).toEqual([
      'clearThreshold',
      'clearThresholdHigh',
    ]);
    // A clear low above the alarm high leaves nothing to clear into.
    expect(alarmRuleProblem(rule({ ...band, clearThreshold: 9 }))?.fields).toEqual([
      'clearThreshold',
      'clearThresholdHigh',
    ]);
  });

  it('describes a condition in words', () => {
    expect(
      describeAlarmRule(
        { comparator: 'gt', threshold: 25, thresholdHigh: null, durationS: 600, repeatCount: 1 },
        'ppm',
      ),
    ).toBe('高于 25 ppm，持续 10 分钟');
    expect(
      describeAlarmRule({
        comparator: 'outside',
        threshold: 6,
        thresholdHigh: 9,
        durationS: 0,
        repeatCount: 3,
      }),
    ).toBe('超出 6~9，连续 3 次');
  });
});
