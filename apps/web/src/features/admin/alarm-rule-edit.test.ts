import { describe, expect, it } from 'vitest';
import { conditionOf, createBodyOf, formProblem, type RuleFormValues } from './alarm-rule-edit';

const base: RuleFormValues = {
  target: 'device',
  devicePropertyId: 7,
  comparator: 'gt',
  threshold: 25,
  alarmLevel: 2,
};

describe('alarm rule form', () => {
  it('sends minutes as seconds and drops the band bounds of a one-sided rule', () => {
    const c = conditionOf({
      ...base,
      durationMin: 10,
      thresholdHigh: 40,
      clearThresholdHigh: 38,
      ruleName: '  ',
    });
    expect(c).toMatchObject({
      durationS: 600,
      thresholdHigh: null,
      clearThresholdHigh: null,
      ruleName: null,
    });
    expect(c.repeatCount).toBe(1);
  });

  it('names the device property or the profile property as the target, never both', () => {
    expect(createBodyOf(base)).toMatchObject({ devicePropertyId: 7 });
    expect(createBodyOf(base)).not.toHaveProperty('profileId');
    const p = createBodyOf({ ...base, target: 'profile', profileId: 3, propertyIdentifier: 'ammonia' });
    expect(p).toMatchObject({ profileId: 3, propertyIdentifier: 'ammonia' });
    expect(p).not.toHaveProperty('devicePropertyId');
  });

  it('shows a threshold problem at the form’s own fields', () => {
    expect(formProblem({ ...base, threshold: null })?.fields).toEqual(['threshold']);
    expect(formProblem({ ...base, clearThreshold: 30 })?.fields).toEqual(['clearThreshold']);
    expect(formProblem({ ...base, comparator: 'outside', threshold: 9, thresholdHigh: 6 })?.fields).toEqual([
      'threshold',
      'thresholdHigh',
    ]);
    expect(formProblem({ ...base, clearThreshold: 20 })).toBeNull();
  });
});
