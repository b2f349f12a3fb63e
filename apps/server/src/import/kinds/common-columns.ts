import { areaChainOfCode, areaLevelOfCode } from '@fengshou/core';
import { SEASONS } from '@fengshou/core/contract';
import { type CellType, enumOf, type ImportColumn } from './define';

/** Columns many kinds share: where a record is and whose it is. */
export const areaColumn: ImportColumn = {
  header: '所属区域',
  aliases: ['区划代码', '所属区域代码', 'areaId'],
  column: 'area_id',
  cell: { t: 'ref', ref: 'area' },
  example: '',
  note: '不填时按坐标或所属农场确定，再不能确定的归入导入区域',
};
export const farmColumn: ImportColumn = {
  header: '所属农场',
  aliases: ['农场名称', '农场', 'farm'],
  column: 'farm_id',
  cell: { t: 'ref', ref: 'farm' },
  example: '',
  note: '已登记的农场名称或其主体的统一社会信用代码',
};
export const lngColumn: ImportColumn = {
  header: '经度',
  aliases: ['lng', 'longitude', 'x'],
  cell: { t: 'lng' },
  example: '',
};
export const latColumn: ImportColumn = {
  header: '纬度',
  aliases: ['lat', 'latitude', 'y'],
  cell: { t: 'lat' },
  example: '',
};
export const onlineColumn = (column = 'status'): ImportColumn => ({
  header: '在线状态',
  aliases: ['状态', 'status'],
  column,
  cell: { t: 'enum', options: { 在线: 1, 离线: 0 } },
  fallback: '在线',
  example: '在线',
});

/** A device's serial number as its maker prints it. */
export const serialNoCell: CellType = {
  t: 'text',
  max: 64,
  pattern: /^[\w.:-]+$/,
  hint: '序列号须为字母、数字、点、冒号或连字符',
};
export const installDateColumn: ImportColumn = {
  header: '安装日期',
  aliases: ['installDate'],
  column: 'install_date',
  cell: { t: 'date' },
  example: '2025-04-18',
};
export const cropColumn: ImportColumn = {
  header: '作物',
  aliases: ['作物名称', '品种', 'crop'],
  column: 'crop_id',
  cell: { t: 'ref', ref: 'crop' },
  example: '水稻',
};
export const seasonColumn = (column = 'season'): ImportColumn => ({
  header: '季节',
  aliases: ['种植季节', '茬口', 'season'],
  column,
  cell: enumOf(SEASONS),
  required: true,
  example: '春夏季',
  note: '春夏季：春夏播种；秋冬季：秋冬播种（如冬小麦、油菜）',
});

/** The province…village ids of a case's area, as the review screens filter cases by them. */
export function areaChainColumns(row: Readonly<Record<string, unknown>>): Record<string, number | null> {
  const chain = areaChainOfCode(Number(row.area_id));
  const at = (level: number) => chain.find((id) => areaLevelOfCode(id) === level) ?? null;
  return { province_id: at(1), city_id: at(2), county_id: at(3), town_id: at(4), village_id: at(5) };
}
