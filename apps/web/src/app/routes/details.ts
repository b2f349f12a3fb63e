import { type RouteDef, row } from './types';

/** Detail routes with parameters (spec §2); the page reads its ids from the path. */
export const DETAIL_ROUTES: readonly RouteDef[] = [
  row('/jywrnj/:id', 'Jywrnj', '无人农机详情', 'unmanned-machine'),
  row('/farmdetail/:farmid', 'FarmDetail', '农场详情', 'farm-detail'),
  row('/farmdetailTdt/:farmid', 'FarmDetailTdt', '农场详情（天地图）', 'farm-detail', { variant: 'tdt' }),
  row('/basesplit/:farmid', 'BaseSplit', '基地分区', 'base-split'),
  row('/suiYouFarmDetail/:farmid', 'SuiYouFarmDetail', '穗优农场详情', 'farm-detail', {
    variant: 'suiyou',
  }),
  // The Shanghai form adds the farm's supervision file; its Tdt route is both (isShanghai, isTdt).
  row('/shanghai-farmdetail/:farmid', 'ShanghaiFarmDetail', '上海农场详情', 'farm-detail', {
    variant: 'shanghai',
  }),
  row('/shanghai-farmdetail-tdt/:farmid', 'ShanghaiFarmDetailTdt', '上海农场详情（天地图）', 'farm-detail', {
    variant: 'shanghai-tdt',
  }),
  row('/gisfarmdetail/:companyCode', 'GisFarmDetail', '经营主体详情', 'company-detail'),
  row('/videoDetail/:baseid', 'VideoDetail', '视频监控详情', 'video-detail'),
  row('/multiVideo/:farmId', 'MultiVideo', '多路视频', 'multi-video'),
  row('/iotDevice/:baseid', 'IotDevice', '物联网设备', 'iot-device'),
  row('/iotDeviceFood/:baseid', 'IotDeviceFood', '食品物联网设备', 'iot-food'),
  row('/mlptFarmdetail/:farmid', 'MlptFarmDetail', '农场详情（美丽田园）', 'farm-detail', {
    variant: 'mlpt',
  }),
  row(
    '/agriDispatchMachinery/detail/:farmId',
    'AgriDispatchMachineryDetail',
    '农机调度详情',
    'machinery-detail',
  ),
  row(
    '/animal-husbandry-manage-third-part/farmDetail/:orgid/:orgname',
    'AnimalHusbandryThirdPartFarmDetail',
    '养殖场详情',
    'livestock-farm',
  ),
  row('/vegetables/table-data/:navActiveId', 'VegetablesTableData', '蔬菜数据表', 'price-table'),
  row('/vegetables/agrires-table/:navActiveId', 'VegetablesAgriresTable', '蔬菜农资表', 'farm-input-list'),
];
