import { configureClient } from '../api';
import { PATHS } from './constants';
import { notify } from './notifier';
import { noteRequest, type SessionStore } from './session';

/** Wires the HTTP client's catalogue handling to the session store, the toasts and the router. */
export function setUpClient(store: SessionStore, navigate: (to: string) => void): void {
  configureClient({
    getTokens: () => {
      const { token, demoToken } = store.getState();
      return { token, demoToken };
    },
    notify,
    clearSession: () => store.getState().signOut(),
    goLogin: () => {
      if (window.location.pathname !== PATHS.login) navigate(PATHS.login);
    },
    openNotAccess: () => navigate(PATHS.notAccess),
    log: (message, detail) => console.warn(message, detail ?? ''),
    sent: () => noteRequest(),
  });
}
