import type { BodyOf, EndpointDef, ResultOf } from '@fengshou/core/contract';
import { IDEMPOTENCY_HEADER } from '@fengshou/core/contract';
import { ApiError, callApi, NetworkError } from '../api';

/** A fresh Idempotency-Key for one intended action. */
export function newIdempotencyKey(): string {
  return `web-${crypto.randomUUID()}`;
}

/**
 * Sends a workflow action with its Idempotency-Key. A network failure is retried with the same key (up to
 * three sends), so an action whose answer was lost is applied once, and the retry hears the first answer.
 */
export async function sendAction<E extends EndpointDef>(
  endpoint: E,
  body: BodyOf<E>,
  key = newIdempotencyKey(),
): Promise<ResultOf<E>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await callApi(endpoint, body, { headers: { [IDEMPOTENCY_HEADER]: key } });
    } catch (e) {
      if (!(e instanceof NetworkError) || e.failure === 'aborted' || attempt >= 3) throw e;
      await new Promise((r) => setTimeout(r, 400 * attempt));
    }
  }
}

/**
 * The key for sending the same intended action again after `error`:
 * - the server answered (ApiError: a stale version, a status that no longer allows it, 403): it stored that
 *   answer under the key, so the key is spent. Sending it again would only replay the refusal, or, once the
 *   case was refreshed and the body changed, be refused as 「该幂等键已用于另一个请求」. A fresh key.
 * - no answer (network failure, time-out, an unreadable reply): the first attempt may have acted, so the same
 *   key, which makes the server replay that answer instead of acting twice.
 */
export function keyAfterFailure(error: unknown, key: string): string {
  return error instanceof ApiError ? newIdempotencyKey() : key;
}
