import type {
  getUserInfo,
  listGateCategories,
  listGisServers,
  listMenuTypesAndGroups,
  ResultOf,
} from '@fengshou/core/contract';
import { createStore } from 'zustand/vanilla';
import type { AuthTokens } from '../../api';
import { DISPLAY_MODE_KEY } from '../../ui/kiosk';
import type { MenuGroupView, MenuRoute } from '../guard/menu-routes';
import { clearSessionStorage, type KeyValueStore } from './storage';
import { ACCESS_TOKEN_KEY, DEMO_TOKEN_KEY, readTokens } from './tokens';

/** The current user and subject. */
export type UserInfo = ResultOf<typeof getUserInfo>;
/** Menu types with their groups and menus. */
export type MenuTypes = ResultOf<typeof listMenuTypesAndGroups>;
/** Map services of the subject's area. */
export type GisServers = ResultOf<typeof listGisServers>;
/** IoT gate categories. */
export type GateCategories = ResultOf<typeof listGateCategories>;

/** Where the first-entry load stands: idle (not started), loading, ready, or failed at the user info. */
export type EntryStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What the first entry loads after sign-in (spec §4). */
export interface EntryData {
  info: UserInfo;
  permissions: string[];
  menuTypes: MenuTypes;
  gisServers: GisServers;
  gateCategories: GateCategories;
  /** Menu groups in order with their menus resolved against the route table. */
  menuGroups: MenuGroupView[];
  /** Every menu route in registration order (spec §4). */
  menuRoutes: MenuRoute[];
  /** Where / and /login lead this user. */
  startPage: string;
}

/** The session: tokens, the first-entry data and its status. */
export interface SessionState extends AuthTokens {
  entry: EntryStatus;
  data: EntryData | null;
  /** Sign-in answer: stores the token; the entry load then runs again for this user. */
  signIn(token: string): void;
  /** Clears tokens, storage and the loaded data (logout, 400, 402). */
  signOut(): void;
  setEntry(entry: EntryStatus, data?: EntryData | null): void;
}

/** A session store over `storage`; the app makes one, tests make their own. */
export function createSessionStore(storage: KeyValueStore, clearSession: () => void = clearSessionStorage) {
  const initial = readTokens(storage, clearSession);
  return createStore<SessionState>()((set) => ({
    ...initial,
    entry: 'idle',
    data: null,
    signIn(token) {
      storage.remove(DEMO_TOKEN_KEY);
      storage.remove(DISPLAY_MODE_KEY);
      storage.set(ACCESS_TOKEN_KEY, token);
      set({ token, demoToken: null, entry: 'idle', data: null });
    },
    signOut() {
      storage.clear();
      clearSession();
      set({ token: null, demoToken: null, entry: 'idle', data: null });
    },
    setEntry(entry, data) {
      set(data === undefined ? { entry } : { entry, data });
    },
  }));
}

/** A session store instance. */
export type SessionStore = ReturnType<typeof createSessionStore>;

/** True when a token (access or demo) is stored. */
export function isLoggedIn(state: AuthTokens): boolean {
  return Boolean(state.token || state.demoToken);
}
