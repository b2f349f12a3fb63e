import { areaChainOfCode, areaLevelOfCode, RespCode, RespError } from '@fengshou/core';

// Significant digits of a 12-digit area code by level; the remaining digits number its descendants.
const DIGITS = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 } as const;

/** The codes of an area and all its descendants as an inclusive range (area_id BETWEEN lo AND hi). */
export function areaCodeRange(areaId: number): [number, number] {
  const level = areaLevelOfCode(areaId) ?? 5;
  return [areaId, areaId + 10 ** (12 - DIGITS[level]) - 1];
}

/** The area a caller governs: its subject's deepest area; every area-filtered query stays inside it. */
export class AreaScope {
  constructor(
    readonly areaId: number,
    readonly level: number,
  ) {}

  /** True when areaId is the scope area or lies below it. */
  contains(areaId: number): boolean {
    return areaChainOfCode(areaId).includes(this.areaId);
  }

  /** True when areaId is an ancestor of the scope area (visible as context, not as data). */
  isAncestor(areaId: number): boolean {
    return areaId !== this.areaId && areaChainOfCode(this.areaId).includes(areaId);
  }

  /** The requested area when in scope, the scope area when none was asked; otherwise 401. */
  resolve(areaId?: number | null): number {
    if (areaId === undefined || areaId === null) return this.areaId;
    if (!this.contains(areaId)) throw new RespError(RespCode.NO_ACCESS, '无权访问该区域的数据');
    return areaId;
  }

  /** The codes of the scope area and everything below it. */
  range(): [number, number] {
    return areaCodeRange(this.areaId);
  }

  /** Every requested area must be in scope. */
  resolveAll(areaIds: readonly number[]): number[] {
    return areaIds.map((id) => this.resolve(id));
  }
}
