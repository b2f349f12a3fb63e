import { RespCode, RespError } from '@fengshou/core';
import type { Session } from '../../auth/sessions';

/** 401 with the catalogue's empty message for subjects, roles and users outside the caller's reach. */
export function noAccess(): RespError {
  return new RespError(RespCode.NO_ACCESS, '无权访问该主体的数据');
}

/** True when the caller may act on a subject: its current subject, or one whose area is in scope. */
export function canReachSubject(caller: Session, subject: { id: number; areaId: number }): boolean {
  return subject.id === caller.subjectId || caller.scope.contains(subject.areaId);
}

/** A LIKE pattern matching `keyword` anywhere, with the wildcard characters escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Turns a page request into LIMIT/OFFSET values. */
export function pageWindow(body: { pageNo: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: body.pageSize, offset: (body.pageNo - 1) * body.pageSize };
}
