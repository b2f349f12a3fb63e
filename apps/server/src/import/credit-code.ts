/**
 * Unified social credit codes (GB 32100-2015) and the organization codes inside them (GB 11714-1997).
 * Used to validate imported business entities and to generate believable demo codes.
 */

/** The 31 characters a credit code may use (no I, O, S, V, Z). */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** Check character of the first 17 characters of a credit code, or undefined if one is not allowed. */
export function creditCodeCheckChar(first17: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_CHARS.indexOf(first17[i] ?? '');
    if (v < 0) return undefined;
    sum += v * CREDIT_WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/** Check character of an 8-character organization code body (digits and capitals), or undefined. */
export function orgCodeCheckChar(body8: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const c = body8.charCodeAt(i);
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : -1;
    if (v < 0) return undefined;
    sum += v * ORG_WEIGHTS[i]!;
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** Why a credit code is invalid (Chinese, for import reports), or undefined when it is valid. */
export function creditCodeProblem(code: string): string | undefined {
  if (code.length !== 18) return `统一社会信用代码须为18位（当前${code.length}位）`;
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code))
    return '统一社会信用代码含有不允许的字符（不使用I、O、S、V、Z）';
  if (!/^\d{6}$/.test(code.slice(2, 8))) return '统一社会信用代码第3–8位须为行政区划码';
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return '统一社会信用代码校验位不正确';
  return undefined;
}

/** True when the code is a well-formed credit code with a correct check character. */
export function isValidCreditCode(code: string): boolean {
  return creditCodeProblem(code) === undefined;
}

/** A credit code from its registration prefix (e.g. '93' cooperative), division code and organization body. */
export function makeCreditCode(prefix: string, division6: string, orgBody8: string): string {
  const org = orgBody8 + orgCodeCheckChar(orgBody8);
  const first17 = prefix + division6 + org;
  const check = creditCodeCheckChar(first17);
  if (!check) throw new Error(`cannot build a credit code from ${first17}`);
  return first17 + check;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Check character of a 17-digit resident ID number body (GB 11643). */
export function idCardCheckChar(body17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body17[i]) * ID_WEIGHTS[i]!;
  return '10X98765432'[sum % 11]!;
}
