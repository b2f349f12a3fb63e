import { LIVE_STREAM_PATH } from '../src/live/stream-route';

/** Opens a stream and collects its frames; `next(topic)` resolves with the first matching event. */
export async function openLiveStream(base: string, token: string | undefined, topics = '') {
  const ctl = new AbortController();
  const res = await fetch(`${base}${LIVE_STREAM_PATH}${topics ? `?topics=${topics}` : ''}`, {
    headers: token ? { accessToken: token } : {},
    signal: ctl.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let cut = buf.indexOf('\n\n');
          while (cut >= 0) {
            const frame = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            events.push({ event, data: data ? JSON.parse(data) : undefined });
            for (const w of waiters.splice(0)) w();
            cut = buf.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  const find = async (event: string, ms: number) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = events.find((e) => e.event === event);
      if (hit) return hit;
      if (Date.now() > deadline) return undefined;
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
  };
  /** The data of the first `event` frame; fails the test after `ms`. */
  const next = async (event: string, ms = 3000) => {
    const hit = await find(event, ms);
    if (!hit) throw new Error(`no ${event} event within ${ms} ms`);
    return hit.data as { areaId: number; data: unknown; topic: string };
  };
  const absent = async (event: string, ms: number) => (await find(event, ms)) === undefined;
  return { res, events, next, absent, close: () => ctl.abort() };
}
