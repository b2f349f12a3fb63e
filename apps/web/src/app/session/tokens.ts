import type { AuthTokens } from '../../api';
import { DISPLAY_MODE_KEY } from '../../ui/kiosk';
import { clearSessionStorage, type KeyValueStore } from './storage';

/** Local-storage key of the access token. */
export const ACCESS_TOKEN_KEY = 'accessToken';
/** Local-storage key of the demo (display) token from `?token2=`. */
export const DEMO_TOKEN_KEY = 'demoToken';

/**
 * Applies `?token=` / `?token2=` of the entry URL (spec §4) and answers the URL to show instead, without them,
 * so a token never stays in the address bar, the history or a bookmark. Null when the URL had neither.
 *  - token: clears local and session storage, then stores the access token.
 *  - token2: stores the demo token; an access token is dropped so the tab shows what the display link shows.
 */
export function applyUrlTokens(
  href: string,
  store: KeyValueStore,
  clearSession: () => void = clearSessionStorage,
): string | null {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  const token2 = url.searchParams.get('token2');
  if (token === null && token2 === null) return null;
  if (token) {
    store.clear();
    clearSession();
    store.set(ACCESS_TOKEN_KEY, token);
    // A display token's entry link says kiosk=1: that tab becomes a wall screen (ui/kiosk). Other token
    // links (single sign-on from another system) open the normal shell.
    if (url.searchParams.get('kiosk') === '1') store.set(DISPLAY_MODE_KEY, '1');
  } else if (token2) {
    store.remove(ACCESS_TOKEN_KEY);
    store.set(DEMO_TOKEN_KEY, token2);
  }
  url.searchParams.delete('token');
  url.searchParams.delete('token2');
  url.searchParams.delete('kiosk');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The stored tokens; none at all means logged out, and then storage is cleared (spec §4). */
export function readTokens(store: KeyValueStore, clearSession: () => void = clearSessionStorage): AuthTokens {
  const token = store.get(ACCESS_TOKEN_KEY) || null;
  const demoToken = store.get(DEMO_TOKEN_KEY) || null;
  if (!token && !demoToken) {
    store.clear();
    clearSession();
  }
  return { token, demoToken };
}
