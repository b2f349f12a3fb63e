import { bar, cards, gauge, line, liveDetail, pageDetail, rank, ring, scroll, table } from './kit';
import type { PlateDef } from './plate-types';

/**
 * Plates of the home pages whose titles name a topic of their own (农业首页, the 农业一张图 sub-pages,
 * Langxia's 党建引领): each from the figures its title means, not another topic's dashboard again.
 */

/** The certificate-printing page below 农业首页 (spec §2 lists). */
const CERTIFICATE_PRINTING = '/agri-home/certificate-printing';

/** 农业首页: what the area produces and sells, and the way to print the certificates that go with it. */
export const AGRI_HOME: PlateDef[] = [
  cards(
    '农业生产',
    ['sownAreaYearMu', 'harvestOutputT', 'agriProductCount', 'productTradeAmountWan'],
    liveDetail(table('各区域农业生产', ['sownAreaYearMu', 'harvestOutputT', 'productTradeAmountWan'])),
  ),
  ring('播种作物', 'sownAreaYearMu'),
  bar('各区域播种面积', ['sownAreaYearMu'], 'area'),
  // The home's entry to certificate printing (its child page): the figures of the certificates issued,
  // printed and scanned, and 详情 opens the printing page.
  cards('合格证开具与打印', ['qualifiedCertCount', 'certPrintCount', 'traceCodeCount', 'traceScanCount'], {
    declaration: '点击“详情”进入合格证打印',
    ...pageDetail(CERTIFICATE_PRINTING),
  }),
  line('月度收获产量', ['harvestOutputT'], 'month'),
  ring('交易市场', 'productTradeAmountWan'),
  gauge('质量检测合格率', 'detectionPassRate'),
  line('农产品交易额', ['productTradeAmountWan'], 'month'),
  bar('农产品认证', ['agriProductCount'], 'category'),
];

/** 行政区划数据: the divisions of the area and what each holds. */
export const DIVISION_DATA: PlateDef[] = [
  cards(
    '行政区划',
    ['townCount', 'villageCommitteeCount', 'residentCommitteeCount', 'parcelAreaMu'],
    liveDetail(table('下级区划', ['villageUnitCount', 'parcelAreaMu', 'collectiveMembers'])),
  ),
  ring('村（居）委会', 'villageUnitCount'),
  bar('各区域村（居）委会', ['villageUnitCount'], 'area'),
  bar('各区域土地面积', ['parcelAreaMu'], 'area'),
  rank('集体经济组织成员', 'collectiveMembers'),
  bar('各区域党组织', ['partyOrgCount'], 'area'),
  rank('农场（基地）分布', 'farmCount'),
  bar('各区域耕地', ['cultivatedAreaMu'], 'area'),
  line('集体经济组织成员', ['collectiveMembers'], 'year'),
];

/** 土地资源 of 农业一张图: the land by class, concept and quality, and its use. */
export const LAND_RESOURCES: PlateDef[] = [
  cards(
    '土地资源',
    ['parcelAreaMu', 'cultivatedAreaMu', 'basicFarmlandAreaMu', 'productionLandAreaMu'],
    liveDetail(table('各区域土地', ['parcelAreaMu', 'cultivatedAreaMu', 'productionLandAreaMu'])),
  ),
  ring('地类构成', 'parcelAreaMu'),
  bar('土地类别面积', ['landConceptAreaMu'], 'category'),
  bar('各区域耕地与永久基本农田', ['cultivatedAreaMu', 'basicFarmlandAreaMu'], 'area'),
  bar('耕地质量等级', ['gradedParcelAreaMu'], 'category'),
  gauge('耕地平均质量等级', 'landQualityGrade', { view: { max: 10 } }),
  rank('耕地面积排行', 'cultivatedAreaMu'),
  ring('撂荒与非粮化', 'abnormalAreaMu'),
  line('土地流转', ['transferAreaMu'], 'month'),
];

