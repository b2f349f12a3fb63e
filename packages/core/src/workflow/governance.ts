import type { ProcessAction } from './process';

/**
 * The governance action of cultivated-land abnormal records, apart from abnormal.ts so that the permission
 * catalogue (contract/permissions) can list its code without importing the workflow that checks it.
 */
export const GOVERNANCE_ACTIONS = ['govern'] as const;

/** The governance action. */
export type GovernanceAction = (typeof GOVERNANCE_ACTIONS)[number];

/** Any action on an abnormal record. */
export type AbnormalAction = ProcessAction | GovernanceAction;

/** Chinese labels of the governance actions. */
export const GOVERNANCE_ACTION_LABELS: Readonly<Record<GovernanceAction, string>> = { govern: '整治完成' };
