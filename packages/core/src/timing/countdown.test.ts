import { describe, expect, it } from 'vitest';
import { COUNTDOWN_IDLE_LABEL, countdownState } from './countdown';

describe('countdownState', () => {
  const t0 = 1_700_000_000_000;
  it.each<[string, number | null, number, number | undefined, number, boolean, string]>([
    ['just sent', t0, t0, undefined, 59, true, '59s后重新获取'],
    ['999 ms later', t0, t0 + 999, undefined, 59, true, '59s后重新获取'],
    ['1 s later', t0, t0 + 1000, undefined, 58, true, '58s后重新获取'],
    ['58.999 s later', t0, t0 + 58_999, undefined, 1, true, '1s后重新获取'],
    ['59 s later', t0, t0 + 59_000, undefined, 0, false, COUNTDOWN_IDLE_LABEL],
    ['long after', t0, t0 + 3_600_000, undefined, 0, false, COUNTDOWN_IDLE_LABEL],
    ['clock behind the send time', t0, t0 - 5000, undefined, 59, true, '59s后重新获取'],
    ['custom length', t0, t0 + 2500, 10, 8, true, '8s后重新获取'],
    ['zero length', t0, t0, 0, 0, false, COUNTDOWN_IDLE_LABEL],
    ['never sent', null, t0, undefined, 0, false, COUNTDOWN_IDLE_LABEL],
    ['NaN start', Number.NaN, t0, undefined, 0, false, COUNTDOWN_IDLE_LABEL],
    ['NaN now', t0, Number.NaN, undefined, 0, false, COUNTDOWN_IDLE_LABEL],
  ])('%s', (_name, startedAt, now, seconds, remaining, running, label) => {
    expect(countdownState(startedAt, now, seconds)).toEqual({ remaining, running, label });
  });

  it('idle label is 获取验证码', () => {
    expect(COUNTDOWN_IDLE_LABEL).toBe('获取验证码');
  });
});
