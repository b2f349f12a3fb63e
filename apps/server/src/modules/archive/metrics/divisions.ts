import type { MetricDef } from '../metric';

const TOPIC = '行政区划';

// Village committees (村民委员会) and residents' committees (居委会) are told apart by their official names;
// the few remaining units are virtual communities and management areas.
/** SQL: the area named by `name` is a village committee. */
export const isVillageCommittee = (name: string) => `(${name} LIKE '%村委会' OR ${name} LIKE '%村民委员会')`;
/** SQL: the area named by `name` is a residents' committee. */
export const isResidentCommittee = (name: string) => `(${name} LIKE '%居委会' OR ${name} LIKE '%居民委员会')`;
const VILLAGE = isVillageCommittee('t.name');
const RESIDENT = isResidentCommittee('t.name');

/** Administrative units under an area, counted from `areas` itself (an area row's code is its own area). */
export const DIVISION_METRICS: MetricDef[] = [
  {
    id: 'townCount',
    name: '乡镇（街道）',
    unit: '个',
    topic: TOPIC,
    from: 'areas t',
    area: 't.id',
    where: 't.level = 4',
    value: 'count(*)',
  },
  {
    id: 'villageCommitteeCount',
    name: '村委会',
    unit: '个',
    topic: TOPIC,
    from: 'areas t',
    area: 't.id',
    where: `t.level = 5 AND ${VILLAGE}`,
    value: 'count(*)',
  },
  {
    id: 'residentCommitteeCount',
    name: '居委会',
    unit: '个',
    topic: TOPIC,
    from: 'areas t',
    area: 't.id',
    where: `t.level = 5 AND ${RESIDENT}`,
    value: 'count(*)',
  },
  {
    id: 'villageUnitCount',
    name: '村（居）委会',
    unit: '个',
    topic: TOPIC,
    from: 'areas t',
    area: 't.id',
    where: 't.level = 5',
    value: 'count(*)',
    category: {
      key: `(CASE WHEN ${VILLAGE} THEN 1 WHEN ${RESIDENT} THEN 2 ELSE 3 END)`,
      name: `(CASE WHEN ${VILLAGE} THEN '村委会' WHEN ${RESIDENT} THEN '居委会' ELSE '其他' END)`,
      order: `(CASE WHEN ${VILLAGE} THEN 1 WHEN ${RESIDENT} THEN 2 ELSE 3 END)`,
    },
  },
];
