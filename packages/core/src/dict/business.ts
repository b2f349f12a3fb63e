/** Credit rating of a business entity; 0 means not yet rated. */
export const CREDIT_LEVELS = { 0: '未评级', 1: 'A', 2: 'B', 3: 'C', 4: 'D' } as const;

/** Business-type ids by their code name. */
export const BUSINESS_TYPES = {
  grain: 1,
  farming: 2,
  vegetables: 3,
  livestock: 4,
  aquaculture: 5,
  other: 6,
} as const;

/** A business-type id. */
export type BusinessType = (typeof BUSINESS_TYPES)[keyof typeof BUSINESS_TYPES];

/** Chinese labels of the business types. */
export const BUSINESS_TYPE_LABELS: Readonly<Record<BusinessType, string>> = {
  1: '粮食',
  2: '种植',
  3: '蔬菜',
  4: '畜牧',
  5: '水产',
  6: '其他',
};

/**
 * Where harvested produce or livestock went (fate/destination), codes 0–14. The spec names 0–6;
 * 7–14 are our completion of a usual produce-destination list.
 */
export const FATE_LABELS = {
  0: '放入仓库',
  1: '田头销售',
  2: '赠送',
  3: '扔掉',
  4: '超市',
  5: '批发市场',
  6: '死亡',
  7: '加工',
  8: '电商销售',
  9: '食堂',
  10: '出口',
  11: '留种',
  12: '自用',
  13: '饲料',
  14: '其他',
} as const;

/** A fate/destination code. */
export type FateCode = keyof typeof FATE_LABELS;
