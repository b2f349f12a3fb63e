import { round } from '@fengshou/core';

/** An area already in 亩 (as the API answers parcels) for display. */
export function muText(mu: number | null | undefined): string {
  return typeof mu === 'number' && Number.isFinite(mu) ? `${round(mu, 2).toLocaleString('zh-CN')} 亩` : '—';
}
