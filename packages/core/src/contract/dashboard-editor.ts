import { z } from 'zod';
import { DASHBOARD_SKINS, type DashboardSkin } from '../dict/portal';
import { zDateTime, zId, zLine } from './common';
import { DOC_IMAGES_MAX, dashboardImageEndpoints, zDocImage } from './dashboard-images';
import { defineEndpoint } from './define';
import { savePlate } from './portal';
import { ofRecord } from './scope';

/** One metric cell of a stored detail table (spec §3 chart table, without its row ids). */
const zDocMetric = z.strictObject({
  chartMetricName: zLine(32).min(1),
  chartMetricValue: zLine(64).nullable(),
});

/** A stored detail table of a plate: up to 6 metric groups of up to 3 metrics each (spec §2). */
export const zDocDetailTable = z.strictObject({
  chartName: zLine(32).min(1),
  plateDetailChartMetricGroupList: z
    .array(
      z.strictObject({
        chartMetricGroupName: zLine(32).min(1),
        plateDetailChartMetricList: z.array(zDocMetric).min(1).max(3),
      }),
    )
    .min(1)
    .max(6),
});

/**
 * A plate as the editor holds it: the row plate/save takes, without its dashboard (the document is one),
 * in a slot of the skin, with its stored detail tables and its pictures. A document without `images` (a
 * draft stored before pictures were part of it) leaves the slot's published pictures as they are.
 */
export const zDocPlate = savePlate.body.omit({ subjectId: true, menuKey: true }).extend({
  position: z.number().int().min(1).max(9),
  detailTables: z.array(zDocDetailTable).max(4).default([]),
  images: z.array(zDocImage).max(DOC_IMAGES_MAX).optional(),
});
/** A plate of a dashboard document. */
export type DocPlate = z.infer<typeof zDocPlate>;

const SKINS = Object.keys(DASHBOARD_SKINS) as [DashboardSkin, ...DashboardSkin[]];

/** A dashboard as one document: its skin and its plates. Drafts, versions and templates all hold one. */
export const zDashboardDoc = z.strictObject({
  skin: z.enum(SKINS),
  plates: z.array(zDocPlate).max(9),
});
/** A dashboard document. */
export type DashboardDoc = z.infer<typeof zDashboardDoc>;

/** The format tag of an exported dashboard template. */
export const DASHBOARD_TEMPLATE_FORMAT = 'fengshou.dashboard/1';

/**
 * An exported dashboard: the document and the area it was built for, so an import can move area codes
 * written into parameters to the importing subject's area (parameters should use `$_areaId` instead).
 */
export const zDashboardTemplate = z.strictObject({
  format: z.literal(DASHBOARD_TEMPLATE_FORMAT),
  title: zLine(64),
  sourceAreaId: z.number().int().positive(),
  exportedAt: zLine(32),
  dashboard: zDashboardDoc,
});
/** An exported dashboard template. */
export type DashboardTemplate = z.infer<typeof zDashboardTemplate>;

const zKey = { subjectId: zId, menuKey: z.number().int().min(1).max(99999) };

/**
 * The editor's revision the change was made on (getDashboardDraft's `revision`, then each change's answer).
 * When another change came first the call is refused with 300 naming baseRevision, so no one overwrites
 * what someone else saved meanwhile.
 */
const zBaseRevision = {
  baseRevision: z.number({ error: '请提供打开大屏时的修订号' }).int().min(0),
};
const zRevision = z.number().int();

/** The last change of a dashboard in the editor: who, when, and what (保存了草稿, 发布了版本 3, …). */
export const zDashboardChange = z.object({
  revision: zRevision,
  action: z.string(),
  changedBy: z.string().nullable(),
  /** The account that made it (the editor tells "you, elsewhere" from another person). */
  changedById: z.number().int().nullable(),
  changedAt: zDateTime,
});
const SCOPE = { subjectId: ofRecord('subject') } as const;

/** A published version as the history lists it. */
export const zDashboardVersion = z.object({
  versionNo: z.number().int(),
  note: z.string().nullable(),
  publishedBy: z.string().nullable(),
  publishedAt: zDateTime,
  skin: z.string(),
  plateCount: z.number().int(),
});

