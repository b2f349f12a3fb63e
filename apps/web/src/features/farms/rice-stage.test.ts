import { describe, expect, it } from 'vitest';
import { daysSince, riceStage } from './rice-stage';

describe('rice growth stage', () => {
  it('follows the days since sowing through the season', () => {
    expect(daysSince('2026-06-01', '2026-06-11')).toBe(10);
    expect(riceStage('2026-06-01', '2026-06-11')).toBe('秧苗期');
    expect(riceStage('2026-06-01', '2026-07-10')).toBe('分蘖期');
    expect(riceStage('2026-06-01', '2026-08-20')).toBe('拔节孕穗期');
    expect(riceStage('2026-06-01', '2026-09-10')).toBe('抽穗扬花期');
    expect(riceStage('2026-06-01', '2026-10-10')).toBe('灌浆成熟期');
    expect(riceStage('2026-06-01', '2026-11-20')).toBe('待收获');
    expect(riceStage('2026-06-01', '2026-05-20')).toBe('待播种');
  });
});
