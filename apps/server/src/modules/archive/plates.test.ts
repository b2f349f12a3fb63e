import {
  DASHBOARD_MENUS,
  DASHBOARD_SKINS,
  DYNAMIC_DASHBOARD_KEYS,
  HOME_DASHBOARDS,
  LANGXIA_KEYS,
} from '@fengshou/core';
import {
  isPlateSource,
  listPlateDetails,
  listPlates,
  savePlate,
  statBreakdown,
  statSummary,
  zPlateDetailSource,
  zPlateLinkage,
  zPlateView,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { geojsonFile, square, villagePoint } from '../importer/fixtures';
import { importAndWait } from '../importer/test-support';
import { subjectIdOf } from '../portal/test-support';
import { CHONGMING } from '../produce/test-support';
import { beijingToday } from './engine';
import { checkPlateConfig } from './plate-config';
import { metricOf } from './registry';

let t: TestApp;
let admin: string;
let chongming: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  chongming = await subjectIdOf(t.db, 'chongming');
});
afterAll(() => t.close());

const base = { menuKey: 10005, position: 1, plateName: '测试板块' };

describe('plate/save', () => {
  it('refuses a source outside the allow-list, naming interfaceUrl', async () => {
    for (const interfaceUrl of [
      'https://evil.example/steal',
      '/api/portal/gov/governmentUser/list',
      '/api/login/gov/user/logout',
      '/api/archive/gov/statistic/nothing',
    ]) {
      const res = await t.call(savePlate, { ...base, subjectId: chongming, interfaceUrl }, admin);
      expect([interfaceUrl, res.respCode]).toEqual([interfaceUrl, 300]);
      expect(res.respDesc).toContain('interfaceUrl');
    }
    expect(isPlateSource(statSummary.path)).toBe(true);
    expect(isPlateSource('/api/portal/gov/governmentUser/list')).toBe(false);
  });

  it('refuses unknown metrics and a view that does not parse', async () => {
    const unknown = await t.call(
      savePlate,
      {
        ...base,
        subjectId: chongming,
        interfaceUrl: statSummary.path,
        parameters: { metrics: ['farmCount', 'nope'] },
      },
      admin,
    );
    expect(unknown.respCode).toBe(300);
    expect(unknown.respDesc).toContain('parameters.metrics.1');
    const badView = await t.call(
      savePlate,
      { ...base, subjectId: chongming, view: { visual: 'sparkles' } },
      admin,
    );
    expect(badView.respCode).toBe(300);
    expect(badView.respDesc).toContain('view');
    const badTable = await t.call(
      savePlate,
      {
        ...base,
        subjectId: chongming,
        detailSource: { tables: [{ title: '按月', by: 'month', metrics: ['farmCount'] }] },
      },
      admin,
    );
    expect(badTable.respCode).toBe(300);
    expect(badTable.respDesc).toContain('detailSource.tables.0.metrics.0');
  });

  it('stores a valid plate (chart_type follows the view) and plate/list answers it', async () => {
    const body = {
      ...base,
      subjectId: chongming,
      interfaceUrl: statSummary.path,
      parameters: { metrics: ['farmCount', 'companyCount'], areaId: '$_areaId' },
      view: { visual: 'cards' as const },
      detailFlag: 1,
      detailType: 2,
      detailSource: {
        tables: [{ title: '各镇', by: 'area' as const, metrics: ['farmCount', 'companyCount'] }],
      },
    };
    const res = await t.call(savePlate, body, admin);
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj).toMatchObject({ chartType: 'cards', view: { visual: 'cards' } });
    const listed = (await t.call(listPlates, { subjectId: chongming, menuKey: 10005 }, admin)).obj!;
    expect(listed.find((p) => p.position === 1)).toMatchObject({
      plateName: '测试板块',
      detailSource: body.detailSource,
    });
    const viewer = await t.login('chongming_viewer');
    expect((await t.call(savePlate, body, viewer)).respCode).toBe(403);
    const pudong = await subjectIdOf(t.db, 'pudong');
    expect((await t.call(savePlate, { ...body, subjectId: pudong }, admin)).respCode).toBe(401);
  });
});

