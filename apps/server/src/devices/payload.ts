/** One time's values from a device message. */
export interface TelemetryEntry {
  /** Device time (epoch ms), or undefined when the message gave none (the server's receive time is used). */
  ts: number | undefined;
  values: [identifier: string, value: unknown][];
}

/** A message that is not telemetry at all: refused whole as 'malformed'. */
export class MalformedPayload extends Error {}

// A batch larger than this is refused: a gateway sends its backlog in several messages.
export const MAX_ENTRIES = 1000;
const MAX_VALUES = 200;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A device time: epoch milliseconds (seconds are taken for seconds) or an ISO 8601 string with a zone. */
export function parseDeviceTime(ts: unknown): number {
  if (typeof ts === 'number' && Number.isFinite(ts)) return ts < 1e11 ? ts * 1000 : ts;
  if (typeof ts === 'string' && /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(ts)) {
    const ms = Date.parse(ts);
    if (Number.isFinite(ms)) return ms;
  }
  throw new MalformedPayload(`时间戳无法识别: ${JSON.stringify(ts)?.slice(0, 40)}`);
}

function entry(item: unknown): TelemetryEntry {
  if (!isObject(item)) throw new MalformedPayload('每条数据须为 JSON 对象');
  if ('values' in item) {
    if (!isObject(item.values)) throw new MalformedPayload('values 须为 {属性标识: 数值} 对象');
    const extra = Object.keys(item).filter((k) => k !== 'ts' && k !== 'values');
    if (extra.length) throw new MalformedPayload(`未知字段: ${extra.join(', ')}`);
    const values = Object.entries(item.values);
    if (values.length > MAX_VALUES) throw new MalformedPayload(`一条数据最多 ${MAX_VALUES} 个属性`);
    return { ts: item.ts === undefined ? undefined : parseDeviceTime(item.ts), values };
  }
  const values = Object.entries(item);
  if (values.length > MAX_VALUES) throw new MalformedPayload(`一条数据最多 ${MAX_VALUES} 个属性`);
  return { ts: undefined, values };
}

/**
 * Telemetry in the three forms devices send (those of ThingsBoard, so gateways written for it work):
 * `{k: v}`, `{ts, values: {k: v}}`, or an array of those. Values are checked later, one by one.
 */
export function parseTelemetry(payload: unknown): TelemetryEntry[] {
  const items = Array.isArray(payload) ? payload : [payload];
  if (items.length === 0) throw new MalformedPayload('没有数据');
  if (items.length > MAX_ENTRIES) throw new MalformedPayload(`一批最多 ${MAX_ENTRIES} 条`);
  const entries = items.map(entry);
  if (entries.every((e) => e.values.length === 0)) throw new MalformedPayload('没有数据');
  return entries;
}

/** A controller's reported switches `{identifier: 0 | 1}` (true/false and "on"/"off" accepted). */
export function parseStates(payload: unknown): [string, 0 | 1][] {
  if (!isObject(payload) || Object.keys(payload).length === 0)
    throw new MalformedPayload('状态须为 {开关标识: 0 或 1} 对象');
  return Object.entries(payload).map(([k, v]) => {
    if (v === 1 || v === true || v === 'on') return [k, 1];
    if (v === 0 || v === false || v === 'off') return [k, 0];
    throw new MalformedPayload(`开关 ${k} 的状态须为 0 或 1`);
  });
}

/** A command answer `{commandId, ok, message?}`. */
export function parseAck(payload: unknown): { commandId: string; ok: boolean; message: string | null } {
  if (!isObject(payload) || typeof payload.commandId !== 'string' || typeof payload.ok !== 'boolean')
    throw new MalformedPayload('应答须为 {commandId, ok, message?}');
  const message = typeof payload.message === 'string' ? payload.message.slice(0, 200) : null;
  return { commandId: payload.commandId, ok: payload.ok, message };
}
