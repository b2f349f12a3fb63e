import {
  discardDashboardDraft,
  exportDashboardTemplate,
  getDashboardDraft,
  getDashboardVersion,
  importDashboardTemplate,
  publishDashboard,
  rollbackDashboard,
  saveDashboardDraft,
  signDashboardImages,
  uploadDashboardImage,
} from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { readPublishedDoc } from './dashboard-docs';
import { discardDraft, draftOf, publishDoc, saveDraft, versionOf, versionsOf } from './dashboard-editor';
import { checkDocImages, signDocImages, storePlateImage, sweepUnusedImages } from './dashboard-images';
import { lastChangeOf } from './dashboard-revisions';
import { exportTemplate, rebaseTemplate, TEMPLATE_IMAGE_REFUSED } from './dashboard-templates';

async function subjectArea(q: Queryable, subjectId: number): Promise<{ id: number; areaId: number }> {
  const [row] = await q.query<{ id: number; areaId: number }>(
    'SELECT id, area_id AS "areaId" FROM government_subjects WHERE id = $1',
    [subjectId],
  );
  return row!;
}

type Keyed = { subjectId: number; menuKey: number; baseRevision: number };

/** The change a call makes: its dashboard, its caller and the revision its copy was loaded at. */
const changeOf = (ctx: HandlerContext<Keyed>) => ({
  subjectId: ctx.body.subjectId,
  menuKey: ctx.body.menuKey,
  baseRevision: ctx.body.baseRevision,
  userId: callerOf(ctx).userId,
});

/** Handlers of the dashboard editor: drafts, publish, versions, templates, pictures. */
export const dashboardEditorRoutes: Route[] = [
  route(getDashboardDraft, async (ctx) => {
    const { db } = ctx.services;
    const { subjectId, menuKey } = ctx.body;
    const [draft, versions, lastChange] = await Promise.all([
      draftOf(db, subjectId, menuKey),
      versionsOf(db, subjectId, menuKey),
      lastChangeOf(db, subjectId, menuKey),
    ]);
    return {
      doc: draft?.doc ?? (await readPublishedDoc(db, subjectId, menuKey)),
      isDraft: draft !== undefined,
      draftUpdatedAt: draft?.updatedAt ?? null,
      draftUpdatedBy: draft?.updatedBy ?? null,
      publishedVersion: versions[0]?.versionNo ?? null,
      versions,
      revision: lastChange?.revision ?? 0,
      lastChange,
    };
  }),
  route(saveDashboardDraft, async (ctx) => saveDraft(ctx.services.db, changeOf(ctx), ctx.body.doc)),
  route(discardDashboardDraft, async (ctx) => {
    const { db, pictureStore } = ctx.services;
    const revision = await discardDraft(db, changeOf(ctx));
    // Pictures only the discarded draft named go (a day after their upload).
    await sweepUnusedImages(db, pictureStore, ctx.body.subjectId);
    return { revision };
  }),
  route(publishDashboard, async (ctx) =>
    publishDoc(ctx.services.db, { ...changeOf(ctx), note: ctx.body.note ?? null }, { draft: true }),
  ),
  route(getDashboardVersion, async (ctx) => {
    const { subjectId, menuKey, versionNo } = ctx.body;
    return versionOf(ctx.services.db, subjectId, menuKey, versionNo);
  }),
  route(rollbackDashboard, async (ctx) => {
    const { versionNo } = ctx.body;
    const note = `回滚到版本${versionNo}`;
    return publishDoc(ctx.services.db, { ...changeOf(ctx), note }, { versionNo });
  }),
  route(exportDashboardTemplate, async (ctx) => {
    const { db } = ctx.services;
    return exportTemplate(db, await subjectArea(db, ctx.body.subjectId), ctx.body.menuKey);
  }),
  route(importDashboardTemplate, async (ctx) => {
    const { db } = ctx.services;
    const { subjectId, template } = ctx.body;
    const { doc, rebased } = rebaseTemplate(template, (await subjectArea(db, subjectId)).areaId);
    await checkDocImages(db, subjectId, doc, 'template.dashboard.', TEMPLATE_IMAGE_REFUSED);
    const { revision } = await saveDraft(db, changeOf(ctx), doc, '导入了模板');
    return { doc, rebased, revision };
  }),
  route(uploadDashboardImage, async (ctx) => {
    const { db, pictureStore, files } = ctx.services;
    const caller = callerOf(ctx);
    const { subjectId, menuKey, fileName, contentBase64 } = ctx.body;
    await sweepUnusedImages(db, pictureStore, subjectId);
    const stored = await storePlateImage(db, pictureStore, {
      subjectId,
      menuKey,
      userId: caller.userId,
      fileName,
      contentBase64,
    });
    return { ...stored, src: files.sign(stored.imgUrl, caller.scope) };
  }),
  route(signDashboardImages, async (ctx) => {
    const { db, files } = ctx.services;
    return signDocImages(db, files, ctx.body.subjectId, ctx.body.urls, callerOf(ctx).scope);
  }),
];
