import { statBreakdown, statCatalog, statSummary } from '@fengshou/core/contract';
import { areaOf, callerOf, type Route, route } from '../../http/route';
import { catalogue } from './registry';
import { breakdown, metricsOf, statQuery, summary } from './stats';

/** Handlers of the archive (statistics) service group: every figure comes from the metric registry. */
export const archiveRoutes: Route[] = [
  route(statSummary, async (ctx) => {
    const caller = callerOf(ctx);
    const metrics = metricsOf(caller, ctx.body.metrics);
    return summary(ctx.services.db, metrics, statQuery(areaOf(ctx), ctx.body));
  }),
  route(statBreakdown, async (ctx) => {
    const caller = callerOf(ctx);
    const metrics = metricsOf(caller, ctx.body.metrics);
    return breakdown(ctx.services.db, metrics, ctx.body.by, statQuery(areaOf(ctx), ctx.body));
  }),
  route(statCatalog, async () => catalogue()),
];
