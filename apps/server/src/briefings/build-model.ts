import {
  badParams,
  beijingDate,
  beijingInstant,
  DASHBOARD_MENUS,
  type DataSourceContext,
  formatChinaDateTime,
  RespCode,
  RespError,
  resolveSkin,
  SKINS,
} from '@fengshou/core';
import { listAreasByParentId, listPlates, type ResultOf } from '@fengshou/core/contract';
import {
  bodyKey,
  chartTheme,
  dataSourceContextOf,
  periodOfResult,
  plateRequest,
  type SkinId,
  skinForMenu,
  viewOf,
} from '@fengshou/core/plates';
import type { Session } from '../auth/sessions';
import { findGovSubject } from '../modules/login/user-info';
import { listShowMenus } from '../modules/portal/menus';
import type { Services } from '../services';
import { callAs } from './call-as';
import { centreMap } from './centre-map';
import type { BriefingModel, BriefingPlate, BriefingRequest, BriefingWatermark, PlateBody } from './model';
import { plateBody } from './plate-body';
import { plateImagesBody } from './plate-images';
import { centreMapRect, plateBodyRect, SCREEN, screenLayout } from './screen-layout';

type PlateRow = ResultOf<typeof listPlates>[number];

/** Where a briefing's plates ask from: the screen's `$_` context of the area and what frames it. */
export interface BriefingSource {
  readonly ctx: DataSourceContext;
  readonly subjectName: string;
  readonly areaName: string;
  readonly areaLevel: number;
  readonly skin: 'tech' | 'classic';
  readonly dashboardTemplate: string | null;
}

/** The drawing size of a chart in a PDF or PPT: about a landscape page's body, so its labels read as text. */
const DOCUMENT_CHART = { width: 900, height: 420 };

// The statistics endpoints take the year and the last day their figures cover; the screen asks for today's.
const STATISTICS = new Set(['/api/archive/gov/statistic/summary', '/api/archive/gov/statistic/breakdown']);

/**
 * The body a plate's statistics call takes for a briefing as of a past day: that day's year and the day
 * as the end of its figures, unless the plate fixes its own period. A briefing of today asks what the
 * screen asks, so its figures are the screen's.
 */
export function asOfBody(
  path: string,
  body: Readonly<Record<string, unknown>>,
  asOf: string,
  now: Date,
): Record<string, unknown> {
  const own = 'archiveYear' in body || 'startDate' in body || 'endDate' in body;
  if (!STATISTICS.has(path) || own || asOf === beijingDate(now)) return { ...body };
  return { ...body, archiveYear: Number(asOf.slice(0, 4)), endDate: asOf };
}

/** Plates asked at once: their handlers share the database (PGlite serves one query at a time). */
const CONCURRENCY = 3;

/** The `$_` clock of a day: now on today, else the day's last second in Beijing. */
function clockOf(asOf: string, now: Date): Date {
  // A day that does not exist (2026-13-40) would roll over into another: it must read back as itself.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? beijingInstant(asOf) : null;
  if (!day || Number.isNaN(day.getTime()) || beijingDate(day) !== asOf) {
    throw badParams(['asOf'], '日期格式须为YYYY-MM-DD');
  }
  return asOf === beijingDate(now) ? now : beijingInstant(`${asOf} 23:59:59`);
}

/**
 * The context the screen would ask with for `req.areaId`: the subject's area chain above its own area, the
 * trail down from there to the area, and the area's children as the area list answers them for the caller.
 * An area outside the caller's answers 401, as the API does.
 */
