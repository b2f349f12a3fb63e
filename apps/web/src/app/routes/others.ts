import { type RouteDef, row } from './types';

/** Other screens of spec §2. */
export const OTHER_ROUTES: readonly RouteDef[] = [
  row('/uavCruise', 'UavCruise', '无人机巡田'),
  row('/multispectral', 'Multispectral', '多光谱分析'),
  row('/gis-land-identify', 'GisLandIdentify', '地块识别'),
  row('/drivingPanel', 'DrivingPanel', '领导驾驶舱'),
  row('/futureFarm', 'FutureFarm', '未来农场'),
  row('/cameraDetail', 'CameraDetail', '摄像头详情'),
  row('/shoppingService', 'ShoppingService', '采购服务'),
  row('/overviewdemo', 'OverviewDemo', '总览演示'),
  row('/xj/park-detail', 'XjParkDetail', '园区详情'),
  row('/agricultural-park-detail', 'AgriculturalParkDetail', '农业园区详情'),
  row('/jynyyq/park-detail', 'JynyyqParkDetail', '农业园区详情'),
  row('/jynyyq/ghly-park-detail', 'JynyyqGhlyParkDetail', '观光旅游园区详情'),
  row('/land-control/data-analysis', 'LandControlDataAnalysis', '耕地管控数据分析'),
  row('/home/businesses-report', 'HomeBusinessesReport', '经营主体报告', 'businesses-report'),
];
