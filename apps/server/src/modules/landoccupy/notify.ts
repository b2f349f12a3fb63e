import { EventEmitter } from 'node:events';

/** A review case that changed state: what other open screens of the same area need to refresh. */
export interface CaseChange {
  kind: 'occupy' | 'abnormal';
  id: number;
  /** occupyNum for occupations, the id as text for abnormal records. */
  ref: string;
  areaId: number;
  processStatus: number;
  flag: number;
  version: number;
  action: string;
  actionTime: string;
}

/**
 * The one place where workflow state changes are published, after their transaction committed (a replayed
 * retry publishes nothing). The area-scoped live channel (server-sent events) subscribes here with
 * `caseChanges.on('change', ...)` and forwards each change to the sessions whose scope contains areaId.
 */
export const caseChanges = new EventEmitter<{ change: [CaseChange] }>();
caseChanges.setMaxListeners(0);

/** Publishes one committed case change to the live channel. */
export function publishCaseChange(change: CaseChange): void {
  caseChanges.emit('change', change);
}
