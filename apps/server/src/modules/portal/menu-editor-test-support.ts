import {
  type BodyOf,
  getMenuConfig,
  listMenuTypesAndGroups,
  type ResultOf,
  type saveMenuConfig,
} from '@fengshou/core/contract';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from './test-support';

/** Test helpers of the menu editor (not a test file itself). */

export type Config = ResultOf<typeof getMenuConfig>;
export type Menu = Config['groups'][number]['menus'][number];
type Body = BodyOf<typeof saveMenuConfig>;

const saved = (m: Menu) => ({
  templateId: m.templateId,
  customName: m.customName,
  showNavbarFlag: m.showNavbarFlag,
  linkUrl: m.ownLinkUrl ? m.linkUrl : null,
});

/** The save body that keeps `cfg` as it is. */
export function bodyOf(cfg: Config) {
  return {
    subjectId: cfg.subjectId,
    revision: cfg.revision,
    navStyleFlag: cfg.navStyleFlag,
    groups: cfg.groups.map((g) => ({
      id: g.id as number | undefined,
      groupType: g.groupType,
      fullName: g.fullName,
      shortName: g.shortName,
      menus: g.menus.map(saved),
    })),
    otherMenus: cfg.otherMenus.map(saved),
  } satisfies Body;
}

/** The template of a menu key among those the subject may use. */
export const template = (cfg: Config, menuKey: number) => cfg.templates.find((x) => x.menuKey === menuKey)!;

/** A demo database behind the app, 崇明's administrator and viewer signed in, and readers of its menus. */
export async function menuFixture() {
  const t: TestApp = await createTestApp();
  const [admin, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  const ids = {
    shanghai: await subjectIdOf(t.db, 'shanghai'),
    chongming: await subjectIdOf(t.db, 'chongming'),
    pudong: await subjectIdOf(t.db, 'pudong'),
  };
  /** A subject's menus as the editor reads them (崇明's, by its administrator, unless told). */
  async function config(subjectId = ids.chongming, token = admin): Promise<Config> {
    const res = await t.call(getMenuConfig, { subjectId }, token);
    expect(res.respCode, res.respDesc).toBe(0);
    return res.obj!;
  }
  /** The navigation a user of 崇明 gets: group names with their menus' titles, flags and links, in order. */
  async function navOf(token = viewer, subjectId = ids.chongming) {
    const res = await t.call(listMenuTypesAndGroups, { governmentSubjectId: subjectId }, token);
    expect(res.respCode, res.respDesc).toBe(0);
    return res
      .obj!.flatMap((type) => type.menuGroupList)
      .sort((a, b) => a.sortNum - b.sortNum)
      .map((g) => ({
        group: g.fullName,
        menus: [...g.menuList]
          .sort((a, b) => a.sortNum - b.sortNum)
          .map((m) => [m.customName ?? m.menuName, m.showNavbarFlag, m.linkUrl]),
      }));
  }
  return { t, admin, viewer, ids, config, navOf };
}

/** What menuFixture answers. */
export type MenuFixture = Awaited<ReturnType<typeof menuFixture>>;
