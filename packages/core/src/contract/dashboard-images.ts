import { z } from 'zod';
import { PICTURE_BODY_LIMIT_BYTES, zId, zLine, zPictureFile } from './common';
import { defineEndpoint } from './define';
import { ofRecord } from './scope';

/** Address of a picture uploaded in the dashboard editor (the picture store, served by grant). */
export const PLATE_UPLOAD_URL = /^\/files\/plate\/[0-9a-f-]{36}\.(jpg|png|webp)$/;
/** Address of a picture the catalogue draws (public, no area data). */
export const PLATE_DRAWN_URL = /^\/files\/demo\/[a-z0-9][a-z0-9-]{0,63}\.svg$/;

/** A picture of an image plate or an image detail: an upload of this subject or a drawn catalogue picture. */
export const zDocImageUrl = z
  .string()
  .refine(
    (u) => PLATE_UPLOAD_URL.test(u) || PLATE_DRAWN_URL.test(u),
    '图片须为本系统上传的图片（请在“详情 · 图片”中上传）',
  );

/** One picture of a plate in a dashboard document; the list's order is the carousel's. */
export const zDocImage = z.strictObject({
  imgUrl: zDocImageUrl,
  imgName: zLine(40).min(1, '请填写图片名称'),
  imgDesc: zLine(200).nullable(),
});
/** A picture of a document plate. */
export type DocImage = z.infer<typeof zDocImage>;

/** Most pictures a plate shows. */
export const DOC_IMAGES_MAX = 20;

/** Largest side of an uploaded plate picture in pixels: beyond a 8K wall nothing shows more of it. */
export const PLATE_IMAGE_MAX_SIDE = 8192;

const SCOPE = { subjectId: ofRecord('subject') } as const;

/**
 * Stores a picture for the subject's dashboards (JPEG, PNG or WebP by content, at most 5 MB and 8192 px a
 * side). It shows nowhere until a plate of a draft names it and the draft is published.
 */
export const uploadDashboardImage = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/uploadImage',
  summary: '大屏编辑：上传板块图片（JPEG/PNG/WebP，5 MB 以内）',
  access: 'dashboard:edit',
  audit: 'portal.change',
  bodyLimitBytes: PICTURE_BODY_LIMIT_BYTES,
  scope: SCOPE,
  body: z.strictObject({ subjectId: zId, menuKey: z.number().int().min(1).max(99999), ...zPictureFile }),
  result: z.object({
    imgUrl: z.string(),
    /** The address signed for the uploader (an <img> cannot send the session header). */
    src: z.string(),
    /** The file name without its extension: the picture's name until the editor changes it. */
    imgName: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
});

/**
 * Addresses of a draft's pictures signed for the caller, by stored address: the editor's list and preview
 * show pictures users do not see yet. Pictures of another subject are left out.
 */
export const signDashboardImages = defineEndpoint({
  path: '/api/portal/gov/dashboard/editor/imageUrls',
  summary: '大屏编辑：草稿图片的访问地址',
  access: 'dashboard:edit',
  scope: SCOPE,
  body: z.strictObject({ subjectId: zId, urls: z.array(zDocImageUrl).max(200) }),
  result: z.record(z.string(), z.string()),
});

/** The dashboard editor's picture endpoints. */
export const dashboardImageEndpoints = { uploadDashboardImage, signDashboardImages };
