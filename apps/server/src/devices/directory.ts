import { sha256, verifyPassword } from '../auth/tokens';
import type { Queryable } from '../db/client';
import type { DeviceIdentity } from './types';

/** A device with what checking its messages needs: its properties' ids and physical ranges, its switches. */
export interface DeviceModel {
  identity: DeviceIdentity;
  properties: Map<string, { id: number; min: number | null; max: number | null }>;
  states: Set<string>;
  messagesPerSecond: number;
}

interface Row {
  id: number;
  device_sn: string;
  area_id: string;
  farm_id: number | null;
  profile_id: number | null;
  is_controller: boolean;
  mps: number;
  mqtt_password_hash: string | null;
  props: { id: number; k: string; min: number | null; max: number | null }[];
  states: string[];
}

// A property's range is its own, or its profile's (a device registered without a profile has the first
// profile of its gate category).
const SELECT = `
  SELECT d.id, d.device_sn, d.area_id, d.farm_id, pr.id AS profile_id, d.is_controller, d.mqtt_password_hash,
         coalesce(pr.messages_per_second, 1)::float8 AS mps,
         coalesce((SELECT json_agg(json_build_object('id', p.id, 'k', p.identifier,
                     'min', coalesce(p.range_min, pp.range_min), 'max', coalesce(p.range_max, pp.range_max)))
                     FROM iot_device_properties p
                     LEFT JOIN device_profile_properties pp ON pp.profile_id = pr.id AND pp.identifier = p.identifier
                    WHERE p.device_id = d.id), '[]'::json) AS props,
         coalesce((SELECT json_agg(s.identifier) FROM iot_controller_states s WHERE s.device_id = d.id), '[]'::json) AS states
    FROM iot_devices d
    LEFT JOIN device_profiles pr ON pr.id = coalesce(d.profile_id,
      (SELECT min(x.id) FROM device_profiles x WHERE x.gate_category_id = d.gate_category_id))`;

function model(r: Row): DeviceModel {
  return {
    identity: {
      id: r.id,
      sn: r.device_sn,
      areaId: Number(r.area_id),
      farmId: r.farm_id,
      profileId: r.profile_id,
      isController: r.is_controller,
    },
    properties: new Map(r.props.map((p) => [p.k, { id: p.id, min: p.min, max: p.max }])),
    states: new Set(r.states),
    messagesPerSecond: r.mps,
  };
}

interface Entry {
  model: DeviceModel | null;
  expires: number;
}

/**
 * Devices by credential, cached for a short time: a device sending every second must not cost a lookup per
 * message. A rotated token or a changed device is forgotten at once on this server (`forget`) and within the
 * cache time on the others.
 */
export class DeviceDirectory {
  private byHash = new Map<string, Entry>();
  private bySn = new Map<string, Entry>();
  private models = new Map<number, DeviceModel>();

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 15_000,
  ) {}

  /** The device holding this token, or null. */
  async byToken(token: string): Promise<DeviceModel | null> {
    const hash = sha256(token);
    return this.cached(this.byHash, hash, `${SELECT} WHERE d.token_hash = $1`, hash);
  }

  /** The device with this serial (an external broker has authenticated it), or null. */
  async bySerial(sn: string): Promise<DeviceModel | null> {
    return this.cached(this.bySn, sn, `${SELECT} WHERE d.device_sn = $1`, sn);
  }

  /** MQTT sign-in: the device's own user name and password, or its serial (or anything) and its token. */
  async byMqttLogin(username: string, password: string): Promise<DeviceModel | null> {
    const key = `${username}\u0000${sha256(password)}`;
    const hit = this.bySn.get(key);
    if (hit && hit.expires > Date.now()) return hit.model;
    let found: DeviceModel | null = null;
    const [own] = await this.db.query<Row>(`${SELECT} WHERE d.mqtt_username = $1`, [username]);
    if (own?.mqtt_password_hash && (await verifyPassword(password, own.mqtt_password_hash)))
      found = model(own);
    if (!found) {
      const byToken = await this.byToken(password);
      if (byToken && (byToken.identity.sn === username || username === '' || username === 'token'))
        found = byToken;
    }
    this.remember(this.bySn, key, found);
    return found;
  }

  /** Drops what is cached of a device (its token, properties or switches changed). */
  forget(deviceId: number): void {
    for (const map of [this.byHash, this.bySn])
      for (const [k, e] of map) if (e.model?.identity.id === deviceId) map.delete(k);
    this.models.delete(deviceId);
  }

  /** The model of a device already seen through a credential (for acknowledgements and states). */
  seen(deviceId: number): DeviceModel | undefined {
    return this.models.get(deviceId);
  }

  private async cached(map: Map<string, Entry>, key: string, sql: string, param: string) {
    const hit = map.get(key);
    if (hit && hit.expires > Date.now()) return hit.model;
    const [row] = await this.db.query<Row>(sql, [param]);
    const found = row ? model(row) : null;
    this.remember(map, key, found);
    return found;
  }

  private remember(map: Map<string, Entry>, key: string, found: DeviceModel | null) {
    // Unknown credentials are remembered briefly too, so a misconfigured device retrying fast costs no lookups.
    if (map.size > 50_000) map.clear();
    map.set(key, { model: found, expires: Date.now() + (found ? this.ttlMs : 5_000) });
    if (found) this.models.set(found.identity.id, found);
  }
}
