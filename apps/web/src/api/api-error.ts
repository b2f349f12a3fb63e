import type { RespHandling } from '@fengshou/core';

/** A call the server answered with a respCode other than 0 (spec §7: the response is thrown). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly respCode: number,
    readonly respDesc: string,
    readonly path: string,
    readonly handling: RespHandling,
  ) {
    super(respDesc || `respCode ${respCode}`);
  }
}

/** Why a call produced no envelope at all. */
export type NetworkFailure = 'timeout' | 'network' | 'http' | 'parse' | 'aborted';

/** A call that never got an answer in the envelope: time-out, offline, proxy error (logged, state unchanged). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    readonly failure: NetworkFailure,
    readonly path: string,
    readonly status?: number,
  ) {
    super(NETWORK_TEXT[failure]);
  }
}

const NETWORK_TEXT: Record<NetworkFailure, string> = {
  timeout: '请求超时，请稍后再试',
  network: '网络连接失败，请检查网络',
  http: '服务暂时不可用，请稍后再试',
  parse: '服务返回的数据无法识别',
  aborted: '请求已取消',
};

/** Text for an error state: the server's respDesc, the network text, or a generic line. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return '数据加载失败，请稍后再试';
}
