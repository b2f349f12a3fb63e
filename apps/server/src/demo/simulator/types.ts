import type { CommandMessage } from '../../devices/types';

/** A property a simulated device reports, with the range its values normally stay in. */
export interface SimProperty {
  identifier: string;
  normal: readonly [number, number];
  digits: number;
}

/** What a kind of device reports and which switches it has (from the profile catalogue). */
export interface SimProfile {
  code: string;
  properties: readonly SimProperty[];
  states: readonly string[];
}

/** One simulated device: its serial and credential, and what it is. */
export interface SimDeviceSpec {
  sn: string;
  token: string;
  profile: SimProfile;
  /** Controllers listen for commands, act, acknowledge and report their switches. */
  controller: boolean;
}

/** A value for a property at a time, or undefined to leave the property out of that message. */
export type ValueSource = (device: SimDeviceSpec, property: SimProperty, tsMs: number) => number | undefined;

/** How a simulated device talks to the server: an MQTT session or HTTP requests. */
export interface DeviceLink {
  /** Connects (MQTT) and starts receiving commands (MQTT subscription or HTTP poll). */
  open(onCommand: (command: CommandMessage) => void): Promise<void>;
  telemetry(payload: unknown): Promise<void>;
  state(payload: Record<string, 0 | 1>): Promise<void>;
  ack(payload: { commandId: string; ok: boolean; message?: string }): Promise<void>;
  close(): Promise<void>;
}
