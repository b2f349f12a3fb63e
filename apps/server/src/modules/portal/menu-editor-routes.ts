import { addDynamicDashboard, getMenuConfig, saveMenuConfig } from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { addDashboardMenu } from './dynamic-dashboards';
import { readMenuConfig } from './menu-config';
import { writeMenuConfig } from './menu-config-save';

/**
 * Handlers of the menu editor (menu:manage): the subject named must lie in the caller's area (its own or one
 * below it), which the declared scope checks before these run. Menus are read afresh by every first entry
 * of the web app, so a saved change reaches the subject's users on their next load; nothing caches them.
 */
export const menuEditorRoutes: Route[] = [
  route(getMenuConfig, async (ctx) => readMenuConfig(ctx.services.db, ctx.body.subjectId)),
  route(saveMenuConfig, async (ctx) => {
    const by = callerOf(ctx).loginName;
    return ctx.services.db.tx(async (q) => {
      await writeMenuConfig(q, ctx.body.subjectId, ctx.body, by);
      return readMenuConfig(q, ctx.body.subjectId);
    });
  }),
  route(addDynamicDashboard, async (ctx) => {
    const { subjectId, ...req } = ctx.body;
    return ctx.services.db.tx((q) => addDashboardMenu(q, subjectId, req));
  }),
];
