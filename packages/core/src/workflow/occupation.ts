import { occupyActionCode } from '../contract/permissions';
import { actionsFrom, nextStatus, PROCESS_STATUS, type ProcessAction, type ProcessStatus } from './process';

/**
 * Farmland-occupation records on top of the shared process: occupyFlag (1 认定占用, 0 未认定) and which
 * remark column an action fills. Spec §4 gives the occupyFlag defaults: 1 for reject and success, 0 for
 * review and screening; the other actions keep the flag unless the caller states one.
 */
export const OCCUPY_FLAG_DEFAULTS: Readonly<Partial<Record<ProcessAction, 0 | 1>>> = {
  screenNeedReview: 0,
  screenNoReview: 0,
  review: 0,
  reject: 1,
  success: 1,
};

/** Remark columns of a record; the one written is chosen by the stage the action leaves. */
export type OccupationRemarkField = 'checkRemark' | 'auditRemark' | 'reviewRemark';

// Screening and the field check fill checkRemark, the audit auditRemark, the re-check on site reviewRemark;
// a re-review of a rejected case only writes its log.
const REMARK_BY_STAGE: Readonly<Record<number, OccupationRemarkField>> = {
  0: 'checkRemark',
  1: 'checkRemark',
  2: 'auditRemark',
  3: 'reviewRemark',
};

/** The state of a record that the workflow reads and writes. */
export interface OccupationState {
  processStatus: number;
  occupyFlag: 0 | 1;
}

/** What one accepted action does to a record. */
export interface OccupationStep {
  from: number;
  to: ProcessStatus;
  occupyFlag: 0 | 1;
  remarkField: OccupationRemarkField | null;
  /** Evidence on site (photos, position) and its taker are recorded by actions leaving 待核查 and 待复核. */
  recordsReviewer: boolean;
}

/**
 * True when the actions out of this status record evidence on site (photos, the checker's position): those
 * leaving 待核查 (the field check: a checker stands at the parcel) and 待复核 (the re-check on site).
 * Photos are taken (uploaded) only then.
 */
export function takesReviewEvidence(status: number): boolean {
  return status === PROCESS_STATUS.CHECKING || status === PROCESS_STATUS.REVIEWING;
}

/** The step an action takes on a record, or undefined when the record's status does not allow it. */
export function occupationStep(
  state: OccupationState,
  action: ProcessAction,
  occupyFlag?: 0 | 1,
): OccupationStep | undefined {
  const to = nextStatus(state.processStatus, action);
  if (to === undefined) return undefined;
  return {
    from: state.processStatus,
    to,
    occupyFlag: occupyFlag ?? OCCUPY_FLAG_DEFAULTS[action] ?? state.occupyFlag,
    remarkField: REMARK_BY_STAGE[state.processStatus] ?? null,
    recordsReviewer: takesReviewEvidence(state.processStatus),
  };
}

/**
 * The actions a user may take on a record in this status: each needs its own permission code
 * (occupy:<action>), so a user holding none is offered nothing.
 */
export function occupationActionsFor(status: number, permissions: Iterable<string>): ProcessAction[] {
  const held = new Set(permissions);
  return actionsFrom(status).filter((a) => held.has(occupyActionCode(a)));
}
