import { ROLE_PRESETS, type RolePreset } from '@fengshou/core/contract';
import { hashPassword } from '../../auth/tokens';
import type { Executor } from '../../db/client';
import { seedPermissions, seedRoles } from '../../seed/roles';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoSubjectKey } from '../logins';

/** A demo government subject: its area chain and portal look. */
export interface DemoSubject {
  key: DemoSubjectKey;
  subjectName: string;
  subjectLevel: 1 | 2 | 3;
  parent?: DemoSubjectKey;
  chain: { provinceId: number; cityId?: number; countyId?: number };
  skinType: number;
  navStyleFlag: number;
  guidePageSupportFlag: number;
  guidePageTypeFlag: number | null;
  groupFlag: number;
  bigDataPlatformName: string;
  middlePlatformName: string;
  poweredBy: string;
}

export const DEMO_SUBJECTS: readonly DemoSubject[] = [
  {
    key: 'shanghai',
    subjectName: '上海市农业农村委员会',
    subjectLevel: 1,
    chain: { provinceId: 310000000000 },
    skinType: 2,
    navStyleFlag: 2,
    guidePageSupportFlag: 1,
    guidePageTypeFlag: 1,
    groupFlag: 1,
    bigDataPlatformName: '上海市数字农业大数据平台',
    middlePlatformName: '上海市农业数据中台',
    poweredBy: '上海市农业农村委员会信息中心',
  },
  {
    key: 'chongming',
    subjectName: '崇明区农业农村委员会',
    subjectLevel: 3,
    parent: 'shanghai',
    chain: { provinceId: 310000000000, cityId: 310100000000, countyId: 310151000000 },
    skinType: 2,
    navStyleFlag: 2,
    guidePageSupportFlag: 0,
    guidePageTypeFlag: null,
    groupFlag: 0,
    bigDataPlatformName: '崇明区数字农业大屏展示系统',
    middlePlatformName: '崇明区农业数据中台',
    poweredBy: '崇明区农业农村委员会',
  },
  {
    key: 'pudong',
    subjectName: '浦东新区农业农村委员会',
    subjectLevel: 3,
    parent: 'shanghai',
    chain: { provinceId: 310000000000, cityId: 310100000000, countyId: 310115000000 },
    skinType: 1,
    navStyleFlag: 1,
    guidePageSupportFlag: 0,
    guidePageTypeFlag: null,
    groupFlag: 0,
    bigDataPlatformName: '浦东新区数字农业云平台',
    middlePlatformName: '浦东新区农业数据中台',
    poweredBy: '浦东新区农业农村委员会',
  },
];

/** Subject ids by key, as seeded. */
export type SubjectIds = Record<DemoSubjectKey, number>;

/** A seeded subject a demo account belongs to: its id, name and preset roles' ids by code. */
export interface SeededSubject {
  id: number;
  name: string;
  roleIds: Record<RolePreset, number>;
}

/** Seeds the permission catalogue, the demo subjects and their preset roles each. */
export async function seedSubjects(
  q: Executor,
): Promise<{ subjectIds: SubjectIds; seeded: Map<string, SeededSubject>; rows: number }> {
  let rows = await seedPermissions(q);
  const subjectIds = {} as SubjectIds;
  const seeded = new Map<string, SeededSubject>();
  for (const s of DEMO_SUBJECTS) {
    const areaId = s.chain.countyId ?? s.chain.cityId ?? s.chain.provinceId;
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO government_subjects (subject_name, subject_level, parent_subject_id, big_data_platform_name,
         middle_platform_name, powered_by, skin_type, group_flag, nav_style_flag, guide_page_support_flag,
         guide_page_type_flag, province_id, city_id, county_id, area_id, create_by, update_by)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,'system','system') RETURNING id`,
      [
        s.subjectName,
        s.subjectLevel,
        s.parent ? subjectIds[s.parent] : null,
        s.bigDataPlatformName,
        s.middlePlatformName,
        s.poweredBy,
        s.skinType,
        s.groupFlag,
        s.navStyleFlag,
        s.guidePageSupportFlag,
        s.guidePageTypeFlag,
        s.chain.provinceId,
        s.chain.cityId ?? null,
        s.chain.countyId ?? null,
        areaId,
      ],
    );
    subjectIds[s.key] = row!.id;
    rows++;
    const roles = await seedRoles(q, row!.id);
    seeded.set(s.key, { id: row!.id, name: s.subjectName, roleIds: roles.ids });
    rows += roles.rows;
  }
  return { subjectIds, seeded, rows };
}

/** Seeds the demo accounts, each in its seeded subject with the role of its preset. */
export async function seedDemoUsers(
  q: Executor,
  seeded: ReadonlyMap<string, SeededSubject>,
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let phoneSerial = 0;
  for (const login of DEMO_LOGINS) {
    const subject = seeded.get(login.subject)!;
    // Fictitious numbers in a reserved-looking range; every demo account has a bound phone for SMS login.
    const phone = `1390000${String(1001 + phoneSerial++).padStart(4, '0')}`;
    await q.query(
      `INSERT INTO government_users (login_name, nickname, phone, work_unit, post_name, password_hash,
         government_role_id, government_subject_id, create_by, update_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'system', 'system')`,
      [
        login.loginName,
        login.nickname,
        phone,
        subject.name,
        ROLE_PRESETS[login.role].name,
        passwordHash,
        subject.roleIds[login.role],
        subject.id,
      ],
    );
  }
  return DEMO_LOGINS.length;
}
