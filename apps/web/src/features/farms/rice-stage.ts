/**
 * The growth stages of single-season japonica rice in the Yangtze delta, by days since sowing (sown or
 * transplanted in June, harvested from late October): the stage a field's rice is in today.
 */
export const RICE_STAGES: readonly (readonly [untilDay: number, stage: string])[] = [
  [25, '秧苗期'],
  [55, '分蘖期'],
  [85, '拔节孕穗期'],
  [105, '抽穗扬花期'],
  [140, '灌浆成熟期'],
];

/** Days from sowing to `today` (both 'YYYY-MM-DD'). */
export function daysSince(sowDate: string, today: string): number {
  return Math.round((Date.parse(today) - Date.parse(sowDate)) / 86_400_000);
}

/** The stage of rice sown on `sowDate`, as of `today`. */
export function riceStage(sowDate: string, today: string): string {
  const days = daysSince(sowDate, today);
  if (days < 0) return '待播种';
  return RICE_STAGES.find(([until]) => days <= until)?.[1] ?? '待收获';
}
