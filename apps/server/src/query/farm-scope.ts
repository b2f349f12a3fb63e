import { badParams } from '@fengshou/core';
import type { Session } from '../auth/sessions';
import type { Queryable } from '../db/client';
import { assertInScope, scopedRange } from './scope';
import { Filter } from './sql-filter';

/** `to_char` of a timestamp column as 'YYYY-MM-DD HH:mm:ss' (session time zone, Beijing). */
export const ts = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The farm when it exists (else 300 naming farmId) and lies in the caller's area (else 401). */
export async function reachableFarm(q: Queryable, caller: Session, farmId: number): Promise<void> {
  const [farm] = await q.query<{ a: number }>('SELECT area_id AS a FROM farms WHERE id = $1', [farmId]);
  if (!farm) throw badParams(['farmId'], '农场不存在');
  assertInScope(caller, Number(farm.a));
}

/**
 * A filter limiting rows to the caller's area (or the asked `areaId` inside it, else 401) and, when
 * `farmId` is given, to that farm (which must be in scope). `cols` names the row's area and farm columns.
 */
export async function areaFarmFilter(
  q: Queryable,
  caller: Session,
  by: { areaId?: number; farmId?: number },
  cols: { area: string; farm: string },
): Promise<Filter> {
  const [lo, hi] = scopedRange(caller, by.areaId);
  const f = new Filter().add(`${cols.area} BETWEEN $? AND $?`, lo, hi);
  if (by.farmId !== undefined) {
    await reachableFarm(q, caller, by.farmId);
    f.add(`${cols.farm} = $?`, by.farmId);
  }
  return f;
}

/** A time parameter as a lower bound ('YYYY-MM-DD' is that midnight). */
export const fromTime = (s: string) => (s.length === 10 ? `${s} 00:00:00` : s);
/** A time parameter as an exclusive upper bound ('YYYY-MM-DD' includes that whole day). */
export const untilTime = (s: string) => (s.length === 10 ? `${s} 24:00:00` : s);
