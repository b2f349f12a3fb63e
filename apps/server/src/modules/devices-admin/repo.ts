import { badParams } from '@fengshou/core';
import { type createDevice, REJECT_REASON_LABELS, type updateDevice } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Executor, Queryable } from '../../db/client';
import { applyProfiles } from '../../import/kinds/device-profile';
import { ts } from '../../query/sql-time';
import { ADMIN_DEVICE_FROM, ADMIN_DEVICE_SELECT } from './lists';

type CreateBody = z.output<typeof createDevice.body>;
type UpdateBody = z.output<typeof updateDevice.body>;
type Place = Pick<UpdateBody, 'lng' | 'lat'>;

/** The catalogue's profiles with their properties and switches, and how many devices of the area use each. */
export async function profiles(q: Queryable, range: readonly [number, number]) {
  return q.query(
    `SELECT p.id AS "profileId", p.code, p.name, p.gate_category_id AS "gateCategoryId",
            g.name AS "gateCategoryName", p.is_controller AS "isController",
            p.messages_per_second::float8 AS "messagesPerSecond", p.offline_after_s AS "offlineAfterS",
            coalesce((SELECT json_agg(json_build_object('identifier', pp.identifier, 'name', pp.name,
                        'unit', pp.unit, 'rangeMin', pp.range_min, 'rangeMax', pp.range_max,
                        'normalMin', pp.normal_min, 'normalMax', pp.normal_max, 'digits', pp.digits)
                        ORDER BY pp.sort_num, pp.identifier)
                        FROM device_profile_properties pp WHERE pp.profile_id = p.id), '[]'::json) AS properties,
            coalesce((SELECT json_agg(json_build_object('identifier', ps.identifier, 'name', ps.name)
                        ORDER BY ps.sort_num, ps.identifier)
                        FROM device_profile_states ps WHERE ps.profile_id = p.id), '[]'::json) AS states,
            (SELECT count(*)::int FROM iot_devices d
              WHERE d.profile_id = p.id AND d.area_id BETWEEN $1 AND $2) AS "deviceCount"
       FROM device_profiles p JOIN gate_categories g ON g.id = p.gate_category_id
      ORDER BY g.sort_num, p.id`,
    [range[0], range[1]],
  );
}

/** A point from the body's longitude and latitude: both or neither. */
function pointOf(b: Place): { lng: number; lat: number } | null {
  const lng = b.lng ?? null;
  const lat = b.lat ?? null;
  if ((lng === null) !== (lat === null)) throw badParams(['lng', 'lat'], '经度和纬度须同时填写');
  return lng === null || lat === null ? null : { lng, lat };
}

/** The area of a farm (its scope is checked by the binding). */
async function farmArea(q: Queryable, farmId: number): Promise<number> {
  const [f] = await q.query<{ area_id: string }>('SELECT area_id FROM farms WHERE id = $1', [farmId]);
  if (!f) throw badParams(['farmId'], '农场不存在');
  return Number(f.area_id);
}

/**
 * Registers a device in a farm with the properties and switches of its profile. A new device has not
 * spoken yet: it is offline until its first message. Duplicate serials are refused naming deviceSn.
 */
