import { describe, expect, it } from 'vitest';
import { resolveMenu } from '../routes/resolve-menu';
import { buildMenuRoutes, firstMenuGroupId, menuGroupsOf, sortMenuRoutes } from './menu-routes';
import { menuFixture } from './test-fixtures';

const VIEWER = ['dashboard:view', 'data:view'];
const resolve = (m: { menuKey: number; routeName: string | null }) =>
  m.routeName ? { path: `/data-dashboard/:menuGroupId/p${m.menuKey}`, name: m.routeName } : undefined;

describe('menu routes', () => {
  const types = [
    {
      groupType: 2,
      groupTypeName: '监管业务',
      menuGroupList: [
        {
          id: 12,
          fullName: '耕地保护',
          shortName: '耕地',
          sortNum: 2,
          menuList: [
            menuFixture({ menuKey: 11, routeName: 'DataDashboardLandResource', sortNum: 10 }),
            menuFixture({ menuKey: 0, routeName: 'UavCruise', sortNum: 5 }),
            menuFixture({
              menuKey: 26,
              routeName: 'DataDashboardFarmlandUseControl',
              sortNum: 20,
              showNavbarFlag: 0,
            }),
            menuFixture({ menuKey: 27, routeName: 'DataDashboardAbandonedLand', sortNum: 30 }),
          ],
        },
      ],
    },
    {
      groupType: 1,
      groupTypeName: '数据大屏',
      menuGroupList: [
        {
          id: 11,
          fullName: '农业总览',
          shortName: '总览',
          sortNum: 1,
          menuList: [
            menuFixture({
              menuKey: 10,
              routeName: 'DataDashboardAgricultureOverview',
              customName: '崇明农业概况',
            }),
            menuFixture({
              menuKey: 10021,
              linkUrl: 'https://example.org/',
              menuName: '溯源平台',
              sortNum: 5,
            }),
          ],
        },
        { id: 0, fullName: '', shortName: '', sortNum: 9, menuList: [] },
      ],
    },
  ];

  it('groups come in sortNum order; group 0 is 其他分组', () => {
    const groups = menuGroupsOf(types, resolve, VIEWER);
    expect(groups.map((g) => g.id)).toEqual([11, 12, 0]);
    expect(groups[2]?.name).toBe('其他分组');
    expect(firstMenuGroupId(groups)).toBe(11);
    expect(firstMenuGroupId([])).toBeNull();
  });

  it('custom names win over template names', () => {
    const [first] = menuGroupsOf(types, resolve, VIEWER);
    expect(first?.menus[0]?.title).toBe('崇明农业概况');
  });

  it('showNavbarFlag 0 after the others, fixed-key pages last, sortNum within', () => {
    const groups = menuGroupsOf(types, resolve, VIEWER);
    expect(groups[1]?.menus.map((m) => m.menuKey)).toEqual([11, 27, 26, 0]);
    const all = buildMenuRoutes(groups);
    expect(all.map((m) => m.menuKey)).toEqual([10, 10021, 11, 27, 26, 0]);
    expect(all.at(-1)?.fixed).toBe(true);
    expect(all.find((m) => m.menuKey === 26)?.showNavbar).toBe(false);
  });

  it('link menus keep their linkUrl; unresolved menus have no path', () => {
    const all = buildMenuRoutes(menuGroupsOf(types, resolve, VIEWER));
    const link = all.find((m) => m.menuKey === 10021);
    expect(link?.linkUrl).toBe('https://example.org/');
    expect(link?.path).toBeNull();
    expect(all.find((m) => m.menuKey === 11)?.path).toBe('/data-dashboard/:menuGroupId/p11');
  });

  it('offers the review pages only to holders of a review code, dropping a group they alone filled', () => {
    const review = (id: number, names: string[]) => ({
      groupType: 2,
      groupTypeName: '监管业务',
      menuGroupList: [
        {
          id,
          fullName: '监管',
          shortName: '监管',
          sortNum: id,
          menuList: names.map((routeName, i) => menuFixture({ menuKey: 0, routeName, sortNum: i })),
        },
      ],
    });
    const subject = [
      ...types,
      review(20, ['LandControlOccupation', 'LandControlAbnormal', 'LandControlBatches']),
      review(21, ['LandControlOccupation', 'UavCruise']),
    ];
    const titlesOf = (permissions: string[]) =>
      menuGroupsOf(subject, resolveMenu, permissions).map((g) => [g.id, g.menus.map((m) => m.routeName)]);
    const viewer = titlesOf(['dashboard:view', 'data:view']);
    expect(viewer.map(([id]) => id)).toEqual([11, 12, 0, 21]);
    expect(viewer.at(-1)).toEqual([21, ['DataDashboardUavCruise']]);
    // One code of either kind is enough: the checker screens abnormal findings only.
    for (const code of ['occupy:review', 'abnormal:screenNeedReview']) {
      const reviewer = titlesOf(['data:view', code]);
      expect(reviewer.find(([id]) => id === 20)).toEqual([
        20,
        [
          'DataDashboardLandControlOccupation',
          'DataDashboardLandControlAbnormal',
          'DataDashboardLandControlBatches',
        ],
      ]);
    }
    // The auditor holds neither dashboards nor review codes: no menu group at all.
    expect(titlesOf(['audit:view'])).toEqual([]);
  });

  it('sorting is stable', () => {
    const a = { ...buildMenuRoutes(menuGroupsOf(types, resolve, VIEWER))[0]!, showNavbar: false };
    const b = { ...a, menuKey: 99 };
    expect(sortMenuRoutes([a, b]).map((m) => m.menuKey)).toEqual([a.menuKey, 99]);
  });
});
