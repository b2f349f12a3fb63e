import { type RouteDef, row } from './types';

/** Lists and tables of spec §2. */
export const LIST_ROUTES: readonly RouteDef[] = [
  row('/jyzdSubjectlist', 'JyzdSubjectList', '重点经营主体名录', 'key-entity-list', { keepAlive: true }),
  row('/BusinessEntityDetailedList', 'BusinessEntityDetailedList', '经营主体明细', 'entity-list', {
    variant: 'detailed',
  }),
  row('/jyjyztTable', 'JyjyztTable', '经营主体统计表', 'entity-table'),
  row('/jtzcTable', 'JtzcTable', '集体资产统计表', 'jtzc-table'),
  row('/supervisionTable', 'SupervisionTable', '监管统计表', 'supervision-table'),
  row('/greenCertList', 'GreenCertList', '绿色认证名录', 'green-cert-list'),
  row('/lawSuperviseList', 'LawSuperviseList', '执法监管记录', 'law-supervise-list'),
  row('/operateSubjectList', 'OperateSubjectList', '经营主体列表', 'entity-list'),
  row('/operateSubjectListNew', 'OperateSubjectListNew', '经营主体列表（新版）', 'entity-list', {
    variant: 'new',
  }),
  row('/fieldsStatisticsList', 'FieldsStatisticsList', '田块统计', 'planting-list'),
  row('/fieldsStatisticsListNew', 'FieldsStatisticsListNew', '田块统计（新版）', 'planting-list', {
    variant: 'new',
  }),
  row('/farmRecordList', 'FarmRecordList', '农事记录', 'mission-list'),
  row('/farmRecordListOther', 'FarmRecordListOther', '农事记录（社会化服务）', 'service-order-list'),
  row('/downloadExcelList', 'DownloadExcelList', '下载中心', 'download-excel-list'),
  row('/scoreList', 'ScoreList', '考核评分', 'score-list'),
  row('/growingStorageList', 'GrowingStorageList', '种植与仓储', 'storage-list'),
  row('/farmProductBrandList', 'FarmProductBrandList', '农产品品牌名录', 'brand-list'),
  row('/productionPreview', 'ProductionPreview', '生产预览', 'production-preview'),
  // The register of farms (bases) the storage and preview routes borrowed before they had their own records;
  // not in spec §2, kept beside the lists it belongs with.
  row('/farmList', 'FarmList', '农场（基地）名录', 'farm-list'),
  row('/standingbook', 'Standingbook', '台账', 'standingbook', { query: ['type', 'print'] }),
  row('/pdflist', 'PdfList', '报告文档', 'pdf-list'),
  row(
    '/guaranteeSupply/BjsubjectTable',
    'GuaranteeSupplyBjsubjectTable',
    '保供主体统计表',
    'bj-subject-table',
  ),
  row('/vegetables/information', 'VegetablesInformation', '蔬菜信息', 'planting-list', {
    variant: 'vegetable',
  }),
  row('/vegetables/previous-crop', 'VegetablesPreviousCrop', '蔬菜前茬', 'previous-crop'),
  row('/agri-product-info/tabs-container', 'AgriProductInfoTabs', '农产品信息', 'agri-product-tabs'),
  row('/agri-home/certificate-printing', 'AgriHomeCertificatePrinting', '合格证打印', 'certificate-printing'),
];
