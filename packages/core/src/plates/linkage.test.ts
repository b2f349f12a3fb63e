import { describe, expect, it } from 'vitest';
import {
  filterForPlate,
  type LinkState,
  linkPartOfRow,
  linkStateOf,
  linkStateParams,
  periodLabel,
  periodOfKey,
  withLinkPart,
  withoutLinkPart,
} from './linkage';

describe('periodOfKey', () => {
  it.each([
    ['2026', { startDate: '2026-01-01', endDate: '2026-12-31' }],
    ['2026-02', { startDate: '2026-02-01', endDate: '2026-02-28' }],
    ['2024-02', { startDate: '2024-02-01', endDate: '2024-02-29' }],
    ['2026-12', { startDate: '2026-12-01', endDate: '2026-12-31' }],
    ['2026-03-05', { startDate: '2026-03-05', endDate: '2026-03-05' }],
    ['2026-13', null],
    ['2026-02-30', null],
    ['310151102000', null],
    ['水稻', null],
  ])('%s', (key, period) => expect(periodOfKey(key)).toEqual(period));

  it('labels periods as a chip reads them', () => {
    expect(periodLabel('2026-03-01', '2026-03-31')).toBe('2026年3月');
    expect(periodLabel('2026-01-01', '2026-12-31')).toBe('2026年');
    expect(periodLabel('2026-03-05', '2026-03-05')).toBe('2026-03-05');
    expect(periodLabel('2026-03-05', '2026-03-09')).toBe('2026-03-05 至 2026-03-09');
  });
});

describe('linkPartOfRow', () => {
  it('reads an area row as the area, a time bucket as the period, anything else as the category', () => {
    expect(linkPartOfRow({ key: '310151102000', name: '堡镇', areaId: 310151102000 }, 'name', 4)).toEqual({
      area: { areaId: 310151102000, areaLevel: 4, areaName: '堡镇', source: 4 },
    });
    expect(linkPartOfRow({ key: '2026-03', name: '3月' }, 'name', 5)).toEqual({
      period: { startDate: '2026-03-01', endDate: '2026-03-31', source: 5 },
    });
    expect(linkPartOfRow({ key: '12', name: '水稻' }, 'name', 6)).toEqual({
      category: { key: '12', name: '水稻', source: 6 },
    });
    // Rows of other sources without a key: the label is the category.
    expect(linkPartOfRow({ crop: '番茄' }, 'crop', 6)).toEqual({
      category: { key: '番茄', name: '番茄', source: 6 },
    });
    expect(linkPartOfRow({ key: '' }, 'nothing', 6)).toBeNull();
  });
});

describe('linkage state', () => {
  const town = linkPartOfRow({ key: '1', name: '堡镇', areaId: 310151102000 }, 'name', 1)!;
  const crop = linkPartOfRow({ key: '12', name: '水稻' }, 'name', 2)!;

  it('replaces a part of the same kind, and a second click on the same element lifts it', () => {
    const other = linkPartOfRow({ key: '2', name: '城桥镇', areaId: 310151101000 }, 'name', 1)!;
    const state = withLinkPart(withLinkPart({}, town), crop);
    expect(withLinkPart(state, other).area?.areaName).toBe('城桥镇');
    expect(withLinkPart(state, town)).toEqual({ category: crop.category });
    expect(withoutLinkPart(state, 'category')).toEqual(town);
  });

  it('filters every plate but the one that chose the part', () => {
    const state = withLinkPart(withLinkPart({}, town), crop);
    expect(filterForPlate(state, 1)).toEqual({ category: '12', categoryName: '水稻' });
    expect(filterForPlate(state, 2)).toEqual({ areaId: 310151102000, areaLevel: 4, areaName: '堡镇' });
    expect(filterForPlate(state, 9)).toEqual({
      areaId: 310151102000,
      areaLevel: 4,
      areaName: '堡镇',
      category: '12',
      categoryName: '水稻',
    });
    expect(filterForPlate({}, 9)).toBeUndefined();
  });

  it('travels through an address and back', () => {
    const state: LinkState = {
      ...town,
      ...crop,
      period: { startDate: '2026-03-01', endDate: '2026-03-31', source: 3 },
    };
    const params = linkStateParams(state);
    expect(linkStateOf((n) => params[n])).toEqual(state);
  });

  it('drops what an edited address cannot mean', () => {
    const bad: Record<string, string> = {
      fa: '31015110200',
      fc: '',
      ff: '2026-03-31',
      ft: '2026-03-01',
      fas: 'x',
    };
    expect(linkStateOf((n) => bad[n])).toEqual({});
    expect(linkStateOf((n) => ({ fc: 'a'.repeat(100) })[n])?.category?.key).toHaveLength(64);
  });
});
