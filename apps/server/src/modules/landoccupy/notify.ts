import type { Services } from '../../services';

/** Topic of review case changes on the live channel (apps/server/src/live). */
export const CASE_CHANGED_TOPIC = 'case.changed';

/** A review case that changed state: what other open screens of the same area need to refresh. */
export interface CaseChange {
  kind: 'occupy' | 'abnormal';
  id: number;
  /** occupyNum for occupations, the id as text for abnormal records. */
  ref: string;
  processStatus: number;
  flag: number;
  version: number;
  action: string;
  actionTime: string;
}

/**
 * The one place where workflow state changes are published, after their transaction committed (a replayed
 * retry publishes nothing): to the callers whose area contains the case and who may see review data.
 */
export function publishCaseChange(
  services: Pick<Services, 'live'>,
  areaId: number,
  change: CaseChange,
): void {
  services.live.publish({ topic: CASE_CHANGED_TOPIC, areaId, data: change, permission: 'data:view' });
}
