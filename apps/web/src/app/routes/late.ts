import { type RouteDef, row } from './types';

/** Late routes of spec §2: all lazy, meta key 0. */
export const LATE_ROUTES: readonly RouteDef[] = [
  row('/mengceng', 'Mengceng', '图层蒙版', 'gis-mask'),
  row('/shanghai3dgis', 'Shanghai3dgis', '三维实景', 'gis-3d'),
  row('/surround', 'Surround', '周边环境', 'gis-surround'),
  row('/rtsp2rtmp', 'Rtsp2rtmp', '视频流转换', 'camera-relays'),
  row('/demo-map', 'demoMap', '地图演示', 'gis-layers'),
  row('/main-animate', 'MainAnimate', '首页动画', 'main-animate'),
  row('/drawAreaAnalysis', 'DrawAreaAnalysis', '区域绘制分析', 'gis-draw'),
  row('/demo/map-view', 'MapView', '地图视图', 'gis-view'),
  row('/infinite-scroll', 'InfiniteScroll', '滚动列表', 'infinite-scroll'),
  row('/example/dialog', 'ExampleDialog', '明细弹窗示例', 'example-dialog'),
];
