import {
  type DashboardDoc,
  discardDashboardDraft,
  exportDashboardTemplate,
  getDashboardDraft,
  getDashboardVersion,
  importDashboardTemplate,
  listPlateDetails,
  listPlates,
  publishDashboard,
  rollbackDashboard,
  saveDashboardDraft,
  statSummary,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from './test-support';

let t: TestApp;
let admin: string;
let viewer: string;
let chongming: { id: number; areaId: number };
let pudong: { id: number; areaId: number };

/** A topic dashboard the catalogue configured, and a dynamic one without plates. */
const TOPIC = 10;
let EMPTY_KEY: number;

const SUMMARY = '/api/archive/gov/statistic/summary';

async function subject(key: 'chongming' | 'pudong') {
  const id = await subjectIdOf(t.db, key);
  const [row] = await t.db.query<{ areaId: number }>(
    'SELECT area_id AS "areaId" FROM government_subjects WHERE id = $1',
    [id],
  );
  return { id, areaId: Number(row!.areaId) };
}

/** Four plates of four visualisations, one with an expression and one with a stored detail table. */
function newDoc(): DashboardDoc {
  const plate = (
    position: number,
    plateName: string,
    visual: 'cards' | 'bar' | 'pie' | 'rank',
    by?: string,
  ) => ({
    position,
    plateName,
    remark: null,
    declaration: null,
    detailFlag: 0,
    detailType: 2,
    detailImgShowType: 0,
    detailUrl: null,
    interfaceUrl: by ? '/api/archive/gov/statistic/breakdown' : SUMMARY,
    parameters: by
      ? { metrics: ['farmCount'], by, areaId: '$_areaId' }
      : { metrics: ['farmCount'], areaId: '$_areaId' },
    view: { visual },
    detailSource: null,
    detailTables: [],
  });
  const doc: DashboardDoc = {
    skin: 'skin4',
    plates: [
      plate(1, '主体总数', 'cards'),
      plate(2, '各镇主体', 'bar', 'area'),
      plate(3, '主体类别', 'pie', 'category'),
      plate(4, '主体排名', 'rank', 'area'),
    ],
  };
  // Villages list more rows than towns: an expression of the evaluator, resolved per area on screen.
  doc.plates[1]!.parameters.limit = 'parameter{ $_childAreaLevel >= 5 ? 30 : 20 }';
  doc.plates[1]!.detailFlag = 1;
  doc.plates[1]!.detailTables = [
    {
      chartName: '主体明细',
      plateDetailChartMetricGroupList: [
        {
          chartMetricGroupName: '城桥镇',
          plateDetailChartMetricList: [{ chartMetricName: '主体数', chartMetricValue: '12' }],
        },
      ],
    },
  ];
  return doc;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  chongming = await subject('chongming');
  pudong = await subject('pudong');
  // The last dynamic dashboard as a bureau finds it before anyone configured it: no plates.
  EMPTY_KEY = 10020;
  await t.db.query('DELETE FROM plates WHERE government_subject_id = $1 AND menu_key = $2', [
    chongming.id,
    EMPTY_KEY,
  ]);
});
afterAll(() => t.close());

const key = (menuKey: number) => ({ subjectId: chongming.id, menuKey });

/** A dashboard's key with the editor's current revision, as an editor that just opened it sends. */
async function rev(k: { subjectId: number; menuKey: number }, token = admin) {
  const opened = await t.call(getDashboardDraft, k, token);
  return { ...k, baseRevision: opened.obj!.revision };
}

