import type { BodyOf, EndpointDef, ResultOf } from '@fengshou/core/contract';
import { IDEMPOTENCY_HEADER } from '@fengshou/core/contract';
import { callApi, NetworkError } from '../../api';

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
