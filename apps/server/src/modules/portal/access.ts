import { RespCode, RespError } from '@fengshou/core';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';

/** 401 with the catalogue's empty message for subjects, roles and users outside the caller's reach. */
export function noAccess(): RespError {
  return new RespError(RespCode.NO_ACCESS, '无权访问该主体的数据');
}

/** True when the caller may act on a subject: its current subject, or one whose area is in scope. */
export function canReachSubject(caller: Session, subject: { id: number; areaId: number }): boolean {
  return subject.id === caller.subjectId || caller.scope.contains(subject.areaId);
}

/** The subject `subjectId` when the caller may reach it; otherwise (or when unknown) 401. */
export async function reachableSubject(q: Queryable, caller: Session, subjectId: number) {
  const [row] = await q.query<{ id: number; areaId: number }>(
    'SELECT id, area_id AS "areaId" FROM government_subjects WHERE id = $1',
    [subjectId],
  );
  if (!row || !canReachSubject(caller, row)) throw noAccess();
  return row;
}

/** A LIKE pattern matching `keyword` anywhere, with the wildcard characters escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Turns a page request into LIMIT/OFFSET values. */
export function pageWindow(body: { pageNo: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: body.pageSize, offset: (body.pageNo - 1) * body.pageSize };
}
