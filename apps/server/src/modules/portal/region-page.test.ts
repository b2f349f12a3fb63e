import { REGION_PAGE_KEY } from '@fengshou/core';
import {
  type DashboardDoc,
  getDashboardDraft,
  getRegionPage,
  getRegionPagePlateData,
  getRegionPageShapes,
  listCustomDashboards,
  publishDashboard,
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

async function subject(key: 'chongming' | 'pudong') {
  const id = await subjectIdOf(t.db, key);
  const [row] = await t.db.query<{ areaId: number }>(
    'SELECT area_id::float8 AS "areaId" FROM government_subjects WHERE id = $1',
    [id],
  );
  return { id, areaId: Number(row!.areaId) };
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  chongming = await subject('chongming');
  pudong = await subject('pudong');
});
afterAll(() => t.close());

const page = (body: Record<string, unknown>) => t.call(getRegionPage, body);
const plateData = (body: Record<string, unknown>) => t.call(getRegionPagePlateData, body);

describe('the published administrative-region page, without a login', () => {
  it('shows the published plates of 崇明 with the key figures of its towns, details left out', async () => {
    const res = await page({ subject: chongming.areaId });
    expect(res.respCode, res.respDesc).toBe(0);
    const obj = res.obj!;
    expect(obj).toMatchObject({ area: { areaId: chongming.areaId, areaName: '崇明区' }, versionNo: 1 });
    expect(obj.trail.map((a) => a.areaId)).toEqual([chongming.areaId]);
    expect(obj.plates.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(obj.plates.every((p) => p.detailFlag === 0 && p.detailSource === null)).toBe(true);
    // The key figures are the first plate's metrics, one row per town, each naming its area.
    expect(obj.figures!.series.map((s) => s.metric)).toEqual(obj.plates[0]!.parameters.metrics);
    expect(obj.figures!.rows.length).toBeGreaterThan(10);
    expect(obj.figures!.rows.every((r) => String(r.areaId).startsWith('310151'))).toBe(true);
  });

  it('answers a plate with the figures a signed-in screen gets for the same area', async () => {
    const res = await plateData({ subject: chongming.areaId, position: 1 });
    expect(res.respCode, res.respDesc).toBe(0);
    const metrics = (await page({ subject: chongming.areaId })).obj!.plates[0]!.parameters
      .metrics as string[];
    const signedIn = await t.call(statSummary, { metrics, areaId: chongming.areaId, areaLevel: 3 }, viewer);
    expect(res.obj).toEqual(signedIn.obj);
  });

  it('drills into a town of the subject: its trail, its plates and its villages’ outlines', async () => {
    const town = (await page({ subject: chongming.areaId })).obj!.figures!.rows[0]!.areaId!;
    const res = await page({ subject: chongming.areaId, areaId: town });
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj!.trail.map((a) => a.areaId)).toEqual([chongming.areaId, town]);
    const bars = await plateData({ subject: chongming.areaId, areaId: town, position: 2 });
    expect(bars.respCode, bars.respDesc).toBe(0);
    const shapes = await t.call(getRegionPageShapes, { subject: chongming.areaId, areaId: town });
    expect(shapes.respCode, shapes.respDesc).toBe(0);
    expect(shapes.obj!.children.length).toBeGreaterThan(0);
    expect(shapes.obj!.children.every((c) => String(c.areaId).startsWith(String(town).slice(0, 9)))).toBe(
      true,
    );
  });
});

