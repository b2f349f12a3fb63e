import { useEffect, useRef } from 'react';
import { callHeaders } from './client';
import { clientEffects, clientFor } from './client-config';

/** Path of the live channel (see apps/server/src/live/README.md). */
export const LIVE_STREAM_PATH = '/api/live/gov/events/stream';

/** One event of the live channel. */
export interface LiveMessage<T = unknown> {
  topic: string;
  areaId: number;
  data: T;
  /** Server time (ms) the event was published. */
  at: number;
}

interface Listener {
  topics: readonly string[];
  handler: (e: LiveMessage) => void;
  onOpen?: () => void;
}

const listeners = new Set<Listener>();
let current: { key: string; abort: AbortController } | null = null;
let refusedKey: string | null = null;
let scheduled = false;

const topicMatches = (topics: readonly string[], topic: string) =>
  topics.length === 0 || topics.some((t) => (t.endsWith('.') ? topic.startsWith(t) : t === topic));

/**
 * Registers a listener on the one shared stream of this page; returns the function that removes it.
 * Every listener shares one connection whose topics are the union of theirs.
 */
export function subscribeLive(
  topics: readonly string[],
  handler: (e: LiveMessage) => void,
  onOpen?: () => void,
): () => void {
  const l: Listener = { topics, handler, onOpen };
  listeners.add(l);
  schedule();
  return () => {
    listeners.delete(l);
    schedule();
  };
}

/**
 * Calls `handler` for every live event of `topics` (names, or prefixes ending in '.') in the caller's area.
 * `onOpen` runs on every (re)connection: refetch there what may have been missed while disconnected.
 */
export function useLiveEvents<T = unknown>(
  topics: readonly string[],
  handler: (e: LiveMessage<T>) => void,
  onOpen?: () => void,
): void {
  const handlerRef = useRef(handler);
  const openRef = useRef(onOpen);
  handlerRef.current = handler;
  openRef.current = onOpen;
  const key = topics.join(',');
  useEffect(
    () =>
      subscribeLive(
        key.split(',').filter(Boolean),
        (e) => handlerRef.current(e as LiveMessage<T>),
        () => openRef.current?.(),
      ),
    [key],
  );
}

// Listener changes in one render are batched into one reconnection.
function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    sync();
  }, 0);
}

function sync() {
  const { token } = clientFor(clientEffects().getTokens());
  if (listeners.size === 0 || !token) {
    current?.abort.abort();
    current = null;
    return;
  }
  const all = [...listeners];
  const topics = all.some((l) => l.topics.length === 0)
    ? []
    : [...new Set(all.flatMap((l) => l.topics))].sort();
  const key = `${token}|${topics.join(',')}`;
  if (current?.key === key || refusedKey === key) return;
  current?.abort.abort();
  const abort = new AbortController();
  current = { key, abort };
  void run(key, token, topics, abort.signal);
}

async function run(key: string, token: string, topics: readonly string[], signal: AbortSignal) {
  let delay = 1000;
  while (!signal.aborted) {
    try {
      const url = topics.length
        ? `${LIVE_STREAM_PATH}?topics=${encodeURIComponent(topics.join(','))}`
        : LIVE_STREAM_PATH;
      const res = await fetch(url, { headers: callHeaders(token), signal });
      if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        // A JSON envelope: the session is gone (400/402) or the request was refused; do not hammer the server.
        refusedKey = key;
        if (current?.key === key) current = null;
        return;
      }
      delay = 1000;
      const expired = await read(res, signal);
      if (expired) {
        refusedKey = key;
        if (current?.key === key) current = null;
        return;
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 30_000);
  }
}

/** Reads frames until the stream ends; true when the server said the session expired. */
async function read(res: Response, signal: AbortSignal): Promise<boolean> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (!signal.aborted) {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += value;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (dispatch(frame)) return true;
      cut = buffer.indexOf('\n\n');
    }
  }
  return false;
}

function dispatch(frame: string): boolean {
  let event = 'message';
  let data = '';
  for (const line of frame.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (event === 'expired') return true;
  if (event === 'ready') {
    for (const l of listeners) l.onOpen?.();
    return false;
  }
  if (!data) return false;
  let msg: LiveMessage;
  try {
    msg = JSON.parse(data) as LiveMessage;
  } catch {
    return false;
  }
  for (const l of listeners) if (topicMatches(l.topics, msg.topic)) l.handler(msg);
  return false;
}
