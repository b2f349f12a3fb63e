import { callHeaders } from './client';
import { clientEffects, clientFor } from './client-config';

/**
 * Fetches a private file (an export) with the session header and saves it under `fileName`: files are
 * never reachable by a bare URL, so a link cannot be shared or opened without the session.
 */
export async function downloadPrivateFile(path: string, fileName: string): Promise<void> {
  const { token } = clientFor(clientEffects().getTokens());
  const { 'Content-Type': _json, ...headers } = callHeaders(token);
  const response = await fetch(path, { headers });
  if (!response.ok) {
    let desc = '文件下载失败';
    try {
      desc = ((await response.json()) as { respDesc?: string }).respDesc ?? desc;
    } catch {
      // Not an envelope: keep the generic text.
    }
    throw new Error(desc);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser reads the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
