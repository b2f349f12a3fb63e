import { getLandControlAnalysis } from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { landControlAnalysis } from './analysis-repo';

/** 耕地管控数据分析: the cases of the area by kind, type, status, month and child area, against last year. */
export const landControlRoutes: Route[] = [
  route(getLandControlAnalysis, async (ctx) =>
    landControlAnalysis(ctx.services.db, areaOf(ctx), ctx.body.year),
  ),
];