describe('seeded dashboards', () => {
  it('configure every topic, home, Langxia and dynamic dashboard of the three demo subjects in their skin', async () => {
    const keys = [
      ...DASHBOARD_MENUS.map((m) => m.key),
      ...HOME_DASHBOARDS.map((h) => h.key),
      ...LANGXIA_KEYS,
      ...DYNAMIC_DASHBOARD_KEYS,
    ];
    const rows = await t.db.query<{ subject: string; template: string; keys: number[] }>(
      `SELECT gs.subject_name AS subject, gs.dashboard_template_str AS template,
              array_agg(DISTINCT p.menu_key) AS keys
         FROM government_subjects gs JOIN plates p ON p.government_subject_id = gs.id GROUP BY gs.id`,
    );
    // The three demo subjects and the two town bodies 崇明 set up, each with the catalogue's dashboards.
    expect(rows.length).toBe(5);
    for (const r of rows) {
      expect(new Set(r.keys.map(Number))).toEqual(new Set(keys));
      const counts = await t.db.query<{ k: number; n: number }>(
        `SELECT menu_key AS k, count(*)::int AS n FROM plates p JOIN government_subjects gs
            ON gs.id = p.government_subject_id WHERE gs.subject_name = $1 GROUP BY menu_key`,
        [r.subject],
      );
      const skins = new Map(r.template.split(',').map((pair) => pair.split(':') as [string, string]));
      for (const c of counts) {
        const skin = DASHBOARD_SKINS[skins.get(String(c.k)) as keyof typeof DASHBOARD_SKINS];
        expect(skin, `${r.subject} ${c.k}`).toBeDefined();
        expect(c.n).toBeGreaterThanOrEqual(skin.minPlates);
        expect(c.n).toBeLessThanOrEqual(skin.maxPlates);
      }
    }
  });

  it('name only allowed sources, with views that parse and metrics of the registry', async () => {
    const plates = await t.db.query<{
      id: number;
      interfaceUrl: string | null;
      parameters: Record<string, unknown>;
      view: unknown;
      detailSource: unknown;
      linkage: unknown;
    }>(
      `SELECT id, interface_url AS "interfaceUrl", parameters, view, detail_source AS "detailSource", linkage
         FROM plates`,
    );
    expect(plates.length).toBeGreaterThan(1000);
    const sources = plates.flatMap((p) => (p.interfaceUrl ? [p.interfaceUrl] : []));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((url) => !isPlateSource(url))).toEqual([]);
    for (const p of plates) {
      const view = zPlateView.parse(p.view);
      const detailSource = p.detailSource === null ? null : zPlateDetailSource.parse(p.detailSource);
      const linkage = p.linkage === null ? null : zPlateLinkage.parse(p.linkage);
      expect(() => checkPlateConfig({ ...p, view, detailSource, linkage }), `plate ${p.id}`).not.toThrow();
      for (const id of (p.parameters.metrics as string[] | undefined) ?? [])
        expect(metricOf(id), id).toBeDefined();
    }
  });

  it('chart figures in months across the year on every monthly plate of the demo county', async () => {
    const plates = await t.db.query<{ name: string; metrics: string[] }>(
      `SELECT DISTINCT p.plate_name AS name, p.parameters->'metrics' AS metrics
         FROM plates p WHERE p.government_subject_id = $1 AND p.parameters->>'by' = 'month'`,
      [chongming],
    );
    expect(plates.length).toBeGreaterThan(20);
    // This year's months and last year's: the demo's records span the 365 days up to today, so together
    // they hold a whole year of seasons whatever the date.
    const year = Number(beijingToday().slice(0, 4));
    const bare: string[] = [];
    for (const p of plates) {
      let filled = 0;
      for (const archiveYear of [year - 1, year]) {
        const res = await t.call(
          statBreakdown,
          { metrics: p.metrics, by: 'month', areaId: CHONGMING, archiveYear },
          admin,
        );
        expect(res.respCode, `${p.name}: ${res.respDesc}`).toBe(0);
        filled += res.obj!.rows.filter((r) => p.metrics.some((m) => Number(r[m] ?? 0) !== 0)).length;
      }
      // Seasonal series (sowing, pests) are zero in some months; a monthly chart of 30 days of readings, or
      // of cases found years ago, has figures in two months or none: not a trend.
      if (filled < 4) bare.push(`${p.name}: figures in ${filled} months`);
    }
    expect(bare).toEqual([]);
  });

  it('answers live detail tables for the area shown: ≤ 6 groups × ≤ 3 metrics, figures of that area', async () => {
    const [plate] = await t.db.query<{ id: number }>(
      `SELECT p.id FROM plates p WHERE p.government_subject_id = $1 AND p.menu_key = 26 AND p.position = 1`,
      [chongming],
    );
    const res = await t.call(listPlateDetails, { plateId: plate!.id }, admin);
    expect(res.respCode, res.respDesc).toBe(0);
    const tables = res.obj!;
    const towns = await t.db.query<{ name: string }>(
      'SELECT name FROM areas WHERE parent_id = $1 ORDER BY id',
      [CHONGMING],
    );
    expect(
      tables.flatMap((x) => x.plateDetailChartMetricGroupList.map((g) => g.chartMetricGroupName)),
    ).toEqual(towns.map((r) => r.name));
    for (const x of tables) {
      expect(x.plateDetailChartMetricGroupList.length).toBeLessThanOrEqual(6);
      for (const g of x.plateDetailChartMetricGroupList) expect(g.plateDetailChartMetricList.length).toBe(3);
    }
    const cells = tables.flatMap((x) =>
      x.plateDetailChartMetricGroupList.map((g) => Number(g.plateDetailChartMetricList[0]!.chartMetricValue)),
    );
    const [total] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM farmland_occupations WHERE area_id BETWEEN 310151000000 AND 310151999999',
    );
    expect(cells.reduce((a, b) => a + b, 0)).toBe(total!.n);
    // A town shown on the dashboard: its villages become the groups.
    const town = Number(
      (
        await t.db.query<{ id: string }>(
          'SELECT id::text FROM areas WHERE parent_id = $1 ORDER BY id LIMIT 1',
          [CHONGMING],
        )
      )[0]!.id,
    );
    const down = await t.call(listPlateDetails, { plateId: plate!.id, areaId: town }, admin);
    const villages = await t.db.query<{ name: string }>(
      'SELECT name FROM areas WHERE parent_id = $1 ORDER BY id',
      [town],
    );
    expect(
      down.obj!.flatMap((x) => x.plateDetailChartMetricGroupList.map((g) => g.chartMetricGroupName)),
    ).toEqual(villages.map((r) => r.name));
    expect(
      (await t.call(listPlateDetails, { plateId: plate!.id, areaId: 310115000000 }, admin)).respCode,
    ).toBe(401);
  });
});

describe('cache', () => {
  it('drops cached figures when an import writes rows', async () => {
    const v = await villagePoint(t, CHONGMING, 5);
    // The village figure is read from the parcels, the county's from the pre-aggregated parts: both move.
    const ask = async () =>
      Promise.all(
        [v.villageId, CHONGMING].map(
          async (areaId) =>
            (await t.call(statSummary, { metrics: ['parcelCount'], areaId }, admin)).obj![0]!.value!,
        ),
      );
    const before = await ask();
    expect(await ask()).toEqual(before);
    const file = geojsonFile([{ ring: square(v.at, 0, 0), props: { DLBM: '0102', DKBM: 'STAT-1' } }]);
    const res = await importAndWait(
      t,
      {
        kind: 'parcels',
        files: [{ fileName: file.fileName, contentBase64: Buffer.from(file.content).toString('base64') }],
      },
      admin,
    );
    expect(res.task!.report).toMatchObject({ written: 1 });
    expect(await ask()).toEqual(before.map((n) => n + 1));
  });
});
