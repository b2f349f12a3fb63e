import { describe, expect, it } from 'vitest';
import { MalformedPayload, parseAck, parseStates, parseTelemetry } from './payload';

describe('device payloads', () => {
  it('read the three telemetry forms, with epoch ms, epoch seconds or ISO times', () => {
    expect(parseTelemetry({ airTemp: 20 })).toEqual([{ ts: undefined, values: [['airTemp', 20]] }]);
    expect(parseTelemetry({ ts: 1_764_300_000_000, values: { a: 1, b: 2 } })).toEqual([
      {
        ts: 1_764_300_000_000,
        values: [
          ['a', 1],
          ['b', 2],
        ],
      },
    ]);
    expect(
      parseTelemetry([
        { ts: 1_764_300_000, values: { a: 1 } },
        { ts: '2026-11-28T08:00:00+08:00', values: { a: 2 } },
      ]),
    ).toEqual([
      { ts: 1_764_300_000_000, values: [['a', 1]] },
      { ts: Date.parse('2026-11-28T00:00:00Z'), values: [['a', 2]] },
    ]);
  });

  it('refuse what is not telemetry: no object, an empty message, a time without a zone, stray fields', () => {
    for (const bad of [
      undefined,
      null,
      42,
      'x',
      [],
      {},
      [1],
      { values: 3 },
      { ts: '2026-11-28 08:00', values: { a: 1 } },
      { ts: 1, values: { a: 1 }, extra: 1 },
    ])
      expect(() => parseTelemetry(bad), JSON.stringify(bad)).toThrow(MalformedPayload);
    expect(() => parseTelemetry(Array.from({ length: 1001 }, () => ({ a: 1 })))).toThrow(MalformedPayload);
  });

  it('read switch states and command answers', () => {
    expect(parseStates({ pump: 1, valve_1: false, fan: 'on' })).toEqual([
      ['pump', 1],
      ['valve_1', 0],
      ['fan', 1],
    ]);
    expect(() => parseStates({ pump: 2 })).toThrow(MalformedPayload);
    expect(parseAck({ commandId: 'abc12345', ok: false, message: '水泵故障' })).toEqual({
      commandId: 'abc12345',
      ok: false,
      message: '水泵故障',
    });
    expect(() => parseAck({ commandId: 'abc12345' })).toThrow(MalformedPayload);
  });
});
