import { describe, expect, it } from 'vitest';
import {
  FRAME_ACTIVITY,
  FRAME_REPORT_MS,
  type FrameActivity,
  type FrameWindow,
  frameActivityOf,
  reportFrameActivity,
} from './frame-activity';
import { lastRequestAt, watchFrames } from './index';

/** A frame window whose input listeners a test fires and whose messages to the parent it reads. */
function fakeFrame() {
  const listeners = new Map<string, () => void>();
  const sent: FrameActivity[] = [];
  const w: FrameWindow = {
    parent: { postMessage: (m) => sent.push(m as FrameActivity) },
    location: { origin: 'https://fengshou.example' },
    addEventListener: (type, l) => void listeners.set(type, l),
    removeEventListener: (type) => void listeners.delete(type),
  };
  return { w, sent, fire: (type: string) => listeners.get(type)?.(), listeners };
}

describe('a frame of the app (the editor’s preview)', () => {
  it('tells its parent of its user’s input and its requests, each at most once per window', () => {
    const frame = fakeFrame();
    let now = 1_000_000;
    const reporter = reportFrameActivity(frame.w, () => now);
    frame.fire('pointerdown');
    frame.fire('keydown');
    reporter.request();
    expect(frame.sent).toEqual([
      { type: FRAME_ACTIVITY, kind: 'input', at: 1_000_000 },
      { type: FRAME_ACTIVITY, kind: 'request', at: 1_000_000 },
    ]);
    now += FRAME_REPORT_MS;
    frame.fire('wheel');
    expect(frame.sent.at(-1)).toEqual({ type: FRAME_ACTIVITY, kind: 'input', at: now });
    reporter.stop();
    expect(frame.listeners.size).toBe(0);
  });
});

describe('the page holding the frame', () => {
  const message = (data: unknown, origin = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it('counts a frame’s request as its own and hands on its input; other origins and messages are ignored', () => {
    const inputs: number[] = [];
    const stop = watchFrames((at) => inputs.push(at));
    const before = lastRequestAt();
    const at = Date.now() - 5;
    message({ type: FRAME_ACTIVITY, kind: 'request', at });
    expect(lastRequestAt()).toBe(Math.max(before, at));
    message({ type: FRAME_ACTIVITY, kind: 'input', at });
    message({ type: FRAME_ACTIVITY, kind: 'input', at }, 'https://evil.example');
    message({ type: 'fs-preview-ready' });
    message({ type: FRAME_ACTIVITY, kind: 'input', at: 'soon' });
    expect(inputs).toEqual([at]);
    stop();
    message({ type: FRAME_ACTIVITY, kind: 'input', at });
    expect(inputs).toHaveLength(1);
  });

  it('never takes a time ahead of its own clock', () => {
    const e = new MessageEvent('message', {
      data: { type: FRAME_ACTIVITY, kind: 'request', at: Date.now() + 3_600_000 },
      origin: window.location.origin,
    });
    expect(frameActivityOf(e, window.location.origin)?.kind).toBe('request');
    const stop = watchFrames(() => {});
    window.dispatchEvent(e);
    stop();
    expect(lastRequestAt()).toBeLessThanOrEqual(Date.now());
  });
});
