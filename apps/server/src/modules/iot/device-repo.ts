import type { Queryable } from '../../db/client';
import type { Filter } from '../../query/sql-filter';
import { ts } from '../../query/sql-time';

/** Device columns with their properties (latest values) and switches; alias d = iot_devices. */
const COLUMNS = `
  d.id AS "deviceId", d.device_sn AS "deviceSn", d.device_name AS "deviceName",
         g.id AS "gateCategoryId", g.identifier AS "gateCategoryIdentifier", g.name AS "gateCategoryName",
         d.farm_id AS "farmId", f.farm_name AS "farmName", d.area_id AS "areaId", d.status,
         d.is_controller AS "isController",
         round(ST_X(d.location)::numeric, 7)::float8 AS lng, round(ST_Y(d.location)::numeric, 7)::float8 AS lat,
         ${ts('d.last_online_time')} AS "lastOnlineTime",
         coalesce((SELECT json_agg(json_build_object(
                    'devicePropertyId', p.id, 'identifier', p.identifier, 'propertyName', p.property_name,
                    'unit', p.unit, 'value', p.last_value, 'time', ${ts('p.last_time')},
                    'normalMin', p.normal_min, 'normalMax', p.normal_max,
                    'abnormal', CASE WHEN p.last_value < p.normal_min OR p.last_value > p.normal_max THEN 1 ELSE 0 END)
                    ORDER BY p.id) FROM iot_device_properties p WHERE p.device_id = d.id), '[]'::json) AS properties,
         coalesce((SELECT json_agg(json_build_object(
                    'identifier', s.identifier, 'stateName', s.state_name, 'status', s.status,
                    'updateTime', ${ts('s.update_time')}) ORDER BY s.identifier)
                    FROM iot_controller_states s WHERE s.device_id = d.id), '[]'::json) AS states`;
const TABLES = `
    iot_devices d
    JOIN gate_categories g ON g.id = d.gate_category_id
    LEFT JOIN farms f ON f.id = d.farm_id`;
const SELECT = `SELECT ${COLUMNS}`;
const FROM = `FROM ${TABLES}`;

/**
 * A device list's SQL (aliases d, g, f): the page's devices are found over the devices and their gate
 * categories (the order's columns) before their properties and switches are read.
 */
export const DEVICE_SQL = {
  select: COLUMNS,
  from: TABLES,
  countFrom: 'iot_devices d JOIN gate_categories g ON g.id = d.gate_category_id',
  key: 'd.id',
};
/** The order of device lists: sensors before controllers by gate category, then by id. */
export const DEVICE_ORDER = 'g.sort_num, g.id, d.id';

/** A device row as the contract shows it. */
export interface DeviceRow {
  deviceId: number;
  deviceSn: string;
  deviceName: string;
  gateCategoryId: number;
  gateCategoryIdentifier: string;
  gateCategoryName: string;
  farmId: number | null;
  farmName: string | null;
  areaId: number;
  status: number;
  isController: boolean;
  lng: number | null;
  lat: number | null;
  lastOnlineTime: string | null;
  properties: unknown[];
  states: unknown[];
}

/** Devices matching the filter, unpaged (lookups by serial). */
export async function listDevices(q: Queryable, filter: Filter): Promise<DeviceRow[]> {
  return (
    await q.query<DeviceRow>(`${SELECT} ${FROM} ${filter.where()} ORDER BY d.id LIMIT 500`, filter.params)
  ).map(numeric);
}

/** One device with maker, model and its 30-day alarm count. */
export async function findDevice(q: Queryable, deviceId: number) {
  const [row] = await q.query<
    DeviceRow & {
      manufacturer: string | null;
      model: string | null;
      installDate: string | null;
      alarmCount30d: number;
    }
  >(
    `${SELECT}, d.manufacturer, d.model, to_char(d.install_date, 'YYYY-MM-DD') AS "installDate",
            (SELECT count(*)::int FROM iot_alarm_records a WHERE a.device_id = d.id AND a.alarm_time > now() - interval '30 days') AS "alarmCount30d"
       ${FROM} WHERE d.id = $1`,
    [deviceId],
  );
  return row && numeric(row);
}

/** Device counts per gate category within the filter (aliases d, g). */
export async function groups(q: Queryable, filter: Filter) {
  return q.query<{
    gateCategoryId: number;
    identifier: string;
    name: string;
    deviceCount: number;
    onlineCount: number;
    alarmCount: number;
  }>(
    `SELECT g.id AS "gateCategoryId", g.identifier, g.name, count(*)::int AS "deviceCount",
            count(*) FILTER (WHERE d.status = 1)::int AS "onlineCount",
            coalesce(sum((SELECT count(*) FROM iot_alarm_records a WHERE a.device_id = d.id AND a.status IN (0, 2, 3))), 0)::int AS "alarmCount"
       ${FROM} ${filter.where()} GROUP BY g.id ORDER BY g.sort_num, g.id`,
    filter.params,
  );
}

// bigint area codes arrive as strings on some drivers; the contract has numbers.
export const numeric = <T extends { areaId: number }>(r: T): T => ({ ...r, areaId: Number(r.areaId) });