export const getDashboardDraft = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/get',
  summary: '大屏编辑：读取草稿（无草稿时为已发布内容）与版本记录',
  access: 'dashboard:edit',
  scope: SCOPE,
  body: z.strictObject(zKey),
  result: z.object({
    doc: zDashboardDoc,
    /** True when `doc` is an unpublished draft; false when it is what users see. */
    isDraft: z.boolean(),
    draftUpdatedAt: zDateTime.nullable(),
    draftUpdatedBy: z.string().nullable(),
    publishedVersion: z.number().int().nullable(),
    versions: z.array(zDashboardVersion),
    /** The revision to send back with the next change (0 before the first). */
    revision: zRevision,
    lastChange: zDashboardChange.nullable(),
  }),
});

/** Stores the draft after checking it as a publish would (data sources, metrics, expressions, slots). */
export const saveDashboardDraft = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/saveDraft',
  summary: '大屏编辑：保存草稿',
  access: 'dashboard:edit',
  audit: 'portal.change',
  scope: SCOPE,
  body: z.strictObject({ ...zKey, ...zBaseRevision, doc: zDashboardDoc }),
  result: z.object({ updatedAt: zDateTime, revision: zRevision }),
});

export const discardDashboardDraft = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/discardDraft',
  summary: '大屏编辑：放弃草稿',
  access: 'dashboard:edit',
  audit: 'portal.change',
  scope: SCOPE,
  body: z.strictObject({ ...zKey, ...zBaseRevision }),
  result: z.object({ revision: zRevision }),
});

/** Makes the draft what users see, as the next version (who and when kept). */
export const publishDashboard = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/publish',
  summary: '大屏编辑：发布草稿为新版本',
  access: 'dashboard:edit',
  audit: 'portal.change',
  scope: SCOPE,
  body: z.strictObject({ ...zKey, ...zBaseRevision, note: zLine(100).nullable().optional() }),
  result: z.object({ versionNo: z.number().int(), revision: zRevision }),
});

export const getDashboardVersion = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/version',
  summary: '大屏编辑：读取某一版本（比较用）',
  access: 'dashboard:edit',
  scope: SCOPE,
  body: z.strictObject({ ...zKey, versionNo: z.number().int().min(1) }),
  result: z.object({ version: zDashboardVersion, doc: zDashboardDoc }),
});

/** Publishes an earlier version's document again, as a new version; history is never rewritten. */
export const rollbackDashboard = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/rollback',
  summary: '大屏编辑：回滚到某一版本',
  access: 'dashboard:edit',
  audit: 'portal.change',
  scope: SCOPE,
  body: z.strictObject({ ...zKey, ...zBaseRevision, versionNo: z.number().int().min(1) }),
  result: z.object({ versionNo: z.number().int(), revision: zRevision }),
});

export const exportDashboardTemplate = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/export',
  summary: '大屏编辑：导出为模板（已发布内容）',
  access: 'dashboard:edit',
  audit: 'portal.change',
  scope: SCOPE,
  body: z.strictObject(zKey),
  result: zDashboardTemplate,
});

/**
 * Checks a template (format, data sources, metrics, expressions) and stores it as the draft of the menu,
 * area codes of the exporting subject moved to the importing one's. Publishing stays a separate step.
 */
export const importDashboardTemplate = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/import',
  summary: '大屏编辑：导入模板为草稿',
  access: 'dashboard:edit',
  audit: 'portal.change',
  scope: SCOPE,
  body: z.strictObject({ ...zKey, ...zBaseRevision, template: zDashboardTemplate }),
  result: z.object({ doc: zDashboardDoc, rebased: z.number().int(), revision: zRevision }),
});

/** The dashboard editor's endpoints. */
export const dashboardEditorEndpoints = {
  getDashboardDraft,
  saveDashboardDraft,
  discardDashboardDraft,
  publishDashboard,
  getDashboardVersion,
  rollbackDashboard,
  exportDashboardTemplate,
  importDashboardTemplate,
  ...dashboardImageEndpoints,
};
