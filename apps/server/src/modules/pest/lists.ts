import { listBugDevices, listInsectData } from '@fengshou/core/contract';
import { pestDevicesImport } from '../../import/kinds/pest-devices';
import { defineList } from '../../query/list';
import { lastDay, pestFilter, shift } from './pest-repo';

/**
 * Insect counts per trap and day with their species, the latest day first; without dates the week ending
 * on the latest day with counts. The (trap, day) groups are paged over the counts' tally,
 * one row per group and area; the figures are read for the page's groups only.
 */
export const insectList = defineList({
  endpoint: listInsectData,
  sql: {
    select: `c.device_id AS "deviceId", d.device_name AS "deviceName", to_char(c.count_date, 'YYYY-MM-DD') AS date,
      (SELECT sum(x.insect_count)::int FROM pest_counts x
        WHERE x.device_id = c.device_id AND x.count_date = c.count_date) AS total,
      (SELECT json_agg(json_build_object('speciesId', s.id, 'name', s.name, 'count', x.insect_count)
                       ORDER BY x.insect_count DESC, s.id)
         FROM pest_counts x JOIN pest_species s ON s.id = x.species_id
        WHERE x.device_id = c.device_id AND x.count_date = c.count_date) AS species`,
    from: 'pest_count_day_tallies c JOIN pest_devices d ON d.id = c.device_id',
    groupBy: 'c.device_id, d.device_name, c.count_date',
  },
  area: 'c.area_id',
  filters: {
    farmId: 'd.farm_id',
    deviceId: 'c.device_id',
    startDate: (f, day) => {
      f.add('c.count_date >= $?::date', day);
    },
    endDate: (f, day) => {
      f.add('c.count_date <= $?::date', day);
    },
  },
  defaults: async (b, area, db) => {
    const endDate = b.endDate ?? (await lastDay(db, pestFilter(area.range, b, 'c')));
    return { endDate, startDate: b.startDate ?? shift(endDate, -6) };
  },
  order: 'c.count_date DESC, c.device_id',
  tieBreak: 'c.count_date DESC, c.device_id',
  exportColumns: { date: '日期', deviceName: '设备', total: '诱虫数' },
});

/** The traps of an area or farm with their latest day's catch, by id. */
export const bugDeviceList = defineList({
  endpoint: listBugDevices,
  imports: pestDevicesImport,
  sql: {
    select: `d.id AS "deviceId", d.device_sn AS "deviceSn", d.device_name AS "deviceName", d.device_type AS "deviceType",
      d.farm_id AS "farmId", fm.farm_name AS "farmName", d.area_id::float8 AS "areaId", d.status,
      round(ST_X(d.location)::numeric, 7)::float8 AS lng, round(ST_Y(d.location)::numeric, 7)::float8 AS lat,
      to_char(l.day, 'YYYY-MM-DD') AS "lastDate", coalesce(l.total, 0)::int AS "lastTotal"`,
    from: `pest_devices d LEFT JOIN farms fm ON fm.id = d.farm_id
      LEFT JOIN LATERAL (SELECT c.count_date AS day, sum(c.insect_count) AS total FROM pest_counts c
                          WHERE c.device_id = d.id AND c.count_date <= current_date
                          GROUP BY c.count_date ORDER BY c.count_date DESC LIMIT 1) l ON true`,
    countFrom: 'pest_devices d',
  },
  area: 'd.area_id',
  filters: { farmId: 'd.farm_id' },
  order: 'd.id',
  tieBreak: 'd.id',
  exportColumns: {
    deviceName: '设备',
    farmName: '所在基地',
    lastDate: '最近一日',
    lastTotal: '诱虫数',
  },
});
