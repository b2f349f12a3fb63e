import {
  type EndpointDef,
  listChainTrading,
  listHighstandardFacilities,
  listHighstandardRepairOrders,
  listInspections,
  listInsurancePolicies,
  listLawEnforcements,
  listLoans,
  listMachines,
  listNjgovOrders,
  listNutritionQuality,
  listPatrolRecords,
  listSalesOrders,
  listSoilSamples,
  listWaterFacilities,
} from '@fengshou/core/contract';

/** One column of a register: the list item's field, its title, and whether the server sorts by it. */
export interface RegisterColumn {
  key: string;
  title: string;
  /** The field the server sorts by when it differs from the shown one (status → statusName). */
  sortField?: string;
  align?: 'right';
}

/** A register (台账): a list endpoint of the contract shown, printed and exported with its columns. */
export interface Register {
  id: string;
  title: string;
  endpoint: EndpointDef;
  columns: readonly RegisterColumn[];
  keyword?: string;
  dateLabel?: string;
}

const r = (key: string, title: string, extra: Partial<RegisterColumn> = {}): RegisterColumn => ({
  key,
  title,
  ...extra,
});
const town = [r('townName', '所在镇'), r('areaName', '所在村')];

/** The registers a bureau keeps, in the order the standing book offers them. */
export const REGISTERS: readonly Register[] = [
  {
    id: 'inspection',
    title: '监督检查台账',
    endpoint: listInspections,
    keyword: '主体或检查人',
    dateLabel: '检查日期',
    columns: [
      r('inspectDate', '检查日期', { sortField: 'inspectDate' }),
      r('inspectionTypeName', '检查类型'),
      r('companyName', '被检查主体'),
      r('farmName', '基地'),
      r('inspector', '检查人'),
      r('resultName', '结果', { sortField: 'result' }),
      r('remark', '处理意见'),
      ...town,
    ],
  },
  {
    id: 'law',
    title: '执法办案台账',
    endpoint: listLawEnforcements,
    keyword: '当事人或案件编号',
    dateLabel: '立案日期',
    columns: [
      r('caseNo', '案件编号'),
      r('caseType', '案由'),
      r('partyName', '当事人'),
      r('filingDate', '立案日期', { sortField: 'filingDate' }),
      r('statusName', '状态', { sortField: 'status' }),
      r('penaltyAmount', '罚款（元）', { sortField: 'penaltyAmount', align: 'right' }),
      r('closingDate', '结案日期'),
      ...town,
    ],
  },
  {
    id: 'patrol',
    title: '田间巡查台账',
    endpoint: listPatrolRecords,
    keyword: '巡查人或情况',
    dateLabel: '巡查日期',
    columns: [
      r('startTime', '开始时间', { sortField: 'startTime' }),
      r('patrolTypeName', '巡查类型'),
      r('patroller', '巡查人'),
      r('distanceKm', '里程（公里）', { sortField: 'distanceKm', align: 'right' }),
      r('remark', '巡查情况'),
      ...town,
    ],
  },
  {
    id: 'machine',
    title: '农机台账',
    endpoint: listMachines,
    keyword: '编号、基地或品牌',
    columns: [
      r('machineNo', '农机编号', { sortField: 'machineNo' }),
      r('machineType', '机具类型'),
      r('brand', '品牌'),
      r('model', '型号'),
      r('farmName', '所属基地'),
      r('purchaseYear', '购置年份', { sortField: 'purchaseYear' }),
      r('subsidyAmount', '购机补贴（元）', { align: 'right' }),
      r('terminalSn', '北斗终端'),
      r('statusName', '状态'),
      ...town,
    ],
  },
  {
    id: 'machine-order',
    title: '农机作业台账',
    endpoint: listNjgovOrders,
    keyword: '编号、基地或品牌',
    dateLabel: '作业日期',
    columns: [
      r('startTime', '开始时间', { sortField: 'startTime' }),
      r('machineNo', '农机编号'),
      r('machineType', '机具类型'),
      r('farmName', '作业基地'),
      r('workType', '作业类型'),
      r('hours', '时长（小时）', { sortField: 'hours', align: 'right' }),
      r('workAreaMu', '面积（亩）', { sortField: 'workAreaMu', align: 'right' }),
      r('statusName', '状态'),
      ...town,
    ],
  },
  {
    id: 'loan',
    title: '涉农贷款台账',
    endpoint: listLoans,
    keyword: '主体或贷款编号',
    dateLabel: '申请日期',
    columns: [
      r('loanNo', '贷款编号'),
      r('companyName', '借款主体'),
      r('bankName', '贷款银行'),
      r('loanType', '贷款产品'),
      r('amount', '金额（元）', { sortField: 'amount', align: 'right' }),
      r('annualRate', '年利率（%）', { sortField: 'annualRate', align: 'right' }),
      r('termMonths', '期限（月）', { align: 'right' }),
      r('applyDate', '申请日期', { sortField: 'applyDate' }),
      r('statusName', '状态'),
      r('purpose', '用途'),
      ...town,
    ],
  },
  {
    id: 'insurance',
    title: '农业保险台账',
    endpoint: listInsurancePolicies,
    keyword: '主体或保单号',
    dateLabel: '起保日期',
    columns: [
      r('policyNo', '保单号'),
      r('companyName', '投保主体'),
      r('insuranceType', '险种'),
      r('insuredQuantity', '保险数量', { align: 'right' }),
      r('insuredUnit', '单位'),
      r('insuredAmount', '保额（元）', { sortField: 'insuredAmount', align: 'right' }),
      r('premium', '保费（元）', { sortField: 'premium', align: 'right' }),
      r('startDate', '起保日期', { sortField: 'startDate' }),
      r('endDate', '终保日期'),
      r('claimAmount', '赔款（元）', { sortField: 'claimAmount', align: 'right' }),
      r('insurer', '承保机构'),
      ...town,
    ],
  },
  {
    id: 'highstandard',
    title: '高标准农田设施台账',
    endpoint: listHighstandardFacilities,
    keyword: '设施、编号或项目',
    columns: [
      r('facilityNo', '设施编号', { sortField: 'facilityNo' }),
      r('facilityName', '设施名称'),
      r('facilityType', '设施类型'),
      r('projectName', '建设项目'),
      r('buildYear', '建成年份', { sortField: 'buildYear' }),
      r('statusName', '状态'),
      r('repairOrders', '报修次数', { sortField: 'repairOrders', align: 'right' }),
      ...town,
    ],
  },
  {
    id: 'repair',
    title: '设施报修台账',
    endpoint: listHighstandardRepairOrders,
    keyword: '工单、设施或描述',
    dateLabel: '报修日期',
    columns: [
      r('orderNo', '工单号'),
      r('facilityName', '设施'),
      r('reporter', '报修人'),
      r('reportTime', '报修时间', { sortField: 'reportTime' }),
      r('description', '问题描述'),
      r('statusName', '状态', { sortField: 'status' }),
      r('finishTime', '完成时间'),
      r('cost', '费用（元）', { sortField: 'cost', align: 'right' }),
      ...town,
    ],
  },
  {
    id: 'soil',
    title: '耕地质量监测台账',
    endpoint: listSoilSamples,
    dateLabel: '采样日期',
    columns: [
      r('sampleNo', '样点编号'),
      r('sampleDate', '采样日期', { sortField: 'sampleDate' }),
      r('sampleTypeName', '监测类型'),
      r('qualityGrade', '质量等级', { sortField: 'qualityGrade', align: 'right' }),
      r('organicMatter', '有机质（g/kg）', { sortField: 'organicMatter', align: 'right' }),
      r('ph', 'pH', { sortField: 'ph', align: 'right' }),
      r('cd', '镉（mg/kg）', { align: 'right' }),
      r('pollutionClassName', '污染分类'),
      ...town,
    ],
  },
  {
    id: 'quality',
    title: '农产品质量检测台账',
    endpoint: listNutritionQuality,
    dateLabel: '检测日期',
    columns: [
      r('sampleNo', '样品编号'),
      r('detectionTime', '检测时间', { sortField: 'detectionTime' }),
      r('companyName', '受检主体'),
      r('productName', '产品', { sortField: 'productName' }),
      r('detectionItem', '检测项目'),
      r('detectionValue', '检测值', { sortField: 'detectionValue', align: 'right' }),
      r('detectionLimit', '限量', { align: 'right' }),
      r('detectionUnit', '单位'),
      r('detectionResultName', '结果'),
      r('detectionOrg', '检测机构'),
      ...town,
    ],
  },
  {
    id: 'water',
    title: '农田水利设施台账',
    endpoint: listWaterFacilities,
    keyword: '设施名称',
    columns: [
      r('facilityName', '设施名称', { sortField: 'facilityName' }),
      r('facilityType', '类型'),
      r('capacity', '规模'),
      r('buildYear', '建成年份', { sortField: 'buildYear' }),
      r('statusName', '状态'),
      r('manager', '管护人'),
      ...town,
    ],
  },
  {
    id: 'sales',
    title: '销售订单台账',
    endpoint: listSalesOrders,
    keyword: '基地、产品或订单号',
    dateLabel: '下单日期',
    columns: [
      r('orderNo', '订单号'),
      r('orderTime', '下单时间', { sortField: 'orderTime' }),
      r('farmName', '销售基地'),
      r('channel', '渠道'),
      r('productName', '产品'),
      r('quantity', '数量', { sortField: 'quantity', align: 'right' }),
      r('unit', '单位'),
      r('amount', '金额（元）', { sortField: 'amount', align: 'right' }),
      r('buyerName', '买方'),
      r('statusName', '状态'),
      ...town,
    ],
  },
  {
    id: 'chain',
    title: '产销交易台账',
    endpoint: listChainTrading,
    keyword: '基地、产品或订单号',
    dateLabel: '下单日期',
    columns: [
      r('farmName', '经营基地'),
      r('companyName', '经营主体'),
      r('mainProduct', '主要产品'),
      r('orders', '订单数', { sortField: 'orders', align: 'right' }),
      r('quantity', '销量', { sortField: 'quantity', align: 'right' }),
      r('amount', '金额（元）', { sortField: 'amount', align: 'right' }),
      r('lastOrderTime', '最近交易'),
      ...town,
    ],
  },
];

/** The register with this id, or the first one. */
export function registerOf(id: string | null): Register {
  return REGISTERS.find((x) => x.id === id) ?? REGISTERS[0]!;
}
