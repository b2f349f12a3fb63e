import type { Database } from '../db/client';
import type { LiveHub } from '../live/hub';
import { type ReadingsReport, recordReadings } from '../modules/iot/readings';
import { modelValue, sensorDef } from './simulator/weather-values';

interface PropRow {
  id: number;
  identifier: string;
  gate: string;
  last: number | null;
  area_id: number;
}

/**
 * One minute of the demo county: a reading for every property of every online sensor from the weather
 * model, device and property "last seen" updated, alarms raised where a reading crosses a rule's
 * threshold (edge-triggered: the previous value was inside). Idempotent per minute (the readings' primary
 * key), so several API servers on one database write each minute once. After commit, new alarms and the
 * readings go out on the live channel (`iot.alarm`, `iot.reading`).
 */
export async function tick(db: Database, live: LiveHub, nowMs = Date.now()): Promise<ReadingsReport> {
  const minuteMs = Math.floor(nowMs / 60_000) * 60_000;
  const stamp = new Date(minuteMs).toISOString();
  const props = await db.query<PropRow>(
    `SELECT p.id, p.identifier, g.identifier AS gate, p.last_value AS last, d.area_id
       FROM iot_device_properties p JOIN iot_devices d ON d.id = p.device_id JOIN gate_categories g ON g.id = d.gate_category_id
      WHERE d.status = 1 AND NOT d.is_controller AND (p.last_time IS NULL OR p.last_time < $1::timestamptz)`,
    [stamp],
  );
  const ids: number[] = [];
  const values: number[] = [];
  for (const p of props) {
    const def = sensorDef(p.gate, p.identifier);
    const v = def && modelValue(def, p, minuteMs);
    if (v === undefined || !Number.isFinite(v)) continue;
    const f = 10 ** def!.digits;
    ids.push(p.id);
    values.push(Math.round(v * f) / f);
  }
  return recordReadings(db, live, ids, values, stamp);
}

/** Runs `tick` at the start of every minute until the returned function is called (demo mode). */
export function startDemoTicker(
  db: Database,
  live: LiveHub,
  log: { warn: (o: object, m: string) => void },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(run, 60_000 - (Date.now() % 60_000) + 200);
    timer.unref();
  };
  const run = () => {
    tick(db, live)
      .catch((e: Error) => log.warn({ err: e.message }, 'iot ticker failed'))
      .finally(schedule);
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
