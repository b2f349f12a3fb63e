import { CREDIT_LEVELS } from '@fengshou/core';

/** Farm status (farms.farm_status). */
export const FARM_STATUS: Record<number, string> = { 1: '正常经营', 2: '暂停经营', 3: '已注销' };
/** Demonstration rank (farms.rank). */
export const FARM_RANK: Record<number, string> = { 0: '无', 1: '国家级', 2: '市级', 3: '区级' };

/** Credit level label (spec §3). */
export function creditLevelName(level: number): string {
  return (CREDIT_LEVELS as Record<number, string>)[level] ?? '--';
}

/** 亩 with at most two decimals. */
export function mu(value: number | null | undefined): string {
  return value === null || value === undefined ? '--' : `${Number(value.toFixed(2))}`;
}
