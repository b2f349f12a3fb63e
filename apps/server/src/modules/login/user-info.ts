import { formatChinaDateTime, maskPhone, RespCode, RespError } from '@fengshou/core';
import {
  shownUrl,
  type zGovSubject,
  type zGovUser,
  type zLoginResult,
  type zSessionTimes,
  type zUserInfo,
} from '@fengshou/core/contract';
import type { z } from 'zod';
import type { SessionStore, SessionTimes } from '../../auth/sessions';
import { disabledOver } from '../../auth/unit-status';
import type { Queryable } from '../../db/client';
import { shownLogoUrl } from './subject-repo';

type GovSubject = z.input<typeof zGovSubject>;
type GovUser = z.input<typeof zGovUser>;
type UserInfo = z.input<typeof zUserInfo>;

const ts = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/** SELECT list of a govSubjectVO over `government_subjects gs`, names of the chain joined from areas. */
const SUBJECT_SQL = `
  SELECT gs.id, gs.subject_name AS "subjectName", gs.subject_level AS "subjectLevel",
         gs.subject_logo_url AS "subjectLogoUrl", gs.powered_by AS "poweredBy",
         gs.middle_platform_name AS "middlePlatformName", gs.big_data_platform_name AS "bigDataPlatformName",
         gs.skin_type AS "skinType", gs.group_flag AS "groupFlag", gs.show_link_status AS "showLinkStatus",
         gs.web_url AS "webUrl", gs.show_logo_flag AS "showLogoFlag", gs.gis_map_flag AS "gisMapFlag",
         gs.data_target_flag AS "dataTargetFlag", gs.year_output_value_flag AS "yearOutputValueFlag",
         gs.login_platform_status AS "loginPlatformStatus", gs.subject_status AS "subjectStatus",
         ${disabledOver('gs.area_id', true)} AS "superiorDisabled", gs.guide_page_support_flag AS "guidePageSupportFlag",
         gs.guide_page_type_flag AS "guidePageTypeFlag", gs.nav_style_flag AS "navStyleFlag",
         gs.screen_watermark_flag AS "screenWatermarkFlag",
         gs.show_menu_template_str AS "showMenuTemplateStr",
         (SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'url', l.url, 'sortNum', l.sort_num)
                          ORDER BY l.sort_num, l.id)::text
            FROM subject_menu_links l WHERE l.government_subject_id = gs.id) AS "allMenuLinks",
         gs.dashboard_template_str AS "dashboadTemplateStr",
         gs.province_id AS "provinceId", a1.name AS "provinceName", gs.city_id AS "cityId", a2.name AS "cityName",
         gs.county_id AS "countyId", a3.name AS "countyName", gs.town_id AS "townId", a4.name AS "townName",
         gs.village_id AS "villageId", a5.name AS "villageName",
         gs.area_id AS "areaId", a.level AS "areaLevel",
         gs.create_by AS "createBy", ${ts('gs.create_time')} AS "createTime",
         gs.update_by AS "updateBy", ${ts('gs.update_time')} AS "updateTime"
    FROM government_subjects gs
    JOIN areas a ON a.id = gs.area_id
    LEFT JOIN areas a1 ON a1.id = gs.province_id
    LEFT JOIN areas a2 ON a2.id = gs.city_id
    LEFT JOIN areas a3 ON a3.id = gs.county_id
    LEFT JOIN areas a4 ON a4.id = gs.town_id
    LEFT JOIN areas a5 ON a5.id = gs.village_id`;

type SubjectRow = Omit<GovSubject, 'areaChain'>;

const LEVEL_FIELDS = [
  ['provinceId', 'provinceName', 1],
  ['cityId', 'cityName', 2],
  ['countyId', 'countyName', 3],
  ['townId', 'townName', 4],
  ['villageId', 'villageName', 5],
] as const;

/** The subject's area chain, levels 1–5 with empty levels dropped (spec §3). */
function withChain(row: SubjectRow): GovSubject {
  const areaChain = LEVEL_FIELDS.flatMap(([idKey, nameKey, level]) => {
    const areaId = row[idKey];
    return areaId === null || areaId === undefined ? [] : [{ areaId, areaName: row[nameKey] ?? '', level }];
  });
  return {
    ...row,
    subjectLogoUrl: shownLogoUrl(row.subjectLogoUrl),
    webUrl: shownUrl(row.webUrl),
    allMenuLinks: shownMenuLinks(row.allMenuLinks),
    areaChain,
  };
}

