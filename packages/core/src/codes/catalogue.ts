import { RespCode, type RespCodeValue } from './resp-code';

/** How the client surfaces a failed call: toast kind plus the session side effects. */
export interface RespHandling {
  readonly toast: 'none' | 'error' | 'warning' | 'message';
  readonly clearStorage: boolean;
  readonly goLogin: boolean;
  readonly openNotAccess: boolean;
  /** True when the user sees no notice at all (redirects may still happen). */
  readonly silent: boolean;
}

/** One row of the §8 catalogue. */
export interface RespCatalogueEntry {
  readonly code: RespCodeValue;
  /** Client message exactly as in spec §8; '' where the spec gives none. */
  readonly message: string;
  /** respDesc the server sends; differs from `message` only where that is empty. */
  readonly serverMessage: string;
  readonly handling: RespHandling;
}

const flags = { clearStorage: false, goLogin: false, openNotAccess: false } as const;

/** No notice and no side effect: success, exempt paths, codes a client ignores. */
export const HANDLING_NONE: RespHandling = { toast: 'none', ...flags, silent: true };
/** Plain error toast, the default for failures. */
export const HANDLING_ERROR: RespHandling = { toast: 'error', ...flags, silent: false };
const MESSAGE: RespHandling = { toast: 'message', ...flags, silent: false };

function entry(
  code: RespCodeValue,
  message: string,
  handling: RespHandling,
  serverMessage: string = message,
): RespCatalogueEntry {
  return { code, message, serverMessage, handling };
}

const rows: readonly RespCatalogueEntry[] = [
  entry(RespCode.OK, '成功', HANDLING_NONE),
  entry(RespCode.BAD_PARAMS, '参数错误', HANDLING_ERROR),
  entry(RespCode.LOGIN_EXPIRED, '登录失效', {
    toast: 'error',
    clearStorage: true,
    goLogin: true,
    openNotAccess: false,
    silent: false,
  }),
  entry(
    RespCode.NO_ACCESS,
    '',
    { toast: 'warning', ...flags, openNotAccess: true, silent: false },
    '无访问权限',
  ),
  entry(
    RespCode.SILENT_LOGOUT,
    '',
    { toast: 'none', clearStorage: true, goLogin: true, openNotAccess: false, silent: true },
    '账号已停用或已在别处登录',
  ),
  entry(RespCode.NO_PERMISSION, '用户无权限', MESSAGE),
  entry(RespCode.FEATURE_FORBIDDEN, '您的权限无法使用该功能，可联系超级管理员修改权限', HANDLING_ERROR),
  entry(RespCode.ACCOUNT_NOT_FOUND, '账户不存在', HANDLING_ERROR),
  entry(RespCode.SERVER_BUSY, '服务器繁忙，请稍后再试', HANDLING_ERROR),
  entry(RespCode.SMS_CODE_INVALID, '无效验证码', HANDLING_ERROR),
  entry(RespCode.SMS_CODE_INTERVAL, '验证码发送间隔内，请稍后再试', HANDLING_ERROR),
  entry(RespCode.SMS_CODE_SEND_FAILED, '验证码发送失败', HANDLING_ERROR),
  entry(RespCode.SMS_CODE_EXPIRED, '验证码已失效', HANDLING_ERROR),
  entry(RespCode.SMS_SEND_FAILED, '短信发送失败', HANDLING_ERROR),
  entry(RespCode.CAPTCHA_EXPIRED, '图片验证码已失效', HANDLING_ERROR),
  entry(RespCode.ORDER_CLOSED, '下单已截止', MESSAGE),
  entry(RespCode.NO_REMAINING_TIMES, '剩余次数为0', MESSAGE),
  entry(RespCode.PACKAGE_EXPIRED, '套餐过期', MESSAGE),
  entry(RespCode.DISHES_INSUFFICIENT, '菜品不足', MESSAGE),
  entry(RespCode.ORDER_NOT_STARTED, '未到开始时间，不允许下单', MESSAGE),
  entry(RespCode.ORDER_EXCEEDS_LIMIT, '下单菜品超过设定', MESSAGE),
  entry(RespCode.PRODUCT_DELETED, '农产品删除后不存在', MESSAGE),
  entry(RespCode.MINI_PROGRAM_BASE_NOT_FOUND, '小程序基地不存在', MESSAGE),
  entry(RespCode.ENTERPRISE_USERS_NOT_FOUND, '所有企业用户不存在', MESSAGE),
  entry(RespCode.CODES_INVALID, '所有Code不正确', MESSAGE),
  // The spec leaves 30001 without text; the server still owes a readable respDesc.
  entry(RespCode.BUSINESS_NOTICE, '', MESSAGE, '业务处理未完成，请稍后再试'),
];

/** The §8 catalogue keyed by respCode. */
export const RESP_CATALOGUE: Readonly<Record<RespCodeValue, RespCatalogueEntry>> = Object.fromEntries(
  rows.map((row) => [row.code, row]),
) as Record<RespCodeValue, RespCatalogueEntry>;

/** True when `code` is one of the catalogued respCodes. */
export function isKnownRespCode(code: unknown): code is RespCodeValue {
  return typeof code === 'number' && Object.hasOwn(RESP_CATALOGUE, code);
}

/** Catalogue row of `code`, or undefined for codes the spec does not list. */
export function catalogueEntry(code: unknown): RespCatalogueEntry | undefined {
  return isKnownRespCode(code) ? RESP_CATALOGUE[code] : undefined;
}

/** respDesc the server sends with `code`; unknown codes fall back to the 600 text. */
export function respDescFor(code: number): string {
  return (catalogueEntry(code) ?? RESP_CATALOGUE[RespCode.SERVER_BUSY]).serverMessage;
}

/** respDesc for 300 naming the failing fields, so the client's toast tells the user what to fix. */
export function badParamsDesc(fields: readonly string[]): string {
  const base = RESP_CATALOGUE[RespCode.BAD_PARAMS].serverMessage;
  return fields.length === 0 ? base : `${base}：${fields.join('、')}`;
}
