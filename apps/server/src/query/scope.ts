import { areaLevelOfCode, badParams, RespCode, RespError } from '@fengshou/core';
import { areaCodeRange } from '../auth/scope';
import type { Session } from '../auth/sessions';

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
  return areaCodeRange(id);
}

/** 401 for a row (farm, parcel) that lies outside the caller's area. */
export function assertInScope(caller: Session, areaId: number): void {
  if (!caller.scope.contains(areaId)) throw new RespError(RespCode.NO_ACCESS, '无权访问该区域的数据');
}

/** A LIKE pattern matching `keyword` anywhere, with the wildcard characters escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
