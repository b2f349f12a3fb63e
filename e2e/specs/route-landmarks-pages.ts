/**
 * A landmark per route that shows content of its own (lists, details, screens of issue 34's first groups):
 * something only that page (or its declared variants) shows. `role` is the ARIA role to look for by name;
 * 'text' is any text on the page containing `name`. Paths are the route table's, with :params filled by the
 * walk's values.
 */
export interface Landmark {
  role: 'columnheader' | 'heading' | 'tab' | 'link' | 'text';
  name: string;
}

export const PAGE_LANDMARKS: Readonly<Record<string, Landmark>> = {
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
  '/farmdetailTdt/:farmid': { role: 'text', name: '地图服务：' },
  '/shanghai-farmdetail-tdt/:farmid': { role: 'text', name: '地图服务：' },
  '/basesplit/:farmid': { role: 'heading', name: '各分区' },
  '/suiYouFarmDetail/:farmid': { role: 'heading', name: '稻田生育期' },
  '/mlptFarmdetail/:farmid': { role: 'heading', name: '田园风貌（摄像头最新抓拍）' },
  '/jywrnj/:id': { role: 'heading', name: '近12个月作业' },
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
  '/home/guangming': { role: 'heading', name: '基地分布' },
  '/jyNHome': { role: 'heading', name: '各区域集体经济收入（万元）' },
  '/jyNHomeNew': { role: 'heading', name: '历年播种面积（亩）' },
  '/farmRecordListOther': { role: 'columnheader', name: '服务组织' },
  '/dashboard-custom': { role: 'heading', name: '行政区划公开页' },
  '/dashboard-custom/administrative-region': { role: 'text', name: '下级区域主要指标' },
  '/mengceng': { role: 'heading', name: '蒙版设置' },
  '/demo-map': { role: 'heading', name: '图层目录' },
  '/demo/map-view': { role: 'heading', name: '视图状态' },
  '/uavCruise': { role: 'heading', name: '巡田架次' },
  '/land-control/data-analysis': { role: 'heading', name: '与上年对比' },
  '/surround': { role: 'heading', name: '缓冲区分析' },
  '/shanghai3dgis': { role: 'heading', name: '拉伸高度' },
};
