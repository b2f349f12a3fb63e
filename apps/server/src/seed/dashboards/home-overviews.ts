import { HOME_DASHBOARDS, LANGXIA_MENUS } from '@fengshou/core';
import { bar, cards, gauge, line, liveDetail, pageDetail, rank, ring, table } from './kit';
import type { PlateDef } from './plate-types';

/**
 * The overview homes: each title promises another overview, so each draws other figures of the metric
 * registry (and a subject re-configures them in 板块配置 like any dashboard).
 * - 农业农村综合首页 (/home329): agriculture and the countryside together — grain and vegetables, farmland
 *   building, the collective economy, rural finance, services and the governance of the land.
 * - 农业一张图 (/jyOneHome): one card per theme of its five sub-pages, whose 详情 opens that page.
 * - 农业总览 of 朗霞数字农业 (/langxiaTwoHome/nyzl): the town's farming by industry and its season's work,
 *   with the way into the sibling pages (种植产业, 畜牧水产, 农业物联, 质量安全).
 */

const homePath = (path: string) => HOME_DASHBOARDS.find((h) => h.path === path)!.path;
const langxiaPath = (path: string) => LANGXIA_MENUS.find((m) => m.path === path)!.path;

/** 农业农村综合首页: the figures of 农业 and 农村 side by side. */
export const RURAL_OVERVIEW: PlateDef[] = [
  cards(
    '农业农村综合',
    ['grainSownAreaMu', 'highStandardAreaMu', 'collectiveIncomeWan', 'partyOrgCount'],
    liveDetail(table('各区域农业农村', ['grainSownAreaMu', 'collectiveIncomeWan', 'partyOrgCount'])),
  ),
  line('粮食与蔬菜播种', ['grainSownAreaMu', 'vegetableSownAreaMu'], 'month'),
  bar('各区域集体经济收益与分红', ['collectiveNetIncomeWan', 'collectiveDividendWan'], 'area'),
  line('涉农贷款与保险', ['loanAmountWan', 'insuredAmountWan'], 'month'),
  gauge('耕地异常整治率', 'abnormalGovernedRate'),
  ring('社会化服务', 'serviceAreaMu'),
  rank('农机作业面积排行', 'machineWorkAreaMu'),
  ring('农村产权交易', 'transactionCount'),
  gauge('非农化核查办结率', 'occupationDoneRate'),
];

/** 农业一张图: the five themes of its sub-pages, a card each that leads there, and how they spread. */
export const ONE_MAP_OVERVIEW: PlateDef[] = [
  cards(
    '行政区划数据',
    ['townCount', 'villageCommitteeCount', 'residentCommitteeCount', 'collectiveMembers'],
    pageDetail(homePath('/jyOneHome/jyxzqhsj')),
  ),
  cards(
    '土地资源',
    ['cultivatedAreaMu', 'basicFarmlandAreaMu', 'contractedAreaMu', 'landQualityGrade'],
    pageDetail(homePath('/jyOneHome/jytdzy')),
  ),
  cards(
    '经营主体',
    ['companyCount', 'farmCount', 'registeredCapitalWan', 'companyCreditCount'],
    pageDetail(homePath('/jyOneHome/jyjyzt')),
  ),
  cards(
    '农业园区',
    ['demoFarmCount', 'farmAreaMu', 'iotDeviceCount', 'cameraOnlineCount'],
    pageDetail(homePath('/jyOneHome/jynyyq')),
  ),
  cards(
    '集体资产',
    ['assetNetValueWan', 'collectiveIncomeWan', 'collectiveDividendWan', 'transferAreaMu'],
    pageDetail(homePath('/jyOneHome/jyjtzc')),
  ),
  ring('经营主体构成', 'companyCount'),
  bar('各区域经营主体', ['companyCount'], 'area'),
  line('集体经济收入（历年）', ['collectiveIncomeWan'], 'year'),
  ring('土地类别', 'landConceptAreaMu'),
];

/** 农业总览 (朗霞数字农业): the town's bases by industry, the season's work and the sibling pages. */
export const TOWN_AGRI_OVERVIEW: PlateDef[] = [
  cards(
    '农业总览',
    ['grainFarmCount', 'vegetableFarmCount', 'livestockFarmCount', 'aquaFarmCount'],
    liveDetail(table('各区域各类基地', ['grainFarmCount', 'vegetableFarmCount', 'aquaFarmCount'])),
  ),
  bar(
    '各区域各类基地面积',
    ['grainFarmAreaMu', 'vegetableFarmAreaMu', 'livestockFarmAreaMu', 'aquaFarmAreaMu'],
    'area',
  ),
  ring('在种作物', 'sownAreaMu'),
  line('农事任务', ['missionCount', 'missionDoneCount'], 'month'),
  gauge('农事任务完成率', 'missionDoneRate'),
  bar('各作物产量预测与实收', ['forecastOutputT', 'actualOutputT'], 'category', {
    limit: 8,
    ...pageDetail(langxiaPath('/langxiaTwoHome/zzcy')),
  }),
  ring('畜禽存栏', 'livestockStock', 'category', pageDetail(langxiaPath('/langxiaTwoHome/xmsc'))),
  cards(
    '农业物联',
    ['iotOnlineCount', 'cameraOnlineCount', 'weatherStationCount', 'pestDeviceCount'],
    pageDetail(langxiaPath('/langxiaTwoHome/nywl')),
  ),
  cards(
    '质量安全',
    ['detectionCount', 'detectionPassRate', 'inspectionCount', 'greenCertCount'],
    pageDetail(langxiaPath('/langxiaTwoHome/zlaq')),
  ),
];
