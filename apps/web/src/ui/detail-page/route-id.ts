import { useParams } from 'react-router';

/**
 * A positive integer id from the route's path (e.g. `:farmid`), or null when it is missing or malformed,
 * so a page can say 记录不存在 instead of sending bad input.
 */
export function useRouteId(...names: string[]): number | null {
  const params = useParams();
  for (const name of names) {
    const raw = params[name];
    if (raw !== undefined && /^\d{1,10}$/.test(raw)) {
      const n = Number(raw);
      if (n > 0 && n <= 2147483647) return n;
    }
  }
  return null;
}
