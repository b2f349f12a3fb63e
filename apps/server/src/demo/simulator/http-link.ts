import type { CommandMessage } from '../../devices/types';
import type { DeviceLink, SimDeviceSpec } from './types';

/** A device answer the server refused: 401 wrong token, 400 refused message, 429 too fast. */
export class DeviceHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A device (or gateway) without MQTT: posts its messages with its token in `X-Device-Token` and, for a
 * controller, polls for commands every `pollMs`.
 */
export class HttpLink implements DeviceLink {
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly baseUrl: string,
    private readonly device: SimDeviceSpec,
    private readonly pollMs = 5_000,
  ) {}

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        'x-device-token': this.device.token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => null)) as { respDesc?: string; obj?: unknown } | null;
    if (!res.ok) throw new DeviceHttpError(res.status, answer?.respDesc ?? res.statusText);
    return answer?.obj;
  }

  async open(onCommand: (command: CommandMessage) => void): Promise<void> {
    if (!this.device.controller) return;
    const poll = async () => {
      try {
        const commands = (await this.request('GET', '/api/device/commands')) as CommandMessage[] | null;
        for (const c of commands ?? []) onCommand(c);
      } catch {
        // The server is away: the next poll tries again.
      }
      if (!this.closed) {
        this.timer = setTimeout(poll, this.pollMs);
        this.timer.unref();
      }
    };
    this.timer = setTimeout(poll, Math.random() * this.pollMs);
    this.timer.unref();
  }

  async telemetry(payload: unknown) {
    await this.request('POST', '/api/device/telemetry', payload);
  }
  async state(payload: Record<string, 0 | 1>) {
    await this.request('POST', '/api/device/state', payload);
  }
  async ack(payload: { commandId: string; ok: boolean; message?: string }) {
    await this.request('POST', '/api/device/commands/ack', payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
  }
}
