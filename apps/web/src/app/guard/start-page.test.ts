import { GUIDE_PAGE_TYPES } from '@fengshou/core';
import { describe, expect, it } from 'vitest';
import { type StartPageInput, shellFor, startPagePath } from './start-page';

const base: StartPageInput = {
  loginName: 'chongming_admin',
  permissions: ['dashboard:view', 'data:view'],
  guidePageSupportFlag: 0,
  guidePageTypeFlag: null,
  navStyleFlag: 2,
  firstMenuGroupId: 17,
};

describe('start page', () => {
  it.each(GUIDE_PAGE_TYPES.map((g) => [g.id, g.path] as const))(
    'guide pages supported: type %i opens %s',
    (type, path) => {
      expect(
        startPagePath({ ...base, guidePageSupportFlag: 1, guidePageTypeFlag: type, navStyleFlag: 1 }),
      ).toBe(path);
    },
  );

  it('type 1 is the service big-screen entrance (上海市 demo)', () => {
    expect(startPagePath({ ...base, guidePageSupportFlag: 1, guidePageTypeFlag: 1 })).toBe(
      '/global/big-screen-entrance-services',
    );
  });

  it('a guide type without a page falls through to the nav style', () => {
    expect(startPagePath({ ...base, guidePageSupportFlag: 1, guidePageTypeFlag: 9, navStyleFlag: 1 })).toBe(
      '/home',
    );
  });

  it('a guide type is ignored unless guide pages are supported', () => {
    expect(startPagePath({ ...base, guidePageSupportFlag: 0, guidePageTypeFlag: 3 })).toBe(
      '/data-dashboard/17',
    );
  });

  it('nav style 1 opens /home (浦东新区 demo)', () => {
    expect(startPagePath({ ...base, navStyleFlag: 1 })).toBe('/home');
  });

  it.each([2, 3])('nav style %i opens the first menu group (崇明区 demo)', (navStyleFlag) => {
    expect(startPagePath({ ...base, navStyleFlag })).toBe('/data-dashboard/17');
  });

  it('without menu groups the dashboard opens the 其他分组 group 0', () => {
    expect(startPagePath({ ...base, firstMenuGroupId: null })).toBe('/data-dashboard/0');
  });

  it('the Langxia login name goes to /langxiaMenu before anything else', () => {
    expect(
      startPagePath({
        ...base,
        loginName: 'langxia',
        guidePageSupportFlag: 1,
        guidePageTypeFlag: 1,
        navStyleFlag: 1,
      }),
    ).toBe('/langxiaMenu');
  });
});

describe('start page of the oversight duties', () => {
  it('the auditor (audit:view only) opens the audit trail, not a dashboard that would refuse', () => {
    expect(startPagePath({ ...base, permissions: ['audit:view'] })).toBe('/system/audit');
  });

  it('the security administrator (role:manage, security:manage) opens the roles', () => {
    expect(startPagePath({ ...base, permissions: ['role:manage', 'security:manage'] })).toBe('/system/roles');
  });

  it('security:manage alone opens the security policy', () => {
    expect(startPagePath({ ...base, permissions: ['security:manage'] })).toBe('/system/security-policy');
  });

  it('the duty screens win over guide pages and nav styles', () => {
    expect(
      startPagePath({
        ...base,
        permissions: ['audit:view'],
        guidePageSupportFlag: 1,
        guidePageTypeFlag: 1,
        navStyleFlag: 1,
      }),
    ).toBe('/system/audit');
  });

  it('a dashboard viewer keeps the subject start page whatever duty codes the role also holds', () => {
    expect(startPagePath({ ...base, permissions: ['dashboard:view', 'audit:view'] })).toBe(
      '/data-dashboard/17',
    );
    expect(startPagePath({ ...base, permissions: ['dashboard:view', 'role:manage'], navStyleFlag: 1 })).toBe(
      '/home',
    );
  });

  it('without dashboard:view nor a duty code the subject start page stays (the dashboard says 暂无权限)', () => {
    expect(startPagePath({ ...base, permissions: [] })).toBe('/data-dashboard/17');
    expect(startPagePath({ ...base, permissions: ['user:manage'] })).toBe('/data-dashboard/17');
  });

  it('the Langxia account keeps its menu', () => {
    expect(startPagePath({ ...base, loginName: 'langxia', permissions: ['audit:view'] })).toBe(
      '/langxiaMenu',
    );
  });
});

describe('shell by nav style', () => {
  it('1 portal, 2 big screen, 3 side menu, others the big screen', () => {
    expect(shellFor(1)).toBe('portal');
    expect(shellFor(2)).toBe('screen');
    expect(shellFor(3)).toBe('side');
    expect(shellFor(0)).toBe('screen');
  });
});
