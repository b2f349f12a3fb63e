import { DEFAULT_TITLES } from '@fengshou/core';
import type { Executor } from '../db/client';
import { demoImageUrl } from '../files/demo-images';

/** Host name of the row that brands every host without its own. */
export const FALLBACK_HOST = '*';

/** An OEM branding row before it is stored. */
export interface Branding {
  host: string;
  isOfficial: 0 | 1;
  operateName: string;
  bigScreenTitle: string;
  platformTitle: string;
  loginTitle: string;
  copyright: string | null;
  icpNumber: string | null;
  policeNumber: string | null;
  defaultSubjectId: number | null;
}

/** The platform's own branding, used for any host without a row of its own. */
export function fallbackBranding(defaultSubjectId: number | null, demo: boolean): Branding {
  return {
    host: FALLBACK_HOST,
    isOfficial: 1,
    operateName: '丰收数字农业',
    bigScreenTitle: DEFAULT_TITLES.main,
    platformTitle: DEFAULT_TITLES.cloud,
    loginTitle: '丰收数字农业平台',
    copyright: '© 丰收 Fengshou 开源数字农业平台',
    // Filing numbers belong to a real operator; the demo shows the format, marked as such.
    icpNumber: demo ? '沪ICP备00000000号-1（演示）' : null,
    policeNumber: demo ? '沪公网安备31000000000000号（演示）' : null,
    defaultSubjectId,
  };
}

/** Stores OEM branding rows; icon and banner are the generated 丰收 images. */
export async function seedBrandings(q: Executor, rows: readonly Branding[]): Promise<number> {
  for (const b of rows) {
    await q.query(
      `INSERT INTO oem_brandings (is_official, operate_name, operate_url, operate_icon, operate_image,
         big_screen_title, platform_title, login_title, copyright, icp_number, police_number, default_subject_id)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [
        b.isOfficial,
        b.operateName,
        b.host,
        demoImageUrl('logo-fengshou'),
        demoImageUrl('banner-fengshou'),
        b.bigScreenTitle,
        b.platformTitle,
        b.loginTitle,
        b.copyright,
        b.icpNumber,
        b.policeNumber,
        b.defaultSubjectId,
      ],
    );
  }
  return rows.length;
}
