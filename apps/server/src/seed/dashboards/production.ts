import {
  bar,
  cards,
  filtersSiblings,
  follows,
  gauge,
  jumpsTo,
  line,
  liveDetail,
  liveDetailWithPage,
  pageDetail,
  pie,
  rank,
  ring,
  scroll,
  table,
} from './kit';
import type { TopicPlates } from './types';

const PEST_PAGE = '/pestMonitor';

const ALARMS = scroll('最新告警', 'iotAlarmCount', [
  ['name', '告警内容'],
  ['level', '级别'],
  ['status', '状态'],
]);

/** Planting, vegetables, green production, pests, IoT, weather, machinery, services and parks. */
export const PRODUCTION_TOPICS: TopicPlates = {
  // Linked (联动): a crop's slice, a month and a town in the ranking filter the other plates; a town's bar
  // opens 种植 (18) at that town with the crop and month chosen here.
  5: [
    follows(
      cards(
        '种植业',
        ['sownAreaYearMu', 'grainSownAreaMu', 'vegetableSownAreaMu', 'harvestOutputT'],
        liveDetail(table('各区域播种', ['sownAreaYearMu', 'grainSownAreaMu', 'vegetableSownAreaMu'])),
      ),
      { area: true, category: true, period: true },
    ),
    follows(filtersSiblings(ring('作物播种面积', 'sownAreaYearMu')), { area: true, period: true }),
    follows(
      jumpsTo(
        bar('各区域播种面积', ['grainSownAreaMu', 'vegetableSownAreaMu'], 'area', { view: { stack: true } }),
        18,
      ),
      { category: true, period: true },
    ),
    follows(filtersSiblings(line('月度播种', ['sownAreaYearMu'], 'month')), { area: true, category: true }),
    follows(bar('预测与实际产量', ['forecastOutputT', 'actualOutputT'], 'category', { limit: 8 }), {
      area: true,
    }),
    filtersSiblings(rank('种植基地面积排行', 'grainFarmAreaMu')),
    follows(ring('种植计划状态', 'planCount'), { area: true }),
    follows(gauge('农事任务完成率', 'missionDoneRate'), { area: true }),
    follows(line('收获产量', ['harvestOutputT'], 'month'), { area: true, category: true }),
  ],
  // Linked (联动): a variety's bar, a month and a base in the ranking filter the other plates; a town's
  // bar opens 种植 (18) at that town with the variety and month chosen here.
  17: [
    follows(
      cards(
        '蔬菜生产',
        ['vegetableSownAreaMu', 'vegetableFarmCount', 'vegetableFarmAreaMu', 'avgPrice'],
        liveDetail(table('各区域蔬菜', ['vegetableSownAreaMu', 'vegetableFarmCount', 'vegetableFarmAreaMu'])),
      ),
      { area: true },
    ),
    follows(filtersSiblings(bar('蔬菜品种播种', ['vegetableSownAreaMu'], 'category', { limit: 10 })), {
      area: true,
      period: true,
    }),
    follows(filtersSiblings(line('月度播种', ['vegetableSownAreaMu'], 'month')), {
      area: true,
      category: true,
    }),
    follows(jumpsTo(bar('各区域蔬菜播种', ['vegetableSownAreaMu'], 'area'), 18), {
      category: true,
      period: true,
    }),
    follows(line('蔬菜田头价（近30天）', ['avgPrice'], 'day'), { area: true }),
    filtersSiblings(rank('蔬菜基地排行', 'vegetableFarmAreaMu')),
    follows(bar('品种价格', ['avgPrice', 'wholesalePrice'], 'category'), { area: true }),
    follows(
      scroll('最新合格证', 'qualifiedCertCount', [
        ['name', '产品'],
        ['producer', '生产者'],
        ['quantity', '数量'],
      ]),
      { area: true },
    ),
    follows(gauge('检测合格率', 'detectionPassRate'), { area: true }),
  ],
  // Linked (联动): a town's bar filters the other plates to that town, a crop's slice the towns' bars to
  // that crop; a period chosen on 种植业 (5) narrows the farm work.
  18: [
    follows(
      cards(
        '种植概况',
        ['sownAreaMu', 'planCount', 'missionCount', 'forecastOutputT'],
        liveDetail(table('各区域种植', ['sownAreaMu', 'planAreaMu', 'forecastOutputT'])),
      ),
      { area: true },
    ),
    follows(filtersSiblings(ring('在种作物', 'sownAreaMu')), { area: true }),
    follows(filtersSiblings(bar('各区域在种面积', ['sownAreaMu'], 'area')), { category: true }),
    follows(
      scroll('农事任务', 'missionCount', [
        ['name', '任务'],
        ['content', '内容'],
        ['status', '状态'],
      ]),
      { area: true, period: true },
    ),
    follows(bar('农事类型', ['missionCount'], 'category'), { area: true, period: true }),
    follows(gauge('农事任务完成率', 'missionDoneRate'), { area: true }),
    follows(line('月度农事', ['missionCount'], 'month'), { area: true }),
    follows(bar('计划种植面积', ['planAreaMu'], 'category', { limit: 8 }), { area: true }),
    follows(bar('预测产量', ['forecastOutputT'], 'category', { limit: 8 }), { area: true }),
  ],
  39: [
    cards(
      '生产模式',
      ['grainFarmCount', 'vegetableFarmCount', 'livestockFarmCount', 'aquaFarmCount'],
      liveDetail(table('各区域生产模式', ['grainFarmCount', 'vegetableFarmCount', 'aquaFarmCount'])),
    ),
    ring('基地类型', 'farmAreaMu'),
    bar('各区域基地面积', ['farmAreaMu'], 'area'),
    ring('新型经营主体', 'newFarmCount'),
    bar('示范基地', ['demoFarmCount'], 'category'),
    rank('基地面积排行', 'farmAreaMu'),
    bar('作物产量', ['actualOutputT'], 'category', { limit: 8 }),
    line('农机作业面积', ['machineWorkAreaMu'], 'month'),
    ring('销售渠道', 'salesAmountWan'),
  ],
  21: [
    cards(
      '绿色生产',
      ['greenCertCount', 'detectionPassRate', 'inspectionPassRate', 'traceFarmCount'],
      liveDetail(table('各区域绿色生产', ['greenCertCount', 'traceFarmCount', 'inspectionCount'])),
    ),
    ring('认证类型', 'greenCertCount'),
    scroll('最新认证', 'greenCertCount', [
      ['name', '产品'],
      ['certNo', '证书编号'],
    ]),
    bar('各区域认证', ['greenCertCount'], 'area'),
    gauge('检查合格率', 'inspectionPassRate'),
    bar('检查类型', ['inspectionCount'], 'category'),
    line('月度检查', ['inspectionCount'], 'month'),
    ring('绿肥与种植', 'sownAreaMu'),
    rank('追溯主体排行', 'traceFarmCount'),
  ],
  // The area's pest page (/pestMonitor) opens from the figures' detail dialog, the photos and the ranking.
  28: [
    cards(
      '病虫害监测',
      ['pestDeviceCount', 'pestInsectCount', 'pestImageCount'],
      liveDetailWithPage(
        PEST_PAGE,
        table('各区域虫情', ['pestDeviceCount', 'pestInsectCount', 'pestImageCount']),
      ),
    ),
    bar('主要害虫', ['pestInsectCount'], 'category', { limit: 10 }),
    line('诱虫趋势（近30天）', ['pestInsectCount'], 'day'),
    scroll(
      '最新虫情图片',
      'pestImageCount',
      [
        ['name', '设备'],
        ['insects', '虫量'],
      ],
      pageDetail(PEST_PAGE),
    ),
    ring('测报设备类型', 'pestDeviceCount'),
    bar('各区域诱虫量', ['pestInsectCount'], 'area'),
    line('月度诱虫量', ['pestInsectCount'], 'month'),
    rank('测报设备排行', 'pestDeviceCount', 'area', pageDetail(PEST_PAGE)),
    scroll('AI识别', 'aiImageCount', [
      ['name', '识别标签'],
      ['confidence', '置信度'],
    ]),
  ],
  33: [
    cards(
      '物联网监测',
      ['iotDeviceCount', 'iotOnlineCount', 'iotAlarmOpenCount', 'cameraCount'],
      liveDetail(table('各区域设备', ['iotDeviceCount', 'iotOnlineCount', 'iotAlarmCount'])),
    ),
    ring('设备类型', 'iotDeviceCount'),
    ALARMS,
    gauge('设备在线率', 'iotOnlineRate'),
    bar('各区域设备', ['iotDeviceCount', 'iotOnlineCount'], 'area'),
    line('告警趋势（近30天）', ['iotAlarmCount'], 'day'),
    ring('告警级别', 'iotAlarmCount'),
    gauge('告警处理率', 'iotAlarmHandledRate'),
    cards('环境', ['airTempNow', 'airHumidityNow', 'soilMoistureNow']),
  ],
  34: [
    cards('当前气象', ['airTempNow', 'airHumidityNow', 'soilMoistureNow', 'weatherStationCount']),
    line('气温（近30天）', ['airTempDaily'], 'day'),
    line('空气湿度（近30天）', ['airHumidityDaily'], 'day'),
    line('土壤墒情（近30天）', ['soilMoistureDaily'], 'day'),
    bar('各区域当前气温', ['airTempNow'], 'area'),
    ALARMS,
    bar('各区域设备', ['iotDeviceCount'], 'area'),
    ring('设备类型', 'iotDeviceCount'),
    gauge('设备在线率', 'iotOnlineRate'),
  ],
  24: [
    cards(
      '农机',
      ['machineCount', 'machineWorkAreaMu', 'machineOrderCount', 'machineSubsidyWan'],
      liveDetail(table('各区域农机', ['machineCount', 'machineWorkAreaMu', 'machineSubsidyWan'])),
    ),
    ring('农机类型', 'machineCount'),
    ring('农机状态', 'machineStatusCount'),
    scroll('最新作业', 'machineOrderCount', [
      ['name', '作业'],
      ['area', '面积'],
    ]),
    line('月度作业面积', ['machineWorkAreaMu'], 'month'),
    bar('作业类型', ['machineWorkAreaMu'], 'category'),
    bar('各区域农机', ['machineCount'], 'area'),
    rank('作业面积排行', 'machineWorkAreaMu'),
    line('购机补贴', ['machineSubsidyWan'], 'year'),
  ],
  32: [
    cards(
      '社会化服务',
      ['machineOrderCount', 'machineWorkAreaMu', 'missionCount', 'transferAreaMu'],
      liveDetail(table('各区域服务', ['machineOrderCount', 'machineWorkAreaMu', 'missionCount'])),
    ),
    bar('服务类型', ['machineOrderCount'], 'category'),
    line('月度服务面积', ['machineWorkAreaMu'], 'month'),
    ring('农事类型', 'missionCount'),
    scroll('最新作业', 'machineOrderCount', [
      ['name', '作业'],
      ['area', '面积'],
    ]),
    bar('各区域服务面积', ['machineWorkAreaMu'], 'area'),
    gauge('农事任务完成率', 'missionDoneRate'),
    rank('农机排行', 'machineCount'),
    line('土地流转', ['transferAreaMu'], 'month'),
  ],
  6: [
    cards(
      '园区概况',
      ['farmCount', 'farmAreaMu', 'demoFarmCount', 'iotDeviceCount'],
      liveDetail(table('各区域园区', ['farmCount', 'farmAreaMu', 'demoFarmCount'])),
    ),
    ring('示范等级', 'demoFarmCount'),
    bar('基地类型面积', ['farmAreaMu'], 'category'),
    ring('设备类型', 'iotDeviceCount'),
    ALARMS,
    bar('各区域基地', ['farmCount'], 'area'),
    pie('销售渠道', 'salesAmountWan'),
    line('月度销售', ['salesAmountWan'], 'month'),
    rank('基地面积排行', 'farmAreaMu'),
  ],
};
