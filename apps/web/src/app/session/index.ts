import { useStore } from 'zustand';
import { createActivity, type RequestActivity } from './activity';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';
import { type KeyValueStore, safeStore } from './storage';
import { applyUrlTokens } from './tokens';

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

/** Notes that an API request went out now (the server's idle clock restarts with it). */
export function noteRequest(): void {
  requestActivity().note();
}

/** Epoch ms of the last API request of this sign-in in any tab; 0 before the first. */
export function lastRequestAt(): number {
  return requestActivity().last();
}

/** Reads the session store in a component. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(bootSession(), selector);
}
