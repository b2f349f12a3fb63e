/** Bytes as a reader sees them (KB below 1 MB). */
export function sizeText(bytes: number): string {
  if (bytes <= 0) return '--';
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** A job's progress in percent (0 while its total is not known yet). */
export function percentOf(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
}
