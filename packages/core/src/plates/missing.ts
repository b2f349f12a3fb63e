import type { StatMissing } from '../contract/archive';

const isMissing = (v: unknown): v is StatMissing =>
  v !== null && typeof v === 'object' && typeof (v as StatMissing).label === 'string';

/**
 * The sources a statistic result is missing when none of its metrics has records in the area (summary
 * figures or breakdown series all carry `missing`), each once; null when there is something to draw. A
 * result where only some metrics are missing is drawn: those answer null, never a 0.
 */
export function missingOf(result: unknown): StatMissing[] | null {
  const parts = Array.isArray(result)
    ? result
    : result !== null && typeof result === 'object'
      ? (result as { series?: unknown }).series
      : undefined;
  if (!Array.isArray(parts) || parts.length === 0) return null;
  const missing = parts.map((p: unknown) => (p as { missing?: unknown } | null)?.missing);
  if (!missing.every(isMissing)) return null;
  const seen = new Map(missing.map((m) => [`${m.via}|${m.label}`, m]));
  return [...seen.values()];
}

/** How to add what is missing: the import page's kinds, devices, or sources not connected yet. */
export function missingHint(missing: readonly StatMissing[]): string {
  const labels = (via: StatMissing['via']) => missing.filter((m) => m.via === via).map((m) => m.label);
  const imports = labels('import');
  const others = labels('none');
  return [
    imports.length ? `可通过 数据导入 → ${imports.join('、')} 补充` : '',
    labels('device').length ? '设备接入后显示' : '',
    others.length ? `${others.join('、')}数据尚未接入` : '',
  ]
    .filter(Boolean)
    .join('；');
}
