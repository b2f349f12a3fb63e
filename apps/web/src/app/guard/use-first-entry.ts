import { useEffect } from 'react';
import { callApi } from '../../api';
import { resolveMenu } from '../routes/resolve-menu';
import { bootSession, isLoggedIn, useSession } from '../session';
import { loadEntry } from './first-entry';

let generation = 0;

/** Starts the first-entry load whenever a token is present and nothing is loaded (spec §4). */
export function useFirstEntry(): void {
  const entry = useSession((s) => s.entry);
  const loggedIn = useSession(isLoggedIn);
  useEffect(() => {
    if (!loggedIn || entry !== 'idle') return;
    const store = bootSession();
    const mine = ++generation;
    store.getState().setEntry('loading');
    loadEntry(callApi, resolveMenu)
      .then((data) => {
        if (mine === generation) store.getState().setEntry('ready', data);
      })
      .catch((error: unknown) => {
        // A 400/402 already signed the session out; anything else lets navigation continue (spec §4).
        if (mine !== generation || !isLoggedIn(store.getState())) return;
        console.warn('用户信息加载失败', error);
        store.getState().setEntry('failed');
      });
  }, [loggedIn, entry]);
}
