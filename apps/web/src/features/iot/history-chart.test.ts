import { describe, expect, it } from 'vitest';
import { presetStart } from './history-chart';

describe('history range presets', () => {
  it('start in Beijing time whatever the browser’s zone (the server reads times in Beijing time)', () => {
    // 2026-03-10 01:30 UTC is 09:30 in Beijing: 7 days back is 2026-03-03 09:30 there.
    const now = Date.UTC(2026, 2, 10, 1, 30);
    expect(presetStart(7, now)).toBe('2026-03-03 09:30:00');
    expect(presetStart(1, now)).toBe('2026-03-09 09:30:00');
  });
});
