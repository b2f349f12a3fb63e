/** A device as the ingestion path knows it once its credential is checked. */
export interface DeviceIdentity {
  id: number;
  sn: string;
  areaId: number;
  farmId: number | null;
  profileId: number | null;
  isController: boolean;
}

/** How a message reached the server. */
export type Transport = 'mqtt' | 'http';

/** Why a message (or one reading of it) was refused; counted per device in device_rejections. */
export type RejectReason =
  | 'malformed'
  | 'unknown-property'
  | 'out-of-range'
  | 'future-time'
  | 'too-old'
  | 'rate-limited';

/** What became of one message: readings stored, and what was refused with why. */
export interface IngestAnswer {
  accepted: number;
  rejected: { reason: RejectReason; detail: string }[];
}

/** A command as the device receives it (MQTT `.../commands` or the HTTP poll). */
export interface CommandMessage {
  commandId: string;
  identifier: string;
  status: 0 | 1;
  /** ISO time after which the command is timed out and an answer is ignored. */
  deadline: string;
}

/**
 * Where commands leave the server for a device over MQTT; answers false when the device is not reachable that
 * way (not connected), and the command then waits for the device's HTTP poll.
 */
export interface CommandOutlet {
  deliver(device: DeviceIdentity, command: CommandMessage): boolean;
}

/** Ingestion figures since start (benchmarks and the admin page read them). */
export interface IngestStats {
  messages: number;
  readingsStored: number;
  rejected: number;
  flushes: number;
  /** Receive → commit of stored readings, milliseconds. */
  latencyP50: number;
  latencyP99: number;
}

/**
 * The device side of the server, what MQTT and HTTP hand device messages to (`services.devices`). Payloads
 * are the parsed JSON of a message; everything about them is checked here.
 */
export interface DeviceService {
  /** The device holding this access token, or null. */
  authenticateToken(token: string): Promise<DeviceIdentity | null>;
  /** The device with this MQTT user name and password (its own, or its serial and access token), or null. */
  authenticateMqtt(username: string, password: string): Promise<DeviceIdentity | null>;
  /** Readings: `{k: v}`, `{ts, values: {k: v}}` or an array of those. Resolves once stored (committed). */
  telemetry(device: DeviceIdentity, payload: unknown, via: Transport): Promise<IngestAnswer>;
  /** A controller reports its switches: `{identifier: 0 | 1, ...}`. */
  reportState(device: DeviceIdentity, payload: unknown, via: Transport): Promise<IngestAnswer>;
  /** A device answers a command: `{commandId, ok: boolean, message?}`. */
  acknowledge(device: DeviceIdentity, payload: unknown, via: Transport): Promise<IngestAnswer>;
  /** Commands waiting for this device (the HTTP poll); they count as delivered once answered here. */
  pendingCommands(device: DeviceIdentity): Promise<CommandMessage[]>;
  /** Forgets what is cached of a device whose credential, properties or switches changed. */
  forget(deviceId: number): void;
  /** Runs fn with the id of each device forgotten (the broker ends its sessions); returns the unsubscribe. */
  onForget(fn: (deviceId: number) => void): () => void;
  /** The MQTT side registers where commands go out (null when it stops). */
  setOutlet(outlet: CommandOutlet | null): void;
  stats(): IngestStats;
  /** Writes what is queued and stops the timers. */
  close(): Promise<void>;
}
