import {
  badParamsDesc,
  handlingFor,
  type RespClient,
  RespCode,
  type RespHandling,
  TIMEOUTS_MS,
  toastTextFor,
} from '@fengshou/core';
import type { BodyOf, EndpointDef, ResultOf } from '@fengshou/core/contract';
import { config as zodConfig } from 'zod';
import { ApiError, NetworkError } from './api-error';
import { clientEffects, clientFor } from './client-config';
import { type Answer, takeEarly } from './early-call';
import { newRequestId } from './request-id';

// A page parses each schema a few times, with small bodies: zod's compiled fast path cost more to generate
// (about 40 ms of a dashboard's load) than it saved.
zodConfig({ jitless: true });

/**
 * The API is authorised by the accessToken header, never by cookies, so calls go without credentials. The
 * browser then keeps them on connections of their own (six per host on HTTP/1.1): a dashboard's calls no
 * longer wait behind the forty-odd module requests of its first load. index.html's early call does the same.
 */
export const API_CREDENTIALS: RequestCredentials = 'omit';

/** Per-call options. */
export interface CallOptions {
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /**
   * false: no toast for this call (background loads such as OEM branding); the session side effects of
   * 400/401/402 still happen because they are about the session, not about this call.
   */
  notify?: boolean;
  /** Extra request headers (the Idempotency-Key of workflow actions). */
  headers?: Record<string, string>;
}

/** The headers every call carries (spec §7). */
export function callHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    clientType: '1',
    platformType: '1',
    requestId: newRequestId(),
  };
  if (token) headers.accessToken = token;
  return headers;
}

/** Time-out of a call: the endpoint's own, else its client's (120 s for both main and demo). */
export function timeoutFor(endpoint: EndpointDef, client: RespClient): number {
  return endpoint.timeoutMs ?? (client === 'demo' ? TIMEOUTS_MS.demo : TIMEOUTS_MS.main);
}

/**
 * Calls an endpoint of the shared contract: POST + JSON, respCode 0 yields `obj`, anything else runs the
 * catalogue handling and is thrown as an ApiError. Body and result types come from the declaration.
 */
export async function callApi<E extends EndpointDef>(
  endpoint: E,
  body: BodyOf<E>,
  options: CallOptions = {},
): Promise<ResultOf<E>> {
  const effects = clientEffects();
  const { client, token } = clientFor(effects.getTokens());
  const parsed = endpoint.body.safeParse(body);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || i.message))];
    throw fail(RespCode.BAD_PARAMS, badParamsDesc(fields), endpoint.path, client, options);
  }
  const envelope = await post(endpoint, parsed.data, token, client, options.signal, options.headers);
  if (envelope.respCode === RespCode.OK) {
    const result = endpoint.result.safeParse(envelope.obj);
    // A result that drifted from the contract is still shown; the log tells which field drifted.
    if (!result.success) effects.log(`接口返回与约定不符 ${endpoint.path}`, result.error.issues);
    return (result.success ? result.data : envelope.obj) as ResultOf<E>;
  }
  throw fail(envelope.respCode, envelope.respDesc, endpoint.path, client, options);
}

interface Envelope {
  respCode: number;
  respDesc: string;
  obj: unknown;
}

async function post(
  endpoint: EndpointDef,
  body: unknown,
  token: string | null,
  client: RespClient,
  signal: AbortSignal | undefined,
  extraHeaders?: Record<string, string>,
): Promise<Envelope> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    timeoutFor(endpoint, client),
  );
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const path = endpoint.path;
  const text = JSON.stringify(body);
  const early = text === '{}' && client === 'main' && !extraHeaders ? takeEarly(path, token) : undefined;
  clientEffects().sent();
  try {
    const answer = await (early
      ? untilAborted(early, controller.signal)
      : fetch(path, {
          method: 'POST',
          headers: { ...callHeaders(token), ...extraHeaders },
          body: text,
          credentials: API_CREDENTIALS,
          signal: controller.signal,
        }).then(read));
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw networkFailure(new NetworkError(answer.ok ? 'parse' : 'http', path, answer.status));
    }
    // The server answers unknown API paths with an envelope and a 404 status; use the envelope when present.
    if (isEnvelope(json)) return json;
    throw networkFailure(new NetworkError(answer.ok ? 'parse' : 'http', path, answer.status));
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    if (timedOut) throw networkFailure(new NetworkError('timeout', path));
    if (signal?.aborted) throw new NetworkError('aborted', path);
    throw networkFailure(new NetworkError('network', path));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

async function read(response: Response): Promise<Answer> {
  return { ok: response.ok, status: response.status, text: await response.text() };
}

/** An early call's answer, or a rejection once the call is aborted (time-out or the caller's signal). */
function untilAborted(response: Promise<Answer>, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject);
  });
}

// Spec §8: failures outside the catalogue are logged and leave state unchanged.
function networkFailure(error: NetworkError): NetworkError {
  clientEffects().log(`请求失败 ${error.path}: ${error.message}`, error.status);
  return error;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).respCode === 'number' &&
    'obj' in value
  );
}

function fail(code: number, desc: string, path: string, client: RespClient, options: CallOptions): ApiError {
  const handling = handlingFor(code, { client, path });
  applyHandling(code, desc, handling, options.notify !== false);
  return new ApiError(code, desc, path, handling);
}

/** Runs the catalogue's client handling of a failed call (toast, storage, navigation). */
export function applyHandling(code: number, desc: string, handling: RespHandling, notify = true): void {
  const effects = clientEffects();
  if (notify && handling.toast !== 'none') effects.notify(handling.toast, toastTextFor(code, desc));
  if (handling.clearStorage) effects.clearSession();
  if (handling.goLogin) effects.goLogin();
  if (handling.openNotAccess) effects.openNotAccess();
}
