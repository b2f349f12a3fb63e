/**
 * The trace code a scanned QR text carries: the last segment of a /trace/<code> link, the code or certNo
 * query of an older /traceSource link, or the text itself when it is a bare code; null when it is none.
 */
export function traceCodeOf(text: string): string | null {
  const raw = text.trim();
  const valid = (s: string | null | undefined) => (s && /^[0-9A-Za-z-]{6,64}$/.test(s) ? s : null);
  if (/^https?:\/\//i.test(raw) || raw.startsWith('/')) {
    try {
      const url = new URL(raw, 'http://local');
      const m = /\/trace\/([^/?#]+)/.exec(url.pathname);
      if (m) return valid(decodeURIComponent(m[1]!));
      return valid(url.searchParams.get('code') ?? url.searchParams.get('certNo'));
    } catch {
      return null;
    }
  }
  return valid(raw);
}
