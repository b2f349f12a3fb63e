import { z } from 'zod';
import { zAreaId, zDateTime, zId } from './common';
import { defineEndpoint } from './define';
import { zAreaShape } from './gis';
import { zPlate } from './portal';
import { ofRecord } from './scope';

// The custom dashboards of a subject (/dashboard-custom): the 20 dynamic dashboards it configured and its
// administrative-region page, the one page it may publish for visitors without a login.

/** A custom dashboard of the subject as /dashboard-custom lists it. */
export const zCustomDashboard = z.object({
  menuKey: z.number().int(),
  /** The subject's menu name, else the catalogue's (自定义大屏N, 行政区划公开页). */
  name: z.string(),
  skin: z.string(),
  plateCount: z.number().int(),
  /** The plates' names in slot order. */
  plateNames: z.array(z.string()),
  /** The newest published version (null: never published in the editor, the catalogue's plates stand). */
  versionNo: z.number().int().nullable(),
  publishedAt: zDateTime.nullable(),
  publishedBy: z.string().nullable(),
  /** An unpublished draft waits in the editor. */
  draftUpdatedAt: zDateTime.nullable(),
});

export const listCustomDashboards = defineEndpoint({
  path: '/api/portal/gov/dashboard/custom/list',
  summary: '自定义大屏：主体的动态大屏（10001–10020）与行政区划公开页',
  access: 'dashboard:view',
  display: true,
  scope: { subjectId: ofRecord('subject') },
  body: z.strictObject({ subjectId: zId }),
  result: z.array(zCustomDashboard),
});

/** An area of the region page: itself and the way down to it from the subject's own area. */
const zRegionArea = z.object({ areaId: z.number(), areaName: z.string(), level: z.number().int() });

/**
 * Which subject's page and which area of it: the subject by its area code (one subject per area), the area
 * shown (the subject's own by default; only areas inside the subject's may be asked).
 */
const zRegionKey = { subject: zAreaId, areaId: zAreaId.optional() };

/**
 * The administrative-region page a subject published (/dashboard-custom/administrative-region?subject=…),
 * without a login: the published plates of that one page (statistic plates only, without their details),
 * for an area of the subject's, with the key figures of its child areas (the metrics of the page's first
 * plate). Answers 403 for a subject that has not published it, is switched off or does not exist, and for
 * an area outside the subject's.
 */
export const getRegionPage = defineEndpoint({
  path: '/api/portal/gov/regionPage/public/get',
  summary: '行政区划公开页（免登录：主体已发布的板块与下级区域主要指标）',
  access: 'public',
  body: z.strictObject(zRegionKey),
  result: z.object({
    subjectName: z.string(),
    area: zRegionArea,
    /** From the subject's own area down to `area`. */
    trail: z.array(zRegionArea),
    skin: z.string(),
    versionNo: z.number().int(),
    publishedAt: zDateTime,
    plates: z.array(zPlate),
    /** The key figures by child area (a breakdown by area), null when the first plate names no metric. */
    figures: z
      .object({
        series: z.array(z.object({ metric: z.string(), name: z.string(), unit: z.string() })),
        rows: z.array(
          z
            .object({ key: z.string(), name: z.string(), areaId: z.number().optional() })
            .catchall(z.unknown()),
        ),
      })
      .nullable(),
  }),
});

/** The data of one published plate of the page for an area of the subject's (what its statistics endpoint answers). */
export const getRegionPagePlateData = defineEndpoint({
  path: '/api/portal/gov/regionPage/public/plateData',
  summary: '行政区划公开页：一个已发布板块的数据（免登录）',
  access: 'public',
  body: z.strictObject({ ...zRegionKey, position: z.number().int().min(1).max(9) }),
  result: z.unknown(),
});

/** The child areas of an area of the subject's with their outlines (the page's map). */
export const getRegionPageShapes = defineEndpoint({
  path: '/api/portal/gov/regionPage/public/shapes',
  summary: '行政区划公开页：下级区域轮廓（免登录）',
  access: 'public',
  body: z.strictObject(zRegionKey),
  result: z.object({ via: zRegionArea.nullable(), children: z.array(zAreaShape) }),
});

/** The custom-dashboard endpoints. */
export const customDashboardEndpoints = {
  listCustomDashboards,
  getRegionPage,
  getRegionPagePlateData,
  getRegionPageShapes,
};
