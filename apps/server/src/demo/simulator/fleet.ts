import type { CommandMessage } from '../../devices/types';
import type { DeviceLink, SimDeviceSpec, ValueSource } from './types';

export interface FleetOptions {
  /** The link of each device (MQTT session or HTTP). */
  link: (device: SimDeviceSpec) => DeviceLink;
  values: ValueSource;
  /** Each device sends one message this often. */
  intervalMs: number;
  /** Readings per property in one message (a gateway's batch of `batch` sample times, spread over the interval). */
  batch?: number;
  /**
   * 'spread': each device at its own offset within the interval (many devices, an even load); 'minute': all
   * at the start of each interval, stamped with it (the demo's minute readings).
   */
  schedule?: 'spread' | 'minute';
  /** How many devices connect at once when the fleet starts. */
  connectConcurrency?: number;
  onError?: (device: SimDeviceSpec, error: Error) => void;
}

/** What the fleet did since it started. */
export interface FleetStats {
  connected: number;
  messages: number;
  readings: number;
  failed: number;
  commands: number;
  acknowledged: number;
  /** Send → answer (MQTT PUBACK after the server stored it, or the HTTP answer), milliseconds. */
  sendP50: number;
  sendP99: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

/** Simulated devices sending on a schedule and acting on commands, as real ones do. */
export class Fleet {
  private readonly links = new Map<string, DeviceLink>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly switches = new Map<string, Map<string, 0 | 1>>();
  private readonly seen = new Set<string>();
  private sendTimes: number[] = [];
  private stopped = false;
  readonly stats = { connected: 0, messages: 0, readings: 0, failed: 0, commands: 0, acknowledged: 0 };

  constructor(
    readonly devices: readonly SimDeviceSpec[],
    private readonly opts: FleetOptions,
  ) {}

  /** Connects every device (a few at a time) and starts their schedules; resolves once all tried. */
  async start(): Promise<void> {
    const queue = [...this.devices];
    const worker = async () => {
      for (let d = queue.shift(); d && !this.stopped; d = queue.shift()) await this.connect(d);
    };
    await Promise.all(Array.from({ length: this.opts.connectConcurrency ?? 50 }, worker));
  }

  private async connect(device: SimDeviceSpec) {
    const link = this.opts.link(device);
    try {
      await link.open((c) => this.command(device, link, c));
      this.links.set(device.sn, link);
      this.stats.connected++;
      this.schedule(device, link);
    } catch (e) {
      this.stats.failed++;
      this.opts.onError?.(device, e as Error);
    }
  }

  private schedule(device: SimDeviceSpec, link: DeviceLink) {
    if (device.controller || device.profile.properties.length === 0) return;
    const { intervalMs } = this.opts;
    const minute = this.opts.schedule === 'minute';
    const next = () => {
      if (this.stopped) return;
      const now = Date.now();
      const wait = minute
        ? intervalMs - (now % intervalMs) + 200
        : intervalMs - ((now - this.offset(device)) % intervalMs);
      const t = setTimeout(() => {
        this.timers.delete(t);
        const at = minute ? Math.floor(Date.now() / intervalMs) * intervalMs : Date.now();
        void this.send(device, link, at).finally(next);
      }, wait);
      t.unref();
      this.timers.add(t);
    };
    next();
  }

  /** A device's own offset within the interval (stable, so restarts keep the spread). */
  private offset(device: SimDeviceSpec): number {
    let h = 0;
    for (const ch of device.sn) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return h % this.opts.intervalMs;
  }

  /** The message of one send: `{ts, values}`, or an array of them for a batch. */
  message(device: SimDeviceSpec, atMs: number): { ts: number; values: Record<string, number> }[] {
    const n = Math.max(1, this.opts.batch ?? 1);
    const step = this.opts.intervalMs / n;
    const entries = [];
    for (let i = n - 1; i >= 0; i--) {
      const ts = Math.round(atMs - i * step);
      const values: Record<string, number> = {};
      for (const p of device.profile.properties) {
        const v = this.opts.values(device, p, ts);
        if (v !== undefined && Number.isFinite(v)) values[p.identifier] = v;
      }
      if (Object.keys(values).length) entries.push({ ts, values });
    }
    return entries;
  }

  /** Sends one message now (the schedule calls it; tests and benchmarks may too). */
  async send(device: SimDeviceSpec, link = this.links.get(device.sn), atMs = Date.now()): Promise<void> {
    if (!link) return;
    const entries = this.message(device, atMs);
    if (entries.length === 0) return;
    const t0 = performance.now();
    try {
      await link.telemetry(entries.length === 1 ? entries[0] : entries);
      this.stats.messages++;
      this.stats.readings += entries.reduce((n, e) => n + Object.keys(e.values).length, 0);
      if (this.sendTimes.length < 200_000) this.sendTimes.push(performance.now() - t0);
    } catch (e) {
      this.stats.failed++;
      this.opts.onError?.(device, e as Error);
    }
  }

  /** A controller acts on a command once, acknowledges it, then reports the switch as it now stands. */
  private command(device: SimDeviceSpec, link: DeviceLink, c: CommandMessage) {
    if (this.seen.has(c.commandId)) return;
    if (this.seen.size > 10_000) this.seen.clear();
    this.seen.add(c.commandId);
    this.stats.commands++;
    let states = this.switches.get(device.sn);
    if (!states) {
      states = new Map();
      this.switches.set(device.sn, states);
    }
    states.set(c.identifier, c.status);
    link
      .ack({ commandId: c.commandId, ok: true })
      .then(() => link.state({ [c.identifier]: c.status }))
      .then(() => {
        this.stats.acknowledged++;
      })
      .catch((e: Error) => this.opts.onError?.(device, e));
  }

  /** The figures so far, with send latency percentiles. */
  snapshot(): FleetStats {
    const sorted = [...this.sendTimes].sort((a, b) => a - b);
    return { ...this.stats, sendP50: percentile(sorted, 0.5), sendP99: percentile(sorted, 0.99) };
  }

  /** Clears the counters (a benchmark's warm-up is over). */
  resetStats(): void {
    Object.assign(this.stats, { messages: 0, readings: 0, failed: 0, commands: 0, acknowledged: 0 });
    this.sendTimes = [];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.all([...this.links.values()].map((l) => l.close().catch(() => undefined)));
    this.links.clear();
  }
}
