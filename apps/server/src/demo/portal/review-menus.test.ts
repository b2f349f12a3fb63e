import { readFileSync } from 'node:fs';
import { listMenuTypesAndGroups } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

// The review screens as menu pages (issue 12): seeded for the demo, added by migration 077 elsewhere.
const MIGRATION = readFileSync(
  new URL('../../db/migrations/077_review_entry_and_log_truncate.sql', import.meta.url),
  'utf8',
);
const PAGES = ['LandControlOccupation', 'LandControlAbnormal', 'LandControlBatches'];

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

  it('are added by migration 077 to a database seeded without them, once', async () => {
    await t.db.tx(async (q) => {
      await q.query(
        `DELETE FROM subject_show_menus WHERE menu_template_id IN
           (SELECT id FROM menu_templates WHERE menu_key = 0 AND route_name = ANY($1))`,
        [PAGES],
      );
      await q.query('DELETE FROM menu_templates WHERE menu_key = 0 AND route_name = ANY($1)', [PAGES]);
    });
    expect(await reviewMenusOf('chongming_admin')).toEqual([]);
    for (let i = 0; i < 2; i++) await t.db.tx((q) => q.exec(MIGRATION));
    expect(await reviewMenusOf('chongming_admin')).toEqual(expected('耕地保护'));
    expect(await reviewMenusOf('pudong_admin')).toEqual(expected('产业监管'));
    expect(await reviewMenusOf('shanghai_admin')).toEqual([]);
    // The subject's template list keeps naming its menus in menu order.
    const rows = await t.db.query<{ str: string; ids: number[] }>(
      `SELECT gs.show_menu_template_str AS str, array_agg(sm.menu_template_id ORDER BY sm.sort_num) AS ids
         FROM government_subjects gs JOIN subject_show_menus sm ON sm.government_subject_id = gs.id
        GROUP BY gs.id`,
    );
    for (const r of rows) expect(r.str).toBe(r.ids.join(','));
  });
});
