import type { getIotFoodSafety, ResultOf } from '@fengshou/core/contract';

/** The food-safety answer of a base. */
export type FoodSafety = ResultOf<typeof getIotFoodSafety>;
/** One watched property of a food store. */
export type FoodProperty = FoodSafety['properties'][number];

/** How long an excursion lasted, in the words a duty officer uses: 45分钟, 3小时20分, 2天4小时. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}小时${minutes % 60}分` : `${hours}小时`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}天${hours % 24}小时` : `${days}天`;
}

const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** A normal range as shown beside a reading: '0 ~ 6 ℃', '≤ 14.5 %', '≥ 80 %RH', or '--'. */
export function rangeText(min: number | null, max: number | null, unit: string): string {
  const u = unit ? ` ${unit}` : '';
  if (min !== null && max !== null) return `${fmt(min)} ~ ${fmt(max)}${u}`;
  if (max !== null) return `≤ ${fmt(max)}${u}`;
  if (min !== null) return `≥ ${fmt(min)}${u}`;
  return '--';
}

/** The kinds of device the page looks for, as a list in a sentence: 冷库监测、粮情监测. */
export const kindsText = (kinds: FoodSafety['kinds']) => kinds.map((k) => k.name).join('、');

/** The figures above the page: devices (online), readings outside their range now, alarms, certificates. */
export function foodSummary(a: FoodSafety) {
  const devices = new Set(a.properties.map((p) => p.deviceId));
  const sum = (f: (p: FoodProperty) => number) => a.properties.reduce((s, p) => s + f(p), 0);
  return {
    devices: a.kinds.reduce((s, k) => s + k.deviceCount, 0),
    online: a.kinds.reduce((s, k) => s + k.onlineCount, 0),
    watched: devices.size,
    abnormalNow: sum((p) => p.abnormal),
    alarms: sum((p) => p.alarms),
    openAlarms: sum((p) => p.openAlarms),
    certificates: a.products.reduce((s, p) => s + p.certificates, 0),
  };
}
