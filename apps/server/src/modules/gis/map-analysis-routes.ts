import { analyseSurroundings, getUavPatrols, getViewObjects } from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { surroundings } from './surroundings';
import { uavPatrols } from './uav-patrols';
import { viewObjects } from './view-objects';

/** Map analyses of the GIS pages: 无人机巡田, 周边环境, 三维实景's objects in view. */
export const mapAnalysisRoutes: Route[] = [
  route(getUavPatrols, async (ctx) => uavPatrols(ctx.services.db, areaOf(ctx), ctx.body.year)),
  route(analyseSurroundings, async (ctx) => surroundings(ctx.services.db, areaOf(ctx), ctx.body)),
  route(getViewObjects, async (ctx) => viewObjects(ctx.services.db, areaOf(ctx), ctx.body.bbox)),
];
