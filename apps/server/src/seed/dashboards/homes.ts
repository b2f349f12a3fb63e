import { DYNAMIC_DASHBOARD_KEYS, HOME_DASHBOARDS, LANGXIA_MENUS } from '@fengshou/core';
import { ECONOMY_TOPICS } from './economy';
import { ONE_MAP_OVERVIEW, RURAL_OVERVIEW, TOWN_AGRI_OVERVIEW } from './home-overviews';
import {
  AGRI_HOME,
  COWPEA_MONITOR,
  DIVISION_DATA,
  ENTITY_MAP,
  LAND_RESOURCES,
  PARKS,
  PARTY_BUILDING,
} from './home-topics';
import { bar, cards, gauge, line, liveDetail, rank, ring, scroll, table } from './kit';
import { LAND_TOPICS } from './land';
import { LIVESTOCK_TOPICS } from './livestock';
import type { PlateDef } from './plate-types';
import { PRODUCTION_TOPICS } from './production';
import type { TopicPlates } from './types';

/** Every topic dashboard of §2 by menu key (1–40). */
export const TOPICS: TopicPlates = {
  ...LAND_TOPICS,
  ...PRODUCTION_TOPICS,
  ...LIVESTOCK_TOPICS,
  ...ECONOMY_TOPICS,
  9: COWPEA_MONITOR,
};

const key = (path: string) => HOME_DASHBOARDS.find((h) => h.path === path)!.key;
const langxia = (path: string) => LANGXIA_MENUS.find((m) => m.path === path)!.key;

const COLLECTIVE: PlateDef[] = [
  cards(
    '集体经济',
    ['collectiveIncomeWan', 'collectiveNetIncomeWan', 'collectiveDividendWan', 'collectiveMembers'],
    liveDetail(
      table('各区域集体经济', ['collectiveIncomeWan', 'collectiveNetIncomeWan', 'collectiveDividendWan']),
    ),
  ),
  line('历年收入', ['collectiveIncomeWan', 'collectiveNetIncomeWan'], 'year'),
  ring('资产构成', 'assetNetValueWan'),
  bar('各区域集体收入', ['collectiveIncomeWan'], 'area'),
  rank('集体资产排行', 'assetNetValueWan'),
  line('股金分红', ['collectiveDividendWan'], 'year'),
  bar('各区域成员', ['collectiveMembers'], 'area'),
  ring('流转方式', 'transferAreaMu'),
  scroll('最新交易项目', 'transactionCount', [
    ['name', '项目'],
    ['area', '面积'],
    ['status', '状态'],
  ]),
];

const GOVERNANCE: PlateDef[] = [
  cards(
    '治理有效',
    ['inspectionCount', 'patrolCount', 'lawCaseCount', 'occupationCount'],
    liveDetail(table('各区域治理', ['inspectionCount', 'patrolCount', 'occupationCount'])),
  ),
  scroll('最新巡查', 'patrolCount', [
    ['name', '巡查人'],
    ['distance', '里程'],
    ['issue', '结果'],
  ]),
  ring('案件状态', 'lawCaseCount'),
  gauge('核查办结率', 'occupationDoneRate'),
  line('月度巡查', ['patrolCount'], 'month'),
  bar('各区域检查', ['inspectionCount'], 'area'),
  ring('非农化处置', 'occupationCount'),
  gauge('检查合格率', 'inspectionPassRate'),
  rank('巡查排行', 'patrolCount'),
];

const ECOLOGY: PlateDef[] = [
  cards('生态宜居', ['greenCertCount', 'abnormalGovernedRate', 'waterFacilityCount', 'highStandardAreaMu']),
  ring('绿色认证', 'greenCertCount'),
  ring('水利设施', 'waterFacilityCount'),
  gauge('异常整治率', 'abnormalGovernedRate'),
  bar('各区域高标准农田', ['highStandardAreaMu'], 'area'),
  line('气温（近30天）', ['airTempDaily'], 'day'),
  ring('撂荒整治', 'abandonedAreaMu'),
  bar('耕地质量等级', ['gradedParcelAreaMu'], 'category'),
  rank('绿色认证排行', 'greenCertCount'),
];

const CULTURE: PlateDef[] = [
  cards('乡风文明', ['collectiveMembers', 'demoFarmCount', 'newFarmCount', 'collectiveDividendWan']),
  bar('各区域集体成员', ['collectiveMembers'], 'area'),
  ring('示范基地', 'demoFarmCount'),
  line('股金分红', ['collectiveDividendWan'], 'year'),
  rank('新型主体排行', 'newFarmCount'),
  ring('信用评级', 'companyCreditCount'),
  bar('各区域示范基地', ['demoFarmCount'], 'area'),
  line('集体经济收入', ['collectiveIncomeWan'], 'year'),
  ring('主体类型', 'companyCount'),
];

const LIVESTOCK_AND_FISH: PlateDef[] = [
  cards('畜牧水产', ['livestockStock', 'livestockOut', 'aquaFarmCount', 'aquaFarmAreaMu']),
  ...LIVESTOCK_TOPICS[3]!.slice(1, 5),
  ...LIVESTOCK_TOPICS[19]!.slice(1, 5),
];

/** The home pages, jyOneHome and Langxia sub-pages by their plate keys. */
export const HOMES: TopicPlates = {
  [key('/home329')]: RURAL_OVERVIEW,
  [key('/agri-home')]: AGRI_HOME,
  [key('/jyOneHome')]: ONE_MAP_OVERVIEW,
  [key('/jyOneHome/jyxzqhsj')]: DIVISION_DATA,
  [key('/jyOneHome/jytdzy')]: LAND_RESOURCES,
  [key('/jyOneHome/jyjyzt')]: ENTITY_MAP,
  [key('/jyOneHome/jynyyq')]: PARKS,
  [key('/jyOneHome/jyjtzc')]: COLLECTIVE,
  [langxia('/langxiaOneHome/djyl')]: PARTY_BUILDING,
  [langxia('/langxiaOneHome/shfy')]: [COLLECTIVE[0]!, ...ECONOMY_TOPICS[31]!.slice(1), COLLECTIVE[1]!].slice(
    0,
    9,
  ),
  [langxia('/langxiaOneHome/zlyx')]: GOVERNANCE,
  [langxia('/langxiaOneHome/stjy')]: ECOLOGY,
  [langxia('/langxiaOneHome/cyxw')]: ECONOMY_TOPICS[2]!,
  [langxia('/langxiaOneHome/xfwm')]: CULTURE,
  [langxia('/langxiaTwoHome/nyzl')]: TOWN_AGRI_OVERVIEW,
  [langxia('/langxiaTwoHome/zzcy')]: TOPICS[5]!,
  [langxia('/langxiaTwoHome/xmsc')]: LIVESTOCK_AND_FISH,
  [langxia('/langxiaTwoHome/nywl')]: TOPICS[33]!,
  [langxia('/langxiaTwoHome/zlaq')]: TOPICS[22]!,
};

// The configurable dashboards 1–20 carry a themed set each (an operator re-configures them in 板块配置).
const DYNAMIC_THEMES = [10, 7, 12, 11, 5, 17, 33, 28, 22, 3, 4, 24, 30, 31, 35, 29, 26, 25, 36, 37];

/** The 20 dynamic dashboards by key. */
export const DYNAMIC: TopicPlates = Object.fromEntries(
  DYNAMIC_DASHBOARD_KEYS.map((k, i) => [k, TOPICS[DYNAMIC_THEMES[i]!]!]),
);
