/**
 * The user-info call that index.html's inline script sends before the app's code has even loaded, handed
 * to the client when the app makes the same call with the same token. Sent by the app, it went out ~0.4 s
 * after navigation on a wall-screen PC (once the entry was evaluated), and every request of a dashboard
 * waited for it.
 */
interface EarlyCall {
  path: string;
  token: string;
  response: Promise<Answer>;
}

/** A response with its body read: the early call reads it as it arrives. */
export interface Answer {
  ok: boolean;
  status: number;
  text: string;
}

declare global {
  interface Window {
    __fengshouEarly?: EarlyCall;
  }
}

/** The response of an early call of `path` with this token, once; undefined when there is none. */
export function takeEarly(path: string, token: string | null): Promise<Answer> | undefined {
  const early = globalThis.window?.__fengshouEarly;
  if (!early || early.path !== path || early.token !== token) return undefined;
  delete window.__fengshouEarly;
  return early.response;
}
