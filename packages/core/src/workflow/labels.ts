/** Occupation categories of the demo dataset and the review screens (the spec names the field only). */
export const OCCUPY_CATEGORY_LABELS: Readonly<Record<number, string>> = {
  1: '住宅建设',
  2: '工业仓储',
  3: '道路交通',
  4: '设施农业',
  5: '堆放杂物',
  6: '挖塘养殖',
  7: '其他',
};

/** occupyFlag labels: whether the finding is confirmed as an occupation. */
export const OCCUPY_FLAG_LABELS: Readonly<Record<0 | 1, string>> = { 0: '未认定', 1: '认定占用' };

/** Cultivated-land abnormal types (abnormal_type of the table). */
export const ABNORMAL_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '撂荒', 2: '非粮化', 3: '非农化' };

/** Declaration (举证申报) types. */
export const DECLARE_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: '情况说明',
  2: '用地手续',
  3: '整改承诺',
};

/** Declaration statuses. */
export const DECLARE_STATUS_LABELS: Readonly<Record<number, string>> = {
  1: '待处理',
  2: '已采纳',
  3: '未采纳',
};

/** Monitoring batch types (batchType 1 is non-agricultural, spec §3). */
export const BATCH_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: '耕地非农化',
  2: '非粮化及撂荒',
  3: '作物监测',
};
