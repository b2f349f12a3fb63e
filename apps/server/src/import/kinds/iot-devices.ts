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
import { applyProfiles } from './device-profile';
import { settleProfiles } from './device-profile-rows';

/** Sensors and controllers of the IoT supervision screens, by serial number. */
export const iotDevicesImport = defineImportKind({
  kind: 'iot-devices',
  label: '物联网设备',
  group: '设备',
  uses: '物联网监测专题、设备列表、地图设备图层；读数由设备接入写入',
  table: 'iot_devices',
  key: ['device_sn'],
  keyLabel: '设备序列号',
  format: 'table',
  location: 'location',
  keepOnUpdate: ['last_online_time'],
  // A re-import without a profile cell keeps the profile the device has (its properties carry readings).
  keepWhenEmpty: ['profile_id'],
  settle: settleProfiles,
  // Properties and switches of the profile, as a device created in 设备管理 has them; the access token is
  // issued there, never by an import (a file is no place for a secret shown once).
  afterWrite: async (q, drafts) => {
    const sns = drafts.filter((d) => d.profile_id !== null).map((d) => d.device_sn);
    if (sns.length === 0) return;
    const rows = await q.query<{ id: number }>(
      'SELECT id FROM iot_devices WHERE device_sn = ANY($1::text[])',
      [sns],
    );
    await applyProfiles(
      q,
      rows.map((r) => r.id),
    );
  },
  columns: [
    {
      header: '设备序列号',
      aliases: ['序列号', 'deviceSn', 'sn'],
      column: 'device_sn',
      cell: serialNoCell,
      required: true,
      example: 'WY-QX-0001',
    },
    {
      header: '设备名称',
      aliases: ['deviceName'],
      column: 'device_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '紫阳镇茶园气象站',
    },
    {
      header: '设备模型',
      aliases: ['设备型号', '设备类型', 'profile', 'profileCode'],
      column: 'profile_id',
      cell: { t: 'ref', ref: 'deviceProfile' },
      example: '气象站',
      note: '按模型生成设备的监测属性（单位、量程、正常范围）与开关；填写后设备类别可不填',
    },
    {
      header: '设备类别',
      aliases: ['类别', 'category'],
      column: 'gate_category_id',
      cell: { t: 'ref', ref: 'gateCategory' },
      example: '气象站',
      note: '未填设备模型时必填',
    },
    {
      header: '控制设备',
      aliases: ['isController'],
      column: 'is_controller',
      cell: { t: 'flag', as: 'boolean' },
      fallback: '否',
      example: '否',
      note: '水泵、卷帘、阀门等可远程控制的设备填“是”',
    },
    {
      header: '厂商',
      aliases: ['manufacturer'],
      column: 'manufacturer',
      cell: { t: 'text', max: 64 },
      example: '托普云农',
    },
    { header: '型号', aliases: ['model'], column: 'model', cell: { t: 'text', max: 64 }, example: 'TP-QX8' },
    installDateColumn,
    onlineColumn(),
    farmColumn,
    areaColumn,
    lngColumn,
    latColumn,
  ],
});
