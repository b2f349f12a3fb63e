import type { Database } from '../db/client';
import { applyRules, type RuleOutcome, type StoredReading } from './rule-engine';
import type { RejectReason } from './types';

/** A checked reading waiting to be written. */
export interface QueuedReading extends StoredReading {
  deviceId: number;
  /** When the server received it (epoch ms), for the ingest-to-commit latency. */
  received: number;
}

/** What one write committed, for the live channel. */
export interface Committed {
  readings: (StoredReading & { deviceId: number })[];
  rules: RuleOutcome;
  /** Devices that were offline and spoke again. */
  online: { deviceId: number; areaId: number; at: number }[];
}

interface Batch {
  readings: QueuedReading[];
  contacts: Map<number, number>;
  rejections: Map<
    string,
    { deviceId: number; reason: RejectReason; count: number; detail: string; at: number }
  >;
  done: Promise<Committed>;
  settle: { resolve: (c: Committed) => void; reject: (e: unknown) => void };
}

function newBatch(): Batch {
  let settle!: Batch['settle'];
  const done = new Promise<Committed>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // A caller that does not wait (MQTT QoS 0) must not turn a failed write into an unhandled rejection.
  done.catch(() => {});
  return { readings: [], contacts: new Map(), rejections: new Map(), done, settle };
}

/**
 * Writes checked readings in batches: what arrives while a batch is being written goes into the next one, so
 * a busy minute costs a few transactions instead of one per message. A batch is written at most `delayMs`
 * after its first reading or as soon as it holds `maxReadings`. One transaction writes the readings (a second
 * reading of a property at the same time is ignored), the properties' latest values, the devices' last
 * contact and online state, the refused-message counts, and the rules' states and alarms.
 */
export class ReadingWriter {
  private batch = newBatch();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private latencies: number[] = [];
  readonly totals = { stored: 0, flushes: 0 };

  constructor(
    private readonly db: Database,
    private readonly onCommit: (c: Committed) => void,
    private readonly onError: (e: Error) => void,
    private readonly delayMs = 50,
    private readonly maxReadings = 5000,
  ) {}

  /** Queues readings; resolves once the batch holding them is committed. */
  add(deviceId: number, readings: QueuedReading[], at: number): Promise<Committed> {
    const b = this.batch;
    b.readings.push(...readings);
    b.contacts.set(deviceId, Math.max(b.contacts.get(deviceId) ?? 0, at));
    this.schedule();
    return b.done;
  }

  /** Counts a refused message (or reading) of a device; written with the next batch. */
  reject(deviceId: number, reason: RejectReason, detail: string, at: number): void {
    const b = this.batch;
    const key = `${deviceId}:${reason}`;
    const r = b.rejections.get(key) ?? { deviceId, reason, count: 0, detail, at };
    r.count++;
    r.detail = detail.slice(0, 300);
    r.at = at;
    b.rejections.set(key, r);
    b.contacts.set(deviceId, Math.max(b.contacts.get(deviceId) ?? 0, at));
    this.schedule();
  }

