/**
 * The review process shared by farmland-occupation and cultivated-land abnormal records (spec §4 "Farmland
 * occupation workflow"). The spec names the actions but not the status values or the transitions; this is
 * our design, documented in docs/workflow.md:
 *
 *   0 待筛查 ──筛查·需核查──▶ 1 待核查 ──核查录入·需审核──▶ 2 待审核 ──审核通过──▶ 3 待复核 ──复核通过──▶ 5 已完成
 *      │                        │                               │                      │
 *      └─筛查·无需核查─▶ 6 无需核查 └─核查录入·无需审核─▶ 5 已完成   └──驳回──▶ 4 已驳回 ◀──驳回─┘
 *                                                                          │
 *                                         1 待核查 ◀──重新核查 (re-review)───┘
 *
 * 5 and 6 are final; 4 waits for a re-review that sends the case back to the field check.
 */

/** processStatus values of a review case. */
export const PROCESS_STATUS = {
  SCREENING: 0,
  CHECKING: 1,
  AUDITING: 2,
  REVIEWING: 3,
  REJECTED: 4,
  DONE: 5,
  CLOSED: 6,
} as const;

/** A processStatus value. */
export type ProcessStatus = (typeof PROCESS_STATUS)[keyof typeof PROCESS_STATUS];

/** Chinese labels of the process statuses, in workflow order. */
export const PROCESS_STATUS_LABELS: Readonly<Record<ProcessStatus, string>> = {
  0: '待筛查',
  1: '待核查',
  2: '待审核',
  3: '待复核',
  4: '已驳回',
  5: '已完成',
  6: '无需核查',
};

/** Every process status, in workflow order. */
export const PROCESS_STATUSES = Object.keys(PROCESS_STATUS_LABELS).map(Number) as ProcessStatus[];

/** True for a processStatus value of the workflow. */
export function isProcessStatus(v: number): v is ProcessStatus {
  return Object.hasOwn(PROCESS_STATUS_LABELS, v);
}

/** The eight review actions of spec §4, the same for both kinds of record. */
export const PROCESS_ACTIONS = [
  'inputNeedReview',
  'inputNoReview',
  'screenNeedReview',
  'screenNoReview',
  'review',
  'reject',
  'reReview',
  'success',
] as const;

/** One review action. */
export type ProcessAction = (typeof PROCESS_ACTIONS)[number];

/** Where an action may start and where it leads. */
export interface Transition {
  from: readonly ProcessStatus[];
  to: ProcessStatus;
  label: string;
}

const S = PROCESS_STATUS;

/** The transition table: the only place that says which action moves a case where. */
export const TRANSITIONS: Readonly<Record<ProcessAction, Transition>> = {
  screenNeedReview: { from: [S.SCREENING], to: S.CHECKING, label: '筛查·需核查' },
  screenNoReview: { from: [S.SCREENING], to: S.CLOSED, label: '筛查·无需核查' },
  inputNeedReview: { from: [S.CHECKING], to: S.AUDITING, label: '核查录入·需审核' },
  inputNoReview: { from: [S.CHECKING], to: S.DONE, label: '核查录入·无需审核' },
  review: { from: [S.AUDITING], to: S.REVIEWING, label: '审核通过' },
  reject: { from: [S.AUDITING, S.REVIEWING], to: S.REJECTED, label: '驳回' },
  reReview: { from: [S.REJECTED], to: S.CHECKING, label: '重新核查' },
  success: { from: [S.REVIEWING], to: S.DONE, label: '复核通过' },
};

/** True for an action name of the workflow. */
export function isProcessAction(v: string): v is ProcessAction {
  return Object.hasOwn(TRANSITIONS, v);
}

/** The status an action leads to from `status`, or undefined when the action is not allowed there. */
export function nextStatus(status: number, action: ProcessAction): ProcessStatus | undefined {
  const t = TRANSITIONS[action];
  return (t.from as readonly number[]).includes(status) ? t.to : undefined;
}

/** The actions allowed in a status, in the order of PROCESS_ACTIONS. */
export function actionsFrom(status: number): ProcessAction[] {
  return PROCESS_ACTIONS.filter((a) => nextStatus(status, a) !== undefined);
}

/** True when no action leads out of the status. */
export function isFinalStatus(status: number): boolean {
  return actionsFrom(status).length === 0;
}
