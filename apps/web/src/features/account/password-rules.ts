/** Shortest and longest password the server accepts. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

const CLASSES: readonly RegExp[] = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/**
 * Why the server would refuse `password`, so the form says it before submitting: 8–32 characters, no
 * spaces, three of upper case, lower case, digits and symbols, not containing the login name, not the old
 * one. The server checks again; its answer wins.
 */
export function passwordProblem(password: string, loginName: string, oldPassword?: string): string | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return `新密码须为${PASSWORD_MIN}–${PASSWORD_MAX}位`;
  if (/\s/.test(password)) return '新密码不能包含空格';
  if (CLASSES.filter((re) => re.test(password)).length < 3) {
    return '新密码须包含大写字母、小写字母、数字、符号中的至少三类';
  }
  if (loginName && password.toLowerCase().includes(loginName.toLowerCase())) return '新密码不能包含账号';
  if (oldPassword !== undefined && oldPassword !== '' && password === oldPassword)
    return '新密码不能与原密码相同';
  return null;
}
