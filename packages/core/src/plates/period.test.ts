import { describe, expect, it } from 'vitest';
import { periodOfResult } from './period';

describe('the period of a plate', () => {
  it('is the period its statistics answer states, once for figures that share it', () => {
    const cards = [
      { metric: 'hogPrice', name: '生猪价', value: 17.15, unit: '元/公斤', period: '截至2026-11-28' },
      { metric: 'porkPrice', name: '猪肉价', value: 31.16, unit: '元/公斤', period: '截至2026-11-28' },
    ];
    expect(periodOfResult(cards)).toBe('截至2026-11-28');
    const chart = {
      series: [
        { metric: 'salesAmountWan', name: '销售额', unit: '万元', period: '2026年1—11月' },
        { metric: 'farmCount', name: '家庭农场', unit: '家' },
      ],
      rows: [],
    };
    expect(periodOfResult(chart)).toBe('2026年1—11月');
    expect(periodOfResult([...cards, { ...cards[0], period: '2025年' }])).toBe('截至2026-11-28；2025年');
  });

  it('is null where nothing states one', () => {
    expect(periodOfResult([{ metric: 'villageUnitCount', value: 3 }])).toBeNull();
    expect(periodOfResult({ list: [] })).toBeNull();
    expect(periodOfResult(null)).toBeNull();
  });
});
