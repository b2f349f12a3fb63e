import { RespError } from '@fengshou/core';
import { listAreasByParentId, listPlates } from '@fengshou/core/contract';
import {
  cardsOf,
  chartTheme,
  formatValue,
  labelText,
  plateRequest,
  rankedRows,
  shapeResult,
  viewOf,
} from '@fengshou/core/plates';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { Session } from '../auth/sessions';
import { asOfBody, briefingSource, buildBriefingModel } from './build-model';
import type { BriefingModel, BriefingRequest, PlateFigure } from './model';
import { renderBriefing } from './render';

const CHONGMING = 310151000000;
const CHENGQIAO = 310151101000;
/** 领导驾驶舱 in the seed's menu catalogue. */
const COCKPIT = 7;
const WATERMARK = { userName: '崇明查看员', loginName: 'chongming_viewer', at: '2026-05-20 09:30' };
const NOW = new Date('2026-05-20T01:30:00Z');

let t: TestApp;
let viewer: string;
let session: Session;
let pudong: string;

beforeAll(async () => {
  t = await createTestApp();
  [viewer, pudong] = await Promise.all([t.login('chongming_viewer'), t.login('pudong_viewer')]);
  session = await t.app.services.sessions.resolve(viewer);
}, 120_000);
afterAll(() => t.close());

const request = (areaId: number): BriefingRequest => ({
  menuKey: COCKPIT,
  areaId,
  asOf: '2026-05-20',
  format: 'png-1080',
});

/** The first figure a plate prints, computed from the API's own answer as the screen would print it. */
function firstPrinted(answer: unknown, plate: { chartType: string; view?: unknown }, kind: string): string {
  const view = viewOf(plate);
  const shaped = shapeResult(answer, view);
  if (kind === 'cards') {
    const c = cardsOf(shaped)[0]!;
    const f = formatValue(c.value, c.series);
    return `${c.name}=${f.text}${f.unit}`;
  }
  const s = shaped.series[0];
  if (kind === 'table') {
    const row = view.visual === 'rank' ? rankedRows(shaped)[0]! : shaped.rows[0]!;
    return labelText(row, shaped.label);
  }
  const row = shaped.rows[0]!;
  const f = formatValue(row[s!.field], s!);
  return `${labelText(row, shaped.label)}=${f.text}${f.unit}`;
}

/** The model's first figure in the same words. */
function firstOfModel(body: BriefingModel['plates'][number]['body'], multiSeries: boolean): string {
  if (body.kind === 'table') return body.columns[0] === '排名' ? body.rows[0]![1]! : body.rows[0]![0]!;
  const f = (body as { figures: readonly PlateFigure[] }).figures[0]!;
  const label = body.kind === 'chart' && multiSeries ? f.label.split(' · ')[0] : f.label;
  return `${label}=${f.value}${f.unit}`;
}

