import type { BodyOf, EndpointDef, ResultOf } from '@fengshou/core/contract';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallOptions, callApi } from './client';

/**
 * The query cache bound to the contract: a call's cache key is the endpoint's path and the body sent, so
 * every caller of an endpoint with the same body shares one entry, and `[path]` (or a part of the body)
 * names every entry of the endpoint for invalidation. Bodies are plain JSON, as TanStack keys need.
 */
export type ApiKey = readonly [path: string, body?: unknown, own?: string];

/** What a call carries besides its body (whether failures toast, extra headers); not part of the key. */
type CallExtras = Omit<CallOptions, 'signal'>;

/** The cache key of an endpoint's answer to `body`; without a body (or with part of one) it matches many. */
export function apiKey<E extends EndpointDef>(endpoint: E, body?: Partial<BodyOf<E>>): ApiKey {
  return body === undefined ? [endpoint.path] : [endpoint.path, body];
}

/** Query options of one call, for useQuery, useQueries, prefetchQuery and fetchQuery alike. */
export function apiQuery<E extends EndpointDef>(endpoint: E, body: BodyOf<E>, call: CallExtras = {}) {
  return queryOptions<ResultOf<E>, Error, ResultOf<E>, ApiKey>({
    queryKey: apiKey(endpoint, body),
    queryFn: ({ signal }) => callApi(endpoint, body, { ...call, signal }),
  });
}

/** Options of a query hook: TanStack's (enabled, staleTime, select, ...) and `notify` of the call. */
export type ApiQueryOptions<E extends EndpointDef, D = ResultOf<E>> = Omit<
  UseQueryOptions<ResultOf<E>, Error, D, ApiKey>,
  'queryKey' | 'queryFn'
> & {
  notify?: boolean;
  /**
   * Keeps this caller's entry apart from other callers of the same body: for answers that are used up
   * (a captcha, one per form), not for data.
   */
  own?: string;
};

/** Calls an endpoint through the query cache (cancelled with the component, shared with other callers). */
export function useApiQuery<E extends EndpointDef, D = ResultOf<E>>(
  endpoint: E,
  body: BodyOf<E>,
  options: ApiQueryOptions<E, D> = {},
) {
  const { notify, own, ...rest } = options;
  return useQuery<ResultOf<E>, Error, D, ApiKey>({
    queryKey: own === undefined ? apiKey(endpoint, body) : [endpoint.path, body, own],
    queryFn: ({ signal }) => callApi(endpoint, body, notify === undefined ? { signal } : { signal, notify }),
    ...rest,
  });
}

/**
 * One page of a paged list (`{pageNo, pageSize, ...filters}`); null while the body cannot be made yet. The
 * page shown stays on screen while the next one loads, so paging and filtering do not flash empty.
 */
export function useApiPage<E extends EndpointDef, D = ResultOf<E>>(
  endpoint: E,
  body: BodyOf<E> | null,
  options: ApiQueryOptions<E, D> = {},
) {
  return useApiQuery(endpoint, body as BodyOf<E>, {
    placeholderData: keepPreviousData,
    ...options,
    enabled: body !== null && (options.enabled ?? true),
  });
}

/** An endpoint, or an endpoint with part of a body: the entries a change makes stale. */
export type Stale = EndpointDef | readonly [EndpointDef, Record<string, unknown>];

/** Marks the entries of endpoints (all, or those whose body holds the given fields) stale and refetches shown ones. */
export function invalidateApi(client: QueryClient, ...stale: readonly Stale[]): Promise<void> {
  return Promise.all(
    stale.map((s) =>
      client.invalidateQueries({
        queryKey: Array.isArray(s) ? apiKey(s[0], s[1]) : apiKey(s as EndpointDef),
      }),
    ),
  ).then(() => undefined);
}

/** Options of a mutation hook: TanStack's, how the variables become the body, and what the change makes stale. */
export type ApiMutationOptions<E extends EndpointDef, V> = Omit<
  UseMutationOptions<ResultOf<E>, Error, V>,
  'mutationFn'
> & {
  /** The body sent for the variables (the variables are the body when omitted). */
  body?: (variables: V) => BodyOf<E>;
  /** Extra headers of the call (an Idempotency-Key). */
  headers?: (variables: V) => Record<string, string>;
  /** false: the page shows the failure itself, no toast (the session effects of 400/402 still happen). */
  notify?: boolean;
  /**
   * Entries refetched after a success (the lists and records the change touched), given the result and
   * the variables; not awaited, so the success shows at once.
   */
  invalidates?: (result: ResultOf<E>, variables: V) => readonly Stale[];
};

/** Calls an endpoint that changes state; errors toast by the catalogue like every call. */
export function useApiMutation<E extends EndpointDef, V = BodyOf<E>>(
  endpoint: E,
  options: ApiMutationOptions<E, V> = {},
) {
  const client = useQueryClient();
  const { body, headers, notify, invalidates, onSuccess, ...rest } = options;
  return useMutation<ResultOf<E>, Error, V>({
    ...rest,
    mutationFn: (v) =>
      callApi(endpoint, body ? body(v) : (v as BodyOf<E>), {
        ...(headers ? { headers: headers(v) } : {}),
        ...(notify === undefined ? {} : { notify }),
      }),
    onSuccess: (result, v, ...more) => {
      if (invalidates) void invalidateApi(client, ...invalidates(result, v));
      return onSuccess?.(result, v, ...more);
    },
  });
}
