import { listAdminDevices } from '@fengshou/core/contract';
import { iotDevicesImport } from '../../import/kinds/iot-devices';
import { containsPattern } from '../../query/keyword';
import { defineList } from '../../query/list';
import { ts } from '../../query/sql-time';

/** Refused messages of a device, all reasons together (alias d). */
const REJECTED = '(SELECT coalesce(sum(r.count), 0) FROM device_rejections r WHERE r.device_id = d.id)';

/**
 * A registry row (alias d = iot_devices): profile, farm and area names, credential state (when issued and
 * the MQTT user name, never a hash), contact and refused messages.
 */
export const ADMIN_DEVICE_SELECT = `
  d.id AS "deviceId", d.device_sn AS "deviceSn", d.device_name AS "deviceName",
  d.profile_id AS "profileId", p.name AS "profileName",
  g.id AS "gateCategoryId", g.name AS "gateCategoryName", d.is_controller AS "isController",
  d.farm_id AS "farmId", f.farm_name AS "farmName", d.area_id::float8 AS "areaId", a.name AS "areaName",
  round(ST_X(d.location)::numeric, 7)::float8 AS lng, round(ST_Y(d.location)::numeric, 7)::float8 AS lat,
  d.manufacturer, d.model, to_char(d.install_date, 'YYYY-MM-DD') AS "installDate",
  d.status, ${ts('d.status_changed_at')} AS "statusChangedAt", ${ts('d.last_contact')} AS "lastContact",
  ${ts('d.token_issued_at')} AS "tokenIssuedAt", d.mqtt_username AS "mqttUsername",
  (SELECT count(*)::int FROM iot_device_properties ip WHERE ip.device_id = d.id) AS "propertyCount",
  ${REJECTED}::int AS "rejectedCount"`;

export const ADMIN_DEVICE_FROM = `iot_devices d
  JOIN gate_categories g ON g.id = d.gate_category_id
  LEFT JOIN device_profiles p ON p.id = d.profile_id
  LEFT JOIN farms f ON f.id = d.farm_id
  LEFT JOIN areas a ON a.id = d.area_id`;

/** The devices of the caller's area as the registry lists them, the latest registered first. */
export const adminDeviceList = defineList({
  endpoint: listAdminDevices,
  imports: iotDevicesImport,
  sql: {
    select: ADMIN_DEVICE_SELECT,
    from: ADMIN_DEVICE_FROM,
    countFrom: 'iot_devices d',
    key: 'd.id',
  },
  area: 'd.area_id',
  filters: {
    farmId: 'd.farm_id',
    profileId: 'd.profile_id',
    status: 'd.status',
    noToken: (f, v) => {
      if (v === 1) f.add('d.token_hash IS NULL');
    },
    keywords: (f, words) => {
      const k = containsPattern(words);
      f.add('(d.device_name ILIKE $? OR d.device_sn ILIKE $?)', k, k);
    },
  },
  sorts: {
    deviceSn: 'd.device_sn',
    deviceName: 'd.device_name',
    lastContact: 'd.last_contact',
    rejectedCount: REJECTED,
  },
  order: 'd.id DESC',
  tieBreak: 'd.id DESC',
  exportColumns: {
    deviceSn: '序列号',
    deviceName: '设备名称',
    profileName: '设备模型',
    farmName: '所属基地',
    areaName: '所在区域',
    lastContact: '最近通信',
    tokenIssuedAt: '令牌签发时间',
    mqttUsername: 'MQTT 用户名',
    rejectedCount: '拒收消息数',
  },
});
