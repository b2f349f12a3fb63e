import type { PermissionCode } from '../contract/permissions';
import { actionsFrom, nextStatus, PROCESS_STATUS, type ProcessAction, type ProcessStatus } from './process';

/**
 * Cultivated-land abnormal records (撂荒, 非粮化, 非农化): the same review process as occupations, then
 * governance. governanceFlag (1 已整治, 0 未整治) is set by the governance action, allowed only once the
 * abnormal is confirmed (已完成) and not yet governed; it is never cleared by the process.
 */
export const GOVERNANCE_ACTIONS = ['govern'] as const;

/** The governance action. */
export type GovernanceAction = (typeof GOVERNANCE_ACTIONS)[number];

/** Any action on an abnormal record. */
export type AbnormalAction = ProcessAction | GovernanceAction;

/** Chinese labels of the governance actions. */
export const GOVERNANCE_ACTION_LABELS: Readonly<Record<GovernanceAction, string>> = { govern: '整治完成' };

/** Chinese labels of governanceFlag. */
export const GOVERNANCE_FLAG_LABELS: Readonly<Record<0 | 1, string>> = { 0: '未整治', 1: '已整治' };

/** The permission code that allows the abnormal review and governance actions. */
export const ABNORMAL_PERMISSION: PermissionCode = 'review:abnormal';

/** The state of an abnormal record that the workflow reads and writes. */
export interface AbnormalState {
  processStatus: number;
  governanceFlag: 0 | 1;
}

/** The state after an action, or undefined when the record's state does not allow it. */
export function abnormalStep(state: AbnormalState, action: AbnormalAction): AbnormalState | undefined {
  if (action === 'govern') {
    return state.processStatus === PROCESS_STATUS.DONE && state.governanceFlag === 0
      ? { processStatus: state.processStatus, governanceFlag: 1 }
      : undefined;
  }
  const to: ProcessStatus | undefined = nextStatus(state.processStatus, action);
  return to === undefined ? undefined : { processStatus: to, governanceFlag: state.governanceFlag };
}

/** The actions a user may take on an abnormal record in this state: none without the permission code. */
export function abnormalActionsFor(state: AbnormalState, permissions: Iterable<string>): AbnormalAction[] {
  let allowed = false;
  for (const p of permissions) if (p === ABNORMAL_PERMISSION) allowed = true;
  if (!allowed) return [];
  const out: AbnormalAction[] = actionsFrom(state.processStatus);
  if (abnormalStep(state, 'govern')) out.push('govern');
  return out;
}
