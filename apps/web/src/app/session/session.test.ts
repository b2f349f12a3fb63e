import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_MODE_KEY, isKioskMode } from '../../ui/kiosk';
import { createSessionStore, isLoggedIn } from './session-store';
import { memoryStore, safeStore } from './storage';
import { ACCESS_TOKEN_KEY, applyUrlTokens, DEMO_TOKEN_KEY, readTokens } from './tokens';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('?token= entry', () => {
  it('clears local and session storage, stores the access token and strips it from the URL', () => {
    const store = safeStore();
    store.set('stale', 'x');
    store.set(DEMO_TOKEN_KEY, 'old-demo');
    sessionStorage.setItem('draft', 'y');
    const cleaned = applyUrlTokens('http://host/data-dashboard/3?token=abc&tab=2#top', store);
    expect(cleaned).toBe('/data-dashboard/3?tab=2#top');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('abc');
    expect(localStorage.getItem('stale')).toBeNull();
    expect(localStorage.getItem(DEMO_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem('draft')).toBeNull();
    // A plain token link signs in without turning the tab into a wall screen.
    expect(isKioskMode()).toBe(false);
    applyUrlTokens('http://host/?token=wall&kiosk=1', store);
    expect(isKioskMode()).toBe(true);
  });

  it('a normal sign-in afterwards ends the wall-screen mode', () => {
    const storage = memoryStore();
    applyUrlTokens('http://host/?token=wall&kiosk=1', storage, () => {});
    expect(storage.get(DISPLAY_MODE_KEY)).toBe('1');
    createSessionStore(storage, () => {})
      .getState()
      .signIn('fresh');
    expect(storage.get(DISPLAY_MODE_KEY)).toBeNull();
  });

  it('leaves a URL without tokens alone', () => {
    const store = safeStore();
    store.set(ACCESS_TOKEN_KEY, 'kept');
    expect(applyUrlTokens('http://host/home?x=1', store)).toBeNull();
    expect(store.get(ACCESS_TOKEN_KEY)).toBe('kept');
  });
});

describe('?token2= entry', () => {
  it('stores a demo token, drops an access token and keeps other storage', () => {
    const store = safeStore();
    store.set(ACCESS_TOKEN_KEY, 'admin');
    store.set('pref', '1');
    const cleaned = applyUrlTokens('http://host/?token2=wall', store);
    expect(cleaned).toBe('/');
    expect(store.get(DEMO_TOKEN_KEY)).toBe('wall');
    expect(store.get(ACCESS_TOKEN_KEY)).toBeNull();
    expect(store.get('pref')).toBe('1');
    const session = createSessionStore(store);
    expect(session.getState()).toMatchObject({ token: null, demoToken: 'wall' });
    expect(isLoggedIn(session.getState())).toBe(true);
  });
});

describe('no token', () => {
  it('means logged out and clears storage', () => {
    const store = safeStore();
    store.set('leftover', 'x');
    sessionStorage.setItem('leftover', 'y');
    const tokens = readTokens(store);
    expect(tokens).toEqual({ token: null, demoToken: null });
    expect(isLoggedIn(tokens)).toBe(false);
    expect(localStorage.getItem('leftover')).toBeNull();
    expect(sessionStorage.getItem('leftover')).toBeNull();
  });

  it('a stored token means logged in and nothing is cleared', () => {
    const store = safeStore();
    store.set(ACCESS_TOKEN_KEY, 't');
    store.set('pref', '1');
    expect(readTokens(store)).toEqual({ token: 't', demoToken: null });
    expect(store.get('pref')).toBe('1');
  });
});

describe('fallback store', () => {
  function throwingStorage(): Storage {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    return {
      length: 0,
      key: fail,
      getItem: fail,
      setItem: fail,
      removeItem: fail,
      clear: fail,
    } as unknown as Storage;
  }

  it('keeps the session in memory when localStorage throws', () => {
    const store = safeStore(throwingStorage);
    expect(store.kind).toBe('memory');
    expect(applyUrlTokens('http://host/?token=mem', store, () => {})).toBe('/');
    expect(store.get(ACCESS_TOKEN_KEY)).toBe('mem');
    const session = createSessionStore(store, () => {});
    expect(session.getState().token).toBe('mem');
  });

  it('falls back when even reading window.localStorage throws', () => {
    const store = safeStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });

  it('moves to memory when a write starts failing later (quota)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let full = false;
    const backing = new Map<string, string>();
    const quota = {
      getItem: (k: string) => backing.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        backing.set(k, v);
      },
      removeItem: (k: string) => void backing.delete(k),
      clear: () => backing.clear(),
    } as unknown as Storage;
    const store = safeStore(() => quota);
    expect(store.kind).toBe('local');
    full = true;
    store.set(ACCESS_TOKEN_KEY, 'late');
    expect(store.kind).toBe('memory');
    expect(store.get(ACCESS_TOKEN_KEY)).toBe('late');
    warn.mockRestore();
  });
});

describe('session store', () => {
  it('signIn stores the token and restarts the entry; signOut clears everything', () => {
    const storage = memoryStore();
    const clearSession = vi.fn();
    const session = createSessionStore(storage, clearSession);
    session.getState().setEntry('failed');
    session.getState().signIn('fresh');
    expect(storage.get(ACCESS_TOKEN_KEY)).toBe('fresh');
    expect(session.getState()).toMatchObject({ token: 'fresh', entry: 'idle', data: null });
    storage.set('other', 'x');
    session.getState().signOut();
    expect(storage.get(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.get('other')).toBeNull();
    expect(clearSession).toHaveBeenCalled();
    expect(isLoggedIn(session.getState())).toBe(false);
  });
});
