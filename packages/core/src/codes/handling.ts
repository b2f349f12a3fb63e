import {
  catalogueEntry,
  HANDLING_ERROR,
  HANDLING_NONE,
  RESP_CATALOGUE,
  type RespHandling,
} from './catalogue';
import { RespCode } from './resp-code';

/**
 * Paths whose failures the client never surfaces (spec §8): their callers poll or degrade on their own.
 * The endpoints of this API for the calls the spec lists (device list and detail, the controllers' state,
 * camera list and live address, crop prices, machinery duration and warnings); a path is exempt when it
 * ends with one, and each names an endpoint of the contract (checked by its test). The spec's encryptParam
 * and agreement calls have no endpoint here: files are signed by the server, and there is no agreement page.
 */
export const EXEMPT_PATH_PATTERNS = [
  '/iot/device/list',
  '/iot/device/detail',
  '/iot/property/state',
  '/iot/camera/list',
  '/iot/camera/liveUrl',
  '/crop/priceList',
  '/machine/durationList',
  '/machine/warnList',
] as const;

/** Which HTTP client made the call; the demo client ignores the SMS codes. */
export type RespClient = 'main' | 'demo';

/** Options of `handlingFor`. */
export interface HandlingOptions {
  readonly client?: RespClient;
  readonly path?: string;
}

// The demo client has no SMS login of its own, so it leaves these codes to the caller (spec §8).
const DEMO_IGNORED: ReadonlySet<number> = new Set([
  RespCode.SMS_CODE_INVALID,
  RespCode.SMS_CODE_INTERVAL,
  RespCode.SMS_CODE_SEND_FAILED,
  RespCode.SMS_CODE_EXPIRED,
  RespCode.SMS_SEND_FAILED,
]);

/** True when failures of `path` (query and trailing slash ignored) are not surfaced. */
export function isExemptPath(path: string): boolean {
  const bare = path.replace(/[?#].*$/s, '').replace(/\/+$/, '');
  return EXEMPT_PATH_PATTERNS.some((suffix) => bare.endsWith(suffix));
}

/** How the client reacts to `code`; unknown non-zero codes get an error toast with the server's respDesc. */
export function handlingFor(code: number, options: HandlingOptions = {}): RespHandling {
  if (code === RespCode.OK) return HANDLING_NONE;
  if (options.path !== undefined && isExemptPath(options.path)) return HANDLING_NONE;
  if (options.client === 'demo' && DEMO_IGNORED.has(code)) return HANDLING_NONE;
  return catalogueEntry(code)?.handling ?? HANDLING_ERROR;
}

/** Toast text for a failed call: the server's respDesc when given, else the catalogue text. */
export function toastTextFor(code: number, respDesc?: string | null): string {
  if (typeof respDesc === 'string' && respDesc.trim() !== '') return respDesc;
  const row = catalogueEntry(code);
  return row === undefined ? RESP_CATALOGUE[RespCode.SERVER_BUSY].message : row.message || row.serverMessage;
}
