/**
 * The app inside a frame of one of its own pages (the dashboard editor's preview): the frame's user input
 * and API requests are activity of the parent page's session. The parent's idle watch sees only its own
 * window, so the frame tells it by message (same origin only).
 */

/** Type of the message a frame sends its parent page. */
export const FRAME_ACTIVITY = 'fs-frame-activity';

/** What happened in the frame: its user acted, or it sent an API request, at `at` (epoch ms). */
export interface FrameActivity {
  type: typeof FRAME_ACTIVITY;
  kind: 'input' | 'request';
  at: number;
}

/** The little of a window the reporter needs (a test passes its own). */
export interface FrameWindow {
  parent: { postMessage(message: unknown, origin: string): void };
  location: { origin: string };
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options?: EventListenerOptions): void;
}

/** Input events that mean a user is at the frame (not mere pointer movement over a wall screen). */
export const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** At most one message of each kind per this many ms: the parent needs to know within the minute. */
export const FRAME_REPORT_MS = 10_000;

/** True when this page runs in a frame of a page of the same origin (this app). */
export function embeddedInApp(w: Window = window): boolean {
  if (w.parent === w) return false;
  try {
    return w.parent.location.origin === w.location.origin;
  } catch {
    return false;
  }
}

/** A frame's reporter: input is listened to; `request` is called for each API request the frame sends. */
export interface FrameReporter {
  request(): void;
  stop(): void;
}

/** Starts telling the parent page of the frame's input and requests, each at most once per FRAME_REPORT_MS. */
export function reportFrameActivity(w: FrameWindow, now: () => number = Date.now): FrameReporter {
  const last = { input: Number.NEGATIVE_INFINITY, request: Number.NEGATIVE_INFINITY };
  const tell = (kind: FrameActivity['kind']) => {
    const at = now();
    if (at - last[kind] < FRAME_REPORT_MS) return;
    last[kind] = at;
    const message: FrameActivity = { type: FRAME_ACTIVITY, kind, at };
    w.parent.postMessage(message, w.location.origin);
  };
  const onInput = () => tell('input');
  const options = { capture: true, passive: true };
  for (const type of INPUT_EVENTS) w.addEventListener(type, onInput, options);
  return {
    request: () => tell('request'),
    stop: () => {
      for (const type of INPUT_EVENTS) w.removeEventListener(type, onInput, { capture: true });
    },
  };
}

/** The activity a message carries when a frame of this origin sent it, else null. */
export function frameActivityOf(e: MessageEvent, origin: string): FrameActivity | null {
  if (e.origin !== origin) return null;
  const d = e.data as Partial<FrameActivity> | null;
  if (!d || d.type !== FRAME_ACTIVITY || (d.kind !== 'input' && d.kind !== 'request')) return null;
  return typeof d.at === 'number' && Number.isFinite(d.at) ? (d as FrameActivity) : null;
}

/** In the parent page: calls `on` for each activity its frames report. Answers the function that stops. */
export function onFrameActivity(on: (a: FrameActivity) => void, w: Window = window): () => void {
  const listener = (e: MessageEvent) => {
    const a = frameActivityOf(e, w.location.origin);
    if (a) on(a);
  };
  w.addEventListener('message', listener);
  return () => w.removeEventListener('message', listener);
}
