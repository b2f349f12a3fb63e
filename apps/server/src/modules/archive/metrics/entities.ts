import { CREDIT_LEVELS } from '@fengshou/core';
import { activeFarm, baseArea } from '../land-concepts';
import { bj, labels, type MetricDef } from '../metric';
import { BUSINESS_TYPE_CASE } from './land';

const TOPIC = '经营主体';
const businessType = {
  key: 't.business_type_id',
  name: BUSINESS_TYPE_CASE('t.business_type_id'),
  order: 't.business_type_id',
};

// Farms of one business type as their own metrics (topic dashboards of grain, vegetables, livestock, fish).
const BY_TYPE: [number, string, string][] = [
  [1, 'grain', '粮食'],
  [3, 'vegetable', '蔬菜'],
  [4, 'livestock', '畜牧'],
  [5, 'aqua', '水产'],
];

/** Business entities, farms and the supply bases. */
export const ENTITY_METRICS: MetricDef[] = [
  {
    id: 'companyCount',
    name: '经营主体',
    unit: '家',
    topic: TOPIC,
    from: 'companies t JOIN company_categories cc ON cc.id = t.company_category_id',
    value: 'count(*)',
    time: bj('t.create_time'),
    category: { key: 'cc.id', name: 'cc.name', order: 'cc.sort_num' },
    latest: { name: 't.company_name', content: 'cc.name' },
  },
  {
    id: 'companyCreditCount',
    name: '信用评级主体',
    unit: '家',
    topic: TOPIC,
    from: 'companies t',
    value: 'count(*)',
    category: {
      key: 't.credit_level',
      name: labels('t.credit_level', CREDIT_LEVELS),
      order: 't.credit_level',
    },
  },
  {
    id: 'registeredCapitalWan',
    name: '注册资本',
    unit: '万元',
    topic: TOPIC,
    from: 'companies t',
    value: 'sum(t.registered_capital) / 10000',
  },
  {
    id: 'farmCount',
    name: '农场（基地）',
    unit: '个',
    topic: TOPIC,
    from: 'farms t',
    where: activeFarm(),
    value: 'count(*)',
    category: businessType,
  },
  {
    id: 'farmAreaMu',
    name: '基地面积',
    unit: '亩',
    topic: TOPIC,
    from: 'farms t',
    where: activeFarm(),
    value: `sum(${baseArea()})`,
    category: businessType,
  },
  {
    id: 'demoFarmCount',
    name: '示范基地',
    unit: '个',
    topic: TOPIC,
    from: 'farms t',
    where: `${activeFarm()} AND t.rank > 0`,
    value: 'count(*)',
    category: {
      key: 't.rank',
      name: labels('t.rank', { 1: '国家级', 2: '市级', 3: '区级' }),
      order: 't.rank',
    },
  },
  {
    id: 'traceFarmCount',
    name: '追溯主体',
    unit: '个',
    topic: TOPIC,
    from: 'farms t',
    where: `${activeFarm()} AND t.trace_flag = 1`,
    value: 'count(*)',
    category: businessType,
  },
  {
    id: 'supervisedFarmCount',
    name: '重点监管基地',
    unit: '个',
    topic: TOPIC,
    from: 'farms t',
    where: `${activeFarm()} AND t.supervision_flag = 1`,
    value: 'count(*)',
    category: businessType,
  },
  {
    id: 'newFarmCount',
    name: '新型经营主体',
    unit: '个',
    topic: TOPIC,
    from: 'farms t',
    where: `${activeFarm()} AND t.new_farm_flag = 1`,
    value: 'count(*)',
    category: businessType,
  },
  ...BY_TYPE.flatMap(([type, key, label]) => [
    {
      id: `${key}FarmCount`,
      name: `${label}基地`,
      unit: '个',
      topic: TOPIC,
      from: 'farms t',
      where: `${activeFarm()} AND t.business_type_id = ${type}`,
      value: 'count(*)',
    },
    {
      id: `${key}FarmAreaMu`,
      name: `${label}基地面积`,
      unit: '亩',
      topic: TOPIC,
      from: 'farms t',
      where: `${activeFarm()} AND t.business_type_id = ${type}`,
      value: `sum(${baseArea()})`,
    },
  ]),
  {
    id: 'farmStatusCount',
    name: '基地经营状态',
    unit: '个',
    topic: TOPIC,
    from: 'farms t',
    value: 'count(*)',
    category: {
      key: 't.farm_status',
      name: labels('t.farm_status', { 1: '正常经营', 2: '暂停经营', 3: '已注销' }),
      order: 't.farm_status',
    },
  },
  {
    id: 'supplySubjectCount',
    name: '保供主体',
    unit: '个',
    topic: TOPIC,
    from: 'guarantee_supply_subjects t',
    value: 'count(*)',
    category: { key: 't.supply_category', name: 't.supply_category' },
  },
  {
    id: 'supplyAnnualT',
    name: '年保供量',
    unit: '吨',
    topic: TOPIC,
    from: 'guarantee_supply_subjects t',
    value: 'sum(t.annual_supply_t)',
    category: { key: 't.supply_category', name: 't.supply_category' },
  },
];
