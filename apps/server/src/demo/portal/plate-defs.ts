import type { DEMO_SCENES } from '../../files/demo-images';

/** Where a plate's detail tables come from (computed from `areas` at seed time). */
export type TableSource = 'town-units' | 'town-area' | 'district-units' | 'county-summary';

/** A plate as the demo configures it; position is its index in the layout. */
export interface PlateDef {
  name: string;
  chartType: 'stat-cards' | 'bar' | 'pie' | 'line' | 'table' | 'image-carousel' | 'map-legend';
  remark?: string;
  declaration?: string;
  interfaceUrl?: string;
  parameters?: Record<string, unknown>;
  /** Detail: 0 image viewer, 1 url, 2 table, 3 emits an event (spec §3 Plate). */
  detail?: { type: 0 | 1 | 2 | 3; url?: string; imgShowType?: 0 | 1; tables?: TableSource[] };
  images?: (keyof typeof DEMO_SCENES)[];
}

const AREAS = '/api/foundation/gov/area/listByParentId';
const OUTLINE = '/api/foundation/gov/area/outline';
const DICT = '/api/foundation/gov/dict/listByType';
const GATES = '/api/portal/gov/gateCategory/list';
const GIS = '/api/portal/gov/archiveGisServerConfig/listDistinctByAreaIds';
const CHILDREN = { parentId: '$_areaId' };
const dict = (dictType: string) => ({ dictType });
const SOURCE_DIVISIONS = '数据来源：国家统计局统计用区划代码和城乡划分代码';

/** Plates of the first dashboards of 崇明 by menu key: 6 (skin1), 9 (skin3) and 6 (skin1) plates. */
export const CHONGMING_PLATES: Record<number, { skin: string; plates: PlateDef[] }> = {
  10: {
    skin: 'skin1',
    plates: [
      {
        name: '区域概况',
        chartType: 'stat-cards',
        remark: '辖区乡镇与村（居）委会数量',
        declaration: SOURCE_DIVISIONS,
        interfaceUrl: AREAS,
        parameters: CHILDREN,
        detail: { type: 2, tables: ['county-summary', 'town-units'] },
      },
      {
        name: '乡镇面积',
        chartType: 'bar',
        remark: '按行政区域边界椭球面积计算',
        declaration: '面积以亩计，1亩≈666.67平方米',
        interfaceUrl: AREAS,
        parameters: CHILDREN,
        detail: { type: 2, tables: ['town-area'] },
      },
      { name: '地类构成', chartType: 'pie', interfaceUrl: DICT, parameters: dict('dlbm_class') },
      {
        name: '基地风采',
        chartType: 'image-carousel',
        remark: '重点农业基地实景',
        detail: { type: 0 },
        images: ['scene-rice', 'scene-greenhouse', 'scene-orchard', 'scene-crab-pond'],
      },
      { name: '物联网设备类型', chartType: 'map-legend', interfaceUrl: GATES, parameters: {} },
      {
        name: '经营主体类型',
        chartType: 'table',
        interfaceUrl: DICT,
        parameters: dict('business_type'),
        detail: { type: 1, url: '/operateSubjectList' },
      },
    ],
  },
  7: {
    skin: 'skin3',
    plates: [
      {
        name: '全市各区镇村数量',
        chartType: 'bar',
        remark: '上海市16个区的乡镇（街道）与村居数量',
        declaration: SOURCE_DIVISIONS,
        interfaceUrl: AREAS,
        parameters: CHILDREN,
        detail: { type: 2, tables: ['district-units'] },
      },
      {
        name: '辖区面积',
        chartType: 'stat-cards',
        interfaceUrl: OUTLINE,
        parameters: { areaId: '$_areaId', areaLevel: '$_areaLevel' },
        detail: { type: 2, tables: ['county-summary'] },
      },
      { name: '地块类型', chartType: 'pie', interfaceUrl: DICT, parameters: dict('land_type') },
      { name: '土地来源', chartType: 'pie', interfaceUrl: DICT, parameters: dict('land_source') },
      { name: '主体信用等级', chartType: 'bar', interfaceUrl: DICT, parameters: dict('credit_level') },
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
        images: ['scene-machinery', 'scene-rice', 'scene-crab-pond'],
      },
      { name: '重点产业', chartType: 'line', interfaceUrl: DICT, parameters: dict('business_type') },
      {
        name: '乡镇一览',
        chartType: 'table',
        remark: '点击查看乡镇地图',
        interfaceUrl: AREAS,
        parameters: CHILDREN,
        detail: { type: 3 },
      },
    ],
  },
  12: {
    skin: 'skin1',
    plates: [
      { name: '经营主体类型分布', chartType: 'pie', interfaceUrl: DICT, parameters: dict('business_type') },
      { name: '信用评级', chartType: 'bar', interfaceUrl: DICT, parameters: dict('credit_level') },
      {
        name: '各镇村居分布',
        chartType: 'table',
        declaration: SOURCE_DIVISIONS,
        interfaceUrl: AREAS,
        parameters: CHILDREN,
        detail: { type: 2, tables: ['town-units'] },
      },
      { name: '农产品去向', chartType: 'pie', interfaceUrl: DICT, parameters: dict('fate') },
      { name: '蔬菜品种', chartType: 'bar', interfaceUrl: DICT, parameters: dict('vegetable_crop') },
      {
        name: '经营主体风采',
        chartType: 'image-carousel',
        detail: { type: 0 },
        images: ['scene-greenhouse', 'scene-orchard'],
      },
    ],
  },
};

/** 浦东's overview dashboard (menu 10) on the four-plate layout. */
export const PUDONG_PLATES: Record<number, { skin: string; plates: PlateDef[] }> = {
  10: {
    skin: 'skin4',
    plates: [
      {
        name: '区域概况',
        chartType: 'stat-cards',
        declaration: SOURCE_DIVISIONS,
        interfaceUrl: AREAS,
        parameters: CHILDREN,
        detail: { type: 2, tables: ['county-summary', 'town-units'] },
      },
      {
        name: '设施农业',
        chartType: 'image-carousel',
        detail: { type: 0 },
        images: ['scene-pudong-greenhouse', 'scene-pudong-orchard'],
      },
      { name: '蔬菜品种', chartType: 'bar', interfaceUrl: DICT, parameters: dict('vegetable_crop') },
      { name: '地块类型', chartType: 'pie', interfaceUrl: DICT, parameters: dict('land_type') },
    ],
  },
};
