import { createDataExport, listDataExports } from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import * as repo from './repo';
import { runExport } from './run-export';

/** Handlers of the exports service group: any paged list written to .xlsx, and the user's own exports. */
export const exportsRoutes: Route[] = [
  route(createDataExport, async (ctx) => {
    const caller = callerOf(ctx);
    const row = await runExport(ctx, caller, ctx.body);
    return repo.presentExport(row);
  }),
  route(listDataExports, async (ctx) => {
    const caller = callerOf(ctx);
    const { rows, total } = await repo.pageExports(ctx.services.db, caller.userId, ctx.body);
    return {
      list: rows.map(repo.presentExport),
      total,
      pageNo: ctx.body.pageNo,
      pageSize: ctx.body.pageSize,
    };
  }),
];
