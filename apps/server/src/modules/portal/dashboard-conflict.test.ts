import {
  type DashboardDoc,
  discardDashboardDraft,
  getDashboardDraft,
  listPlates,
  publishDashboard,
  rollbackDashboard,
  saveDashboardDraft,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from './test-support';

let t: TestApp;
/** Two editors: the same administrator signed in twice (two browsers), and a second administrator. */
let first: string;
let second: string;
let viewer: string;
let key: { subjectId: number; menuKey: number };

beforeAll(async () => {
  t = await createTestApp();
  const subjectId = await subjectIdOf(t.db, 'chongming');
  key = { subjectId, menuKey: 10017 };
  // A second administrator of 崇明, named, so the refusal can tell who saved.
  await t.db.query(
    `INSERT INTO government_users (login_name, nickname, password_hash, government_role_id, government_subject_id)
     SELECT 'chongming_admin2', '王编辑', password_hash, government_role_id, government_subject_id
       FROM government_users WHERE login_name = 'chongming_admin'`,
  );
  [first, second, viewer] = await Promise.all([
    t.login('chongming_admin'),
    t.login('chongming_admin2'),
    t.login('chongming_viewer'),
  ]);
});
afterAll(() => t.close());

function doc(name: string): DashboardDoc {
  return {
    skin: 'skin4',
    plates: [
      {
        position: 1,
        plateName: name,
        remark: null,
        declaration: null,
        detailFlag: 0,
        detailType: 2,
        detailImgShowType: 0,
        detailUrl: null,
        interfaceUrl: '/api/archive/gov/statistic/summary',
        parameters: { metrics: ['farmCount'], areaId: '$_areaId' },
        view: { visual: 'cards' },
        detailSource: null,
        detailTables: [],
      },
    ],
  };
}

const open = async (token: string) => (await t.call(getDashboardDraft, key, token)).obj!;

describe('two editors on one dashboard', () => {
  it('refuses the second save made on the copy both opened, telling who saved first', async () => {
    const [a, b] = [await open(first), await open(second)];
    expect(a.revision).toBe(b.revision);
    const saved = await t.call(
      saveDashboardDraft,
      { ...key, baseRevision: b.revision, doc: doc('王编辑的板块') },
      second,
    );
    expect(saved.respCode, saved.respDesc).toBe(0);
    expect(saved.obj!.revision).toBe(b.revision + 1);

    const stale = await t.call(
      saveDashboardDraft,
      { ...key, baseRevision: a.revision, doc: doc('我的板块') },
      first,
    );
    expect(stale.respCode).toBe(300);
    expect(stale.respDesc).toContain('baseRevision');
    expect(stale.respDesc).toContain('王编辑已于');
    expect(stale.respDesc).toContain('保存了草稿');
    // The first save stands, and the editor can read who made it.
    const now = await open(first);
    expect(now.doc.plates[0]!.plateName).toBe('王编辑的板块');
    expect(now.lastChange).toMatchObject({
      revision: saved.obj!.revision,
      changedBy: '王编辑',
      action: '保存了草稿',
    });

    // Reloaded, the first editor stores on the current revision.
    const again = await t.call(
      saveDashboardDraft,
      { ...key, baseRevision: now.revision, doc: doc('我的板块') },
      first,
    );
    expect(again.respCode, again.respDesc).toBe(0);
  });

  it('refuses a stale publish, discard and rollback, and leaves what users see alone', async () => {
    const opened = await open(second);
    const pub = await t.call(publishDashboard, { ...key, baseRevision: opened.revision }, second);
    expect(pub.respCode, pub.respDesc).toBe(0);
    const users = (await t.call(listPlates, key, viewer)).obj!.map((p) => p.plateName);
    expect(users).toEqual(['我的板块']);

    const draft = await t.call(
      saveDashboardDraft,
      { ...key, baseRevision: pub.obj!.revision, doc: doc('未发布') },
      second,
    );
    expect(draft.respCode).toBe(0);
    for (const [endpoint, body] of [
      [publishDashboard, { ...key, baseRevision: opened.revision }],
      [discardDashboardDraft, { ...key, baseRevision: opened.revision }],
      [rollbackDashboard, { ...key, baseRevision: opened.revision, versionNo: pub.obj!.versionNo }],
    ] as const) {
      const res = await t.call(endpoint, body, first);
      expect(res.respCode, endpoint.path).toBe(300);
      expect(res.respDesc).toContain('baseRevision');
    }
    expect((await open(first)).doc.plates[0]!.plateName).toBe('未发布');
    expect((await t.call(listPlates, key, viewer)).obj!.map((p) => p.plateName)).toEqual(['我的板块']);
  });

  it('lets exactly one of two saves sent at once on the same revision through', async () => {
    const { revision } = await open(first);
    const answers = await Promise.all([
      t.call(saveDashboardDraft, { ...key, baseRevision: revision, doc: doc('甲') }, first),
      t.call(saveDashboardDraft, { ...key, baseRevision: revision, doc: doc('乙') }, second),
    ]);
    expect(answers.map((r) => r.respCode).sort()).toEqual([0, 300]);
    const winner = answers.find((r) => r.respCode === 0)!;
    expect((await open(first)).revision).toBe(winner.obj!.revision);
  });

  it('refuses a change without the revision it was made on', async () => {
    const res = await t.call(saveDashboardDraft, { ...key, doc: doc('无修订号') }, first);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('baseRevision');
  });
});
