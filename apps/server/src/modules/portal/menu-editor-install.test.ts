import {
  addDynamicDashboard,
  getMenuConfig,
  getUserInfo,
  listMenuTypesAndGroups,
  listPlates,
  type ResultOf,
  saveMenuConfig,
} from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLogin, freshDatabase } from '../../../test/harness';
import type { Database } from '../../db/client';
import { seedInstallation } from '../../seed/installation';

// A bureau's own installation (DEMO=off): the subject set up at the first start has the catalogue's menus,
// and its administrator edits them as the demo's do.

const ADMIN = { loginName: 'admin', password: 'Nongye#2026' };

let db: Database;
let app: FastifyInstance;
let token: string;

async function call<T>(path: string, body: object): Promise<{ respCode: number; respDesc: string; obj: T }> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', accesstoken: token },
    payload: JSON.stringify(body),
  });
  return res.json() as { respCode: number; respDesc: string; obj: T };
}

type Config = { obj: ResultOf<typeof getMenuConfig> };

beforeAll(async () => {
  db = await freshDatabase('empty');
  await seedInstallation(db, { code: '361130', subjectName: '婺源县农业农村局' }, ADMIN);
  ({ app, token } = await appWithLogin(db, ADMIN));
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('the menu editor of an installation without the demo', () => {
  it('edits the catalogue’s menus of the subject set up at the first start', async () => {
    const info = await call<{ govSubjectVO: { id: number } }>(getUserInfo.path, {});
    const subjectId = info.obj.govSubjectVO.id;
    const { obj: cfg } = (await call(getMenuConfig.path, { subjectId })) as Config;
    expect(cfg.subjectName).toBe('婺源县农业农村局');
    expect(cfg.groups.map((g) => g.fullName)).toEqual([
      '农业总览',
      '耕地保护',
      '生产监管',
      '畜牧渔业',
      '产业与服务',
      '物联网与设施',
    ]);
    // The whole catalogue is offered: the subject has no superior.
    const [catalogue] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM menu_templates');
    expect(cfg.templates).toHaveLength(catalogue!.n);
    const slot = cfg.templates.find((x) => x.kind === 'link')!;
    const res = await call<typeof cfg>(saveMenuConfig.path, {
      subjectId,
      revision: cfg.revision,
      navStyleFlag: 1,
      groups: [
        {
          groupType: 1,
          fullName: '婺源农业',
          shortName: '婺源',
          menus: [
            { templateId: cfg.groups[0]!.menus[0]!.templateId, customName: '婺源农业概况' },
            { templateId: slot.id, customName: '婺源茶叶网', linkUrl: 'http://www.wuyuan.gov.cn/' },
          ],
        },
        ...cfg.groups.slice(1, 3).map((g) => ({
          id: g.id,
          groupType: g.groupType,
          fullName: g.fullName,
          shortName: g.shortName,
          menus: g.menus.map((m) => ({ templateId: m.templateId })),
        })),
      ],
    });
    expect(res.respCode, res.respDesc).toBe(0);
    const types = await call<ResultOf<typeof listMenuTypesAndGroups>>(listMenuTypesAndGroups.path, {
      governmentSubjectId: subjectId,
    });
    const groups = types.obj.flatMap((x) => x.menuGroupList);
    expect(groups.map((g) => g.fullName)).toEqual(['婺源农业', '耕地保护', '生产监管']);
    expect(groups[0]!.menuList.map((m) => [m.customName, m.linkUrl])).toEqual([
      ['婺源农业概况', null],
      ['婺源茶叶网', 'http://www.wuyuan.gov.cn/'],
    ]);
    const me = await call<{ govSubjectVO: { navStyleFlag: number } }>(getUserInfo.path, {});
    expect(me.obj.govSubjectVO.navStyleFlag).toBe(1);

    const added = await call<{ menuKey: number }>(addDynamicDashboard.path, { subjectId, name: '茶园监测' });
    expect(added.respCode, added.respDesc).toBe(0);
    const plates = await call<unknown[]>(listPlates.path, { subjectId, menuKey: added.obj.menuKey });
    expect(plates.obj).toEqual([]);
  });
});
