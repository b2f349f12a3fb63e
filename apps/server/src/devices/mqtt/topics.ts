/**
 * The MQTT topic conventions of devices (docs/devices.md): everything of one device lives under
 * `fengshou/devices/{sn}/`. A device publishes `telemetry`, `state` and `commands/ack`, and subscribes to
 * `commands`, each only under its own serial.
 */
export const TOPIC_ROOT = 'fengshou/devices';

/** What a device sends, by the topic's tail. */
export type UpKind = 'telemetry' | 'state' | 'ack';

const UP_TAILS: Record<string, UpKind> = {
  telemetry: 'telemetry',
  state: 'state',
  'commands/ack': 'ack',
};
export const UP_TAIL_OF: Record<UpKind, string> = {
  telemetry: 'telemetry',
  state: 'state',
  ack: 'commands/ack',
};

// A serial is one topic level: no separators, wildcards or `$`.
const SN = /^[^/#+$\s]{1,64}$/;

/** `fengshou/devices/{sn}/{tail}`. */
export function topicOf(sn: string, tail: 'telemetry' | 'state' | 'commands' | 'commands/ack'): string {
  return `${TOPIC_ROOT}/${sn}/${tail}`;
}

/** The serial and kind of a topic a device publishes to, or null for any other topic. */
export function parseUpTopic(topic: string): { sn: string; kind: UpKind } | null {
  if (!topic.startsWith(`${TOPIC_ROOT}/`)) return null;
  const rest = topic.slice(TOPIC_ROOT.length + 1);
  const slash = rest.indexOf('/');
  if (slash <= 0) return null;
  const sn = rest.slice(0, slash);
  const kind = UP_TAILS[rest.slice(slash + 1)];
  return kind && SN.test(sn) ? { sn, kind } : null;
}

/** A device may publish only its own telemetry, state and command answers. */
export function mayPublish(sn: string, topic: string): UpKind | null {
  const up = parseUpTopic(topic);
  return up && up.sn === sn ? up.kind : null;
}

/** A device may subscribe only to its own commands (no wildcards that reach further). */
export function maySubscribe(sn: string, topic: string): boolean {
  return topic === topicOf(sn, 'commands');
}

/** The subscriptions of the server on an external broker; with a share group several servers split them. */
export function serverSubscriptions(shareGroup: string | undefined): string[] {
  const prefix = shareGroup ? `$share/${shareGroup}/` : '';
  return Object.values(UP_TAIL_OF).map((tail) => `${prefix}${TOPIC_ROOT}/+/${tail}`);
}

// Longer messages are cut in what a rejection records of them.
const DETAIL_CHARS = 200;

/**
 * A message's payload for the device service: its parsed JSON, or, when it is no JSON, its text (cut short),
 * which the service counts as malformed.
 */
export function decodePayload(payload: Buffer | Uint8Array | string): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.from(payload).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, DETAIL_CHARS);
  }
}