describe.each([
  ['崇明区', CHONGMING],
  ['城桥镇', CHENGQIAO],
])('the briefing of 领导驾驶舱 for %s', (areaName, areaId) => {
  let model: BriefingModel;
  const progress: [number, number][] = [];

  beforeAll(async () => {
    model = await buildBriefingModel(
      t.app.services,
      session,
      request(areaId),
      WATERMARK,
      (d, n) => progress.push([d, n]),
      NOW,
    );
  }, 120_000);

  it('is framed by the subject, the menu and the area, and counts the plates off', () => {
    expect(model).toMatchObject({
      subjectName: '崇明区农业农村委员会',
      topicName: '领导驾驶舱',
      areaName,
      asOf: '2026-05-20',
      generatedAt: '2026-05-20 09:30:00',
      skin: 'tech',
      watermark: WATERMARK,
    });
    expect(model.plates.length).toBe(9);
    expect(progress.at(-1)).toEqual([9, 9]);
    expect(progress.map(([d]) => d)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows every plate with a data source, each with a figure equal to the API answer the screen gets', async () => {
    const plates = (await t.call(listPlates, { subjectId: session.subjectId, menuKey: COCKPIT }, viewer))
      .obj!;
    const { ctx } = await briefingSource(t.app.services, session, request(areaId), NOW);
    let compared = 0;
    for (const p of model.plates) {
      const plate = plates.find((x) => x.id === p.id)!;
      if (p.visual === 'image-carousel') {
        // Its pictures are the plate's own (plate-images.test.ts compares them with plateImage/list).
        expect(p.body.kind, p.title).toBe('images');
        continue;
      }
      if (!plate.interfaceUrl) {
        expect(p.body.kind, p.title).toBe('empty');
        continue;
      }
      expect(p.body.kind, `${p.title}: ${p.body.kind === 'empty' ? p.body.reason : ''}`).not.toBe('empty');
      const call = plateRequest(plate.interfaceUrl, plate.parameters, ctx);
      expect(call.kind).toBe('call');
      if (call.kind !== 'call') continue;
      const answer = await t.call(call.path, asOfBody(call.path, call.body, '2026-05-20', NOW), viewer);
      expect(answer.respCode, p.title).toBe(0);
      const shaped = shapeResult(answer.obj, viewOf(plate));
      expect(firstOfModel(p.body, shaped.series.length > 1), p.title).toBe(
        firstPrinted(answer.obj, plate, p.body.kind),
      );
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(7);
  });

  it("prints as a PDF and a deck that carry every plate's title and first figure", async () => {
    const printed = await buildBriefingModel(
      t.app.services,
      session,
      { ...request(areaId), format: 'pdf-a4' },
      WATERMARK,
      undefined,
      NOW,
    );
    const [pdf, deck] = await Promise.all([
      renderBriefing(printed, 'pdf-a4'),
      renderBriefing(printed, 'pptx'),
    ]);
    const { totalPages, text } = await extractText(await getDocumentProxy(pdf.bytes), { mergePages: true });
    const zip = await JSZip.loadAsync(deck.bytes);
    const slides = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
    const slideText = (await Promise.all(slides.map((f) => zip.file(f)!.async('string'))))
      .flatMap((xml) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]!))
      .join('|');
    expect(totalPages).toBeGreaterThanOrEqual(6);
    expect(slides.length).toBeGreaterThanOrEqual(printed.plates.length + 1);
    const flat = text.replace(/\s+/g, '');
    for (const p of printed.plates) {
      expect(flat, p.title).toContain(p.title);
      expect(slideText, p.title).toContain(p.title);
      // The figure the test above found equal to the API's answer, as the documents print it.
      const b = p.body;
      const first =
        b.kind === 'table'
          ? b.rows[0]?.[0]
          : b.kind === 'images'
            ? b.images[0]?.name
            : b.kind === 'empty'
              ? undefined
              : b.figures[0]?.value;
      if (!first) continue;
      expect(flat, `${p.title}: ${first}`).toContain(first.replace(/\s+/g, ''));
      expect(slideText, `${p.title}: ${first}`).toContain(first);
    }
  }, 120_000);

  it('renders its charts as SVG in the CJK family, sized to their slots', () => {
    const charts = model.plates.flatMap((p) => (p.body.kind === 'chart' ? [p.body] : []));
    expect(charts.length).toBeGreaterThan(2);
    for (const c of charts) {
      expect(c.svg.startsWith('<svg')).toBe(true);
      expect(c.svg).toContain(`width="${c.width}"`);
      expect(c.svg).toContain('Noto Sans Hans');
      expect(c.figures.length).toBeGreaterThan(0);
    }
  });

  it("draws the centre as the screen's map of the area's children, named on their shapes", async () => {
    const children = (await t.call(listAreasByParentId, { parentId: areaId }, viewer)).obj!;
    expect(model.centre?.svg.startsWith('<svg')).toBe(true);
    const named = children.filter((c) => model.centre!.svg.includes(`>${c.areaName}<`));
    // Names that would cover another are left out; most are drawn.
    expect(named.length).toBeGreaterThan(children.length / 2);
  });
});

describe('a briefing printed as a document', () => {
  it("draws its charts in the light theme at a page's proportions; the picture keeps the screen's skin", async () => {
    const watermark = { userName: '龚磊', loginName: 'chongming_viewer', at: '2026-05-20 09:30' };
    const charts = async (format: BriefingRequest['format']) =>
      (
        await buildBriefingModel(t.app.services, session!, { ...request(CHONGMING), format }, watermark)
      ).plates.flatMap((p) => (p.body.kind === 'chart' ? [p.body] : []));
    const [printed, picture] = await Promise.all([charts('pdf-a4'), charts('png-1080')]);
    const light = chartTheme('classic', 1920).palette[0]!;
    const dark = chartTheme('tech', 1920).palette[0]!;
    expect(printed.every((c) => c.svg.includes(light) && !c.svg.includes(dark))).toBe(true);
    expect(printed.every((c) => c.width === 900)).toBe(true);
    expect(picture.every((c) => c.svg.includes(dark) && c.width < 900)).toBe(true);
  });
});

