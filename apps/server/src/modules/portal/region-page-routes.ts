import { RespCode, RespError } from '@fengshou/core';
import {
  getRegionPage,
  getRegionPagePlateData,
  getRegionPageShapes,
  listAreasByParentId,
  listChildOutlines,
  listCustomDashboards,
  statBreakdown,
} from '@fengshou/core/contract';
import { dataSourceContextOf, viewOf } from '@fengshou/core/plates';
import type { Session } from '../../auth/sessions';
import { callAs } from '../../briefings/call-as';
import type { Queryable } from '../../db/client';
import { type HandlerContext, type Route, route } from '../../http/route';
import type { Services } from '../../services';
import { RateLimiter } from '../certificates/rate-limit';
import { listCustomDashboards as customDashboards } from './custom-dashboards';
import {
  keyMetrics,
  OUTSIDE,
  type PublishedRegion,
  publicRequest,
  publishedPlate,
  publishedRegion,
  regionArea,
  visitorSession,
} from './region-page';

// A page is about a dozen requests (page, shapes, nine plates); a visitor drilling through a few areas stays
// well below this, a script walking every area code does not.
const visitors = new RateLimiter(240, 60_000);

type Step = { areaId: number; areaName: string; level: number };

/** The area's chain from the province down, with names. */
async function chainOf(q: Queryable, areaId: number): Promise<Step[]> {
  const rows = await q.query<Step>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, level, name FROM areas WHERE id = $1
       UNION ALL SELECT a.id, a.parent_id, a.level, a.name FROM areas a JOIN up ON a.id = up.parent_id)
     SELECT id::float8 AS "areaId", name AS "areaName", level FROM up ORDER BY level`,
    [areaId],
  );
  return rows.map((r) => ({ ...r, areaId: Number(r.areaId) }));
}

/** The visitor's view of a published page: the subject, its reader, the area and its `$_` context. */
async function visit(ctx: HandlerContext<{ subject: number; areaId?: number }>): Promise<{
  region: PublishedRegion;
  session: Session;
  trail: Step[];
  source: ReturnType<typeof dataSourceContextOf>;
}> {
  if (!visitors.take(ctx.ip ?? 'unknown')) {
    throw new RespError(RespCode.SERVER_BUSY, '访问过于频繁，请稍后再试');
  }
  const { services } = ctx;
  const region = await publishedRegion(services.db, ctx.body.subject);
  const areaId = regionArea(region, ctx.body.areaId);
  const session = visitorSession(region);
  const chain = await chainOf(services.db, areaId);
  const own = chain.find((a) => a.areaId === region.areaId);
  if (!own || chain.at(-1)?.areaId !== areaId) throw new RespError(RespCode.NO_PERMISSION, '区域不存在');
  const trail = chain.filter((a) => a.level >= own.level);
  const children = (await callAs(services, session, listAreasByParentId.path, { parentId: areaId })) as {
    areaId: number;
  }[];
  const source = dataSourceContextOf(chain, trail, children, new Date());
  return { region, session, trail, source };
}

/** The key figures of the area's children: the page's first number cards, broken down by child area. */
async function figures(services: Services, session: Session, region: PublishedRegion, areaId: number) {
  const metrics = keyMetrics(region.doc);
  if (metrics.length === 0) return null;
  return (await callAs(services, session, statBreakdown.path, { metrics, by: 'area', areaId })) as {
    series: { metric: string; name: string; unit: string }[];
    rows: { key: string; name: string; areaId?: number }[];
  };
}

/** Handlers of /dashboard-custom and of the region page its subjects publish for visitors. */
export const regionPageRoutes: Route[] = [
  route(listCustomDashboards, async (ctx) => customDashboards(ctx.services.db, ctx.body.subjectId)),
  route(getRegionPage, async (ctx) => {
    const { region, session, trail } = await visit(ctx);
    const area = trail.at(-1)!;
    const plates = [...region.doc.plates]
      .sort((a, b) => a.position - b.position)
      .map(({ detailTables: _tables, ...p }) => ({
        ...p,
        // A slot's number stands for the plate: the page asks for its data by slot.
        id: p.position,
        interfaceUrl: p.interfaceUrl ?? null,
        remark: p.remark ?? null,
        declaration: p.declaration ?? null,
        // Details (stored tables, images, links) are for signed-in users only.
        detailFlag: 0,
        detailUrl: null,
        detailSource: null,
        chartType: viewOf({ ...p, chartType: 'table' }).visual,
        view: p.view ?? null,
      }));
    return {
      subjectName: region.subjectName,
      area,
      trail,
      skin: region.doc.skin,
      versionNo: region.versionNo,
      publishedAt: region.publishedAt,
      plates,
      figures: await figures(ctx.services, session, region, area.areaId),
    };
  }),
  route(getRegionPagePlateData, async (ctx) => {
    const { region, session, source } = await visit(ctx);
    const request = publicRequest(publishedPlate(region, ctx.body.position), source!);
    return callAs(ctx.services, session, request.path, request.body).catch((e: unknown) => {
      // A plate naming an area outside the subject's: refused as any such area is (401 would send a
      // signed-in visitor's browser to the no-access page).
      if (e instanceof RespError && e.respCode === RespCode.NO_ACCESS)
        throw new RespError(RespCode.NO_PERMISSION, OUTSIDE);
      throw e;
    });
  }),
  route(getRegionPageShapes, async (ctx) => {
    const { session, trail } = await visit(ctx);
    return callAs(ctx.services, session, listChildOutlines.path, { areaId: trail.at(-1)!.areaId }) as never;
  }),
];
