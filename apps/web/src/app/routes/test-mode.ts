import { type RouteDef, row } from './types';

/** Routes that exist only in test mode (spec §2). */
export const TEST_MODE_ROUTES: readonly RouteDef[] = [
  row('/demomap', 'demomap', '地图调试'),
  row('/demogis', 'demogis', 'GIS调试'),
  row('/gis-dev', 'gisDev', 'GIS开发'),
  row('/demoshowarea', 'demoshowarea', '区域显示调试'),
  row('/getLatlngBoxTile', 'getLatlngBoxTile', '经纬度瓦片范围'),
];

/** True in test mode: Vite's 'test' mode or VITE_TEST_MODE set to a true value. */
export function isTestMode(env: { MODE?: string; VITE_TEST_MODE?: string | boolean }): boolean {
  const flag = env.VITE_TEST_MODE;
  return env.MODE === 'test' || flag === true || flag === 'true' || flag === '1' || flag === 'on';
}
