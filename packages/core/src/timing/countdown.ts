import { VERIFY_COUNTDOWN_S } from './constants';

/** What a verification-code button shows at a given moment. */
export interface CountdownState {
  remaining: number;
  running: boolean;
  label: string;
}

/** Button text when a code may be requested. */
export const COUNTDOWN_IDLE_LABEL = '获取验证码';

/** The countdown at `now` for a code sent at `startedAt` (ms); null startedAt means never sent. */
export function countdownState(
  startedAt: number | null,
  now: number,
  seconds = VERIFY_COUNTDOWN_S,
): CountdownState {
  if (startedAt === null || !Number.isFinite(startedAt) || !Number.isFinite(now)) {
    return { remaining: 0, running: false, label: COUNTDOWN_IDLE_LABEL };
  }
  // Counts whole seconds down from `seconds` at the moment of sending; a clock behind startedAt
  // shows the full count rather than more than it.
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  const remaining = Math.max(0, seconds - elapsed);
  return remaining > 0
    ? { remaining, running: true, label: `${remaining}s后重新获取` }
    : { remaining: 0, running: false, label: COUNTDOWN_IDLE_LABEL };
}
