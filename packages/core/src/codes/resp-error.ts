import { badParamsDesc, respDescFor } from './catalogue';
import { RespCode } from './resp-code';

/** A business answer other than success: the server sends it as HTTP 200 with its respCode (spec §8). */
export class RespError extends Error {
  constructor(
    readonly respCode: number,
    readonly respDesc: string = respDescFor(respCode),
  ) {
    super(respDesc);
  }
}

/** respCode 300 naming the fields at fault, with an optional detail. */
export function badParams(fields: readonly string[], detail?: string): RespError {
  const base = badParamsDesc(fields);
  return new RespError(RespCode.BAD_PARAMS, detail ? `${base}（${detail}）` : base);
}
