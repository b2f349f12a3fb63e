/**
 * How far the running imports have got, by the token the page chose: a large file is checked and written
 * for tens of seconds and the page shows the rows done. Entries live ten minutes after their last news.
 */
export interface ImportProgress {
  phase: 'read' | 'check' | 'write' | 'done';
  done: number;
  total: number;
  at: number;
}

const LIFETIME_MS = 10 * 60_000;
const running = new Map<string, ImportProgress>();

export function reportProgress(key: string, p: Omit<ImportProgress, 'at'>): void {
  const now = Date.now();
  for (const [k, v] of running) if (now - v.at > LIFETIME_MS) running.delete(k);
  running.set(key, { ...p, at: now });
}

export function progressOf(key: string): Omit<ImportProgress, 'at'> | undefined {
  const p = running.get(key);
  return p && { phase: p.phase, done: p.done, total: p.total };
}
