import { createHmac } from 'node:crypto';
import { sha256 } from '../../auth/tokens';

// Demo only: the demo's devices have tokens anyone can derive from their serials, so the in-process simulator
// (and a developer's own scripts) can sign in as them. Installations without the demo issue random tokens.
const DEMO_DEVICE_KEY = 'fengshou-demo-devices-public-key';

/** The access token of a demo device (HMAC-SHA256 of its serial under the public demo key). */
export function demoDeviceToken(sn: string): string {
  return createHmac('sha256', DEMO_DEVICE_KEY).update(sn).digest('base64url');
}

/** What the demo seed stores of it (token_hash, as for every device token: its SHA-256). */
export function demoTokenHash(sn: string): string {
  return sha256(demoDeviceToken(sn));
}

/** Serials of the demo seed's devices (kind prefix, county code, serial number). */
export const DEMO_SERIAL = /^(QX|TS|SZ|SS|XQ|GG|SF|KZ|LC|LD|QT|LQ)\d{11}$/;
