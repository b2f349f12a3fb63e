import type { EntryData, MenuTypes, UserInfo } from '../session/session-store';

/** A user info answer for tests; override the parts a test is about. */
export function userInfoFixture(
  user: Partial<UserInfo['govUserVO']> = {},
  subject: Partial<UserInfo['govSubjectVO']> = {},
): UserInfo {
  return {
    govSubjectVO: {
      id: 2,
      subjectName: '崇明区农业农村委员会',
      subjectLevel: 3,
      subjectLogoUrl: null,
      poweredBy: '崇明区农业农村委员会',
      middlePlatformName: '崇明区农业数据中台',
      bigDataPlatformName: '崇明区数字农业大屏展示系统',
      skinType: 2,
      groupFlag: 0,
      showLinkStatus: 1,
      webUrl: null,
      showLogoFlag: 1,
      gisMapFlag: 1,
      dataTargetFlag: 1,
      yearOutputValueFlag: 1,
      loginPlatformStatus: 1,
      subjectStatus: 1,
      superiorDisabled: false,
      guidePageSupportFlag: 0,
      guidePageTypeFlag: null,
      navStyleFlag: 2,
      screenWatermarkFlag: 0,
      showMenuTemplateStr: '',
      allMenuLinks: null,
      dashboadTemplateStr: null,
      provinceId: 310000000000,
      provinceName: '上海市',
      cityId: 310100000000,
      cityName: '市辖区',
      countyId: 310151000000,
      countyName: '崇明区',
      townId: null,
      townName: null,
      villageId: null,
      villageName: null,
      areaId: 310151000000,
      areaLevel: 3,
      areaChain: [
        { areaId: 310000000000, areaName: '上海市', level: 1 },
        { areaId: 310100000000, areaName: '市辖区', level: 2 },
        { areaId: 310151000000, areaName: '崇明区', level: 3 },
      ],
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
      ...subject,
    },
    govUserVO: {
      id: 5,
      loginName: 'chongming_admin',
      nickname: '黄伟',
      phone: null,
      workUnit: null,
      postName: null,
      accessToken: null,
      accountStatus: 1,
      accountType: 1,
      delFlag: 0,
      editPasswordFlag: 0,
      governmentRoleId: 4,
      governmentRoleName: '系统管理员',
      governmentSubjectId: 2,
      headPhotoUrl: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
      ...user,
    },
  };
}

type Menu = MenuTypes[number]['menuGroupList'][number]['menuList'][number];

/** A menu of a menu group for tests. */
export function menuFixture(menu: Partial<Menu> & Pick<Menu, 'menuKey'>): Menu {
  return {
    governmentShowMenuTemplateId: menu.menuKey,
    menuName: `菜单${menu.menuKey}`,
    customName: null,
    routeName: null,
    linkUrl: null,
    showNavbarFlag: 1,
    sortNum: 0,
    icon: null,
    ...menu,
  };
}

/** Entry data for component tests. */
export function entryFixture(overrides: Partial<EntryData> = {}): EntryData {
  return {
    info: userInfoFixture(),
    permissions: [],
    menuTypes: [],
    gisServers: [],
    gateCategories: [],
    menuGroups: [],
    menuRoutes: [],
    startPage: '/data-dashboard/0',
    ...overrides,
  };
}
