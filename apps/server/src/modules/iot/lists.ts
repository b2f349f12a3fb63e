import {
  listIotControllerLogs,
  listIotDevices,
  listIotDevicesByGroup,
  listIotGisCompanies,
} from '@fengshou/core/contract';
import { iotDevicesImport } from '../../import/kinds/iot-devices';
import { containsPattern } from '../../query/keyword';
import { defineList } from '../../query/list';
import type { Filter } from '../../query/sql-filter';
import { ts } from '../../query/sql-time';
import { DEVICE_ORDER, DEVICE_SQL, type DeviceRow, numeric } from './device-repo';

/** A device's name or serial contains the words. */
const deviceWords = (f: Filter, words: string) => {
  const k = containsPattern(words);
  f.add('(d.device_name ILIKE $? OR d.device_sn ILIKE $?)', k, k);
};

const DEVICE_COLUMNS = {
  deviceName: '设备',
  deviceSn: '序列号',
  gateCategoryName: '类型',
  farmName: '所在基地',
  lastOnlineTime: '最近在线',
};

/** Devices of an area or farm with their current values and switches, sensors before controllers. */
export const deviceList = defineList<typeof listIotDevices, DeviceRow>({
  endpoint: listIotDevices,
  imports: iotDevicesImport,
  sql: DEVICE_SQL,
  area: 'd.area_id',
  filters: {
    farmId: 'd.farm_id',
    gateCategoryIdentifiers: (f, ids) => {
      if (ids.length) f.add('g.identifier = ANY($?::text[])', ids);
    },
    keywords: deviceWords,
  },
  order: DEVICE_ORDER,
  tieBreak: 'd.id',
  present: (r) => numeric(r) as never,
  exportColumns: DEVICE_COLUMNS,
});

/** The devices of one gate category (a group) in an area or farm. */
export const groupDeviceList = defineList<typeof listIotDevicesByGroup, DeviceRow>({
  endpoint: listIotDevicesByGroup,
  imports: iotDevicesImport,
  sql: DEVICE_SQL,
  area: 'd.area_id',
  filters: { farmId: 'd.farm_id', gateCategoryId: 'd.gate_category_id' },
  order: DEVICE_ORDER,
  tieBreak: 'd.id',
  present: (r) => numeric(r) as never,
  exportColumns: DEVICE_COLUMNS,
});

/**
 * Switch operations of controllers, the latest first. Every filter is the device's, so the total is the
 * matching devices' log tallies; the page's log rows are found along operate_time before
 * their names are joined.
 */
export const controllerLogList = defineList({
  endpoint: listIotControllerLogs,
  sql: {
    select: `l.id AS "logId", l.device_id AS "deviceId", d.device_name AS "deviceName", d.farm_id AS "farmId",
      fm.farm_name AS "farmName", l.identifier, s.state_name AS "stateName", l.status, l.operator,
      ${ts('l.operate_time')} AS "operateTime"`,
    from: `iot_controller_logs l JOIN iot_devices d ON d.id = l.device_id
      LEFT JOIN farms fm ON fm.id = d.farm_id
      LEFT JOIN iot_controller_states s ON s.device_id = l.device_id AND s.identifier = l.identifier`,
    countFrom: 'iot_controller_log_tallies l JOIN iot_devices d ON d.id = l.device_id',
    count: 'coalesce(sum(l.n), 0)',
    pageFrom: 'iot_controller_logs l JOIN iot_devices d ON d.id = l.device_id',
    key: 'l.id',
  },
  area: 'd.area_id',
  filters: { farmId: 'd.farm_id', deviceId: 'l.device_id' },
  order: 'l.operate_time DESC, l.id DESC',
  tieBreak: 'l.id DESC',
  exportColumns: {
    operateTime: '操作时间',
    deviceName: '设备',
    farmName: '所在基地',
    stateName: '开关',
    operator: '操作人',
  },
});

/** Companies with IoT devices in an area (the IoT map), the most devices first. */
export const iotCompanyList = defineList({
  endpoint: listIotGisCompanies,
  sql: {
    select: `c.id AS "companyId", c.company_name AS "companyName", c.area_id::float8 AS "areaId",
      count(DISTINCT fm.id)::int AS "farmCount", count(*)::int AS "deviceCount",
      count(*) FILTER (WHERE d.status = 1)::int AS "onlineCount",
      round(avg(ST_X(fm.location))::numeric, 7)::float8 AS lng, round(avg(ST_Y(fm.location))::numeric, 7)::float8 AS lat`,
    from: 'iot_devices d JOIN farms fm ON fm.id = d.farm_id JOIN companies c ON c.id = fm.company_id',
    groupBy: 'c.id',
  },
  area: 'd.area_id',
  filters: {
    businessCategoryIds: (f, ids) => {
      if (ids.length) f.add('fm.business_category_id = ANY($?::int[])', ids);
    },
    farmIds: (f, ids) => {
      if (ids.length) f.add('fm.id = ANY($?::int[])', ids);
    },
  },
  order: 'count(*) DESC, c.id',
  tieBreak: 'c.id',
  exportColumns: {
    companyName: '经营主体',
    farmCount: '基地数',
    deviceCount: '设备数',
    onlineCount: '在线设备',
  },
});
