import {
  areaColumn,
  farmColumn,
  installDateColumn,
  latColumn,
  lngColumn,
  onlineColumn,
  serialNoCell,
} from './common-columns';
import { defineImportKind } from './define';

/** Pest forecasting lamps and pheromone traps, by serial number. */
export const pestDevicesImport = defineImportKind({
  kind: 'pest-devices',
  label: '虫情测报设备',
  group: '设备',
  uses: '病虫害监测专题（测报设备数、设备类型、排行）、虫情测报设备列表、地图虫情设备图层；虫量与图片由设备接入写入',
  table: 'pest_devices',
  key: ['device_sn'],
  keyLabel: '设备序列号',
  format: 'table',
  location: 'location',
  columns: [
    {
      header: '设备序列号',
      aliases: ['序列号', 'deviceSn', 'sn'],
      column: 'device_sn',
      cell: serialNoCell,
      required: true,
      example: 'CQ3611300001',
    },
    {
      header: '设备名称',
      aliases: ['deviceName'],
      column: 'device_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '紫阳镇城东村虫情测报灯',
    },
    {
      header: '设备类型',
      aliases: ['类型', 'deviceType'],
      column: 'device_type',
      cell: { t: 'enum', options: { 虫情测报灯: 1, 性诱测报仪: 2 } },
      required: true,
      example: '虫情测报灯',
    },
    onlineColumn(),
    installDateColumn,
    farmColumn,
    areaColumn,
    lngColumn,
    latColumn,
  ],
});
