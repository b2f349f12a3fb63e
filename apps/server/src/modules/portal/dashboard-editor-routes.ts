import {
  discardDashboardDraft,
  exportDashboardTemplate,
  getDashboardDraft,
  getDashboardVersion,
  importDashboardTemplate,
  publishDashboard,
  rollbackDashboard,
  saveDashboardDraft,
} from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { readPublishedDoc } from './dashboard-docs';
import {
  discardDraft,
  draftOf,
  draftToPublish,
  publishDoc,
  saveDraft,
  versionOf,
  versionsOf,
} from './dashboard-editor';
import { exportTemplate, rebaseTemplate } from './dashboard-templates';

async function subjectArea(q: Queryable, subjectId: number): Promise<{ id: number; areaId: number }> {
  const [row] = await q.query<{ id: number; areaId: number }>(
    'SELECT id, area_id AS "areaId" FROM government_subjects WHERE id = $1',
    [subjectId],
  );
  return row!;
}

/** Handlers of the dashboard editor: drafts, publish, versions, templates. */
export const dashboardEditorRoutes: Route[] = [
  route(getDashboardDraft, async (ctx) => {
    const { db } = ctx.services;
    const { subjectId, menuKey } = ctx.body;
    const [draft, versions] = await Promise.all([
      draftOf(db, subjectId, menuKey),
      versionsOf(db, subjectId, menuKey),
    ]);
    return {
      doc: draft?.doc ?? (await readPublishedDoc(db, subjectId, menuKey)),
      isDraft: draft !== undefined,
      draftUpdatedAt: draft?.updatedAt ?? null,
      draftUpdatedBy: draft?.updatedBy ?? null,
      publishedVersion: versions[0]?.versionNo ?? null,
      versions,
    };
  }),
  route(saveDashboardDraft, async (ctx) => {
    const { subjectId, menuKey, doc } = ctx.body;
    return { updatedAt: await saveDraft(ctx.services.db, subjectId, menuKey, doc, callerOf(ctx).userId) };
  }),
  route(discardDashboardDraft, async (ctx) => {
    await discardDraft(ctx.services.db, ctx.body.subjectId, ctx.body.menuKey);
    return { ok: true as const };
  }),
  route(publishDashboard, async (ctx) => {
    const { db } = ctx.services;
    const { subjectId, menuKey, note } = ctx.body;
    const doc = await draftToPublish(db, subjectId, menuKey);
    return { versionNo: await publishDoc(db, subjectId, menuKey, doc, callerOf(ctx).userId, note ?? null) };
  }),
  route(getDashboardVersion, async (ctx) => {
    const { subjectId, menuKey, versionNo } = ctx.body;
    return versionOf(ctx.services.db, subjectId, menuKey, versionNo);
  }),
  route(rollbackDashboard, async (ctx) => {
    const { db } = ctx.services;
    const { subjectId, menuKey, versionNo } = ctx.body;
    const { doc } = await versionOf(db, subjectId, menuKey, versionNo);
    const note = `回滚到版本${versionNo}`;
    return { versionNo: await publishDoc(db, subjectId, menuKey, doc, callerOf(ctx).userId, note) };
  }),
  route(exportDashboardTemplate, async (ctx) => {
    const { db } = ctx.services;
    return exportTemplate(db, await subjectArea(db, ctx.body.subjectId), ctx.body.menuKey);
  }),
  route(importDashboardTemplate, async (ctx) => {
    const { db } = ctx.services;
    const { subjectId, menuKey, template } = ctx.body;
    const { doc, rebased } = rebaseTemplate(template, (await subjectArea(db, subjectId)).areaId);
    await saveDraft(db, subjectId, menuKey, doc, callerOf(ctx).userId);
    return { doc, rebased };
  }),
];
