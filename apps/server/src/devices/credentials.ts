import { badParams } from '@fengshou/core';
import { hashPassword, newToken, sha256 } from '../auth/tokens';
import type { Queryable } from '../db/client';

/** What is stored of a device token: its SHA-256 (tokens are random, so no salt or slow hash is needed). */
export const hashToken = sha256;

/** Issues a device a new access token (32 random bytes, URL-safe) (the old one stops working at once) and answers it; only its hash is kept. */
export async function issueToken(q: Queryable, deviceId: number): Promise<string> {
  const token = newToken();
  const rows = await q.query(
    'UPDATE iot_devices SET token_hash = $2, token_issued_at = now() WHERE id = $1 RETURNING id',
    [deviceId, hashToken(token)],
  );
  if (rows.length === 0) throw badParams(['deviceId'], '设备不存在');
  return token;
}

/**
 * Sets a device's own MQTT user name and password (scrypt, like user passwords), or clears both with a null
 * password. Without one the device signs in to MQTT with its serial and access token.
 */
export async function setMqttLogin(
  q: Queryable,
  deviceId: number,
  username: string,
  password: string | null,
): Promise<void> {
  if (password === null) {
    await q.query('UPDATE iot_devices SET mqtt_username = NULL, mqtt_password_hash = NULL WHERE id = $1', [
      deviceId,
    ]);
    return;
  }
  const [taken] = await q.query<{ id: number }>(
    'SELECT id FROM iot_devices WHERE (mqtt_username = $1 OR device_sn = $1) AND id <> $2',
    [username, deviceId],
  );
  if (taken) throw badParams(['username'], 'MQTT 用户名已被其他设备使用');
  const rows = await q.query(
    'UPDATE iot_devices SET mqtt_username = $2, mqtt_password_hash = $3 WHERE id = $1 RETURNING id',
    [deviceId, username, await hashPassword(password)],
  );
  if (rows.length === 0) throw badParams(['deviceId'], '设备不存在');
}