  /** Writes what is queued now and waits for it. */
  async drain(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.writing || this.pending()) {
      if (this.writing) await this.writing;
      else this.startWrite();
    }
  }

  /** Receive-to-commit milliseconds of the last readings written (at most 100,000 kept). */
  latencyPercentile(p: number): number {
    if (this.latencies.length === 0) return 0;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  }

  private pending(): boolean {
    const b = this.batch;
    return b.readings.length > 0 || b.contacts.size > 0 || b.rejections.size > 0;
  }

  private schedule() {
    if (this.writing) return;
    if (this.batch.readings.length >= this.maxReadings) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.startWrite();
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.startWrite();
      }, this.delayMs);
    }
  }

  private startWrite() {
    if (this.writing || !this.pending()) return;
    const b = this.batch;
    this.batch = newBatch();
    this.writing = this.write(b)
      .then((c) => {
        const now = Date.now();
        for (const r of b.readings) this.latencies.push(now - r.received);
        if (this.latencies.length > 100_000) this.latencies.splice(0, this.latencies.length - 100_000);
        this.totals.stored += c.readings.length;
        this.totals.flushes++;
        b.settle.resolve(c);
        this.onCommit(c);
      })
      .catch((e: Error) => {
        b.settle.reject(e);
        this.onError(e);
      })
      .finally(() => {
        this.writing = undefined;
        if (this.pending()) this.schedule();
      });
  }

  private write(b: Batch): Promise<Committed> {
    const r = b.readings;
    return this.db.tx(async (q) => {
      const written = r.length
        ? await q.query<{ property_id: number; ts: number; value: number }>(
            `INSERT INTO iot_readings (property_id, ts, value)
             SELECT id, to_timestamp(t / 1000.0), v FROM unnest($1::int[], $2::float8[], $3::real[]) AS x(id, t, v)
             ON CONFLICT DO NOTHING
             RETURNING property_id, (extract(epoch FROM ts) * 1000)::float8 AS ts, value`,
            [r.map((x) => x.propertyId), r.map((x) => x.ts), r.map((x) => x.value)],
          )
        : [];
      // The rules first: a rule without state starts from the property's value before this batch.
      const stored = written.map((w) => ({ propertyId: w.property_id, ts: w.ts, value: w.value }));
      const rules = await applyRules(q, stored);
      if (written.length) {
        await q.query(
          `UPDATE iot_device_properties p SET last_value = x.v, last_time = to_timestamp(x.t / 1000.0)
             FROM (SELECT DISTINCT ON (id) id, t, v FROM unnest($1::int[], $2::float8[], $3::real[]) AS u(id, t, v)
                    ORDER BY id, t DESC) x
            WHERE p.id = x.id AND (p.last_time IS NULL OR p.last_time <= to_timestamp(x.t / 1000.0))`,
          [written.map((w) => w.property_id), written.map((w) => w.ts), written.map((w) => w.value)],
        );
      }
      const ids = [...b.contacts.keys()].sort((x, y) => x - y);
      const online = ids.length
        ? await q.query<{ id: number; area_id: string; at: number; was_status: number }>(
            `WITH x AS (SELECT * FROM unnest($1::int[], $2::float8[]) AS x(id, t)),
                  was AS (SELECT d.id, d.status FROM iot_devices d JOIN x ON x.id = d.id ORDER BY d.id FOR UPDATE OF d)
             UPDATE iot_devices d SET last_contact = to_timestamp(x.t / 1000.0), last_online_time = to_timestamp(x.t / 1000.0),
                    status = 1, status_changed_at = CASE WHEN was.status = 0 THEN to_timestamp(x.t / 1000.0) ELSE d.status_changed_at END
               FROM x JOIN was ON was.id = x.id
              WHERE d.id = x.id AND (d.last_contact IS NULL OR d.last_contact < to_timestamp(x.t / 1000.0))
             RETURNING d.id, d.area_id, x.t AS at, was.status AS was_status`,
            [ids, ids.map((id) => b.contacts.get(id)!)],
          )
        : [];
      const rej = [...b.rejections.values()];
      if (rej.length) {
        await q.query(
          `INSERT INTO device_rejections AS r (device_id, reason, count, last_time, last_detail)
           SELECT d, reason, n, to_timestamp(t / 1000.0), detail
             FROM unnest($1::int[], $2::text[], $3::bigint[], $4::float8[], $5::text[]) AS x(d, reason, n, t, detail)
           ON CONFLICT (device_id, reason) DO UPDATE SET count = r.count + EXCLUDED.count,
             last_time = EXCLUDED.last_time, last_detail = EXCLUDED.last_detail`,
          [
            rej.map((x) => x.deviceId),
            rej.map((x) => x.reason),
            rej.map((x) => x.count),
            rej.map((x) => x.at),
            rej.map((x) => x.detail),
          ],
        );
      }
      const deviceOf = new Map(r.map((x) => [x.propertyId, x.deviceId]));
      return {
        readings: stored.map((s) => ({ ...s, deviceId: deviceOf.get(s.propertyId)! })),
        rules,
        online: online
          .filter((o) => o.was_status === 0)
          .map((o) => ({ deviceId: o.id, areaId: Number(o.area_id), at: o.at })),
      };
    });
  }
}
