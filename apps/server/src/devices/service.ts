import { beijingDateTime } from '@fengshou/core';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { LiveHub } from '../live/hub';
import { alarmsById } from './alarms';
import {
  answerCommand,
  type CommandView,
  markDelivered,
  messageOf,
  pendingFor,
  timeOutCommands,
} from './commands';
import { DeviceDirectory, type DeviceModel } from './directory';
import { chunks, latestByArea, READINGS_PER_EVENT } from './live-readings';
import { MalformedPayload, parseAck, parseStates, parseTelemetry } from './payload';
import { DeviceRateLimit } from './rate-limit';
import type {
  CommandMessage,
  CommandOutlet,
  DeviceIdentity,
  DeviceService,
  IngestAnswer,
  IngestStats,
  RejectReason,
  Transport,
} from './types';
import { type Committed, type QueuedReading, ReadingWriter } from './writer';

/** How the device side behaves; defaults suit one county's devices on one server. */
export interface DeviceSettings {
  /** A device time further ahead than this is refused (clocks drift; a wrong year is a broken clock). */
  futureToleranceS: number;
  /** Older readings are refused: a backlog older than this is not monitoring any more. */
  maxAgeS: number;
  /** A command without an answer for this long times out. */
  commandTimeoutS: number;
  /** How often devices are checked for silence and commands for their deadline. */
  sweepMs: number;
}

export const DEFAULT_DEVICE_SETTINGS: DeviceSettings = {
  futureToleranceS: 300,
  maxAgeS: 7 * 86400,
  commandTimeoutS: 30,
  sweepMs: 5_000,
};