describe('a briefing as of a past day', () => {
  it("asks the statistics for that day's year and up to that day; today's asks what the screen asks", () => {
    const summary = '/api/archive/gov/statistic/summary';
    const today = new Date('2026-12-04T10:00:00+08:00');
    expect(asOfBody(summary, { metrics: ['farmCount'] }, '2025-06-30', today)).toEqual({
      metrics: ['farmCount'],
      archiveYear: 2025,
      endDate: '2025-06-30',
    });
    expect(asOfBody(summary, { metrics: ['farmCount'] }, '2026-12-04', today)).toEqual({
      metrics: ['farmCount'],
    });
    // A plate that fixes its own period keeps it; other endpoints are asked as the screen asks them.
    expect(asOfBody(summary, { archiveYear: 2024 }, '2025-06-30', today)).toEqual({ archiveYear: 2024 });
    expect(asOfBody('/api/portal/gov/plate/list', { menuKey: 7 }, '2025-06-30', today)).toEqual({
      menuKey: 7,
    });
  });

  it('states that day as the end of the period its statistics plates cover', async () => {
    const past = await buildBriefingModel(
      t.app.services,
      session,
      { ...request(CHONGMING), asOf: '2026-03-31' },
      WATERMARK,
      undefined,
      NOW,
    );
    const periods = past.plates.flatMap((p) => (p.period ? [p.period] : []));
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.some((p) => p.includes('2026-03-31'))).toBe(true);
    expect(periods.some((p) => p.includes('2026-05-20'))).toBe(false);
  }, 120_000);
});

describe('who may build a briefing', () => {
  it('refuses a user of another county the area of 崇明, as the API refuses him', async () => {
    const other = await t.app.services.sessions.resolve(pudong);
    const api = await t.call(listAreasByParentId, { parentId: CHONGMING }, pudong);
    expect(api.respCode).toBe(401);
    const refused = await buildBriefingModel(t.app.services, other, request(CHONGMING), WATERMARK).catch(
      (e) => e,
    );
    expect(refused).toBeInstanceOf(RespError);
    expect(refused).toMatchObject({ respCode: api.respCode });
  });

  it('answers 300 naming asOf for a day that is not one', async () => {
    const bad = await buildBriefingModel(
      t.app.services,
      session,
      { ...request(CHONGMING), asOf: '2026-13-40' },
      WATERMARK,
    ).catch((e) => e);
    expect(bad).toMatchObject({ respCode: 300 });
    expect((bad as RespError).respDesc).toContain('asOf');
  });

  it("still builds when a plate's source fails: that plate says why, the others show their data", async () => {
    const [plate] = await t.db.query<{ id: number }>(
      `UPDATE plates SET parameters = '{"metrics": ["noSuchMetric"], "areaId": "$_areaId"}'::jsonb
        WHERE id = (SELECT id FROM plates WHERE government_subject_id = $1 AND menu_key = $2
                     AND interface_url = '/api/archive/gov/statistic/summary' ORDER BY position LIMIT 1)
        RETURNING id`,
      [session.subjectId, COCKPIT],
    );
    const model = await buildBriefingModel(
      t.app.services,
      session,
      request(CHONGMING),
      WATERMARK,
      undefined,
      NOW,
    );
    const broken = model.plates.find((p) => p.id === plate!.id)!;
    const api = await t.call(
      '/api/archive/gov/statistic/summary',
      { metrics: ['noSuchMetric'], areaId: CHONGMING },
      viewer,
    );
    expect(api.respCode).toBe(300);
    expect(broken.body).toEqual({ kind: 'empty', reason: api.respDesc });
    expect(model.plates.filter((p) => p.body.kind !== 'empty').length).toBeGreaterThanOrEqual(6);
  });
});

describe('a role without dashboard:view', () => {
  it('is refused the plates (403), as the plate list refuses it', async () => {
    const reviewer = await t.login('chongming_reviewer');
    await t.db.query(
      `DELETE FROM role_permissions WHERE button_code = 'dashboard:view'
         AND role_id = (SELECT government_role_id FROM government_users WHERE login_name = 'chongming_reviewer')`,
    );
    t.app.services.sessions.forgetAll();
    const api = await t.call(listPlates, { subjectId: session.subjectId, menuKey: COCKPIT }, reviewer);
    expect(api.respCode).toBe(403);
    const caller = await t.app.services.sessions.resolve(reviewer);
    const refused = await buildBriefingModel(t.app.services, caller, request(CHONGMING), WATERMARK).catch(
      (e) => e,
    );
    expect(refused).toMatchObject({ respCode: 403 });
  });
});
