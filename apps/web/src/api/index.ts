export { ApiError, errorText, NetworkError, type NetworkFailure } from './api-error';
export { applyHandling, type CallOptions, callApi, callHeaders, timeoutFor } from './client';
export {
  type AuthTokens,
  type ClientEffects,
  clientEffects,
  clientFor,
  configureClient,
  type NotifyKind,
} from './client-config';
export { downloadPrivateFile } from './download';
export {
  type ApiKey,
  type ApiMutationOptions,
  type ApiQueryOptions,
  apiKey,
  apiQuery,
  invalidateApi,
  type Stale,
  useApiMutation,
  useApiPage,
  useApiQuery,
} from './query';
