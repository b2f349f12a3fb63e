import { badParams } from '@fengshou/core';
import { createSubject, listSubjects, updateSubjectBranding } from '@fengshou/core/contract';
import { generateInitialPassword } from '../../auth/initial-password';
import { hashPassword } from '../../auth/tokens';
import type { Queryable } from '../../db/client';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { templateIdsOf } from '../../seed/catalogue';
import { installSubject, regionSubject } from '../../seed/subject';
import { findGovSubject } from '../login/user-info';
import { containsPattern, pageWindow } from './access';
import { listSubjectsInRange, updateBranding } from './subjects';
import { insertUser, loginNameTaken } from './users';

const UNIQUE_VIOLATION = '23505';

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
        // The declared scope keeps the area inside the caller's; a subject governs a city or county below it.
        if (!subject || areaId === parent.area_id || subject.subjectLevel <= parent.subject_level)
          throw badParams(['areaId'], '只能为本辖区下级的市、县新建主体');
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
        // Two administrators creating the same account at once: the unique index decides.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION)
          throw badParams(['adminLoginName'], '账号已存在');
        throw error;
      });
  }),
  route(updateSubjectBranding, async (ctx) => {
    const caller = callerOf(ctx);
    const { id, ...changes } = ctx.body;
    if (changes.guidePageSupportFlag === 1 && changes.guidePageTypeFlag === null) {
      throw badParams(['guidePageTypeFlag'], '启用引导页时须选择引导页类型');
    }
    return ctx.services.db.tx(async (q) => {
      await updateBranding(q, id, changes, caller.loginName);
      return (await findGovSubject(q, id))!;
    });
  }),
];
