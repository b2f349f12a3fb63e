import { badParams, REGION_PAGE_KEY, RespCode, RespError } from '@fengshou/core';
import {
  type DashboardDoc,
  type DocPlate,
  statBreakdown,
  statSummary,
  zDashboardDoc,
} from '@fengshou/core/contract';
import { plateRequest } from '@fengshou/core/plates';
import { AreaScope } from '../../auth/scope';
import type { Session } from '../../auth/sessions';
import { disabledOver } from '../../auth/unit-status';
import type { Queryable } from '../../db/client';
import { json } from './plates';

// The administrative-region page a subject publishes is the only dashboard anyone may open without a
// login. What such a visitor may see is exactly: the plates of the page's newest published version (never
// a draft, never plate rows edited outside the editor), each answered by the metric registry's statistics
// for an area inside the subject's own, and the outlines of those areas. Everything else is refused.

/** Why a page is not shown: the same words whether the subject is unknown, switched off or unpublished. */
export const NOT_PUBLISHED = '该主体未公开行政区划页面';

/** The endpoints a plate of the page may read: figures of the metric registry, not records. */
const PUBLIC_SOURCES: ReadonlySet<string> = new Set([statSummary.path, statBreakdown.path]);

/** Why a plate may not be shown without a login, or null when it may. */
export function publicPlateProblem(plate: Pick<DocPlate, 'interfaceUrl' | 'parameters'>): string | null {
  if (!plate.interfaceUrl || !PUBLIC_SOURCES.has(plate.interfaceUrl)) {
    return '公开页面的板块只能使用统计指标数据源（指标汇总、指标分组统计）';
  }
  if (plate.parameters.by === 'latest') return '公开页面的板块不能列出最新记录';
  return null;
}

/**
 * Checks a document of the region page as a publish would: every plate a public one. Throws 300 naming
 * the plate's data source (`doc.plates.2.interfaceUrl`).
 */
export function checkRegionDoc(menuKey: number, doc: DashboardDoc, at = 'doc.'): void {
  if (menuKey !== REGION_PAGE_KEY) return;
  for (const [i, p] of doc.plates.entries()) {
    const problem = publicPlateProblem(p);
    if (problem) throw badParams([`${at}plates.${i}.interfaceUrl`], problem);
  }
}

/** A subject whose region page is published, with the version shown. */
export interface PublishedRegion {
  subjectId: number;
  subjectName: string;
  areaId: number;
  subjectLevel: number;
  doc: DashboardDoc;
  versionNo: number;
  publishedAt: string;
}

/** The subject of an area code with its published region page; 403 when there is none to show. */
export async function publishedRegion(q: Queryable, subjectCode: number): Promise<PublishedRegion> {
  const [row] = await q.query<{
    subjectId: number;
    subjectName: string;
    areaId: number;
    subjectLevel: number;
    doc: unknown;
    versionNo: number;
    publishedAt: string;
  }>(
    `SELECT gs.id AS "subjectId", gs.subject_name AS "subjectName", gs.area_id::float8 AS "areaId",
            gs.subject_level AS "subjectLevel", v.doc, v.version_no AS "versionNo",
            to_char(v.published_at, 'YYYY-MM-DD HH24:MI:SS') AS "publishedAt"
       FROM government_subjects gs
       JOIN LATERAL (SELECT doc, version_no, published_at FROM dashboard_versions
                      WHERE government_subject_id = gs.id AND menu_key = $2
                      ORDER BY version_no DESC LIMIT 1) v ON true
      WHERE gs.area_id = $1 AND gs.subject_status = 1 AND NOT ${disabledOver('gs.area_id', true)}`,
    [subjectCode, REGION_PAGE_KEY],
  );
  if (!row) throw new RespError(RespCode.NO_PERMISSION, NOT_PUBLISHED);
  const doc = zDashboardDoc.safeParse(json(row.doc));
  if (!doc.success) throw new RespError(RespCode.NO_PERMISSION, NOT_PUBLISHED);
  return { ...row, areaId: Number(row.areaId), doc: doc.data };
}

/**
 * The caller a visitor's requests run as: the subject's display-only reader (dashboard:view and nothing
 * else) scoped to the subject's area, so the statistics handlers apply their own checks as for a wall screen.
 */
export function visitorSession(region: PublishedRegion): Session {
  return {
    id: 0,
    kind: 'display',
    userId: 0,
    loginName: 'public',
    subjectId: region.subjectId,
    roleId: 0,
    permissions: new Set(['dashboard:view']),
    mustChangePassword: false,
    scope: new AreaScope(region.areaId, region.subjectLevel),
    expiresAt: new Date(Date.now() + 60_000),
    passwordChangedAt: new Date(0),
  };
}

/** Why an area is refused. */
export const OUTSIDE = '公开页面只能查看该主体辖区内的区域';

/** The area asked (the subject's own by default); 403 for one outside the subject's area. */
export function regionArea(region: PublishedRegion, areaId: number | undefined): number {
  const id = areaId ?? region.areaId;
  if (!new AreaScope(region.areaId, region.subjectLevel).contains(id)) {
    throw new RespError(RespCode.NO_PERMISSION, OUTSIDE);
  }
  return id;
}

/** The published plate of a slot; 300 naming `position` when the version has none there. */
export function publishedPlate(region: PublishedRegion, position: number): DocPlate {
  const plate = region.doc.plates.find((p) => p.position === position);
  if (!plate) throw badParams(['position'], '该位置没有已发布的板块');
  return plate;
}

/** The metrics of the page's key figures: those of its first number-card plate (at most four). */
export function keyMetrics(doc: DashboardDoc): string[] {
  const first = [...doc.plates]
    .sort((a, b) => a.position - b.position)
    .find((p) => p.interfaceUrl === statSummary.path && Array.isArray(p.parameters.metrics));
  return ((first?.parameters.metrics as unknown[]) ?? []).filter((m) => typeof m === 'string').slice(0, 4);
}

/** A plate's request in the area's `$_` context, refused unless it is a public one. */
export function publicRequest(plate: DocPlate, ctx: Parameters<typeof plateRequest>[2]) {
  const problem = publicPlateProblem(plate);
  if (problem) throw new RespError(RespCode.NO_PERMISSION, problem);
  const request = plateRequest(plate.interfaceUrl, plate.parameters, ctx);
  if (request.kind !== 'call' || !PUBLIC_SOURCES.has(request.path) || request.body.by === 'latest') {
    throw new RespError(
      RespCode.NO_PERMISSION,
      '公开页面的板块只能使用统计指标数据源（指标汇总、指标分组统计）',
    );
  }
  return request;
}
