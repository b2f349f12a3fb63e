import { areaChainOfCode, RespCode } from '@fengshou/core';
import { ApiError } from '../http/errors';

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
    if (!this.contains(areaId)) throw new ApiError(RespCode.NO_ACCESS, '无权访问该区域的数据');
    return areaId;
  }

  /** Every requested area must be in scope. */
  resolveAll(areaIds: readonly number[]): number[] {
    return areaIds.map((id) => this.resolve(id));
  }
}
