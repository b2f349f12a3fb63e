import { useStore } from 'zustand';
import { createActivity, type RequestActivity } from './activity';
import { embeddedInApp, type FrameReporter, onFrameActivity, reportFrameActivity } from './frame-activity';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';
import { type KeyValueStore, safeStore } from './storage';
import { applyUrlTokens } from './tokens';

export { embeddedInApp } from './frame-activity';
export type { SessionState, SessionStore } from './session-store';
export { createSessionStore, type EntryData, type EntryStatus, isLoggedIn } from './session-store';

let backend: KeyValueStore | undefined;
let store: SessionStore | undefined;
let activity: RequestActivity | undefined;

/**
 * The page's session, made on first use: `?token=`/`?token2=` are applied and removed from the address
 * bar before anything reads the stored tokens (main.tsx calls this before the router starts).
 */
export function bootSession(): SessionStore {
  if (store) return store;
  backend = safeStore();
  const cleaned = applyUrlTokens(window.location.href, backend);
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
  store = createSessionStore(backend);
  return store;
}

function requestActivity(): RequestActivity {
  bootSession();
  activity ??= createActivity(backend!);
  return activity;
}

let frame: FrameReporter | undefined;

/** Notes that an API request went out (now, or at `at`): the server's idle clock restarts with it. */
export function noteRequest(at?: number): void {
  requestActivity().note(at);
  frame?.request();
}

/**
 * In a frame of an app page (the editor's preview): tells the parent page of this frame's input and
 * requests, so its session watch counts them. Nothing outside such a frame. Answers the function that stops.
 */
export function startFrameReport(): () => void {
  if (!embeddedInApp()) return () => {};
  const reporter = reportFrameActivity(window);
  frame = reporter;
  return () => {
    reporter.stop();
    if (frame === reporter) frame = undefined;
  };
}

/**
 * In a page that holds frames of the app: a frame's request counts as one of this page's (the server's idle
 * clock restarted with it), its user's input is handed to `onInput`. Answers the function that stops.
 */
export function watchFrames(onInput: (at: number) => void): () => void {
  return onFrameActivity((a) => {
    const at = Math.min(a.at, Date.now());
    if (a.kind === 'request') noteRequest(at);
    else onInput(at);
  });
}

/** Epoch ms of the last API request of this sign-in in any tab; 0 before the first. */
export function lastRequestAt(): number {
  return requestActivity().last();
}

/** Reads the session store in a component. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(bootSession(), selector);
}
