// Code → Chinese label of the supervision, machinery, finance and rural-economy lists. The server answers
// the label beside the code; tables offer the same entries as filter options.

export const INSPECTION_TYPES = {
  1: '农药残留抽检',
  2: '投入品检查',
  3: '生产记录检查',
  4: '动物防疫检查',
} as const;
export const INSPECTION_RESULTS = { 1: '合格', 2: '限期整改', 3: '不合格' } as const;
export const GREEN_CERT_TYPES = { 1: '绿色食品', 2: '有机农产品', 3: '地理标志农产品' } as const;
/** The basis of a 承诺达标合格证's promise (qualified_certificates.basis). */
export const CERTIFICATE_BASIS = {
  1: '自行检测合格',
  2: '委托检测合格',
  3: '内部质量控制合格',
  4: '自我承诺合格',
} as const;
export const VALIDITY = { 1: '有效', 2: '已过期' } as const;
export const LAW_CASE_STATUS = { 1: '立案', 2: '调查', 3: '处罚决定', 4: '结案' } as const;
export const SPECIES = { 1: '猪', 2: '牛', 3: '羊' } as const;
export const MACHINE_STATUS = { 1: '作业中', 2: '空闲', 3: '离线', 4: '维修' } as const;
export const WORK_ORDER_STATUS = { 1: '已派单', 2: '作业中', 3: '已完成' } as const;
export const MACHINE_WARN_TYPES = { 1: '终端离线', 2: '维修中', 3: '长期未作业' } as const;
export const LOAN_STATUS = { 1: '申请中', 2: '已放款', 3: '已结清', 4: '未通过' } as const;
export const FACILITY_STATUS = { 1: '正常', 2: '损坏', 3: '维修中' } as const;
export const REPAIR_STATUS = { 1: '待派单', 2: '维修中', 3: '已完成', 4: '已验收' } as const;
export const SOIL_SAMPLE_TYPES = { 1: '耕地质量等级调查', 2: '土壤肥力监测', 3: '土壤污染监测' } as const;
export const POLLUTION_CLASSES = { 1: '优先保护类', 2: '安全利用类', 3: '严格管控类' } as const;
export const DETECTION_RESULTS = { 1: '合格', 2: '不合格' } as const;
export const ASSET_TYPES = { 1: '经营性资产', 2: '非经营性资产', 3: '资源性资产' } as const;
export const WATER_FACILITY_STATUS = { 1: '正常', 2: '待维修', 3: '停用' } as const;
export const SALES_ORDER_STATUS = { 1: '待发货', 2: '已发货', 3: '已完成', 4: '已取消' } as const;
export const SUPPLY_LEVELS = { 1: '市级', 2: '区级' } as const;
/** The produce a supply-guarantee base is designated for. */
export const SUPPLY_CATEGORIES = ['粮食', '蔬菜', '水果', '畜禽', '水产', '其他'] as const;
export const PATROL_TYPES = { 1: '日常巡查', 2: '专项巡查', 3: '联合巡查' } as const;

/** The label of a code, or 其他 for a code the table does not know. */
export function labelOf(labels: Readonly<Record<number, string>>, code: number | null | undefined): string {
  return code === null || code === undefined ? '' : (labels[code] ?? '其他');
}

/** Filter options of a label table. */
export function optionsOf(labels: Readonly<Record<number, string>>): { value: number; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));
}

// Farm records (plots, plantings, field work, inputs).
export const PLANTING_STATUS = { 1: '种植中', 2: '已收获', 3: '已翻压/毁种' } as const;
export const SEASONS = { 1: '春夏季', 2: '秋冬季' } as const;
export const PLAN_STATUS = { 1: '未开始', 2: '执行中', 3: '已完成' } as const;
export const MISSION_STATUS = { 1: '待执行', 2: '已完成', 3: '已逾期' } as const;
export const MISSION_TYPES = ['翻耕', '播种', '施肥', '植保', '灌溉', '收获'] as const;
export const CROP_GROUPS = {
  1: '粮食作物',
  2: '经济作物',
  3: '蔬菜',
  4: '水果',
  5: '水产',
  6: '畜禽',
  7: '绿肥饲草',
  8: '林木',
} as const;
export const INPUT_RECORD_TYPES = { 1: '采购', 2: '使用' } as const;
export const INPUT_CATEGORIES = { 1: '种子种苗', 2: '化肥', 3: '有机肥', 4: '农药' } as const;

/** Party organisations: 1 党委, 2 党总支, 3 党支部. */
export const PARTY_ORG_TYPES = { 1: '党委', 2: '党总支', 3: '党支部' } as const;
/** What a party organisation does. */
export const PARTY_ACTIVITY_TYPES = {
  1: '三会一课',
  2: '主题党日',
  3: '志愿服务',
  4: '党员培训',
  5: '为民办实事',
} as const;
