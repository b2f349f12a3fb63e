import { countdownState } from '@fengshou/core';
import { useEffect, useState } from 'react';

/** The 59 s resend countdown of a verification-code button (core countdownState), ticking each second. */
export function useCountdown(seconds?: number) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const state = countdownState(startedAt, now, seconds);
  useEffect(() => {
    if (!state.running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.running]);
  return {
    ...state,
    start() {
      const t = Date.now();
      setStartedAt(t);
      setNow(t);
    },
  };
}
