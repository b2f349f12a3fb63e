/** Shortest and longest password accepted (characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

// Upper case, lower case, digits, symbols (anything else, CJK included).
const CLASSES: readonly RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/**
 * Why a new password breaks the composition rule, or null: 8–32 characters, no spaces or control
 * characters, at least three of upper case, lower case, digits and symbols, not containing the login name,
 * not the old password. The browser says it before submitting; the server checks again, with the refused
 * list and the history on top, and its answer wins.
 */
export function passwordCompositionProblem(
  password: string,
  loginName: string,
  oldPassword?: string,
): string | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return `新密码须为${PASSWORD_MIN}–${PASSWORD_MAX}位`;
  if (/\p{Cc}/u.test(password)) return '新密码不能包含控制字符';
  if (/\s/.test(password)) return '新密码不能包含空格';
  if (CLASSES.filter((re) => re.test(password)).length < 3) {
    return '新密码须包含大写字母、小写字母、数字、符号中的至少三类';
  }
  if (loginName && password.toLowerCase().includes(loginName.toLowerCase())) return '新密码不能包含账号';
  if (oldPassword && password === oldPassword) return '新密码不能与原密码相同';
  return null;
}