export async function insertDevice(q: Executor, b: CreateBody): Promise<number> {
  const [profile] = await q.query('SELECT id FROM device_profiles WHERE id = $1', [b.profileId]);
  if (!profile) throw badParams(['profileId'], '设备模型不存在');
  const areaId = await farmArea(q, b.farmId);
  const at = pointOf(b);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO iot_devices (device_sn, device_name, gate_category_id, profile_id, farm_id, area_id, location,
            status, status_changed_at, is_controller, manufacturer, model, install_date)
     SELECT $1, $2, p.gate_category_id, p.id, $4, $5,
            CASE WHEN $6::float8 IS NULL THEN NULL ELSE ST_SetSRID(ST_MakePoint($6::float8, $7::float8), 4326) END,
            0, now(), p.is_controller, $8, $9, $10::date
       FROM device_profiles p WHERE p.id = $3
     ON CONFLICT (device_sn) DO NOTHING RETURNING id`,
    [
      b.deviceSn,
      b.deviceName,
      b.profileId,
      b.farmId,
      areaId,
      at?.lng ?? null,
      at?.lat ?? null,
      b.manufacturer || null,
      b.model || null,
      b.installDate ?? null,
    ],
  );
  if (!row) throw badParams(['deviceSn'], `设备序列号“${b.deviceSn}”已登记`);
  await applyProfiles(q, [row.id]);
  return row.id;
}

/**
 * Changes what a bureau may change of a device: name, farm (and with it the area), location, maker, model,
 * install date. Fields the body leaves out keep their value; a null clears it. The profile stays: its
 * properties carry the device's readings.
 */
export async function changeDevice(q: Executor, b: UpdateBody): Promise<void> {
  const areaId = await farmArea(q, b.farmId);
  const params: unknown[] = [b.deviceId, b.deviceName, b.farmId, areaId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const sets = ['device_name = $2', 'farm_id = $3', 'area_id = $4'];
  if (b.lng !== undefined || b.lat !== undefined) {
    const at = pointOf(b);
    sets.push(
      at
        ? `location = ST_SetSRID(ST_MakePoint(${p(at.lng)}::float8, ${p(at.lat)}::float8), 4326)`
        : 'location = NULL',
    );
  }
  if (b.manufacturer !== undefined) sets.push(`manufacturer = ${p(b.manufacturer || null)}`);
  if (b.model !== undefined) sets.push(`model = ${p(b.model || null)}`);
  if (b.installDate !== undefined) sets.push(`install_date = ${p(b.installDate)}::date`);
  const rows = await q.query(`UPDATE iot_devices SET ${sets.join(', ')} WHERE id = $1 RETURNING id`, params);
  if (rows.length === 0) throw badParams(['deviceId'], '设备不存在');
}

/**
 * Deletes a device with everything it recorded. Readings have no foreign key (the time series is kept lean),
 * so they are deleted first in the same transaction; properties, switches, alarms, rules of its properties,
 * commands and refusal counts go by cascade. The row is locked first so ingestion cannot add readings to a
 * property between the two deletes.
 */
export async function removeDevice(q: Executor, deviceId: number): Promise<number> {
  const [d] = await q.query('SELECT id FROM iot_devices WHERE id = $1 FOR UPDATE', [deviceId]);
  if (!d) throw badParams(['deviceId'], '设备不存在');
  const [gone] = await q.query<{ n: number }>(
    `WITH r AS (DELETE FROM iot_readings WHERE property_id IN
                  (SELECT id FROM iot_device_properties WHERE device_id = $1) RETURNING 1)
     SELECT count(*)::int AS n FROM r`,
    [deviceId],
  );
  await q.query('DELETE FROM iot_devices WHERE id = $1', [deviceId]);
  return gone?.n ?? 0;
}

/** One device as the registry lists it. */
export async function adminDevice(q: Queryable, deviceId: number) {
  const [row] = await q.query(`SELECT ${ADMIN_DEVICE_SELECT} FROM ${ADMIN_DEVICE_FROM} WHERE d.id = $1`, [
    deviceId,
  ]);
  if (!row) throw badParams(['deviceId'], '设备不存在');
  return row;
}

/** The serial and name of devices, with the time their token was issued. */
export async function issuedOf(q: Queryable, deviceIds: readonly number[]) {
  return q.query<{ deviceId: number; deviceSn: string; deviceName: string; issuedAt: string }>(
    `SELECT id AS "deviceId", device_sn AS "deviceSn", device_name AS "deviceName",
            ${ts('token_issued_at')} AS "issuedAt"
       FROM iot_devices WHERE id = ANY($1::int[]) ORDER BY id`,
    [deviceIds],
  );
}

/** What a device's messages had refused, per reason: how often, when last, and the latest example. */
export async function rejections(q: Queryable, deviceId: number) {
  const rows = await q.query<{ reason: string; count: number; lastTime: string; lastDetail: string | null }>(
    `SELECT reason, count::int AS count, ${ts('last_time')} AS "lastTime", last_detail AS "lastDetail"
       FROM device_rejections WHERE device_id = $1 ORDER BY count DESC, reason`,
    [deviceId],
  );
  return rows.map((r) => ({ ...r, reasonName: REJECT_REASON_LABELS[r.reason] ?? r.reason }));
}
