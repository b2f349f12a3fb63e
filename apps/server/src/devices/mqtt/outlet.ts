import type { CommandMessage, CommandOutlet, DeviceIdentity } from '../types';
import { topicOf } from './topics';

/** Publishes a command (QoS 1) on a topic; the embedded broker and the external client each provide one. */
export type Publish = (topic: string, payload: string) => void;

/**
 * Commands go out on `fengshou/devices/{sn}/commands` while the device is reachable over MQTT; otherwise
 * deliver answers false and the command waits for the device's HTTP poll.
 */
export class MqttOutlet implements CommandOutlet {
  constructor(
    private readonly publish: Publish,
    private readonly reachable: (device: DeviceIdentity) => boolean,
  ) {}

  deliver(device: DeviceIdentity, command: CommandMessage): boolean {
    if (!this.reachable(device)) return false;
    this.publish(topicOf(device.sn, 'commands'), JSON.stringify(command));
    return true;
  }
}

/** Connected MQTT sessions per device (a device may hold more than one, e.g. while it reconnects). */
export class Sessions<C> {
  private readonly byDevice = new Map<number, Set<C>>();

  add(deviceId: number, client: C): void {
    let set = this.byDevice.get(deviceId);
    if (!set) {
      set = new Set();
      this.byDevice.set(deviceId, set);
    }
    set.add(client);
  }

  remove(deviceId: number, client: C): void {
    const set = this.byDevice.get(deviceId);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byDevice.delete(deviceId);
  }

  has(deviceId: number): boolean {
    return this.byDevice.has(deviceId);
  }

  /** The device's sessions (a copy: closing one changes the set). */
  of(deviceId: number): C[] {
    return [...(this.byDevice.get(deviceId) ?? [])];
  }

  /** Devices with at least one session. */
  get devices(): number {
    return this.byDevice.size;
  }
}
