// Encoded characters, backslashes, whitespace, queries and fragments could smuggle another target.
const UNSAFE = /[\\%?#\s]/;

/** True when a plate may call `path`: an `/api/` path of this server that is on the allow-list exactly. */
export function isAllowedDataSourcePath(path: unknown, allowList: readonly string[]): boolean {
  if (typeof path !== 'string' || !path.startsWith('/api/')) return false;
  if (path.includes('..') || path.includes('//') || UNSAFE.test(path)) return false;
  return allowList.includes(path);
}