class Refused extends Error {
  constructor(
    readonly reason: RejectReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The device side of the server (`services.devices`): checks each message against the device's properties
 * and physical ranges, writes accepted readings in batches (writer.ts) with the rules applied in the same
 * transaction, counts what it refuses per device and reason, carries commands and their answers, and tells
 * open screens on the live channel after each commit.
 */
export class Devices implements DeviceService {
  readonly directory: DeviceDirectory;
  private readonly writer: ReadingWriter;
  private readonly limit = new DeviceRateLimit();
  private outlet: CommandOutlet | null = null;
  private readonly forgetting = new Set<(deviceId: number) => void>();
  private sweeper: NodeJS.Timeout | undefined;
  private counts = { messages: 0, rejected: 0 };

  constructor(
    private readonly db: Database,
    private readonly live: LiveHub,
    private readonly log: Logger,
    readonly settings: DeviceSettings = DEFAULT_DEVICE_SETTINGS,
  ) {
    this.directory = new DeviceDirectory(db);
    this.writer = new ReadingWriter(
      db,
      (c) =>
        void this.announce(c).catch((e: Error) => log.warn({ err: e.message }, 'devices: announce failed')),
      (e) => log.error({ err: e.message }, 'devices: writing readings failed'),
    );
  }

  /** Starts the sweeps: devices silent past their profile's limit go offline, unanswered commands time out. */
  start(): void {
    if (this.sweeper) return;
    this.sweeper = setInterval(() => {
      this.sweep().catch((e: Error) => this.log.warn({ err: e.message }, 'devices: sweep failed'));
    }, this.settings.sweepMs);
    this.sweeper.unref();
  }

  async authenticateToken(token: string): Promise<DeviceIdentity | null> {
    if (!token || token.length > 200) return null;
    return (await this.directory.byToken(token))?.identity ?? null;
  }

  /** The device a broker login names, null for a wrong credential; a device that connects is in contact (online). */
  async authenticateMqtt(username: string, password: string): Promise<DeviceIdentity | null> {
    if (!password || password.length > 200 || username.length > 200) return null;
    const device = (await this.directory.byMqttLogin(username, password))?.identity ?? null;
    if (device) await this.writer.add(device.id, [], Date.now());
    return device;
  }

  async telemetry(device: DeviceIdentity, payload: unknown, _via: Transport): Promise<IngestAnswer> {
    const now = Date.now();
    this.counts.messages++;
    try {
      const model = await this.admitted(device, now);
      const readings = this.check(model, payload, now);
      await this.writer.add(device.id, readings, now);
      return { accepted: readings.length, rejected: [] };
    } catch (e) {
      return this.refused(device, e, now);
    }
  }

  async reportState(device: DeviceIdentity, payload: unknown, _via: Transport): Promise<IngestAnswer> {
    const now = Date.now();
    this.counts.messages++;
    try {
      const model = await this.admitted(device, now);
      const states = parseStates(payload);
      const unknown = states.filter(([k]) => !model.states.has(k)).map(([k]) => k);
      if (unknown.length) throw new Refused('unknown-property', `设备没有开关: ${unknown.join(', ')}`);
      const changed = await this.db.query<{
        identifier: string;
        state_name: string;
        status: number;
        t: string;
      }>(
        `UPDATE iot_controller_states s SET status = x.st, update_time = now()
           FROM unnest($2::text[], $3::smallint[]) AS x(k, st)
          WHERE s.device_id = $1 AND s.identifier = x.k AND s.status <> x.st
         RETURNING s.identifier, s.state_name, s.status, to_char(s.update_time, 'YYYY-MM-DD HH24:MI:SS') AS t`,
        [device.id, states.map((s) => s[0]), states.map((s) => s[1])],
      );
      await this.writer.add(device.id, [], now);
      for (const c of changed) this.publishSwitch(device, c.identifier, c.state_name, c.status, c.t, null);
      return { accepted: states.length, rejected: [] };
    } catch (e) {
      return this.refused(device, e, now);
    }
  }

  async acknowledge(device: DeviceIdentity, payload: unknown, _via: Transport): Promise<IngestAnswer> {
    const now = Date.now();
    this.counts.messages++;
    try {
      const ack = parseAck(payload);
      const done = await answerCommand(this.db, device.id, ack);
      await this.writer.add(device.id, [], now);
      if (!done) return { accepted: 0, rejected: [] };
      this.publishCommand(done.command);
      if (done.switched)
        this.publishSwitch(
          device,
          done.command.identifier,
          done.command.stateName,
          done.switched.status,
          done.switched.updateTime,
          done.command.operator,
        );
      return { accepted: 1, rejected: [] };
    } catch (e) {
      return this.refused(device, e, now);
    }
  }

  /**
   * Readings from inside the server (test hooks raising an alarm the way a device would): checked like a
   * device's message, without its rate limit; resolves with what the write committed.
   */
  async record(device: DeviceIdentity, payload: unknown): Promise<Committed> {
    const now = Date.now();
    const readings = this.check(await this.modelOf(device), payload, now);
    return this.writer.add(device.id, readings, now);
  }

  async pendingCommands(device: DeviceIdentity): Promise<CommandMessage[]> {
    await this.writer.add(device.id, [], Date.now());
    return pendingFor(this.db, device.id);
  }

  setOutlet(outlet: CommandOutlet | null): void {
    this.outlet = outlet;
  }

  /** Sends a recorded command out over MQTT when the device is connected there; otherwise it waits for the poll. */
  async dispatch(device: DeviceIdentity, command: CommandView): Promise<void> {
    this.publishCommand(command);
    if (this.outlet?.deliver(device, messageOf(command)))
      await markDelivered(this.db, [command.commandId], 'mqtt');
  }

  /** Forgets what is cached of a device whose credential, properties or switches changed. */
  forget(deviceId: number): void {
    this.directory.forget(deviceId);
    for (const fn of this.forgetting) fn(deviceId);
  }

  onForget(fn: (deviceId: number) => void): () => void {
    this.forgetting.add(fn);
    return () => this.forgetting.delete(fn);
  }

  stats(): IngestStats {
    return {
      messages: this.counts.messages,
      readingsStored: this.writer.totals.stored,
      rejected: this.counts.rejected,
      flushes: this.writer.totals.flushes,
      latencyP50: this.writer.latencyPercentile(50),
      latencyP99: this.writer.latencyPercentile(99),
    };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    await this.writer.drain();
  }

  /** Waits until everything queued so far is written (tests, benchmarks). */
  flush(): Promise<void> {
    return this.writer.drain();
  }

  /** One sweep: silent devices offline, unanswered commands timed out (both announced). */
  async sweep(): Promise<void> {
    const offline = await this.db.query<{ id: number; area_id: string; t: string }>(
      `UPDATE iot_devices d SET status = 0, status_changed_at = now()
        WHERE d.status = 1 AND d.last_contact IS NOT NULL
          AND d.last_contact < now() - make_interval(secs => coalesce(
                (SELECT offline_after_s FROM device_profiles p WHERE p.id = d.profile_id), 900))
       RETURNING d.id, d.area_id, to_char(now(), 'YYYY-MM-DD HH24:MI:SS') AS t`,
    );
    for (const o of offline)
      this.live.publish({
        topic: 'iot.device',
        areaId: Number(o.area_id),
        data: { deviceId: o.id, status: 0, since: o.t },
      });
    for (const c of await timeOutCommands(this.db)) this.publishCommand(c);
  }

  /** The device's model, or refused when it sends faster than its profile allows. */
  private async admitted(device: DeviceIdentity, now: number): Promise<DeviceModel> {
    const model = await this.modelOf(device);
    if (!this.limit.take(device.id, model.messagesPerSecond, now))
      throw new Refused('rate-limited', `超过每秒 ${model.messagesPerSecond} 条的发送频率`);
    return model;
  }

  private async modelOf(device: DeviceIdentity): Promise<DeviceModel> {
    const m = this.directory.seen(device.id);
    if (m) return m;
    const loaded = await this.directory.bySerial(device.sn);
    if (!loaded || loaded.identity.id !== device.id) throw new Refused('malformed', '设备不存在');
    return loaded;
  }

  /** The message's readings, or the first reason it is refused whole: a device learns of every bad value. */
  private check(model: DeviceModel, payload: unknown, now: number): QueuedReading[] {
    const entries = parseTelemetry(payload);
    const out: QueuedReading[] = [];
    const problems: [RejectReason, string][] = [];
    for (const e of entries) {
      const ts = e.ts ?? now;
      if (ts > now + this.settings.futureToleranceS * 1000) {
        problems.push(['future-time', `时间 ${new Date(ts).toISOString()} 晚于服务器时间`]);
        continue;
      }
      if (ts < now - this.settings.maxAgeS * 1000) {
        problems.push([
          'too-old',
          `时间 ${new Date(ts).toISOString()} 早于 ${this.settings.maxAgeS / 86400} 天前`,
        ]);
        continue;
      }
      for (const [k, v] of e.values) {
        const p = model.properties.get(k);
        if (!p) problems.push(['unknown-property', `未知属性 ${k}`]);
        else if (typeof v !== 'number' || !Number.isFinite(v))
          problems.push(['malformed', `属性 ${k} 的值须为数值`]);
        else if ((p.min !== null && v < p.min) || (p.max !== null && v > p.max))
          problems.push(['out-of-range', `属性 ${k} 的值 ${v} 超出物理量程 ${p.min}–${p.max}`]);
        else out.push({ propertyId: p.id, deviceId: model.identity.id, ts, value: v, received: now });
      }
    }
    if (problems.length) {
      const [reason] = problems[0]!;
      throw new Refused(
        reason,
        problems
          .map((p) => p[1])
          .slice(0, 10)
          .join('；'),
      );
    }
    return out;
  }

  private refused(device: DeviceIdentity, e: unknown, now: number): IngestAnswer {
    const r =
      e instanceof Refused
        ? e
        : e instanceof MalformedPayload
          ? new Refused('malformed', e.message)
          : undefined;
    if (!r) throw e;
    this.counts.rejected++;
    this.writer.reject(device.id, r.reason, r.message, now);
    return { accepted: 0, rejected: [{ reason: r.reason, detail: r.message }] };
  }

  private async announce(c: Committed): Promise<void> {
    const changed = [...c.rules.raised, ...c.rules.cleared];
    // Alarms first: a wall screen shows a new alarm before the readings are spread.
    for (const a of await alarmsById(this.db, changed))
      this.live.publish({ topic: 'iot.alarm', areaId: a.areaId, data: a });
    for (const o of c.online)
      this.live.publish({
        topic: 'iot.device',
        areaId: o.areaId,
        data: { deviceId: o.deviceId, status: 1, since: beijingDateTime(o.at) },
      });
    for (const [areaId, readings] of latestByArea(
      c.readings,
      (id) => this.directory.seen(id)?.identity.areaId,
    ))
      for (const chunk of chunks(readings, READINGS_PER_EVENT))
        this.live.publish({ topic: 'iot.reading', areaId, data: { readings: chunk } });
  }

  private publishCommand(c: CommandView) {
    this.live.publish({ topic: 'iot.command', areaId: c.areaId, data: c });
  }

  private publishSwitch(
    device: DeviceIdentity,
    identifier: string,
    stateName: string,
    status: number,
    updateTime: string,
    operator: string | null,
  ) {
    this.live.publish({
      topic: 'iot.controller',
      areaId: device.areaId,
      data: { deviceId: device.id, identifier, stateName, status, updateTime, operator },
    });
  }
}