/** The subject's links (JSON text) without any whose address an answer may not show. */
function shownMenuLinks(json: string | null | undefined): string | null {
  if (!json) return json ?? null;
  const links = JSON.parse(json) as { url: string }[];
  return JSON.stringify(links.filter((l) => shownUrl(l.url) !== null));
}

/** A government subject as govSubjectVO, or undefined. */
export async function findGovSubject(q: Queryable, subjectId: number): Promise<GovSubject | undefined> {
  const [row] = await q.query<SubjectRow>(`${SUBJECT_SQL} WHERE gs.id = $1`, [subjectId]);
  return row ? withChain(row) : undefined;
}

/** Subjects as govSubjectVO for a WHERE clause over `gs` (portal lists may reuse it). */
export async function listGovSubjects(
  q: Queryable,
  where: string,
  params: readonly unknown[],
): Promise<GovSubject[]> {
  const rows = await q.query<SubjectRow>(
    `${SUBJECT_SQL} WHERE ${where} ORDER BY gs.subject_level, gs.id`,
    params,
  );
  return rows.map(withChain);
}

/** SELECT list of a govUserVO over `government_users u` joined to its role `r` and subject area `sa`. */
export const USER_SQL = `
  SELECT u.id, u.login_name AS "loginName", u.nickname, u.phone, u.work_unit AS "workUnit",
         u.post_name AS "postName", NULL AS "accessToken", u.account_status AS "accountStatus",
         u.account_type AS "accountType", u.del_flag AS "delFlag", u.edit_password_flag AS "editPasswordFlag",
         u.government_role_id AS "governmentRoleId", r.role_name AS "governmentRoleName",
         u.government_subject_id AS "governmentSubjectId", u.head_photo_url AS "headPhotoUrl",
         u.create_by AS "createBy", ${ts('u.create_time')} AS "createTime",
         u.update_by AS "updateBy", ${ts('u.update_time')} AS "updateTime",
         gs.area_id AS "subjectAreaId"
    FROM government_users u
    JOIN government_roles r ON r.id = u.government_role_id
    JOIN government_subjects gs ON gs.id = u.government_subject_id`;

/** A user row as govUserVO plus the area of the user's own subject (for scope checks). */
export type UserRow = GovUser & { subjectAreaId: number };

/** The user by id (including disabled and deleted ones), or undefined. */
export async function findGovUser(q: Queryable, userId: number): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>(`${USER_SQL} WHERE u.id = $1`, [userId]);
  return row;
}

/** govUserVO as it leaves the server: no token, phone masked (spec §1 masking). */
export function toGovUserVO({ subjectAreaId: _, ...user }: UserRow): GovUser {
  return { ...user, accessToken: null, phone: user.phone ? maskPhone(user.phone) : null };
}

/** What getUserInfo answers: the given (current) subject and the user. */
export async function userInfo(q: Queryable, userId: number, subjectId: number): Promise<UserInfo> {
  const [user, subject] = await Promise.all([findGovUser(q, userId), findGovSubject(q, subjectId)]);
  // A session always points at an existing user and subject (foreign keys); anything else is a stale token.
  if (!user || !subject) throw new RespError(RespCode.LOGIN_EXPIRED);
  return { govSubjectVO: subject, govUserVO: toGovUserVO(user) };
}

/** Session times as they leave the server. */
export function sessionTimesVO(t: SessionTimes): z.input<typeof zSessionTimes> {
  return {
    idleMinutes: t.idleMinutes,
    expiresAt: formatChinaDateTime(t.expiresAt),
    passwordExpiresAt: t.passwordExpiresAt ? formatChinaDateTime(t.passwordExpiresAt) : null,
  };
}

/** Opens a user session (every way of signing in ends here) and answers as a sign-in does. */
export async function signIn(
  q: Queryable,
  sessions: SessionStore,
  userId: number,
  subjectId: number,
): Promise<z.input<typeof zLoginResult>> {
  const { token, times } = await sessions.createUserSession(q, userId, subjectId);
  return { accessToken: token, ...(await userInfo(q, userId, subjectId)), session: sessionTimesVO(times) };
}
