import { describe, expect, it } from 'vitest';
import {
  barUnits,
  FINISH_STEP,
  IDLE,
  initLoading,
  isComplete,
  LOADING_BAR_LENGTH,
  scaled,
  setPaused,
  stepTargets,
  tick,
} from './loading-progress';

const fixed = () => 0.5;

describe('loading progress bar (spec §4, §9)', () => {
  it('init loads from zero with five ascending step targets; reset is idle', () => {
    const p = initLoading(fixed);
    expect(p).toMatchObject({ loadingType: 1, counter: 0 });
    expect(p.targets).toHaveLength(5);
    expect([...p.targets].sort((a, b) => a - b)).toEqual(p.targets);
    expect(p.targets.every((t) => t > 0 && t < 100)).toBe(true);
    expect(stepTargets(() => 0.99).at(-1)).toBeLessThan(100);
    expect(IDLE.loadingType).toBe(0);
  });

  it('counts up by one, waits at the next step target until the work catches up, stops at 100', () => {
    let p = initLoading(fixed);
    for (let i = 0; i < 200; i++) p = tick(p, 0);
    expect(p.counter).toBe(p.targets[0]);
    for (let i = 0; i < 300; i++) p = tick(p, 1);
    expect(p.counter).toBe(100);
    expect(isComplete(p)).toBe(true);
    expect(tick(p, 1)).toBe(p);
  });

  it('a paused timer does not move; figures and the bar (26 long) scale with the counter', () => {
    let p = setPaused(initLoading(fixed), true);
    expect(tick(p, 1).counter).toBe(0);
    p = { ...setPaused(p, false), counter: 50 };
    expect(scaled(1234, p)).toBe(617);
    expect(barUnits(p)).toBe(13);
    expect(barUnits({ ...p, counter: 100 })).toBe(LOADING_BAR_LENGTH);
  });
});

describe('the loading bar follows the plates, not the timer’s pace', () => {
  it('finishes within a few late ticks once every plate is in (it stood at 12% · 板块 6/6)', () => {
    let p = initLoading(fixed);
    for (let i = 0; i < 12; i++) p = tick(p, 0.5);
    expect(p.counter).toBeLessThan(50);
    let ticks = 0;
    while (!isComplete(p) && ticks < 100) {
      p = tick(p, 1);
      ticks++;
    }
    expect(isComplete(p)).toBe(true);
    expect(ticks).toBeLessThanOrEqual(Math.ceil(100 / FINISH_STEP));
  });

  it('a late timer advances by the time gone by, and never past the next target before the work', () => {
    const p = initLoading(fixed);
    expect(tick(p, 0, 5).counter).toBe(5);
    expect(tick(p, 0, 500).counter).toBe(p.targets[0]);
    expect(tick({ ...p, counter: 90 }, 1, 50).counter).toBe(100);
  });
});
