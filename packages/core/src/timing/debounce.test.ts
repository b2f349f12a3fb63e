import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from './constants';
import { createDebounce, type Scheduler } from './debounce';

// A manual clock: timers fire only when the test advances it.
function fakeScheduler() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const scheduler: Scheduler<number> = {
    set(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clear(id) {
      timers.delete(id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now && timers.delete(id)) t.callback();
    }
  };
  return { scheduler: scheduler as Scheduler, advance, live: () => timers.size };
}

describe('createDebounce with an injected scheduler', () => {
  it.each<[string, (d: ReturnType<typeof setup>) => void, string[][]]>([
    [
      'runs once with the last arguments after the wait',
      ({ f, advance }) => {
        f('a');
        advance(100);
        f('b');
        advance(499);
        f('c');
        advance(500);
      },
      [['c']],
    ],
    [
      'each quiet period yields one call',
      ({ f, advance }) => {
        f('a');
        advance(500);
        f('b');
        advance(500);
      },
      [['a'], ['b']],
    ],
    [
      'cancel drops the pending call',
      ({ f, advance }) => {
        f('a');
        f.cancel();
        advance(1000);
      },
      [],
    ],
    [
      'flush runs now and only once',
      ({ f, advance }) => {
        f('a', 'b');
        f.flush();
        advance(1000);
        f.flush();
      },
      [['a', 'b']],
    ],
    [
      'cancel and flush with nothing pending are harmless',
      ({ f, advance }) => {
        f.cancel();
        f.flush();
        advance(1000);
      },
      [],
    ],
  ])('%s', (_name, script, expected) => {
    const d = setup();
    script(d);
    expect(d.calls).toEqual(expected);
    expect(d.live()).toBe(0);
    expect(d.f.pending()).toBe(false);
  });

  function setup() {
    const { scheduler, advance, live } = fakeScheduler();
    const calls: string[][] = [];
    const f = createDebounce((...args: string[]) => calls.push(args), 500, scheduler);
    return { f, advance, live, calls };
  }

  it('ignores a stale timer fired by a scheduler that cannot clear', () => {
    const fired: (() => void)[] = [];
    const leaky: Scheduler = { set: (callback) => fired.push(callback), clear: () => {} };
    const calls: number[] = [];
    const f = createDebounce((n: number) => calls.push(n), 10, leaky);
    f(1);
    f.cancel();
    f(2);
    for (const callback of fired) callback();
    expect(calls).toEqual([2]);
  });

  it('reports pending and lets fn re-arm itself', () => {
    const { scheduler, advance } = fakeScheduler();
    let count = 0;
    const f = createDebounce(
      () => {
        count++;
        if (count < 3) f();
      },
      10,
      scheduler,
    );
    f();
    expect(f.pending()).toBe(true);
    advance(10);
    advance(10);
    advance(10);
    expect(count).toBe(3);
    expect(f.pending()).toBe(false);
  });
});

describe('createDebounce with default timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [undefined, DEBOUNCE_MS],
    [300, 300],
  ])('waits %s → %d ms', (wait, ms) => {
    const fn = vi.fn();
    const f = createDebounce(fn, wait);
    f(1);
    f(2);
    vi.advanceTimersByTime(ms - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('cancel clears the real timer', () => {
    const fn = vi.fn();
    const f = createDebounce(fn);
    f();
    expect(vi.getTimerCount()).toBe(1);
    f.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });
});
