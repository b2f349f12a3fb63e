import type { Executor } from '../../db/client';
import { demoImageUrl } from '../../files/demo-images';
import { type Branding, fallbackBranding } from '../../seed/branding';
import type { DemoSubjectKey } from '../logins';

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
