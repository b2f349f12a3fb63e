import { REVIEW_CODES } from '@fengshou/core/contract';
import { type RouteDef, row } from './types';

const REVIEW = { anyOf: REVIEW_CODES };

/** Other screens of spec §2. */
export const OTHER_ROUTES: readonly RouteDef[] = [
  row('/uavCruise', 'UavCruise', '无人机巡田', 'gis-uav'),
  row('/multispectral', 'Multispectral', '多光谱分析', 'gis-monitor'),
  row('/gis-land-identify', 'GisLandIdentify', '地块识别', 'gis-land-map'),
  row('/drivingPanel', 'DrivingPanel', '领导驾驶舱', 'driving-panel'),
  row('/futureFarm', 'FutureFarm', '未来农场', 'future-farm'),
  row('/cameraDetail', 'CameraDetail', '摄像头详情', 'camera-detail', { query: ['cameraId'] }),
  row('/shoppingService', 'ShoppingService', '采购服务', 'shopping-service'),
  row('/overviewdemo', 'OverviewDemo', '总览演示', 'overview'),
  // One park page; each route shows the park types its name means (declared variants).
  row('/xj/park-detail', 'XjParkDetail', '产业园区详情', 'park-detail', { variant: 'xj' }),
  row('/agricultural-park-detail', 'AgriculturalParkDetail', '农业园区详情', 'park-detail'),
  row('/jynyyq/park-detail', 'JynyyqParkDetail', '经营园区详情', 'park-detail', { variant: 'jynyyq' }),
  row('/jynyyq/ghly-park-detail', 'JynyyqGhlyParkDetail', '观光旅游园区详情', 'park-detail', {
    variant: 'ghly',
  }),
  row('/land-control/data-analysis', 'LandControlDataAnalysis', '耕地管控数据分析', 'land-control-analysis'),
  row('/home/businesses-report', 'HomeBusinessesReport', '经营主体报告', 'businesses-report'),
  // Review workflows (issue 12): the spec lists no review routes; these sit beside /land-control/data-analysis.
  // Subjects list them as menu pages (key 0) of a 监管业务 group, shown to holders of a review code only.
  row('/land-control/occupation', 'LandControlOccupation', '耕地占用审核', 'occupation-list', REVIEW),
  row('/land-control/occupation/:occupyNum', 'LandControlOccupationCase', '耕地占用图斑', 'occupation-case'),
  row('/land-control/abnormal', 'LandControlAbnormal', '耕地异常处置', 'abnormal-list', REVIEW),
  row('/land-control/abnormal/:id', 'LandControlAbnormalCase', '耕地异常图斑', 'abnormal-case'),
  row('/land-control/batches', 'LandControlBatches', '监测批次总览', 'batch-overview', REVIEW),
  // Field-check dispatch and progress (核查任务), for reviewers, checkers and dispatchers alike.
  row('/land-control/field-check', 'LandControlFieldCheck', '核查任务', 'field-check', {
    anyOf: [...REVIEW_CODES, 'fieldcheck:dispatch'],
  }),
  // Issue 13: the spec lists pest monitoring and animal husbandry only as dashboard topics; their area pages
  // sit beside /iotDevice and /animal-husbandry-manage-third-part/farmDetail (the dashboards link here).
  row('/pestMonitor', 'PestMonitoring', '虫情监测', 'pest-monitor', { query: ['farmId'] }),
  row('/animal-husbandry-manage-third-part/earTags', 'AnimalHusbandryEarTags', '耳标查询', 'ear-tag-search'),
];
