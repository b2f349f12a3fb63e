import type { KeyValueStore } from './storage';

/** Local-storage key of the time of the last API request, shared by the tabs of one sign-in. */
export const LAST_REQUEST_KEY = 'lastRequestAt';

/** When the app last called the API, as the server's idle clock of the session counts it. */
export interface RequestActivity {
  /** A request went out at `at` (epoch ms). */
  note(at?: number): void;
  /** Epoch ms of the latest request of any tab of this browser; 0 before the first. */
  last(): number;
}

/**
 * The request clock. Every tab signed in with the same token keeps the server session alive, so the time
 * is kept in the shared store too: a tab left alone does not warn of (or end) a session another tab uses.
 */
export function createActivity(store: KeyValueStore): RequestActivity {
  let mine = 0;
  return {
    note(at = Date.now()) {
      mine = Math.max(mine, at);
      store.set(LAST_REQUEST_KEY, String(mine));
    },
    last() {
      const shared = Number(store.get(LAST_REQUEST_KEY));
      return Math.max(mine, Number.isFinite(shared) ? shared : 0);
    },
  };
}