describe('drafts, publish and versions', () => {
  it('opens a topic on what users see, with no draft and no versions yet', async () => {
    const res = await t.call(getDashboardDraft, key(TOPIC), admin);
    expect(res.respCode, res.respDesc).toBe(0);
    const users = await t.call(listPlates, key(TOPIC), viewer);
    expect(res.obj!.isDraft).toBe(false);
    expect(res.obj!.doc.plates.map((p) => p.plateName)).toEqual(users.obj!.map((p) => p.plateName));
    expect(res.obj!.versions).toEqual([]);
  });

  it('builds a dynamic dashboard from nothing: the draft is the editor’s alone until published', async () => {
    const save = await t.call(saveDashboardDraft, { ...(await rev(key(EMPTY_KEY))), doc: newDoc() }, admin);
    expect(save.respCode, save.respDesc).toBe(0);
    const draft = await t.call(getDashboardDraft, key(EMPTY_KEY), admin);
    expect(draft.obj).toMatchObject({
      isDraft: true,
      draftUpdatedBy: expect.any(String),
      publishedVersion: null,
    });
    expect((await t.call(listPlates, key(EMPTY_KEY), viewer)).obj).toEqual([]);

    const pub = await t.call(publishDashboard, { ...(await rev(key(EMPTY_KEY))), note: '新建' }, admin);
    expect(pub.respCode, pub.respDesc).toBe(0);
    // Nothing was configured before: the first publish is version 1.
    expect(pub.obj!.versionNo).toBe(1);
    const shown = (await t.call(listPlates, key(EMPTY_KEY), viewer)).obj!;
    expect(shown.map((p) => [p.position, p.plateName, p.view?.visual])).toEqual([
      [1, '主体总数', 'cards'],
      [2, '各镇主体', 'bar'],
      [3, '主体类别', 'pie'],
      [4, '主体排名', 'rank'],
    ]);
    const tables = await t.call(listPlateDetails, { plateId: shown[1]!.id }, viewer);
    expect(tables.obj![0]!.plateDetailChartMetricGroupList[0]!.chartMetricGroupName).toBe('城桥镇');
    const [skin] = await t.db.query<{ s: string }>(
      'SELECT dashboard_template_str AS s FROM government_subjects WHERE id = $1',
      [chongming.id],
    );
    expect(skin!.s.split(',')).toContain(`${EMPTY_KEY}:skin4`);
    const after = await t.call(getDashboardDraft, key(EMPTY_KEY), admin);
    expect(after.obj).toMatchObject({ isDraft: false, publishedVersion: 1 });
    expect(after.obj!.versions[0]).toMatchObject({
      versionNo: 1,
      note: '新建',
      plateCount: 4,
      skin: 'skin4',
    });
  });

  it('keeps the catalogue’s configuration as version 1 and rolls back to it as a new version', async () => {
    const before = (await t.call(listPlates, key(TOPIC), viewer)).obj!;
    const doc = (await t.call(getDashboardDraft, key(TOPIC), admin)).obj!.doc;
    doc.plates[0]!.plateName = '改名后的板块';
    await t.call(saveDashboardDraft, { ...(await rev(key(TOPIC))), doc }, admin);
    const pub = await t.call(publishDashboard, await rev(key(TOPIC)), admin);
    expect(pub.obj!.versionNo).toBe(2);
    expect((await t.call(listPlates, key(TOPIC), viewer)).obj![0]!.plateName).toBe('改名后的板块');

    const v1 = await t.call(getDashboardVersion, { ...key(TOPIC), versionNo: 1 }, admin);
    expect(v1.obj!.version).toMatchObject({ publishedBy: null, plateCount: before.length });
    const back = await t.call(rollbackDashboard, { ...(await rev(key(TOPIC))), versionNo: 1 }, admin);
    expect(back.obj!.versionNo).toBe(3);
    const restored = (await t.call(listPlates, key(TOPIC), viewer)).obj!;
    expect(restored.map((p) => [p.plateName, p.interfaceUrl, p.parameters])).toEqual(
      before.map((p) => [p.plateName, p.interfaceUrl, p.parameters]),
    );
    // The plates kept their rows (and so their images): a rollback is a publish, not a rebuild.
    expect(restored.map((p) => p.id)).toEqual(before.map((p) => p.id));
    const versions = (await t.call(getDashboardDraft, key(TOPIC), admin)).obj!.versions;
    expect(versions.map((v) => v.versionNo)).toEqual([3, 2, 1]);
    expect(versions[0]!.note).toBe('回滚到版本1');
  });

  it('refuses to publish without a draft, and discarding a draft leaves users’ dashboard alone', async () => {
    expect((await t.call(publishDashboard, await rev(key(TOPIC)), admin)).respCode).toBe(300);
    const doc = (await t.call(getDashboardDraft, key(TOPIC), admin)).obj!.doc;
    await t.call(
      saveDashboardDraft,
      { ...(await rev(key(TOPIC))), doc: { ...doc, plates: doc.plates.slice(0, 2) } },
      admin,
    );
    await t.call(discardDashboardDraft, await rev(key(TOPIC)), admin);
    expect((await t.call(getDashboardDraft, key(TOPIC), admin)).obj!.isDraft).toBe(false);
    expect((await t.call(listPlates, key(TOPIC), viewer)).obj!.length).toBe(doc.plates.length);
  });
});

