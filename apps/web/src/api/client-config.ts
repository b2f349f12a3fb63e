import type { RespClient } from '@fengshou/core';

/** The tokens a call may carry; the app's session module supplies them. */
export interface AuthTokens {
  token: string | null;
  /** A demo (display) token from `?token2=`; calls then go through the demo client variant. */
  demoToken: string | null;
}

/** Toast kinds of the catalogue handling. */
export type NotifyKind = 'error' | 'warning' | 'message';

/** What the client does to the rest of the app; the app installs these once at start-up. */
export interface ClientEffects {
  getTokens(): AuthTokens;
  notify(kind: NotifyKind, text: string): void;
  clearSession(): void;
  goLogin(): void;
  openNotAccess(): void;
  log(message: string, detail?: unknown): void;
  /** A call went out: the server counts every request as activity of the session (its idle clock). */
  sent(): void;
}

const noop = () => {};

let effects: ClientEffects = {
  getTokens: () => ({ token: null, demoToken: null }),
  notify: noop,
  clearSession: noop,
  goLogin: noop,
  openNotAccess: noop,
  sent: noop,
  log: (message, detail) => console.warn(message, detail),
};

/** Installs the app's effects (tests install recording ones); returns the previous set. */
export function configureClient(next: Partial<ClientEffects>): ClientEffects {
  const previous = effects;
  effects = { ...effects, ...next };
  return previous;
}

/** The installed effects. */
export function clientEffects(): ClientEffects {
  return effects;
}

/** Which client variant a call uses and the token it sends: demo sessions only have the token2. */
export function clientFor(tokens: AuthTokens): { client: RespClient; token: string | null } {
  if (tokens.token) return { client: 'main', token: tokens.token };
  if (tokens.demoToken) return { client: 'demo', token: tokens.demoToken };
  return { client: 'main', token: null };
}
