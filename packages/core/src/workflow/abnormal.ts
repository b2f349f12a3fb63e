import { abnormalActionCode } from '../contract/permissions';
import type { AbnormalAction } from './governance';
import { actionsFrom, nextStatus, PROCESS_STATUS, type ProcessStatus } from './process';

export {
  type AbnormalAction,
  GOVERNANCE_ACTION_LABELS,
  GOVERNANCE_ACTIONS,
  type GovernanceAction,
} from './governance';

/**
 * Cultivated-land abnormal records (撂荒, 非粮化, 非农化): the same review process as occupations, then
 * governance. governanceFlag (1 已整治, 0 未整治) is set by the governance action, allowed only once the
 * abnormal is confirmed (已完成) and not yet governed; it is never cleared by the process.
 */

/** Chinese labels of governanceFlag. */
export const GOVERNANCE_FLAG_LABELS: Readonly<Record<0 | 1, string>> = { 0: '未整治', 1: '已整治' };

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

/**
 * The actions a user may take on an abnormal record in this state: each needs its own permission code
 * (abnormal:<action>), so a user holding none is offered nothing.
 */
export function abnormalActionsFor(state: AbnormalState, permissions: Iterable<string>): AbnormalAction[] {
  const held = new Set(permissions);
  const out: AbnormalAction[] = actionsFrom(state.processStatus);
  if (abnormalStep(state, 'govern')) out.push('govern');
  return out.filter((a) => held.has(abnormalActionCode(a)));
}