describe('refusals', () => {
  const withPlate = (patch: Record<string, unknown>): DashboardDoc => {
    const doc = newDoc();
    Object.assign(doc.plates[0]!, patch);
    return doc;
  };

  it('refuses a data source outside the allow-list, naming the plate’s field', async () => {
    for (const interfaceUrl of [
      'https://evil.example/api',
      '/api/login/gov/user/logout',
      '/api/portal/gov/plate/save',
    ]) {
      const res = await t.call(
        saveDashboardDraft,
        { ...(await rev(key(EMPTY_KEY))), doc: withPlate({ interfaceUrl }) },
        admin,
      );
      expect(res.respCode, interfaceUrl).toBe(300);
      expect(res.respDesc).toContain('doc.plates.0.interfaceUrl');
    }
  });

  it('refuses an expression beyond the evaluator’s grammar, naming the parameter', async () => {
    const res = await t.call(
      saveDashboardDraft,
      {
        ...(await rev(key(EMPTY_KEY))),
        doc: withPlate({ parameters: { metrics: ['farmCount'], x: 'parameter{ globalThis.process }' } }),
      },
      admin,
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('doc.plates.0.parameters.x');
    const unknown = await t.call(
      saveDashboardDraft,
      {
        ...(await rev(key(EMPTY_KEY))),
        doc: withPlate({ parameters: { metrics: ['farmCount'], areaId: '$_areaCode' } }),
      },
      admin,
    );
    expect(unknown.respDesc).toContain('$_areaCode');
  });

  it('refuses unknown visualisations and metrics, slots the skin lacks, and javascript: detail links', async () => {
    const cases: [DashboardDoc, string][] = [
      [withPlate({ view: { visual: 'new-function' } }), 'visual'],
      [withPlate({ parameters: { metrics: ['noSuchMetric'] } }), 'doc.plates.0.parameters.metrics.0'],
      [withPlate({ position: 7 }), 'doc.plates.0.position'],
      [withPlate({ detailUrl: 'javascript:alert(1)' }), 'detailUrl'],
    ];
    for (const [doc, field] of cases) {
      const res = await t.call(saveDashboardDraft, { ...(await rev(key(EMPTY_KEY))), doc }, admin);
      expect(res.respCode, field).toBe(300);
      expect(res.respDesc).toContain(field);
    }
    // Nothing refused replaced what was stored.
    expect((await t.call(getDashboardDraft, key(EMPTY_KEY), admin)).obj!.isDraft).toBe(false);
  });

  it('refuses a viewer, and a subject editing another subject’s dashboard', async () => {
    expect(
      (await t.call(saveDashboardDraft, { ...(await rev(key(EMPTY_KEY))), doc: newDoc() }, viewer)).respCode,
    ).toBe(403);
    expect((await t.call(publishDashboard, await rev(key(EMPTY_KEY)), viewer)).respCode).toBe(403);
    const other = { subjectId: pudong.id, menuKey: TOPIC };
    expect((await t.call(getDashboardDraft, other, admin)).respCode).toBe(401);
    expect(
      (await t.call(saveDashboardDraft, { ...other, baseRevision: 0, doc: newDoc() }, admin)).respCode,
    ).toBe(401);
  });
});

describe('templates', () => {
  it('exports 崇明’s dashboard and imports it into 浦东, whose figures it then shows', async () => {
    const doc = newDoc();
    // A parameter written with the exporting county's own code, as configurations often are.
    doc.plates[0]!.parameters = { metrics: ['farmCount'], areaId: chongming.areaId };
    await t.call(saveDashboardDraft, { ...(await rev(key(EMPTY_KEY))), doc }, admin);
    await t.call(publishDashboard, await rev(key(EMPTY_KEY)), admin);
    const exported = await t.call(exportDashboardTemplate, key(EMPTY_KEY), admin);
    expect(exported.respCode, exported.respDesc).toBe(0);
    expect(exported.obj!.sourceAreaId).toBe(chongming.areaId);

    const pudongAdmin = await t.login('pudong_admin');
    const target = { subjectId: pudong.id, menuKey: EMPTY_KEY };
    const imported = await t.call(
      importDashboardTemplate,
      { ...(await rev(target, pudongAdmin)), template: exported.obj },
      pudongAdmin,
    );
    expect(imported.respCode, imported.respDesc).toBe(0);
    expect(imported.obj!.rebased).toBe(1);
    expect(imported.obj!.doc.plates[0]!.parameters.areaId).toBe(pudong.areaId);
    await t.call(publishDashboard, await rev(target, pudongAdmin), pudongAdmin);
    const plate = (await t.call(listPlates, target, await t.login('pudong_viewer'))).obj![0]!;
    const figures = await t.call(statSummary, plate.parameters as never, pudongAdmin);
    const own = await t.call(statSummary, { metrics: ['farmCount'], areaId: pudong.areaId }, pudongAdmin);
    expect(figures.obj).toEqual(own.obj);
  });

  it('refuses a template naming a town of the exporting county, or an unknown format', async () => {
    const exported = (await t.call(exportDashboardTemplate, key(EMPTY_KEY), admin)).obj!;
    const [town] = await t.db.query<{ id: string }>(
      'SELECT id::text FROM areas WHERE parent_id = $1 ORDER BY id LIMIT 1',
      [chongming.areaId],
    );
    exported.dashboard.plates[0]!.parameters.areaId = Number(town!.id);
    const pudongAdmin = await t.login('pudong_admin');
    const target = { subjectId: pudong.id, menuKey: EMPTY_KEY };
    const res = await t.call(
      importDashboardTemplate,
      { ...(await rev(target, pudongAdmin)), template: exported },
      pudongAdmin,
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('template.dashboard.plates.0.parameters.areaId');
    const bad = await t.call(
      importDashboardTemplate,
      { ...target, baseRevision: 0, template: { ...exported, format: 'goview/1' } },
      pudongAdmin,
    );
    expect(bad.respCode).toBe(300);
  });
});