/** 经营主体 of 农业一张图: the entities by kind, credit and business, and how they grow. */
export const ENTITY_MAP: PlateDef[] = [
  cards(
    '经营主体',
    ['companyCount', 'farmCount', 'supervisedFarmCount', 'traceFarmCount'],
    liveDetail(table('各区域经营主体', ['companyCount', 'farmCount', 'traceFarmCount'])),
  ),
  bar('经营品类基地', ['farmCount'], 'category'),
  ring('信用评级', 'companyCreditCount'),
  rank('主体数量排行', 'companyCount'),
  ring('经营状态', 'farmStatusCount'),
  bar('各区域新型经营主体', ['newFarmCount'], 'area'),
  ring('重点监管', 'supervisedFarmCount'),
  line('年度新增主体', ['companyCount'], 'year'),
  bar('保供主体', ['supplySubjectCount'], 'category'),
];

/** 农业园区 of 农业一张图: the parks' bases, their equipment and output. */
export const PARKS: PlateDef[] = [
  cards(
    '农业园区',
    ['demoFarmCount', 'farmAreaMu', 'iotDeviceCount', 'cameraCount'],
    liveDetail(table('各区域园区基地', ['demoFarmCount', 'farmAreaMu', 'iotDeviceCount'])),
  ),
  bar('示范基地等级', ['demoFarmCount'], 'category'),
  bar('各区域示范基地', ['demoFarmCount'], 'area'),
  gauge('设备在线率', 'iotOnlineRate'),
  ring('物联网设备', 'iotDeviceCount'),
  line('园区产品交易额', ['productTradeAmountWan'], 'month'),
  rank('设备数量排行', 'iotDeviceCount'),
  line('告警趋势（近30天）', ['iotAlarmCount'], 'day'),
  ring('园区农产品认证', 'agriProductCount'),
];

/** 党建引领 (Langxia): party organisations, members and what they do. */
export const PARTY_BUILDING: PlateDef[] = [
  cards(
    '党建引领',
    ['partyOrgCount', 'partyMemberCount', 'partyActivityCount', 'partyServiceHours'],
    liveDetail(table('各区域党建', ['partyOrgCount', 'partyMemberCount', 'partyActivityCount'])),
  ),
  ring('党组织类型', 'partyOrgCount'),
  bar('活动类型', ['partyActivityCount'], 'category'),
  line('月度党建活动', ['partyActivityCount', 'partyParticipantCount'], 'month'),
  scroll('最新活动', 'partyActivityCount', [
    ['name', '活动'],
    ['type', '类型'],
    ['people', '参与'],
  ]),
  bar('各区域党员', ['partyMemberCount'], 'area'),
  gauge('35岁以下党员占比', 'partyYoungMemberRate'),
  rank('党建活动排行', 'partyActivityCount'),
  line('志愿服务时长', ['partyServiceHours'], 'month'),
];

/** 重点农产品监测（豇豆）: cowpea's residue tests, fields and trades. */
export const COWPEA_MONITOR: PlateDef[] = [
  cards(
    '豇豆监测',
    ['cowpeaSownAreaMu', 'cowpeaFarmCount', 'cowpeaTestCount', 'cowpeaPassRate'],
    liveDetail(table('各区域豇豆检测', ['cowpeaTestCount', 'cowpeaPassRate', 'cowpeaOverLimitCount'])),
  ),
  bar('农残检测项目', ['cowpeaTestCount'], 'category', { limit: 10 }),
  line('月度农残检测', ['cowpeaTestCount', 'cowpeaOverLimitCount'], 'month'),
  scroll('最新检测', 'cowpeaTestCount', [
    ['name', '检测项目'],
    ['value', '检测值'],
    ['result', '结果'],
  ]),
  gauge('豇豆检测合格率', 'cowpeaPassRate'),
  bar('各区域豇豆播种', ['cowpeaSownAreaMu'], 'area'),
  line('豇豆交易均价', ['cowpeaTradePrice'], 'month'),
  ring('交易渠道', 'cowpeaTradeAmountWan'),
  scroll('超标记录', 'cowpeaOverLimitCount', [
    ['name', '检测项目'],
    ['value', '检测值/限量'],
    ['org', '检测机构'],
  ]),
];
