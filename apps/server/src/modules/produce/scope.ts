import { areaLevelOfCode, RespCode } from '@fengshou/core';
import type { Session } from '../../auth/sessions';
import { ApiError, badParams } from '../../http/errors';

// Significant digits of a 12-digit area code by level; the remaining digits number its descendants.
const DIGITS = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 } as const;

/** The codes of an area and all its descendants as an inclusive range (area_id BETWEEN lo AND hi). */
export function areaRange(areaId: number): [number, number] {
  const level = areaLevelOfCode(areaId) ?? 5;
  return [areaId, areaId + 10 ** (12 - DIGITS[level]) - 1];
}

/**
 * The range of a requested area inside the caller's scope (the scope itself when none is asked):
 * 401 outside the scope, 300 when the stated level does not match the code.
 */
export function scopedRange(
  caller: Session,
  areaId?: number,
  level?: number,
  levelField = 'areaLevel',
): [number, number] {
  const id = caller.scope.resolve(areaId);
  if (areaId !== undefined && level !== undefined && areaLevelOfCode(areaId) !== level) {
    throw badParams([levelField], '区域级别与区域编码不一致');
  }
  return areaRange(id);
}

/** 401 for a row (farm, parcel) that lies outside the caller's area. */
export function assertInScope(caller: Session, areaId: number): void {
  if (!caller.scope.contains(areaId)) throw new ApiError(RespCode.NO_ACCESS, '无权访问该区域的数据');
}

/** A LIKE pattern matching `keyword` anywhere, with the wildcard characters escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
