import type { CellType, ImportColumn } from './define';

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
