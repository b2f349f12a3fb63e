import { useEffect, useRef } from 'react';
import { callApi } from '../../api';
import { resolveMenu } from '../routes/resolve-menu';
import { bootSession, isLoggedIn, useSession } from '../session';
import type { UserInfo } from '../session/session-store';
import { loadEntry } from './first-entry';

let generation = 0;

/**
 * Starts the first-entry load (spec §4) when a token is present and nothing is loaded or loading. The app
 * calls it at boot, before its first render; the hook again whenever a sign-in leaves the entry idle.
 * `onInfo` hears of the user info before the rest of the entry has loaded. Answers whether it started.
 */
export function startFirstEntry(onInfo?: (info: UserInfo) => void): boolean {
  const store = bootSession();
  const state = store.getState();
  if (!isLoggedIn(state) || state.entry !== 'idle') return false;
  const mine = ++generation;
  state.setEntry('loading');
  loadEntry(callApi, resolveMenu, console.warn, onInfo)
    .then((data) => {
      if (mine === generation) store.getState().setEntry('ready', data);
    })
    .catch((error: unknown) => {
      // A 400/402 already signed the session out; anything else lets navigation continue (spec §4).
      if (mine !== generation || !isLoggedIn(store.getState())) return;
      console.warn('用户信息加载失败', error);
      store.getState().setEntry('failed');
    });
  return true;
}

/** Starts the first-entry load whenever a token is present and nothing is loaded (spec §4). */
export function useFirstEntry(onInfo?: (info: UserInfo) => void): void {
  const entry = useSession((s) => s.entry);
  const loggedIn = useSession(isLoggedIn);
  const onInfoRef = useRef(onInfo);
  onInfoRef.current = onInfo;
  useEffect(() => {
    if (loggedIn && entry === 'idle') startFirstEntry((info) => onInfoRef.current?.(info));
  }, [loggedIn, entry]);
}
