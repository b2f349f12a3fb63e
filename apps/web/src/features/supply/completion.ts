/** Output over the commitment in percent with one decimal, or -- when nothing was committed. */
export function completionText(output: number | null, committed: number | null): string {
  if (!committed) return '--';
  return ((100 * (output ?? 0)) / committed).toFixed(1);
}
