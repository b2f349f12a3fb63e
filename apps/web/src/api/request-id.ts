/** A random request id for the requestId header, so a call can be found in the server log. */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID().replaceAll('-', '');
  // Pages served over plain http on a LAN address have no randomUUID (not a secure context),
  // but getRandomValues is available in every context.
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
