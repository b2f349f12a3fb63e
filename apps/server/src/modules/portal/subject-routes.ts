import { badParams } from '@fengshou/core';
import { listSubjects, updateSubjectBranding } from '@fengshou/core/contract';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { findGovSubject } from '../login/user-info';
import { containsPattern, pageWindow } from './access';
import { listSubjectsInRange, updateBranding } from './subjects';

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
