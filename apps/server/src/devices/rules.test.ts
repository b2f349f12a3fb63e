import { describe, expect, it } from 'vitest';
import { FRESH_STATE, type Rule, type RuleState, step } from './rules';

const rule = (r: Partial<Rule>): Rule => ({
  id: 1,
  comparator: 'gt',
  threshold: 25,
  thresholdHigh: null,
  durationS: 0,
  repeatCount: 1,
  clearThreshold: null,
  clearThresholdHigh: null,
  level: 2,
  name: null,
  ...r,
});

/** Runs readings [minute, value] through a rule; answers the events with their minute. */
function run(r: Rule, readings: [number, number][], from: RuleState = FRESH_STATE) {
  let s = from;
  const events: string[] = [];
  for (const [min, v] of readings) {
    const [next, e] = step(r, s, min * 60_000 + 1, v);
    if (e) events.push(`${e}@${min}`);
    s = e === 'raise' ? { ...next, alarmId: 99 } : next;
  }
  return { events, state: s };
}

describe('alarm rules', () => {
  it('raise once per excursion without a duration, and clear when back inside', () => {
    expect(
      run(rule({}), [
        [0, 20],
        [1, 26],
        [2, 27],
        [3, 24],
        [4, 26],
      ]).events,
    ).toEqual(['raise@1', 'clear@3', 'raise@4']);
  });

  it('wait for the duration: a shorter excursion raises nothing', () => {
    const r = rule({ durationS: 600 });
    expect(
      run(r, [
        [0, 30],
        [5, 30],
        [9, 30],
        [10, 20],
      ]).events,
    ).toEqual([]);
    expect(
      run(r, [
        [0, 30],
        [5, 30],
        [10, 30],
        [11, 30],
      ]).events,
    ).toEqual(['raise@10']);
  });

  it('need the repeat count of readings in a row', () => {
    const r = rule({ repeatCount: 3 });
    expect(
      run(r, [
        [0, 30],
        [1, 30],
        [2, 20],
        [3, 30],
        [4, 30],
        [5, 30],
      ]).events,
    ).toEqual(['raise@5']);
  });

  it('clear only past the clear threshold (hysteresis), not when just under the threshold', () => {
    const r = rule({ clearThreshold: 20 });
    expect(
      run(r, [
        [0, 26],
        [1, 24],
        [2, 26],
        [3, 22],
        [4, 19.5],
      ]).events,
    ).toEqual(['raise@0', 'clear@4']);
  });

  it('watch both sides of a band', () => {
    const r = rule({ comparator: 'outside', threshold: 6.5, thresholdHigh: 9 });
    expect(
      run(r, [
        [0, 7],
        [1, 6],
        [2, 7],
        [3, 9.5],
        [4, 8],
      ]).events,
    ).toEqual(['raise@1', 'clear@2', 'raise@3', 'clear@4']);
  });

  it('continue a duration from a stored state, and ignore readings older than the last one seen', () => {
    const r = rule({ comparator: 'lt', threshold: 5, durationS: 600 });
    const half = run(r, [
      [0, 4],
      [6, 4],
    ]);
    expect(half.events).toEqual([]);
    // A late reading from before the last one changes nothing; the run goes on from minute 0.
    expect(
      run(
        r,
        [
          [3, 9],
          [10, 4.5],
        ],
        half.state,
      ).events,
    ).toEqual(['raise@10']);
  });
});
