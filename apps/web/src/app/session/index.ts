import { useStore } from 'zustand';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';
import { type KeyValueStore, safeStore } from './storage';
import { applyUrlTokens } from './tokens';

export type { SessionState, SessionStore } from './session-store';
export { createSessionStore, type EntryData, type EntryStatus, isLoggedIn } from './session-store';

let backend: KeyValueStore | undefined;
let store: SessionStore | undefined;

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

/** Reads the session store in a component. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(bootSession(), selector);
}
