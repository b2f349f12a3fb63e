import {
  type BodyOf,
  isLogoUrl,
  SUBJECT_LOGO_MAX_BYTES,
  type updateSubjectBranding,
} from '@fengshou/core/contract';
import type { GovSubject } from '../../api/portal-types';

/** The fields of the subject form. */
export interface SubjectFormValues {
  subjectName: string;
  bigDataPlatformName?: string;
  middlePlatformName?: string;
  poweredBy?: string;
  subjectLogoUrl?: string;
  skinType: number;
  navStyleFlag: number;
  guidePage: boolean;
  guidePageTypeFlag?: number | null;
  screenWatermark: boolean;
  menuTemplateIds: number[];
}

/** The Chinese labels of the subject fields, for the 300 answers that name them. */
export const SUBJECT_FIELD_LABELS: Readonly<Record<string, string>> = {
  id: '主体',
  subjectName: '名称',
  bigDataPlatformName: '大屏名称',
  middlePlatformName: '中台名称',
  poweredBy: '技术支持',
  subjectLogoUrl: 'logo',
  contentBase64: 'logo 图片',
  skinType: '皮肤',
  navStyleFlag: '导航样式',
  guidePageSupportFlag: '引导页',
  guidePageTypeFlag: '引导页类型',
  screenWatermarkFlag: '大屏水印',
  menuTemplateIds: '菜单模板',
  subjectStatus: '状态',
};

/** The template ids of a subject's show-menu list (showMenuTemplateStr, comma-separated). */
export function templateIdsOf(str: string): number[] {
  return str
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The form as it opens on a subject. */
export function formValuesOf(s: GovSubject): SubjectFormValues {
  return {
    subjectName: s.subjectName,
    bigDataPlatformName: s.bigDataPlatformName ?? '',
    middlePlatformName: s.middlePlatformName ?? '',
    poweredBy: s.poweredBy ?? '',
    subjectLogoUrl: s.subjectLogoUrl ?? '',
    skinType: s.skinType,
    navStyleFlag: s.navStyleFlag,
    guidePage: s.guidePageSupportFlag === 1,
    guidePageTypeFlag: s.guidePageTypeFlag,
    screenWatermark: s.screenWatermarkFlag === 1,
    menuTemplateIds: templateIdsOf(s.showMenuTemplateStr),
  };
}

// Optional text the form leaves empty is "none" (null), not an empty string the server would store.
const orNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** The updateSubjectBranding body of a filled-in form: every field, so the subject ends as the form shows. */
export function brandingBodyOf(id: number, v: SubjectFormValues): BodyOf<typeof updateSubjectBranding> {
  return {
    id,
    subjectName: v.subjectName.trim(),
    bigDataPlatformName: orNull(v.bigDataPlatformName),
    middlePlatformName: orNull(v.middlePlatformName),
    poweredBy: orNull(v.poweredBy),
    subjectLogoUrl: orNull(v.subjectLogoUrl),
    skinType: v.skinType,
    navStyleFlag: v.navStyleFlag,
    guidePageSupportFlag: v.guidePage ? 1 : 0,
    // Kept when guide pages are off, so switching them on again finds the type chosen before.
    guidePageTypeFlag: v.guidePageTypeFlag ?? null,
    screenWatermarkFlag: v.screenWatermark ? 1 : 0,
    menuTemplateIds: v.menuTemplateIds,
  };
}

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];

/** Why a chosen logo file cannot be uploaded (type or size), or null; the server checks the bytes again. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!LOGO_TYPES.includes(file.type)) return '只接受 PNG、JPEG 或 SVG 图片';
  if (file.size > SUBJECT_LOGO_MAX_BYTES) return 'logo 不能超过 256 KB';
  return null;
}

/** Why a logo address is not accepted, or null: only uploaded and demo pictures are (no external address). */
export function logoUrlProblem(url: string | undefined): string | null {
  const v = url?.trim();
  return !v || isLogoUrl(v) ? null : 'logo 须为本系统上传的图片，请点击上传';
}

/** The Base64 content of a file (without the data: prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsDataURL(file);
  });
}
