import { listMenuTypesAndGroups } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

// The review screens as menu pages (issue 12), as the demo seeds them.
const PAGES = ['LandControlOccupation', 'LandControlAbnormal', 'LandControlBatches', 'LandControlFieldCheck'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Per subject login: the menu groups holding a review page and the pages, as the web receives them. */
async function reviewMenusOf(loginName: string) {
  const token = await t.login(loginName);
  const [u] = await t.db.query<{ subject: number }>(
    'SELECT government_subject_id AS subject FROM government_users WHERE login_name = $1',
    [loginName],
  );
  const types = (await t.call(listMenuTypesAndGroups, { governmentSubjectId: u!.subject }, token)).obj!;
  return types.flatMap((ty) =>
    ty.menuGroupList.flatMap((g) =>
      g.menuList
        .filter((m) => m.menuKey === 0 && PAGES.includes(m.routeName ?? ''))
        .map((m) => ({ groupType: ty.groupType, group: g.fullName, route: m.routeName })),
    ),
  );
}

const expected = (group: string) => PAGES.map((route) => ({ groupType: 2, group, route }));

describe('review pages in the menus', () => {
  it('sit in the first 监管业务 group of each county in the demo, nowhere for the city', async () => {
    expect(await reviewMenusOf('chongming_admin')).toEqual(expected('耕地保护'));
    expect(await reviewMenusOf('pudong_admin')).toEqual(expected('产业监管'));
    expect(await reviewMenusOf('shanghai_admin')).toEqual([]);
  });
});
