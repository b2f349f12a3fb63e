import type { Queryable } from '../../db/client';
import type { DeviceIdentity } from '../types';

interface Row {
  id: number;
  sn: string;
  area_id: string | number;
  farm_id: number | null;
  profile_id: number | null;
  is_controller: boolean;
}

// A device created, deleted or moved is seen within this long by a server behind an external broker.
const TTL_MS = 60_000;
const UNKNOWN_TTL_MS = 10_000;
const MAX_ENTRIES = 100_000;

/**
 * Devices by serial or MQTT user name, for the side where an external broker has already authenticated them
 * (the topic names the serial) or asks whether a user name may use a topic. Cached briefly: every message
 * of every device passes here.
 */
export class DeviceLookup {
  private readonly cache = new Map<string, { device: DeviceIdentity | null; until: number }>();

  constructor(private readonly db: Queryable) {}

  /** The device with this serial. */
  bySn(sn: string): Promise<DeviceIdentity | null> {
    return this.cached(`sn:${sn}`, 'device_sn = $1', sn);
  }

  /** The device signing in with this MQTT user name: its own user name, or its serial. */
  byUsername(username: string): Promise<DeviceIdentity | null> {
    return this.cached(`user:${username}`, '(mqtt_username = $1 OR device_sn = $1)', username);
  }

  private async cached(key: string, where: string, value: string): Promise<DeviceIdentity | null> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.device;
    const [row] = await this.db.query<Row>(
      `SELECT id, device_sn AS sn, area_id, farm_id, profile_id, is_controller FROM iot_devices
        WHERE ${where} ORDER BY (mqtt_username = $1) DESC NULLS LAST LIMIT 1`,
      [value],
    );
    const device: DeviceIdentity | null = row
      ? {
          id: row.id,
          sn: row.sn,
          areaId: Number(row.area_id),
          farmId: row.farm_id,
          profileId: row.profile_id,
          isController: row.is_controller,
        }
      : null;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, { device, until: now + (device ? TTL_MS : UNKNOWN_TTL_MS) });
    return device;
  }
}
