import type { DocPlate } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import { filterFollowers, linkTargets } from './linkage-model';

const menu = (menuKey: number, title: string, extra: { linkUrl?: string; fixed?: boolean } = {}) => ({
  groupId: 3,
  menuKey,
  title,
  routeName: null,
  linkUrl: extra.linkUrl ?? null,
  path: '/data-dashboard/:menuGroupId/x',
  showNavbar: true,
  fixed: extra.fixed ?? false,
  sortNum: 1,
  icon: null,
});

const plate = (position: number, plateName: string, parameters: Record<string, unknown>) =>
  ({ position, plateName, parameters }) as unknown as DocPlate;

describe('the topics a plate’s click can jump to', () => {
  it('are the subject’s dashboard menus under their own names, once, without this one or links', () => {
    const routes = [
      menu(1, '种植业'),
      menu(3, '蔬菜专题'),
      menu(3, '蔬菜（另一组）'),
      menu(7, '驾驶舱'),
      menu(10021, '外部系统', { linkUrl: 'https://example.gov.cn' }),
      menu(10022, '外部链接'),
      menu(0, '首页', { fixed: true }),
    ];
    expect(linkTargets(routes, 7)).toEqual([
      { key: 1, name: '种植业' },
      { key: 3, name: '蔬菜专题' },
    ]);
  });
});

describe('the plates a filter reaches', () => {
  it('are the other plates whose parameters read $_filter…, with what they read', () => {
    const plates = [
      plate(1, '各镇播种', { areaId: '$_areaId' }),
      plate(2, '作物构成', {
        areaId: 'parameter{$_filterAreaId || $_areaId}',
        categoryKey: '$_filterCategory',
      }),
      plate(3, '月度播种', { startDate: 'parameter{$_filterStartDate || $_dateMonth}' }),
      plate(4, '产量', { metrics: ['actualOutputT'] }),
    ];
    expect(filterFollowers(plates, 1)).toEqual([
      { name: '作物构成', parts: ['区域', '类别'] },
      { name: '月度播种', parts: ['时段'] },
    ]);
    // The plate that chooses is not filtered by its own choice.
    expect(filterFollowers(plates, 2).map((f) => f.name)).toEqual(['月度播种']);
  });
});
