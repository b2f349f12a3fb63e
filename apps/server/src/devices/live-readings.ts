import { beijingDateTime } from '@fengshou/core';
import type { Committed } from './writer';

/** A device's newest values of one write, as `iot.reading` carries them. */
export interface DeviceReadings {
  deviceId: number;
  time: string;
  values: { devicePropertyId: number; value: number }[];
}

// About 60 bytes a value: a chunk stays well under PostgreSQL's 8,000-byte NOTIFY payload.
export const READINGS_PER_EVENT = 20;

/**
 * One write's readings grouped for the live channel: per area (a device's village), each device once with
 * the newest value of each property it sent. A busy minute is then a few events, not one per message.
 */
export function latestByArea(
  readings: Committed['readings'],
  areaOf: (deviceId: number) => number | undefined,
): Map<number, DeviceReadings[]> {
  const newest = new Map<number, { deviceId: number; propertyId: number; ts: number; value: number }>();
  for (const r of readings) {
    const seen = newest.get(r.propertyId);
    if (!seen || seen.ts < r.ts) newest.set(r.propertyId, r);
  }
  const byDevice = new Map<number, { ts: number; values: DeviceReadings['values'] }>();
  for (const r of newest.values()) {
    const d = byDevice.get(r.deviceId) ?? { ts: 0, values: [] };
    d.ts = Math.max(d.ts, r.ts);
    d.values.push({ devicePropertyId: r.propertyId, value: r.value });
    byDevice.set(r.deviceId, d);
  }
  const byArea = new Map<number, DeviceReadings[]>();
  for (const [deviceId, d] of byDevice) {
    const areaId = areaOf(deviceId);
    if (areaId === undefined) continue;
    byArea.set(areaId, [
      ...(byArea.get(areaId) ?? []),
      { deviceId, time: beijingDateTime(d.ts), values: d.values },
    ]);
  }
  return byArea;
}

export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
