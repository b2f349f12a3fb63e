import { DEMO_SCENES, demoImageUrl } from '../../files/demo-images';
import type { DashboardDef, PlateImage } from '../../seed/dashboards';
import { bar, cards, line, liveDetail, ring, table } from '../../seed/dashboards/kit';

/** The carousel pictures of the demo's generated scenes. */
const scenes = (...names: (keyof typeof DEMO_SCENES)[]): PlateImage[] =>
  names.map((name) => ({
    url: demoImageUrl(name),
    name: DEMO_SCENES[name].caption.replace(/（.*）$/, ''),
    desc: DEMO_SCENES[name].caption,
  }));

const AREAS = '/api/foundation/gov/area/listByParentId';
const GIS = '/api/portal/gov/archiveGisServerConfig/listDistinctByAreaIds';
const CHILDREN = { parentId: '$_areaId' };
const SOURCE_DIVISIONS = '数据来源：国家统计局统计用区划代码和城乡划分代码';
const UNITS = ['villageCommitteeCount', 'residentCommitteeCount', 'villageUnitCount'];

/** Plates of the first dashboards of 崇明 by menu key: 6 (skin1), 9 (skin3) and 6 (skin1) plates. */
export const CHONGMING_PLATES: Record<number, DashboardDef> = {
  10: {
    skin: 'skin1',
    plates: [
      // The village and residents' committees of the area shown, counted in the statistics registry.
      cards('区域概况', UNITS, {
        chartType: 'stat-cards',
        remark: '辖区内村委会与居委会数量',
        declaration: SOURCE_DIVISIONS,
        ...liveDetail(
          table('下级区域村居数量', UNITS),
          table('村（居）委会类型', ['villageUnitCount'], 'category'),
        ),
      }),
      // Figures per town from the statistics (the area list alone has names only, nothing to chart).
      bar('乡镇农用地面积', ['farmlandAreaMu'], 'area', {
        chartType: 'bar',
        remark: '各乡镇农用地地块面积合计，按地块椭球面积计算',
        declaration: '面积以亩计，1亩≈666.67平方米',
        ...liveDetail(table('下级区域农用地面积', ['farmlandAreaMu', 'parcelAreaMu'])),
      }),
      ring('地类面积', 'parcelAreaMu'),
      {
        name: '基地风采',
        chartType: 'image-carousel',
        remark: '重点农业基地实景',
        detail: { type: 0 },
        images: scenes('scene-rice', 'scene-greenhouse', 'scene-orchard', 'scene-crab-pond'),
      },
      ring('物联网设备类型', 'iotDeviceCount'),
      ring('经营主体类型', 'companyCount', 'category', { detail: { type: 1, url: '/operateSubjectList' } }),
    ],
  },
  7: {
    skin: 'skin3',
    plates: [
      // Units per child area from the statistics, the detail the same for the area shown.
      bar('下级区域村居数量', ['villageCommitteeCount', 'residentCommitteeCount'], 'area', {
        remark: '辖区内各下级区域的村委会与居委会数量',
        declaration: SOURCE_DIVISIONS,
        ...liveDetail(table('下级区域村居数量', UNITS)),
      }),
      // The area's land by class (the outline endpoint has a polygon, no figure to show on a card).
      cards('辖区面积', ['farmlandAreaMu', 'cultivatedAreaMu', 'basicFarmlandAreaMu', 'highStandardAreaMu'], {
        chartType: 'stat-cards',
        remark: '辖区内登记地块面积，按土地类别合计：永久基本农田与高标准农田属于耕地，耕地属于农用地',
        declaration: '面积以亩计，1亩≈666.67平方米',
        ...liveDetail(
          table('下级区域地块面积', ['farmlandAreaMu', 'cultivatedAreaMu', 'basicFarmlandAreaMu']),
        ),
      }),
      ring(
        '地类面积',
        'parcelAreaMu',
        'category',
        liveDetail(table('各区地块面积', ['parcelAreaMu', 'farmlandAreaMu'])),
      ),
      bar('各区经营主体', ['companyCount', 'farmCount'], 'area'),
      bar('主体信用等级', ['companyCreditCount'], 'category'),
      {
        name: '地图服务',
        chartType: 'map-legend',
        interfaceUrl: GIS,
        parameters: { areaIds: '$_areaIdList' },
      },
      {
        name: '产业风貌',
        chartType: 'image-carousel',
        detail: { type: 0, imgShowType: 1 },
        images: scenes('scene-machinery', 'scene-rice', 'scene-crab-pond'),
      },
      line('月度销售额', ['salesAmountWan'], 'month'),
      {
        name: '下级区域一览',
        chartType: 'table',
        remark: '点击查看下级区域地图',
        interfaceUrl: AREAS,
        parameters: CHILDREN,
        detail: { type: 3 },
      },
    ],
  },
  12: {
    skin: 'skin1',
    plates: [
      ring(
        '经营主体类型分布',
        'companyCount',
        'category',
        liveDetail(table('各镇经营主体', ['companyCount', 'farmCount', 'farmAreaMu'])),
      ),
      bar('信用评级', ['companyCreditCount'], 'category'),
      {
        name: '各镇村居分布',
        chartType: 'table',
        declaration: SOURCE_DIVISIONS,
        interfaceUrl: AREAS,
        parameters: CHILDREN,
        ...liveDetail(
          table('各镇村居数量', ['villageCommitteeCount', 'residentCommitteeCount', 'villageUnitCount']),
        ),
      },
      ring('销售渠道', 'salesAmountWan'),
      bar('蔬菜品种播种', ['vegetableSownAreaMu'], 'category', {
        limit: 10,
        remark: '本年耕地上播种的蔬菜面积，按季累计：一块地一年种几茬计几次（复种），合计可大于耕地面积',
      }),
      {
        name: '经营主体风采',
        chartType: 'image-carousel',
        detail: { type: 0 },
        images: scenes('scene-greenhouse', 'scene-orchard'),
      },
    ],
  },
};

/** 浦东's overview dashboard (menu 10) on the four-plate layout. */
export const PUDONG_PLATES: Record<number, DashboardDef> = {
  10: {
    skin: 'skin4',
    plates: [
      // The village and residents' committees of the area shown, counted in the statistics registry.
      cards('区域概况', UNITS, {
        chartType: 'stat-cards',
        remark: '辖区内村委会与居委会数量',
        declaration: SOURCE_DIVISIONS,
        ...liveDetail(
          table('下级区域村居数量', UNITS),
          table('村（居）委会类型', ['villageUnitCount'], 'category'),
        ),
      }),
      {
        name: '设施农业',
        chartType: 'image-carousel',
        detail: { type: 0 },
        images: scenes('scene-pudong-greenhouse', 'scene-pudong-orchard'),
      },
      bar('蔬菜品种播种', ['vegetableSownAreaMu'], 'category', {
        limit: 10,
        remark: '本年耕地上播种的蔬菜面积，按季累计：一块地一年种几茬计几次（复种），合计可大于耕地面积',
      }),
      ring(
        '地类面积',
        'parcelAreaMu',
        'category',
        liveDetail(table('各镇地块面积', ['parcelAreaMu', 'farmlandAreaMu'])),
      ),
    ],
  },
};
