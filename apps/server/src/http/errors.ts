import { badParamsDesc, RespCode, respDescFor } from '@fengshou/core';

/** A business answer other than success: sent as HTTP 200 with the catalogue's respCode (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly respCode: number,
    readonly respDesc: string = respDescFor(respCode),
  ) {
    super(respDesc);
  }
}

/** respCode 300 naming the fields at fault. */
export function badParams(fields: readonly string[], detail?: string): ApiError {
  const base = badParamsDesc(fields);
  return new ApiError(RespCode.BAD_PARAMS, detail ? `${base}（${detail}）` : base);
}
