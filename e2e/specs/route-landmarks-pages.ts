import type { Locator, Page } from '@playwright/test';

/**
 * A landmark per route that shows content of its own: something only that page (or its declared variants)
 * shows; the route walk looks for it on each. `role` is the ARIA role to look for by name;
 * 'text' is any text on the page containing `name`. Paths are the route table's, with :params filled by the
 * walk's values.
 */
export interface Landmark {
  role: 'columnheader' | 'heading' | 'tab' | 'link' | 'text';
  name: string;
}

export const PAGE_LANDMARKS: Readonly<Record<string, Landmark>> = {
  '/jyzdSubjectlist': { role: 'columnheader', name: '认定文号' },
  '/BusinessEntityDetailedList': { role: 'columnheader', name: '住所' },
  '/jyjyztTable': { role: 'columnheader', name: '按主体类型（家）' },
  '/operateSubjectListNew': { role: 'text', name: '各类主体数量在上方' },
  '/scoreList': { role: 'columnheader', name: '带农增收（20）' },
  '/farmProductBrandList': { role: 'columnheader', name: '品牌目录' },
  '/growingStorageList': { role: 'columnheader', name: '库容利用率' },
  '/productionPreview': { role: 'columnheader', name: '播种进度' },
  '/fieldsStatisticsListNew': { role: 'heading', name: '在种作物面积（亩）' },
  '/vegetables/information': { role: 'text', name: '各蔬菜播种面积（亩）' },
  '/vegetables/previous-crop': { role: 'columnheader', name: '前茬作物' },
  '/agri-product-info/tabs-container': { role: 'tab', name: '绿色认证产品' },
  '/farmList': { role: 'columnheader', name: '登记日期' },
  '/guaranteeSupply/BjsubjectTable': { role: 'columnheader', name: '主要产品' },
  '/home/guaranteeSupply': { role: 'heading', name: '各镇保供完成情况' },
  '/farmdetailTdt/:farmid': { role: 'text', name: '地图服务：' },
  '/shanghai-farmdetail/:farmid': { role: 'heading', name: '绿色认证（绿色食品 · 有机 · 地理标志）' },
  '/shanghai-farmdetail-tdt/:farmid': { role: 'text', name: '地图服务：' },
  '/basesplit/:farmid': { role: 'heading', name: '各分区' },
  '/suiYouFarmDetail/:farmid': { role: 'heading', name: '稻田生育期' },
  '/mlptFarmdetail/:farmid': { role: 'heading', name: '田园风貌（摄像头最新抓拍）' },
  '/jywrnj/:id': { role: 'heading', name: '近12个月作业' },
  '/iotDeviceFood/:baseid': { role: 'heading', name: '登记库房与库存' },
  '/iframe-detail': { role: 'link', name: '在新窗口打开' },
  '/drivingPanel': { role: 'heading', name: '耕地保护：占用与异常图斑' },
  '/futureFarm': { role: 'heading', name: '无人农机' },
  '/shoppingService': { role: 'heading', name: '销售渠道（万元）' },
  '/overviewdemo': { role: 'text', name: '全部统计指标总览' },
  '/xj/park-detail': { role: 'heading', name: '园区边界与园内基地' },
  '/agricultural-park-detail': { role: 'heading', name: '园区边界与园内基地' },
  '/jynyyq/park-detail': { role: 'heading', name: '园区边界与园内基地' },
  '/jynyyq/ghly-park-detail': { role: 'text', name: '年接待游客' },
  '/rtsp2rtmp': { role: 'columnheader', name: '转流方式' },
  '/main-animate': { role: 'text', name: '本年逐月回放' },
  '/infinite-scroll': { role: 'text', name: '合格证开具动态' },
  '/example/dialog': { role: 'heading', name: '带明细的板块' },
  '/home': { role: 'heading', name: '最近业务动态' },
  '/home/guangming': { role: 'heading', name: '基地分布' },
  '/home329': { role: 'heading', name: '涉农贷款与保险' },
  '/agri-home': { role: 'heading', name: '合格证开具与打印' },
  '/jyOneHome': { role: 'heading', name: '经营主体构成' },
  '/langxiaTwoHome': { role: 'heading', name: '各区域各类基地面积' },
  '/jyNHome': { role: 'heading', name: '各区域集体经济收入（万元）' },
  '/jyNHomeNew': { role: 'heading', name: '历年播种面积（亩）' },
  '/farmRecordListOther': { role: 'columnheader', name: '服务组织' },
  '/dashboard-custom': { role: 'heading', name: '行政区划公开页' },
  '/dashboard-custom/administrative-region': { role: 'text', name: '下级区域主要指标' },
  '/mengceng': { role: 'heading', name: '蒙版设置' },
  '/demo-map': { role: 'heading', name: '图层目录' },
  '/demo/map-view': { role: 'heading', name: '视图状态' },
  '/change-password': { role: 'text', name: '确认新密码' },
  '/welcome': { role: 'text', name: '进入系统' },
  '/home/plotlist': { role: 'text', name: '承包方' },
  '/farmland-use-control': { role: 'text', name: '遥感一张图' },
  '/langxiaOneHome': { role: 'text', name: '三会一课' },
  '/langxiaMenu': { role: 'text', name: '生态宜居' },
  '/jyOneHome/jyxzqhsj': { role: 'text', name: '各区域村（居）委会' },
  '/jyOneHome/jytdzy': { role: 'text', name: '各区域耕地与永久基本农田' },
  '/jyOneHome/jyjyzt': { role: 'text', name: '各区域新型经营主体' },
  '/jyOneHome/jynyyq': { role: 'text', name: '示范基地等级' },
  '/jyOneHome/jyjtzc': { role: 'text', name: '集体资产排行' },
  '/traceSource': { role: 'text', name: '查询追溯码' },
  '/gisfarmdetail/:companyCode': { role: 'text', name: '主体信息' },
  '/agriDispatchMachinery/detail/:farmId': { role: 'text', name: '近期作业轨迹' },
  '/animal-husbandry-manage-third-part/farmDetail/:orgid/:orgname': { role: 'text', name: '耳标查询' },
  '/vegetables/table-data/:navActiveId': { role: 'text', name: '价格明细' },
  '/vegetables/agrires-table/:navActiveId': { role: 'text', name: '农资采购与使用' },
  '/jtzcTable': { role: 'text', name: '经营性资产原值（万元）' },
  '/supervisionTable': { role: 'text', name: '巡查里程（公里）' },
  '/greenCertList': { role: 'text', name: '地理标志农产品（有效/累计）' },
  '/lawSuperviseList': { role: 'text', name: '执法监管记录' },
  '/farmRecordList': { role: 'text', name: '执行方' },
  '/downloadExcelList': { role: 'text', name: '下载中心' },
  '/standingbook': { role: 'text', name: '监督检查台账' },
  '/pdflist': { role: 'text', name: '报告文档' },
  '/agri-home/certificate-printing': { role: 'text', name: '本页全部加入' },
  '/multispectral': { role: 'text', name: '多光谱长势分析' },
  '/cameraDetail': { role: 'text', name: '视频源设置' },
  '/home/businesses-report': { role: 'text', name: '在贷及已结清贷款' },
  '/introduction': { role: 'text', name: '平台数据资源' },
  '/drawAreaAnalysis': { role: 'text', name: '绘制线（测距离）' },
  '/uavCruise': { role: 'heading', name: '巡田架次' },
  '/land-control/data-analysis': { role: 'heading', name: '与上年对比' },
  '/surround': { role: 'heading', name: '缓冲区分析' },
  '/shanghai3dgis': { role: 'heading', name: '拉伸高度' },
  '/farmdetail/:farmid': { role: 'text', name: '农场与经营主体' },
  '/videoDetail/:baseid': { role: 'text', name: '多路视频' },
  '/multiVideo/:farmId': { role: 'text', name: '9画面' },
  '/iotDevice/:baseid': { role: 'text', name: '设备与实时数据' },
  '/operateSubjectList': { role: 'text', name: '注册资本（万元）' },
  '/fieldsStatisticsList': { role: 'text', name: '田块种植统计' },
  '/gis-land-identify': { role: 'text', name: '地类筛选（全部）' },
};

/** Where a landmark shows on the page. */
export function landmarkOn(page: Page, l: Landmark): Locator {
  return l.role === 'text'
    ? page.getByText(l.name).first()
    : page.getByRole(l.role, { name: l.name }).first();
}
