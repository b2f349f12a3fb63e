import { badParams } from '@fengshou/core';
import {
  createSubject,
  listAssignableMenuTemplates,
  listSubjects,
  setSubjectStatus,
  UPLOADED_LOGO_URL,
  updateSubjectBranding,
  uploadSubjectLogo,
} from '@fengshou/core/contract';
import { generateInitialPassword } from '../../auth/initial-password';
import { areaCodeRange } from '../../auth/scope';
import { hashPassword } from '../../auth/tokens';
import type { Queryable } from '../../db/client';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { templateIdsOf } from '../../seed/catalogue';
import { installSubject, regionSubject } from '../../seed/subject';
import { findGovSubject } from '../login/user-info';
import { containsPattern, pageWindow } from './access';
import { logoExists, storeLogo } from './logos';
import { assignableTemplates, setMenuTemplates } from './subject-menus';
import { listSubjectsInRange, updateBranding } from './subjects';
import { insertUser, loginNameTaken } from './users';

const UNIQUE_VIOLATION = '23505';
/** The index keeping one subject per area (migration 005). */
const SUBJECT_AREA_KEY = 'government_subjects_area_key';

/**
 * The caller's own subject, locked for the transaction: the new one sits below it, and two creations under
 * one parent take turns, so the second sees the first's subject of the same area.
 */
async function ownSubject(q: Queryable, id: number) {
  const [row] = await q.query<{ id: number; area_id: number; subject_level: number }>(
    'SELECT id, area_id, subject_level FROM government_subjects WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row!;
}

/** True when the area's parent is `parentAreaId` (a town directly in the caller's county). */
async function directlyBelow(q: Queryable, areaId: number, parentAreaId: number): Promise<boolean> {
  const [row] = await q.query('SELECT 1 FROM areas WHERE id = $1 AND parent_id = $2', [areaId, parentAreaId]);
  return row !== undefined;
}

/**
 * What a unique index refusing a subject creation means to the user: two creations of one area at once
 * (under different parents, which lock different rows) or of one account. Other errors pass unchanged.
 */
export function creationConflict(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string };
  if (e.code !== UNIQUE_VIOLATION) return error;
  if (e.constraint === SUBJECT_AREA_KEY) return badParams(['areaId'], '该地区已有政府主体');
  return badParams(['adminLoginName'], '账号已存在');
}

/** Handlers of the government subjects in the caller's scope (portal:manage). */
export const subjectRoutes: Route[] = [
  route(listSubjects, async (ctx) => {
    const _caller = callerOf(ctx);
    const { pageNo, pageSize, keyword } = ctx.body;
    const page = await listSubjectsInRange(
      ctx.services.db,
      areaOf(ctx).range,
      keyword ? containsPattern(keyword) : null,
      pageWindow({ pageNo, pageSize }),
    );
    return { ...page, pageNo, pageSize };
  }),
  route(createSubject, async (ctx) => {
    const caller = callerOf(ctx);
    const { areaId, subjectName, adminLoginName } = ctx.body;
    const initialPassword = generateInitialPassword();
    const passwordHash = await hashPassword(initialPassword);
    return ctx.services.db
      .tx(async (q) => {
        const parent = await ownSubject(q, caller.subjectId);
        const subject = await regionSubject(q, areaId, subjectName);
        // The declared scope keeps the area inside the caller's; a subject governs a city, county or town below it.
        if (!subject || areaId === parent.area_id || subject.subjectLevel <= parent.subject_level)
          throw badParams(['areaId'], '只能为本辖区下级的市、县或乡镇新建主体');
        // A town's body answers to the county (or city) it lies directly in: that one sets it up.
        if (subject.subjectLevel === 4 && !(await directlyBelow(q, areaId, Number(parent.area_id))))
          throw badParams(['areaId'], '乡镇主体由其所在县（区）的主体新建');
        const [taken] = await q.query('SELECT 1 FROM government_subjects WHERE area_id = $1', [areaId]);
        if (taken) throw badParams(['areaId'], '该地区已有政府主体');
        if (await loginNameTaken(q, adminLoginName)) throw badParams(['adminLoginName'], '账号已存在');
        const { subjectId, roleIds } = await installSubject(
          q,
          { ...subject, parentSubjectId: parent.id },
          await templateIdsOf(q),
        );
        await insertUser(q, {
          loginName: adminLoginName,
          nickname: '系统管理员',
          phone: null,
          workUnit: subject.subjectName,
          postName: '系统管理员',
          roleId: roleIds.admin,
          subjectId,
          passwordHash,
          createdBy: caller.loginName,
        });
        return { subject: (await findGovSubject(q, subjectId))!, loginName: adminLoginName, initialPassword };
      })
      .catch((error: unknown) => {
        throw creationConflict(error);
      });
  }),
  route(updateSubjectBranding, async (ctx) => {
    const caller = callerOf(ctx);
    const { id, menuTemplateIds, ...changes } = ctx.body;
    if (changes.guidePageSupportFlag === 1 && changes.guidePageTypeFlag === null) {
      throw badParams(['guidePageTypeFlag'], '启用引导页时须选择引导页类型');
    }
    return ctx.services.db.tx(async (q) => {
      const logo = changes.subjectLogoUrl;
      if (logo && UPLOADED_LOGO_URL.test(logo) && !(await logoExists(q, logo)))
        throw badParams(['subjectLogoUrl'], 'logo 图片不存在，请重新上传');
      await updateBranding(q, id, changes, caller.loginName);
      if (menuTemplateIds) await setMenuTemplates(q, id, menuTemplateIds);
      return (await findGovSubject(q, id))!;
    });
  }),
  route(listAssignableMenuTemplates, async (ctx) =>
    assignableTemplates(ctx.services.db, ctx.body.governmentSubjectId),
  ),
  route(uploadSubjectLogo, async (ctx) => {
    const caller = callerOf(ctx);
    const url = await storeLogo(ctx.services.db, {
      subjectId: ctx.body.id,
      contentBase64: ctx.body.contentBase64,
      by: caller.loginName,
    });
    return { url };
  }),
  route(setSubjectStatus, async (ctx) => {
    const caller = callerOf(ctx);
    const { db, sessions } = ctx.services;
    const { id, subjectStatus } = ctx.body;
    // Only a superior switches a subject; one's own stays on (the caller would lock itself out).
    if (id === caller.subjectId) throw badParams(['id'], '不能停用或启用本单位，请联系上级主管部门');
    const subject = await db.tx(async (q) => {
      const [row] = await q.query<{ area_id: string }>(
        `UPDATE government_subjects SET subject_status = $2, update_by = $3, update_time = now()
          WHERE id = $1 RETURNING area_id`,
        [id, subjectStatus, caller.loginName],
      );
      // Its users and those of the subjects below leave at once; their next request says why.
      if (subjectStatus === 0)
        await sessions.revokeUsersInArea(q, areaCodeRange(Number(row!.area_id)), 'unit');
      return (await findGovSubject(q, id))!;
    });
    // Cached sessions (display tokens too) must see the change on their next request.
    sessions.forgetAll();
    return subject;
  }),
];
