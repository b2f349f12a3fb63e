// Encoded characters, backslashes, whitespace, queries and fragments could smuggle another target.
const UNSAFE = /[\\%?#\s]/;

/** True when `path` is a plain `/api/` path of this server: nothing in it can point elsewhere. */
export function isSafeDataSourcePath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/api/')) return false;
  return !path.includes('..') && !path.includes('//') && !UNSAFE.test(path);
}

/** True when a plate may call `path`: an `/api/` path of this server that is on the allow-list exactly. */
export function isAllowedDataSourcePath(path: unknown, allowList: readonly string[]): boolean {
  return isSafeDataSourcePath(path) && allowList.includes(path);
}
