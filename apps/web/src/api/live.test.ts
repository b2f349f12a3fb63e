import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client-config';
import { type LiveMessage, subscribeLive } from './live';

/** A fetch answer streaming the given SSE frames, then ending. */
function stream(frames: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      const enc = new TextEncoder();
      for (const f of frames) c.enqueue(enc.encode(f));
      c.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}
const frame = (topic: string, data: unknown) =>
  `event: ${topic}\ndata: ${JSON.stringify({ topic, areaId: 310151000000, data, at: 1 })}\n\n`;

let restore: ReturnType<typeof configureClient>;
beforeEach(() => {
  restore = configureClient({ getTokens: () => ({ token: 'tok', demoToken: null }) });
});
afterEach(() => {
  configureClient(restore);
  vi.unstubAllGlobals();
});

describe('live channel client', () => {
  it('sends the token as a header (never in the URL), delivers matching topics, and reconnects', async () => {
    const fetchMock = vi
      .fn()
      // Frames split across chunks, as a network delivers them.
      .mockResolvedValueOnce(
        stream([
          'event: ready\ndata: {}\n\n',
          frame('iot.alarm', 1).slice(0, 10),
          frame('iot.alarm', 1).slice(10),
          frame('iot.reading', 2),
        ]),
      )
      .mockResolvedValue(stream(['event: ready\ndata: {}\n\n', frame('iot.alarm', 3)]));
    vi.stubGlobal('fetch', fetchMock);
    const got: LiveMessage[] = [];
    const opened = vi.fn();
    const stop = subscribeLive(['iot.alarm'], (e) => got.push(e), opened);
    await vi.waitFor(() => expect(got.map((e) => e.data)).toEqual([1]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/live/gov/events/stream?topics=iot.alarm');
    expect(url).not.toContain('tok');
    expect((init as RequestInit).headers).toMatchObject({ accessToken: 'tok' });
    // The stream ended: the client comes back after a second and gets what follows.
    await vi.waitFor(() => expect(got.map((e) => e.data)).toEqual([1, 3]), { timeout: 3000 });
    expect(opened).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops when the server refuses the session instead of retrying', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ respCode: 400, respDesc: '登录失效', obj: null }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const stop = subscribeLive(['case.'], () => {});
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 1500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});
