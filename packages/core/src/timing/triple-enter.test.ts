import { describe, expect, it, vi } from 'vitest';
import { createTripleEnter } from './triple-enter';

// Each press is 'key@ms'; the expectation lists which presses (by index) returned true.
describe('createTripleEnter', () => {
  it.each<[string, string, number | undefined, number[]]>([
    ['three quick presses', 'Enter@0 Enter@100 Enter@200', undefined, [2]],
    ['exactly at the window edge', 'Enter@0 Enter@500 Enter@1000', undefined, [2]],
    ['one ms too slow', 'Enter@0 Enter@500 Enter@1001', undefined, []],
    ['sliding window catches a later triple', 'Enter@0 Enter@600 Enter@1200 Enter@1500', undefined, [3]],
    ['resets after firing', 'Enter@0 Enter@1 Enter@2 Enter@3 Enter@4', undefined, [2]],
    [
      'fires again after a fresh triple',
      'Enter@0 Enter@1 Enter@2 Enter@3 Enter@4 Enter@5',
      undefined,
      [2, 5],
    ],
    ['other keys are ignored, not counted', 'Enter@0 a@50 Enter@100 Shift@150 Enter@200', undefined, [4]],
    ['other keys alone never fire', 'a@0 a@1 a@2', undefined, []],
    ['key names are case-sensitive', 'enter@0 enter@1 enter@2', undefined, []],
    ['custom window', 'Enter@0 Enter@100 Enter@250', 200, []],
    ['custom window hit', 'Enter@0 Enter@100 Enter@200', 200, [2]],
    ['clock going backwards restarts', 'Enter@1000 Enter@1100 Enter@50 Enter@60', undefined, []],
    ['after going backwards a full triple fires', 'Enter@1000 Enter@50 Enter@60 Enter@70', undefined, [3]],
  ])('%s', (_name, presses, windowMs, firedAt) => {
    const onTrigger = vi.fn();
    const detector = createTripleEnter({ windowMs, onTrigger });
    const results = presses.split(' ').map((p) => {
      const [key = '', at = ''] = p.split('@');
      return detector.press(key, Number(at));
    });
    expect(results.flatMap((fired, i) => (fired ? [i] : []))).toEqual(firedAt);
    expect(onTrigger).toHaveBeenCalledTimes(firedAt.length);
  });
});
