import { TRIPLE_ENTER_WINDOW_MS } from './constants';

/** Options of createTripleEnter. */
export interface TripleEnterOptions {
  windowMs?: number;
  onTrigger: () => void;
}

/** A detector fed with key presses; press returns true when that press completed a triple. */
export interface TripleEnter {
  press(key: string, at: number): boolean;
}

const PRESSES = 3;

/** Detects three 'Enter' presses within windowMs (first to third, inclusive); other keys are ignored. */
export function createTripleEnter({
  windowMs = TRIPLE_ENTER_WINDOW_MS,
  onTrigger,
}: TripleEnterOptions): TripleEnter {
  let times: number[] = [];
  return {
    press(key, at) {
      // Other keys neither count nor break a sequence: a stray Shift between presses is common.
      if (key !== 'Enter') return false;
      // A clock that went backwards (or an out-of-order event) cannot belong to the current run.
      const last = times[times.length - 1];
      if (last !== undefined && at < last) times = [];
      times = [...times, at].filter((t) => at - t <= windowMs).slice(-PRESSES);
      if (times.length < PRESSES) return false;
      // Reset so a fourth press starts a new triple instead of firing again.
      times = [];
      onTrigger();
      return true;
    },
  };
}
