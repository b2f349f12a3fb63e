import { createHash } from 'node:crypto';
import type { SimDeviceSpec, SimProperty, ValueSource } from './types';

const HOUR_MS = 3_600_000;
// Beijing time, where the sun and the farms are.
const BEIJING_OFFSET_MS = 8 * HOUR_MS;

/** A stable number in [0, 1) from a text (a device's own offsets). */
function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** Daylight in [0, 1]: 0 at night, 1 at noon (Beijing hours 6–18). */
const daylight = (hour: number) => Math.max(0, Math.sin((Math.PI * (hour - 6)) / 12));

/**
 * A believable value of a property without a weather model: inside its normal range, on a daily curve by
 * the Beijing hour (temperatures peak mid-afternoon and humidity opposite them, light follows the sun, rain
 * falls seldom), each device a little apart from the others, with some noise.
 */
export const profileCurve: ValueSource = (device: SimDeviceSpec, p: SimProperty, tsMs: number) => {
  const [lo, hi] = p.normal;
  const span = hi - lo;
  const hour = ((((tsMs + BEIJING_OFFSET_MS) % (24 * HOUR_MS)) + 24 * HOUR_MS) % (24 * HOUR_MS)) / HOUR_MS;
  const own = unit(`${device.sn}:${p.identifier}`);
  const noise = (unit(`${device.sn}:${p.identifier}:${Math.floor(tsMs / 60_000)}`) - 0.5) * 0.04;
  const id = p.identifier.toLowerCase();
  let x: number;
  if (/illuminance|light|radiation|par/.test(id)) x = daylight(hour) * (0.5 + 0.4 * own);
  else if (/rain/.test(id)) x = own < 0.15 ? 0.05 * daylight(hour + 3) : 0;
  else if (/count/.test(id)) x = 0.1 + 0.3 * own * daylight(hour);
  else {
    // Warmest around 14:00; humidity runs the other way.
    const daily = Math.cos((2 * Math.PI * (hour - 14)) / 24);
    const sign = /humidity|moisture/.test(id) ? -1 : 1;
    x = 0.3 + 0.4 * own + 0.15 * sign * daily;
  }
  const v = lo + span * Math.min(1, Math.max(0, x + noise));
  const f = 10 ** p.digits;
  return Math.round(v * f) / f;
};
