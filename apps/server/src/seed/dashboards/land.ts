import { bar, cards, chart, gauge, line, liveDetail, rank, ring, scroll, table } from './kit';
import type { TopicPlates } from './types';

/** Land resources, quality, remote sensing, use control, abandoned land, water and high-standard facilities. */
export const LAND_TOPICS: TopicPlates = {
  // 行政区划 and its 天地图 variant: the area and what lies on it.
  8: [
    cards(
      '辖区概况',
      ['parcelAreaMu', 'farmCount', 'companyCount', 'iotDeviceCount'],
      liveDetail(table('下级区域概况', ['parcelAreaMu', 'farmCount', 'companyCount'])),
    ),
    bar('下级区域地块面积', ['parcelAreaMu'], 'area'),
    ring('地类面积', 'parcelAreaMu'),
    rank('经营主体排行', 'companyCount'),
    // A choropleth of the child areas (the map visual), clicked to drill down like the centre map.
    chart('map', '基地分布图', ['farmCount'], 'area'),
    ring('主体类型', 'companyCount'),
    rank('物联网设备排行', 'iotDeviceCount'),
    bar('集体资产', ['assetNetValueWan'], 'category'),
    line('集体经济收入', ['collectiveIncomeWan'], 'year'),
  ],
  11: [
    cards(
      '土地资源',
      ['farmlandAreaMu', 'contractedAreaMu', 'highStandardAreaMu', 'basicFarmlandAreaMu'],
      liveDetail(table('各区域土地资源', ['farmlandAreaMu', 'highStandardAreaMu', 'basicFarmlandAreaMu'])),
    ),
    ring('地类面积', 'parcelAreaMu'),
    bar('各区域农用地', ['farmlandAreaMu', 'basicFarmlandAreaMu'], 'area'),
    rank('高标准农田排行', 'highStandardAreaMu'),
    bar('在种作物面积', ['sownAreaMu'], 'category', { limit: 10 }),
    scroll('最新非农化图斑', 'occupationCount', [
      ['name', '位置'],
      ['acre', '面积'],
      ['status', '状态'],
    ]),
    line('土地流转面积', ['transferAreaMu'], 'month'),
    ring('流转方式', 'transferAreaMu'),
    bar('耕地质量等级', ['gradedParcelAreaMu'], 'category'),
  ],
  23: [
    cards(
      '耕地质量',
      ['landQualityGrade', 'gradedParcelAreaMu', 'highStandardAreaMu'],
      liveDetail(table('各区域耕地质量', ['landQualityGrade', 'gradedParcelAreaMu'])),
    ),
    bar('质量等级分布', ['gradedParcelAreaMu'], 'category'),
    rank('平均质量等级（区域）', 'landQualityGrade'),
    bar('各区域高标准农田', ['highStandardAreaMu'], 'area'),
    ring('地类面积', 'parcelAreaMu'),
    bar('农产品检测', ['detectionCount'], 'month'),
    gauge('检测合格率', 'detectionPassRate'),
    scroll('最新检测', 'detectionCount', [
      ['name', '产品'],
      ['item', '项目'],
      ['result', '结果'],
    ]),
    bar('永久基本农田', ['basicFarmlandAreaMu'], 'area'),
  ],
  25: [
    cards(
      '遥感监测',
      ['monitoringBatchCount', 'occupationCount', 'abnormalCount', 'abnormalAreaMu'],
      liveDetail(table('各区域监测图斑', ['occupationCount', 'abnormalCount', 'abnormalAreaMu'])),
    ),
    ring('监测批次类型', 'monitoringBatchCount'),
    bar('各区域异常图斑', ['abnormalCount', 'occupationCount'], 'area'),
    scroll('最新监测批次', 'monitoringBatchCount', [
      ['name', '批次'],
      ['imageDate', '影像日期'],
    ]),
    ring('异常类型面积', 'abnormalAreaMu'),
    line('图斑发现趋势', ['abnormalCount', 'occupationCount'], 'year'),
    rank('异常面积排行', 'abnormalAreaMu'),
    gauge('异常整治率', 'abnormalGovernedRate'),
    scroll('最新作物监测', 'cropBatchCount', [['name', '批次']]),
  ],
  26: [
    cards(
      '耕地用途管控',
      ['occupationCount', 'occupationAreaMu', 'occupationArableAreaMu', 'occupationConfirmedCount'],
      liveDetail(table('各区域非农化', ['occupationCount', 'occupationAreaMu', 'occupationConfirmedCount'])),
    ),
    ring('处置状态', 'occupationCount'),
    bar('各区域非农化图斑', ['occupationCount'], 'area'),
    scroll('最新非农化图斑', 'occupationCount', [
      ['name', '位置'],
      ['acre', '面积'],
      ['status', '状态'],
    ]),
    gauge('核查办结率', 'occupationDoneRate'),
    rank('非农化面积排行', 'occupationAreaMu'),
    line('图斑发现趋势', ['occupationCount'], 'year'),
    // The field check of the dispatched parcels, per child area: 待核查 → 已核查 → 整改中 → 已销号.
    bar(
      '核查进度',
      ['fieldTaskPendingCount', 'fieldTaskCheckedCount', 'fieldTaskRectifyingCount', 'fieldTaskClosedCount'],
      'area',
    ),
    bar('异常类型', ['abnormalCount'], 'category'),
  ],
  27: [
    cards(
      '撂荒地监测',
      ['abandonedAreaMu', 'abnormalCount', 'abnormalGovernedRate'],
      liveDetail(table('各区域撂荒', ['abandonedAreaMu', 'abnormalCount'])),
    ),
    ring('撂荒整治情况', 'abandonedAreaMu'),
    bar('各区域撂荒面积', ['abandonedAreaMu'], 'area'),
    scroll('最新异常图斑', 'abnormalCount', [
      ['name', '地块'],
      ['type', '类型'],
      ['acre', '面积'],
    ]),
    gauge('异常整治率', 'abnormalGovernedRate'),
    rank('撂荒面积排行', 'abandonedAreaMu'),
    line('发现趋势', ['abnormalCount'], 'year'),
    ring('异常类型', 'abnormalAreaMu'),
    bar('非粮化面积', ['nonGrainAreaMu'], 'area'),
  ],
  36: [
    cards(
      '水利设施',
      ['waterFacilityCount', 'waterFacilityRepairCount', 'highStandardAreaMu'],
      liveDetail(table('各区域水利设施', ['waterFacilityCount', 'waterFacilityRepairCount'])),
    ),
    ring('设施类型', 'waterFacilityCount'),
    bar('各区域水利设施', ['waterFacilityCount'], 'area'),
    bar('待维修设施', ['waterFacilityRepairCount'], 'category'),
    rank('设施数量排行', 'waterFacilityCount'),
    line('土壤墒情（近30天）', ['soilMoistureDaily'], 'day'),
    cards('墒情', ['soilMoistureNow', 'airHumidityNow']),
    bar('高标准农田', ['highStandardAreaMu'], 'area'),
    ring('智能灌溉设备', 'iotDeviceCount'),
  ],
  37: [
    cards(
      '高标准农田设施',
      ['hsFacilityCount', 'repairOrderCount', 'repairCostWan', 'highStandardAreaMu'],
      liveDetail(table('各区域设施与报修', ['hsFacilityCount', 'repairOrderCount', 'repairCostWan'])),
    ),
    ring('设施状态', 'hsFacilityStatusCount'),
    bar('设施类型', ['hsFacilityCount'], 'category'),
    scroll('最新报修', 'repairOrderCount', [
      ['name', '问题'],
      ['reporter', '报修人'],
      ['status', '状态'],
    ]),
    line('报修趋势', ['repairOrderCount'], 'month'),
    ring('报修处理状态', 'repairOrderCount'),
    rank('设施数量排行', 'hsFacilityCount'),
    bar('各区域高标准农田', ['highStandardAreaMu'], 'area'),
    bar('维修费用', ['repairCostWan'], 'month'),
  ],
};
// 行政区划（天地图）: the same figures over the other basemap.
LAND_TOPICS[40] = LAND_TOPICS[8]!;
