import { areaMapOption, chartTheme, regionsGeoJson, regionsOf } from '@fengshou/core/plates';
import { describe, expect, it } from 'vitest';
import { missingOutlinesNotice } from './outline-coverage';

const square = (x: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, 31],
      [x + 0.1, 31],
      [x + 0.1, 31.1],
      [x, 31],
    ],
  ],
});
const county = { areaId: 310151, areaName: '崇明区', level: 3 };
const town = (areaId: number, areaName: string, geometry: unknown = square(121)) => ({
  areaId,
  areaName,
  level: 4,
  hasChildren: true,
  center: [121.05, 31.05] as [number, number],
  geometry,
});

describe('regionsOf (what the area map draws)', () => {
  it('draws nothing, instead of loading for ever, when no child has an outline yet', () => {
    const shapes = { children: [town(1, '紫阳镇', null), town(2, '秋口镇', null)] };
    expect(regionsOf(county, shapes, undefined)).toEqual([]);
  });

  it('draws the children with an outline, each a way down', () => {
    const shapes = { children: [town(1, '城桥镇'), town(2, '无边界镇', null)] };
    expect(regionsOf(county, shapes, undefined)).toEqual([
      {
        areaId: 1,
        areaName: '城桥镇',
        level: 4,
        center: [121.05, 31.05],
        geometry: square(121),
        drillable: true,
      },
    ]);
  });

  it('draws a village without children alone, not as a way further down', () => {
    const village = { areaId: 9, areaName: '湾南村村委会', level: 5 };
    const regions = regionsOf(village, { children: [] }, { areaId: 9, geometry: square(121.2) });
    expect(regions).toEqual([{ ...village, center: null, geometry: square(121.2), drillable: false }]);
  });

  it('draws nothing rather than the county’s outline answered for a village without its own (§5)', () => {
    const village = { areaId: 9, areaName: '湾南村村委会', level: 5 };
    expect(regionsOf(village, { children: [] }, { areaId: 310151, geometry: square(121) })).toEqual([]);
  });

  it('waits while the shapes (or, without children, the outline) are on their way', () => {
    expect(regionsOf(county, undefined, undefined)).toBeNull();
    expect(regionsOf(county, { children: [] }, undefined)).toBeNull();
  });

  it('names each feature by its area id, so two children of one name stay apart', () => {
    const regions = regionsOf(
      county,
      { children: [town(1, '新村乡'), town(2, '新村乡', square(121.3))] },
      undefined,
    )!;
    expect(regionsGeoJson(regions).features.map((f) => f.properties.name)).toEqual(['1', '2']);
  });
});

describe('areaMapOption', () => {
  const regions = regionsOf(county, { children: [town(1, '城桥镇')] }, undefined)!;

  it('is a roaming map series of the regions in the skin’s colours, with no names drawn on the canvas', () => {
    const option = areaMapOption('dash-area-310151', regions, chartTheme('tech', 1920), 31.6) as {
      series: {
        type: string;
        map: string;
        roam: boolean;
        aspectScale: number;
        label: { show: boolean };
        itemStyle: { borderColor: string };
        data: { name: string; emphasis: { disabled: boolean } }[];
      }[];
    };
    const [s] = option.series;
    expect(s).toMatchObject({ type: 'map', map: 'dash-area-310151', roam: true, label: { show: false } });
    expect(s!.itemStyle.borderColor).toBe('#3ee6d1');
    expect(s!.data).toEqual([{ name: '1', emphasis: { disabled: false } }]);
    // Degrees of longitude are shorter than degrees of latitude at 31.6° N: cos(31.6°) ≈ 0.85.
    expect(s!.aspectScale).toBeCloseTo(0.852, 3);
  });

  it('does not light up a region that is no way down', () => {
    const village = { areaId: 9, areaName: '湾南村村委会', level: 5 };
    const alone = regionsOf(village, { children: [] }, { areaId: 9, geometry: square(121) })!;
    const option = areaMapOption('v', alone, chartTheme('classic', 1366), 31) as {
      series: { data: { emphasis: { disabled: boolean } }[] }[];
    };
    expect(option.series[0]!.data[0]!.emphasis.disabled).toBe(true);
  });
});

describe('missingOutlinesNotice (levels still without outlines)', () => {
  const fresh = [
    { level: 3, total: 1, withOutline: 1 },
    { level: 4, total: 16, withOutline: 16 },
    { level: 5, total: 183, withOutline: 0 },
  ];

  it('names each level lacking outlines, and where to import them for those who may', () => {
    expect(missingOutlinesNotice(fresh, true)).toBe(
      '村级边界 0/183 未导入 · 可通过 数据导入 → 区划边界 补充',
    );
    expect(missingOutlinesNotice(fresh, false)).toBe('村级边界 0/183 未导入');
    const none = fresh.map((l) => ({ ...l, withOutline: 0 }));
    expect(missingOutlinesNotice(none, false)).toBe('县级边界 0/1、乡镇级边界 0/16、村级边界 0/183 未导入');
  });

  it('says nothing when every level has its outlines, or before the answer', () => {
    expect(missingOutlinesNotice(fresh.slice(0, 2), true)).toBeNull();
    expect(missingOutlinesNotice(undefined, true)).toBeNull();
  });
});
