import type { Executor } from '../../db/client';

/**
 * Gives devices what their profile declares: its gate category and controller flag, a property per profile
 * property (name, unit, physical range, normal range, digits) and a switch per profile state (off, now).
 * Shared by the registry's create and the 物联网设备 import, so a device is the same however it came in.
 * A property the device has already keeps its own normal range (a bureau may have tuned it) but takes the
 * profile's physical range, which is what ingestion validates against; switches it has keep their state.
 */
export async function applyProfiles(q: Executor, deviceIds: readonly number[]): Promise<void> {
  if (deviceIds.length === 0) return;
  await q.query(
    `UPDATE iot_devices d SET gate_category_id = p.gate_category_id, is_controller = p.is_controller
       FROM device_profiles p WHERE p.id = d.profile_id AND d.id = ANY($1::int[])`,
    [deviceIds],
  );
  await q.query(
    `INSERT INTO iot_device_properties
            (device_id, identifier, property_name, unit, normal_min, normal_max, range_min, range_max, digits)
     SELECT d.id, pp.identifier, pp.name, pp.unit, pp.normal_min, pp.normal_max, pp.range_min, pp.range_max, pp.digits
       FROM iot_devices d JOIN device_profile_properties pp ON pp.profile_id = d.profile_id
      WHERE d.id = ANY($1::int[])
      ORDER BY d.id, pp.sort_num, pp.identifier
     ON CONFLICT (device_id, identifier) DO UPDATE
        SET range_min = EXCLUDED.range_min, range_max = EXCLUDED.range_max, digits = EXCLUDED.digits`,
    [deviceIds],
  );
  await q.query(
    `INSERT INTO iot_controller_states (device_id, identifier, state_name, status, update_time)
     SELECT d.id, ps.identifier, ps.name, 0, now()
       FROM iot_devices d JOIN device_profile_states ps ON ps.profile_id = d.profile_id
      WHERE d.id = ANY($1::int[])
     ON CONFLICT (device_id, identifier) DO NOTHING`,
    [deviceIds],
  );
}
