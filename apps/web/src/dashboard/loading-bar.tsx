import { useEffect, useRef, useState } from 'react';
import {
  barUnits,
  IDLE,
  initLoading,
  isComplete,
  LOADING_BAR_LENGTH,
  type LoadingProgress,
  tick,
} from './loading-progress';

// 100 ticks of 12 ms: a screen that is ready at once still shows the bar run for about a second.
const TICK_MS = 12;
const HIDE_AFTER_MS = 400;

/**
 * The loading bar of spec §4 over a dashboard: `run` restarts it (a new area or menu), `done` is the
 * share of plates drawn. The timer stops at 100 and the bar resets to idle; it never outlives the run.
 */
export function LoadingBar({ run, done, total }: { run: string; done: number; total: number }) {
  const [p, setP] = useState<LoadingProgress>(IDLE);
  const doneRef = useRef(done);
  doneRef.current = done;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new run (area or menu) starts the bar again
  useEffect(() => {
    setP(initLoading());
    let last = performance.now();
    const timer = setInterval(() => {
      // Counted by the time gone by, not by the ticks that fired: a busy screen fires them late.
      const now = performance.now();
      const steps = Math.max(1, Math.floor((now - last) / TICK_MS));
      last += steps * TICK_MS;
      setP((cur) => {
        const next = tick(cur, doneRef.current, steps);
        if (isComplete(next)) clearInterval(timer);
        return next;
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [run]);
  const complete = isComplete(p);
  useEffect(() => {
    if (!complete) return;
    const t = setTimeout(() => setP(IDLE), HIDE_AFTER_MS);
    return () => clearTimeout(t);
  }, [complete]);
  if (p.loadingType === 0) return null;
  const units = barUnits(p);
  return (
    <div
      className="load-progress"
      role="progressbar"
      aria-label="大屏数据加载"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={p.counter}
    >
      <span className="load-progress-text">数据加载中</span>
      <span className="load-progress-track">
        <span style={{ width: `${(units / LOADING_BAR_LENGTH) * 100}%` }} />
      </span>
      <span className="load-progress-count">
        {p.counter}% · 板块 {Math.round(done * total)}/{total}
      </span>
    </div>
  );
}
