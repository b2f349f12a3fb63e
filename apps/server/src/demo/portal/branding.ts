import { DEFAULT_TITLES } from '@fengshou/core';
import type { Executor } from '../../db/client';
import { demoImageUrl } from '../../files/demo-images';
import { FALLBACK_HOST } from '../../modules/portal/branding';
import type { DemoSubjectKey } from '../logins';

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

/** The demo brandings: the fallback, this machine, and a partner host for 浦东. */
export function demoBrandings(subjectIds: Record<DemoSubjectKey, number>): Branding[] {
  const fallback = fallbackBranding(subjectIds.chongming, true);
  return [
    fallback,
    { ...fallback, host: 'localhost', isOfficial: 0, operateName: '丰收数字农业（本机演示）' },
    {
      ...fallback,
      host: 'pudong.fengshou.example.com',
      isOfficial: 0,
      operateName: '浦东新区数字农业',
      bigScreenTitle: '浦东新区数字农业大屏',
      platformTitle: '浦东新区数字农业云平台',
      loginTitle: '浦东新区数字农业云平台',
      defaultSubjectId: subjectIds.pudong,
    },
  ];
}

/** External systems listed on each demo subject's guide page (subject_menu_links). */
export const DEMO_MENU_LINKS: Record<DemoSubjectKey, { name: string; url: string }[]> = {
  shanghai: [
    { name: '上海市农业农村委员会', url: 'https://nyncw.sh.gov.cn/' },
    { name: '国家农产品质量安全追溯管理信息平台', url: 'https://www.qsst.moa.gov.cn/' },
    { name: '农业农村部', url: 'https://www.moa.gov.cn/' },
    { name: '合格证管理系统', url: 'https://hgz.fengshou.example.com/' },
    { name: '物联网平台', url: 'https://iot.fengshou.example.com/' },
  ],
  chongming: [
    { name: '上海市崇明区人民政府', url: 'https://www.shcm.gov.cn/' },
    { name: '合格证管理系统', url: 'https://hgz.fengshou.example.com/' },
    { name: '物联网平台', url: 'https://iot.fengshou.example.com/' },
  ],
  pudong: [
    { name: '上海市浦东新区人民政府', url: 'https://www.pudong.gov.cn/' },
    { name: '合格证管理系统', url: 'https://hgz.fengshou.example.com/' },
  ],
};

/** Logos of the demo subjects. */
export const DEMO_SUBJECT_LOGOS: Record<DemoSubjectKey, 'logo-shanghai' | 'logo-chongming' | 'logo-pudong'> =
  {
    shanghai: 'logo-shanghai',
    chongming: 'logo-chongming',
    pudong: 'logo-pudong',
  };

/** Sets a subject's logo and guide-page links. */
export async function seedSubjectBranding(
  q: Executor,
  subjectId: number,
  key: DemoSubjectKey,
  dashboardTemplates: string | null,
): Promise<number> {
  await q.query(
    'UPDATE government_subjects SET subject_logo_url = $2, dashboard_template_str = $3 WHERE id = $1',
    [subjectId, demoImageUrl(DEMO_SUBJECT_LOGOS[key]), dashboardTemplates],
  );
  const links = DEMO_MENU_LINKS[key];
  await q.query(
    `INSERT INTO subject_menu_links (government_subject_id, name, url, sort_num)
     SELECT $1, n, u, s FROM unnest($2::text[], $3::text[], $4::int[]) AS x(n, u, s)`,
    [subjectId, links.map((l) => l.name), links.map((l) => l.url), links.map((_, i) => i + 1)],
  );
  return links.length;
}
