import { OPEN_PATHS, OPEN_PREFIXES, PATHS } from '../constants';
import type { EntryStatus } from '../session/session-store';

/** What the guard knows about the session when a route opens. */
export interface GuardState {
  loggedIn: boolean;
  entry: EntryStatus;
  /** The user must replace an initial password (editPasswordFlag). */
  mustChangePassword: boolean;
  /** The user's start page once the entry data is loaded. */
  startPage: string | null;
}

/** The guard's verdict. 'wait' holds the route while the first-entry data loads. */
export type Decision = { kind: 'proceed' } | { kind: 'redirect'; to: string } | { kind: 'wait' };

const proceed: Decision = { kind: 'proceed' };
const redirect = (to: string): Decision => ({ kind: 'redirect', to });

function normalise(path: string): string {
  const bare = path.replace(/[?#].*$/s, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Decides a navigation to `route.path` (spec §4 "Session and route guard"); pure, so each rule is testable. */
export function decide(route: { path: string }, state: GuardState): Decision {
  const path = normalise(route.path);
  if (!state.loggedIn) {
    return path === PATHS.login || OPEN_PATHS.includes(path) || OPEN_PREFIXES.some((p) => path.startsWith(p))
      ? proceed
      : redirect(PATHS.login);
  }
  if (state.entry === 'idle' || state.entry === 'loading') return { kind: 'wait' };
  // A failure while loading the user info lets navigation continue to the route.
  if (state.entry === 'failed') return proceed;
  if (state.mustChangePassword) {
    return path === PATHS.changePassword ? proceed : redirect(PATHS.changePassword);
  }
  if ((path === PATHS.root || path === PATHS.login) && state.startPage) return redirect(state.startPage);
  return proceed;
}