export async function briefingSource(
  services: Services,
  session: Session,
  req: Pick<BriefingRequest, 'areaId' | 'asOf'>,
  now: Date = new Date(),
): Promise<BriefingSource> {
  const clock = clockOf(req.asOf, now);
  if (!session.scope.contains(req.areaId)) throw new RespError(RespCode.NO_ACCESS, '无权访问该区域的数据');
  const { db } = services;
  const subject = await findGovSubject(db, session.subjectId);
  if (!subject) throw new RespError(RespCode.NO_ACCESS, '未找到当前用户的政府主体');
  const own = { areaId: subject.areaId, level: subject.areaLevel };
  const steps = await db.query<{ areaId: number; areaName: string; level: number }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, level, name FROM areas WHERE id = $1
       UNION ALL SELECT a.id, a.parent_id, a.level, a.name FROM areas a JOIN up ON a.id = up.parent_id)
     SELECT id::float8 AS "areaId", name AS "areaName", level FROM up ORDER BY level`,
    [req.areaId],
  );
  const target = steps.find((a) => Number(a.areaId) === req.areaId);
  if (!target) throw badParams(['areaId'], '区域不存在');
  const trail = [
    own,
    ...steps.filter((a) => a.level > own.level).map((a) => ({ ...a, areaId: Number(a.areaId) })),
  ];
  const children = (await callAs(services, session, listAreasByParentId.path, {
    parentId: req.areaId,
  })) as { areaId: number }[];
  const ctx = dataSourceContextOf(subject.areaChain, trail, children, clock)!;
  return {
    ctx,
    subjectName: subject.subjectName,
    areaName: target.areaName,
    areaLevel: target.level,
    skin: resolveSkin(subject.skinType) === SKINS.tech ? 'tech' : 'classic',
    dashboardTemplate: subject.dashboadTemplateStr ?? null,
  };
}

/** The topic's name as the subject's menu shows it. */
async function topicName(services: Services, subjectId: number, menuKey: number): Promise<string> {
  const menus = await listShowMenus(services.db, subjectId);
  const menu = menus.find((m) => m.menuKey === menuKey);
  return (
    menu?.customName?.trim() ||
    menu?.menuName ||
    DASHBOARD_MENUS.find((m) => m.key === menuKey)?.name ||
    `专题${menuKey}`
  );
}

/** Why a plate shows nothing: the refusal or failure of its source, in the API's words. */
function failureOf(error: unknown): PlateBody {
  const reason = error instanceof RespError ? error.respDesc : '数据源请求失败';
  return { kind: 'empty', reason };
}

/** Runs `work` over `items` with at most `limit` at once, answers in order. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

/**
 * The briefing of a topic dashboard of an area, from the plates and data the screen reads: the plates the
 * subject configured for the menu (as `portal/plate/list` answers the caller), each plate's request
 * resolved against the screen's `$_` context of the area and answered by its endpoint's handler as the
 * caller, shaped by the plate's view. Only the plates the skin has slots for, as on the screen. A plate
 * whose source fails or is refused shows why; the rest still build. `onProgress(done, total)` per plate.
 */
export async function buildBriefingModel(
  services: Services,
  session: Session,
  req: BriefingRequest,
  watermark: BriefingWatermark,
  onProgress?: (done: number, total: number) => void,
  now: Date = new Date(),
): Promise<BriefingModel> {
  const source = await briefingSource(services, session, req, now);
  const list = (await callAs(services, session, listPlates.path, {
    subjectId: session.subjectId,
    menuKey: req.menuKey,
  })) as PlateRow[];
  const plates = [...list].sort((a, b) => a.position - b.position);
  const layout: SkinId = skinForMenu(source.dashboardTemplate, req.menuKey, plates.length);
  const { slots, centre } = screenLayout(layout, plates.length);
  const shown = plates.slice(0, slots.length);
  // A picture is the screen in its skin; a document is printed on white, so its charts take the light theme
  // at a page's proportions rather than a plate's.
  const forDocument = !req.format.startsWith('png');
  const screenTheme = chartTheme(source.skin, SCREEN.width);
  const theme = forDocument ? chartTheme('classic', SCREEN.width) : screenTheme;
  // Plates asking the same endpoint with the same body share one answer, as on the screen.
  const answers = new Map<string, Promise<unknown>>();
  let done = 0;
  onProgress?.(0, shown.length);
  const built = await pooled(shown, CONCURRENCY, async (plate): Promise<BriefingPlate> => {
    const view = viewOf(plate);
    const request = plateRequest(plate.interfaceUrl, plate.parameters, source.ctx);
    let body: PlateBody;
    let period: string | null = null;
    if (view.visual === 'image-carousel') {
      // The carousel shows the plate's own pictures whatever its data source, as the screen does.
      body = await plateImagesBody(services, session, plate.id).catch(failureOf);
    } else if (request.kind === 'none') {
      body = { kind: 'empty', reason: '未配置数据源' };
    } else if (request.kind === 'refused') {
      body = { kind: 'empty', reason: `数据源接口不在允许范围内：${request.path}` };
    } else {
      const asked = asOfBody(request.path, request.body, req.asOf, now);
      const key = bodyKey({ p: request.path, b: asked });
      let answer = answers.get(key);
      if (!answer) {
        answer = callAs(services, session, request.path, asked);
        answers.set(key, answer);
      }
      try {
        const data = await answer;
        period = periodOfResult(data);
        const slot = slots[shown.indexOf(plate)]!;
        const size = forDocument ? DOCUMENT_CHART : plateBodyRect(slot, Boolean(plate.declaration));
        body = plateBody(data, view, theme, size);
      } catch (error) {
        if (!(error instanceof RespError))
          services.log.warn({ err: error, plateId: plate.id }, 'briefing plate failed');
        body = failureOf(error);
      }
    }
    onProgress?.(++done, shown.length);
    return {
      id: plate.id,
      position: plate.position,
      title: plate.plateName,
      declaration: plate.declaration,
      period,
      visual: view.visual,
      body,
    };
  });
  const area = { areaId: req.areaId, areaName: source.areaName, level: source.areaLevel };
  const map = await centreMap(services, session, area, screenTheme, centreMapRect(centre));
  return {
    subjectName: source.subjectName,
    topicName: await topicName(services, session.subjectId, req.menuKey),
    menuKey: req.menuKey,
    areaId: req.areaId,
    areaName: source.areaName,
    asOf: req.asOf,
    generatedAt: formatChinaDateTime(now),
    skin: source.skin,
    layout,
    watermark,
    ...(map ? { centre: map } : {}),
    plates: built,
  };
}
