import {
  bar,
  cards,
  gauge,
  line,
  liveDetail,
  liveDetailWithPage,
  pageDetail,
  rank,
  ring,
  scroll,
  table,
} from './kit';
import type { TopicPlates } from './types';

const EAR_TAG_PAGE = '/animal-husbandry-manage-third-part/earTags';

const CERTS = scroll('最新合格证', 'qualifiedCertCount', [
  ['name', '产品'],
  ['producer', '生产者'],
  ['quantity', '数量'],
]);

/** Livestock, fishery, traceability, produce and farm inputs. */
export const LIVESTOCK_TOPICS: TopicPlates = {
  // The area's ear-tag search (with its farms on hand) opens from the figures' dialog and the rankings.
  3: [
    cards(
      '畜牧业',
      ['livestockStock', 'livestockTagged', 'livestockOut', 'livestockFarmCount'],
      liveDetailWithPage(
        EAR_TAG_PAGE,
        table('各区域畜牧', ['livestockStock', 'livestockOut', 'livestockFarmCount']),
      ),
    ),
    ring('存栏结构', 'livestockStock'),
    line('月度佩标', ['livestockTagged'], 'month'),
    bar('各区域存栏', ['livestockStock'], 'area'),
    bar('耳标事件', ['livestockEventCount'], 'category'),
    line('生猪与猪肉价格（近30天）', ['hogPrice', 'porkPrice'], 'day'),
    rank('畜牧基地排行', 'livestockFarmCount', 'area', pageDetail(EAR_TAG_PAGE)),
    ring('出栏结构', 'livestockOut'),
    line('月度耳标事件', ['livestockEventCount'], 'month'),
  ],
  20: [
    cards(
      '畜牧管理',
      ['livestockStock', 'livestockEventCount', 'livestockFarmCount', 'inspectionCount'],
      liveDetailWithPage(
        EAR_TAG_PAGE,
        table('各区域畜牧管理', ['livestockStock', 'livestockEventCount', 'inspectionCount']),
      ),
    ),
    bar('耳标事件类型', ['livestockEventCount'], 'category'),
    ring('存栏结构', 'livestockStock'),
    line('月度事件', ['livestockEventCount'], 'month'),
    bar('各区域存栏', ['livestockStock', 'livestockOut'], 'area'),
    scroll('最新检查', 'inspectionCount', [
      ['name', '检查人'],
      ['result', '结果'],
    ]),
    gauge('检查合格率', 'inspectionPassRate'),
    rank('存栏排行', 'livestockStock', 'area', pageDetail(EAR_TAG_PAGE)),
    line('生猪价格（近30天）', ['hogPrice'], 'day'),
  ],
  4: [
    cards(
      '渔业',
      ['aquaFarmCount', 'aquaFarmAreaMu', 'supplySubjectCount', 'salesAmountWan'],
      liveDetail(table('各区域渔业', ['aquaFarmCount', 'aquaFarmAreaMu'])),
    ),
    bar('各区域养殖面积', ['aquaFarmAreaMu'], 'area'),
    rank('养殖基地排行', 'aquaFarmAreaMu'),
    ring('基地类型', 'farmAreaMu'),
    ring('水质监测设备', 'iotDeviceCount'),
    scroll('最新告警', 'iotAlarmCount', [
      ['name', '告警内容'],
      ['level', '级别'],
    ]),
    line('月度销售', ['salesAmountWan'], 'month'),
    bar('保供品类', ['supplyAnnualT'], 'category'),
    ring('销售渠道', 'salesAmountWan'),
  ],
  19: [
    cards(
      '渔业养殖',
      ['aquaFarmCount', 'aquaFarmAreaMu', 'iotDeviceCount', 'iotAlarmOpenCount'],
      liveDetail(table('各区域养殖', ['aquaFarmCount', 'aquaFarmAreaMu', 'iotDeviceCount'])),
    ),
    bar('各区域养殖面积', ['aquaFarmAreaMu'], 'area'),
    scroll('最新告警', 'iotAlarmCount', [
      ['name', '告警内容'],
      ['level', '级别'],
      ['status', '状态'],
    ]),
    gauge('设备在线率', 'iotOnlineRate'),
    rank('养殖基地排行', 'aquaFarmCount'),
    line('告警趋势（近30天）', ['iotAlarmCount'], 'day'),
    ring('设备类型', 'iotDeviceCount'),
    line('月度销售', ['salesAmountWan'], 'month'),
    cards('环境', ['airTempNow', 'airHumidityNow']),
  ],
  22: [
    cards(
      '质量追溯',
      ['qualifiedCertCount', 'traceCodeCount', 'traceScanCount', 'traceFarmCount'],
      liveDetail(table('各区域追溯', ['qualifiedCertCount', 'traceCodeCount', 'traceScanCount'])),
    ),
    CERTS,
    line('月度开具合格证', ['qualifiedCertCount'], 'month'),
    ring('开具依据', 'qualifiedCertCount'),
    bar('各区域合格证', ['qualifiedCertCount'], 'area'),
    line('扫码趋势（近30天）', ['traceScanCount'], 'day'),
    rank('追溯主体排行', 'traceFarmCount'),
    scroll('最新追溯码', 'traceCodeCount', [
      ['name', '产品'],
      ['batchNo', '批次'],
    ]),
    gauge('检测合格率', 'detectionPassRate'),
  ],
  14: [
    cards(
      '农产品',
      ['harvestOutputT', 'qualifiedCertCount', 'greenCertCount', 'salesAmountWan'],
      liveDetail(table('各区域农产品', ['harvestOutputT', 'qualifiedCertCount', 'greenCertCount'])),
    ),
    bar('作物产量', ['harvestOutputT'], 'category', { limit: 10 }),
    ring('绿色认证', 'greenCertCount'),
    CERTS,
    line('月度销售', ['salesAmountWan'], 'month'),
    bar('蔬菜价格', ['avgPrice', 'wholesalePrice'], 'category'),
    gauge('检测合格率', 'detectionPassRate'),
    rank('合格证排行', 'qualifiedCertCount'),
    ring('销售渠道', 'salesAmountWan'),
  ],
  15: [
    cards(
      '农资监管',
      ['inspectionCount', 'inspectionPassRate', 'lawCaseCount', 'patrolCount'],
      liveDetail(table('各区域农资监管', ['inspectionCount', 'lawCaseCount', 'patrolCount'])),
    ),
    bar('检查类型', ['inspectionCount'], 'category'),
    ring('执法案件状态', 'lawCaseCount'),
    scroll('最新执法案件', 'lawCaseCount', [
      ['name', '案由'],
      ['party', '当事人'],
    ]),
    line('月度检查', ['inspectionCount'], 'month'),
    gauge('检查合格率', 'inspectionPassRate'),
    bar('各区域检查', ['inspectionCount'], 'area'),
    scroll('最新巡查', 'patrolCount', [
      ['name', '巡查人'],
      ['distance', '里程'],
      ['issue', '结果'],
    ]),
    rank('巡查排行', 'patrolCount'),
  ],
};
