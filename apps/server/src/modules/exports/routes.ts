import { createDataExport } from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { findDownload, presentDownload } from '../downloads/repo';
import { queueExport } from './run-export';

/** Handlers of the exports service group: any paged list written to .xlsx by a job of the download centre. */
export const exportsRoutes: Route[] = [
  route(createDataExport, async (ctx) => {
    const caller = callerOf(ctx);
    const id = await queueExport(ctx, caller, ctx.body);
    return presentDownload((await findDownload(ctx.services.db, caller.userId, id))!);
  }),
];
