import { areaLevelOfCode, badParams } from '@fengshou/core';
import { FIELD_CHECK_CODES } from '@fengshou/core/contract';
import { areaCodeRange } from '../../auth/scope';
import type { Session } from '../../auth/sessions';
import type { Executor } from '../../db/client';

/** Where a task goes: the level whose queue holds it, a named checker, and the codes it covers. */
export interface Target {
  holderAreaId: number;
  checkerId: number | null;
  range: [number, number];
}

/**
 * The target of a dispatch or reassignment. An area must lie below the caller's own (the county hands down
 * to towns and villages; a reassignment may also pull a task back to the caller's level). A named checker
 * must hold a field-check code and belong to a subject inside the caller's area (the scope check did that);
 * the task then sits with the checker's level, or with the stated area inside it.
 */
export async function targetOf(
  q: Executor,
  caller: Session,
  b: { toAreaId?: number; checkerId?: number },
  opts: { ownLevel: boolean },
): Promise<Target> {
  let holder = b.toAreaId;
  if (holder !== undefined) {
    const level = areaLevelOfCode(holder) ?? 5;
    const own = holder === caller.scope.areaId;
    if (!(level > caller.scope.level || (own && opts.ownLevel))) {
      throw badParams(['toAreaId'], '只能下发到本级以下的区域');
    }
  }
  if (b.checkerId !== undefined) {
    const [u] = await q.query<{ area_id: string; ok: boolean }>(
      `SELECT s.area_id, EXISTS (SELECT 1 FROM role_permissions rp
                                  WHERE rp.role_id = u.government_role_id AND rp.button_code = ANY($2)) AS ok
         FROM government_users u JOIN government_subjects s ON s.id = u.government_subject_id
        WHERE u.id = $1 AND u.del_flag = 0 AND u.account_status = 1`,
      [b.checkerId, [...FIELD_CHECK_CODES]],
    );
    if (!u) throw badParams(['checkerId'], '核查员不存在或已停用');
    if (!u.ok) throw badParams(['checkerId'], '该用户没有核查录入权限');
    const checkerArea = Number(u.area_id);
    if (holder === undefined) holder = checkerArea;
    else if (!inRange(holder, areaCodeRange(checkerArea))) {
      throw badParams(['checkerId'], '核查员不属于所选区域');
    }
  }
  if (holder === undefined) throw badParams(['toAreaId'], '请选择下发到的区域或核查员');
  return { holderAreaId: holder, checkerId: b.checkerId ?? null, range: areaCodeRange(holder) };
}

/** True when an area code lies in a range of codes. */
export const inRange = (code: number, [lo, hi]: readonly [number, number]) => code >= lo && code <= hi;