describe('what a visitor is refused', () => {
  it('a subject that has not published its page, or an area without a subject', async () => {
    for (const subject of [pudong.areaId, 110000000000]) {
      const res = await page({ subject });
      expect([res.respCode, res.respDesc]).toEqual([403, '该主体未公开行政区划页面']);
      expect((await plateData({ subject, position: 1 })).respCode).toBe(403);
      expect((await t.call(getRegionPageShapes, { subject })).respCode).toBe(403);
    }
  });

  it('areas outside the subject’s, above it included (the map endpoints allow those to a session)', async () => {
    for (const areaId of [pudong.areaId, 310000000000]) {
      for (const res of [
        await page({ subject: chongming.areaId, areaId }),
        await plateData({ subject: chongming.areaId, areaId, position: 1 }),
        await t.call(getRegionPageShapes, { subject: chongming.areaId, areaId }),
      ]) {
        expect([res.respCode, res.respDesc]).toEqual([403, '公开页面只能查看该主体辖区内的区域']);
      }
    }
  });

  it('bad keys name their field; a slot without a published plate is named', async () => {
    expect((await page({ subject: 'abc' })).respCode).toBe(300);
    expect((await page({})).respDesc).toContain('subject');
    expect((await plateData({ subject: chongming.areaId, position: '1' })).respCode).toBe(300);
    const [row] = await t.db.query<{ doc: DashboardDoc }>(
      'SELECT doc FROM dashboard_versions WHERE government_subject_id = $1 AND menu_key = $2',
      [chongming.id, REGION_PAGE_KEY],
    );
    const fewer = { ...row!.doc, skin: 'skin4', plates: row!.doc.plates.slice(0, 4) };
    const key = { subjectId: chongming.id, menuKey: REGION_PAGE_KEY };
    const opened = (await t.call(getDashboardDraft, key, admin)).obj!;
    const saved = await t.call(
      saveDashboardDraft,
      { ...key, baseRevision: opened.revision, doc: fewer },
      admin,
    );
    const pub = await t.call(publishDashboard, { ...key, baseRevision: saved.obj!.revision }, admin);
    expect(pub.respCode, pub.respDesc).toBe(0);
    const gone = await plateData({ subject: chongming.areaId, position: 7 });
    expect([gone.respCode, gone.respDesc]).toEqual([300, expect.stringContaining('position')]);
  });

  it('never a draft: what the editor has not published stays unseen', async () => {
    const key = { subjectId: chongming.id, menuKey: REGION_PAGE_KEY };
    const opened = (await t.call(getDashboardDraft, key, admin)).obj!;
    const draft = opened.doc;
    draft.plates[0]!.plateName = '草稿中的名称';
    const saved = await t.call(
      saveDashboardDraft,
      { ...key, baseRevision: opened.revision, doc: draft },
      admin,
    );
    expect(saved.respCode, saved.respDesc).toBe(0);
    const shown = (await page({ subject: chongming.areaId })).obj!.plates.map((p) => p.plateName);
    expect(shown).not.toContain('草稿中的名称');
  });

  it('a region page naming records or another source is refused when saved or published', async () => {
    const key = { subjectId: chongming.id, menuKey: REGION_PAGE_KEY };
    const opened = (await t.call(getDashboardDraft, key, admin)).obj!;
    const doc = opened.doc;
    const latest = structuredClone(doc);
    latest.plates[1]!.parameters = { metrics: ['machineOrderCount'], by: 'latest', areaId: '$_areaId' };
    const list = structuredClone(doc);
    list.plates[2]!.interfaceUrl = '/api/nongwei/gov/serviceOrder/list';
    list.plates[2]!.parameters = {};
    for (const [bad, field] of [
      [latest, 'doc.plates.1.interfaceUrl'],
      [list, 'doc.plates.2.interfaceUrl'],
    ] as const) {
      const res = await t.call(
        saveDashboardDraft,
        { ...key, baseRevision: opened.revision, doc: bad },
        admin,
      );
      expect([res.respCode, res.respDesc]).toEqual([300, expect.stringContaining(field)]);
    }
  });

  it('a published plate naming an area outside the subject answers 403, not the figures', async () => {
    await t.db.query(
      `UPDATE dashboard_versions SET doc = jsonb_set(doc, '{plates,0,parameters,areaId}', to_jsonb($3::bigint))
        WHERE government_subject_id = $1 AND menu_key = $2`,
      [chongming.id, REGION_PAGE_KEY, pudong.areaId],
    );
    const res = await plateData({ subject: chongming.areaId, position: 1 });
    expect([res.respCode, res.respDesc]).toEqual([403, '公开页面只能查看该主体辖区内的区域']);
  });

  it('a switched-off subject’s page', async () => {
    await t.db.query('UPDATE government_subjects SET subject_status = 0 WHERE id = $1', [chongming.id]);
    expect((await page({ subject: chongming.areaId })).respCode).toBe(403);
    await t.db.query('UPDATE government_subjects SET subject_status = 1 WHERE id = $1', [chongming.id]);
  });
});

describe('/dashboard-custom', () => {
  it('lists the 20 dynamic dashboards and the region page with their plates and versions', async () => {
    const res = await t.call(listCustomDashboards, { subjectId: chongming.id }, viewer);
    expect(res.respCode, res.respDesc).toBe(0);
    const keys = res.obj!.map((d) => d.menuKey);
    expect(keys).toEqual([...Array.from({ length: 20 }, (_, i) => 10001 + i), REGION_PAGE_KEY]);
    const dynamic = res.obj![0]!;
    expect(dynamic.plateCount).toBe(dynamic.plateNames.length);
    expect(dynamic.plateCount).toBeGreaterThan(0);
    const region = res.obj!.at(-1)!;
    expect(region).toMatchObject({ name: '行政区划公开页', versionNo: expect.any(Number) });
  });

  it('is for signed-in users of the subject only', async () => {
    expect((await t.call(listCustomDashboards, { subjectId: chongming.id })).respCode).toBe(400);
    expect((await t.call(listCustomDashboards, { subjectId: pudong.id }, viewer)).respCode).toBe(401);
  });
});
