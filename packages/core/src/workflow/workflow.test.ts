import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABNORMAL_ACTION_CODES,
  abnormalActionCode,
  OCCUPY_ACTION_CODES,
  occupyActionCode,
  PERMISSION_CODES,
  PERMISSIONS,
  REVIEW_EVIDENCE_CODES,
  ROLE_PRESETS,
} from '../contract/permissions';
import { type AbnormalAction, type AbnormalState, abnormalActionsFor, abnormalStep } from './abnormal';
import {
  OCCUPY_FLAG_DEFAULTS,
  type OccupationState,
  occupationActionsFor,
  occupationStep,
} from './occupation';
import {
  actionsFrom,
  isFinalStatus,
  isProcessAction,
  isProcessStatus,
  nextStatus,
  PROCESS_ACTIONS,
  PROCESS_STATUSES,
  type ProcessAction,
} from './process';

// The reference model, written independently as the edge list of docs/workflow.md.
const EDGES: [number, ProcessAction, number][] = [
  [0, 'screenNeedReview', 1],
  [0, 'screenNoReview', 6],
  [1, 'inputNeedReview', 2],
  [1, 'inputNoReview', 5],
  [2, 'review', 3],
  [2, 'reject', 4],
  [3, 'reject', 4],
  [3, 'success', 5],
  [4, 'reReview', 1],
];
const edge = (s: number, a: ProcessAction) => EDGES.find(([f, x]) => f === s && x === a)?.[2];

describe('review process', () => {
  it('allows exactly the documented edges', () => {
    for (const s of PROCESS_STATUSES) {
      for (const a of PROCESS_ACTIONS) expect(nextStatus(s, a), `${s} ${a}`).toBe(edge(s, a));
    }
    expect(actionsFrom(0)).toEqual(['screenNeedReview', 'screenNoReview']);
    expect(actionsFrom(4)).toEqual(['reReview']);
  });

  it('has two final statuses, done and closed, reachable from the start', () => {
    expect(PROCESS_STATUSES.filter(isFinalStatus)).toEqual([5, 6]);
    const seen = new Set([0]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [f, , t] of EDGES) if (seen.has(f) && !seen.has(t)) grew = seen.add(t).size > 0;
    }
    expect([...seen].sort()).toEqual([...PROCESS_STATUSES].sort());
  });

  it('knows its names', () => {
    expect(isProcessAction('success')).toBe(true);
    expect(isProcessAction('toString')).toBe(false);
    expect(isProcessStatus(6)).toBe(true);
    expect(isProcessStatus(7)).toBe(false);
  });
});

describe('occupation', () => {
  it('uses the spec defaults of occupyFlag: 1 for reject and success, 0 for review and screening', () => {
    expect(occupationStep({ processStatus: 3, occupyFlag: 0 }, 'success')?.occupyFlag).toBe(1);
    expect(occupationStep({ processStatus: 2, occupyFlag: 0 }, 'reject')?.occupyFlag).toBe(1);
    expect(occupationStep({ processStatus: 2, occupyFlag: 1 }, 'review')?.occupyFlag).toBe(0);
    expect(occupationStep({ processStatus: 0, occupyFlag: 1 }, 'screenNeedReview')?.occupyFlag).toBe(0);
    expect(occupationStep({ processStatus: 0, occupyFlag: 1 }, 'screenNoReview')?.occupyFlag).toBe(0);
    // Input keeps the flag unless stated; a stated flag wins over any default.
    expect(occupationStep({ processStatus: 1, occupyFlag: 1 }, 'inputNeedReview')?.occupyFlag).toBe(1);
    expect(occupationStep({ processStatus: 3, occupyFlag: 0 }, 'success', 0)?.occupyFlag).toBe(0);
  });

  it('writes the remark of the stage it leaves and records the reviewer on the re-check', () => {
    expect(occupationStep({ processStatus: 1, occupyFlag: 0 }, 'inputNoReview')?.remarkField).toBe(
      'checkRemark',
    );
    expect(occupationStep({ processStatus: 2, occupyFlag: 0 }, 'reject')?.remarkField).toBe('auditRemark');
    const s = occupationStep({ processStatus: 3, occupyFlag: 0 }, 'success');
    expect(s?.remarkField).toBe('reviewRemark');
    expect(s?.recordsReviewer).toBe(true);
    expect(occupationStep({ processStatus: 4, occupyFlag: 1 }, 'reReview')?.remarkField).toBeNull();
    // The field check records its checker and photos too; the office stages record none.
    expect(occupationStep({ processStatus: 1, occupyFlag: 0 }, 'inputNeedReview')?.recordsReviewer).toBe(
      true,
    );
    expect(occupationStep({ processStatus: 2, occupyFlag: 0 }, 'review')?.recordsReviewer).toBe(false);
    expect(occupationStep({ processStatus: 0, occupyFlag: 0 }, 'screenNeedReview')?.recordsReviewer).toBe(
      false,
    );
  });

  it('offers an action only to holders of its own code', () => {
    expect(occupationActionsFor(2, ['data:view', ...OCCUPY_ACTION_CODES])).toEqual(['review', 'reject']);
    expect(occupationActionsFor(2, ['data:view', ...ABNORMAL_ACTION_CODES])).toEqual([]);
    expect(occupationActionsFor(5, OCCUPY_ACTION_CODES)).toEqual([]);
    // A screener: exactly screening in 待筛查, nothing in 待审核.
    expect(occupationActionsFor(0, ['occupy:screenNeedReview'])).toEqual(['screenNeedReview']);
    expect(occupationActionsFor(2, ['occupy:screenNeedReview'])).toEqual([]);
    expect(occupationActionsFor(2, ['occupy:reject'])).toEqual(['reject']);
    // The shared code of before issue 12 means nothing any more.
    expect(occupationActionsFor(2, ['review:occupy'])).toEqual([]);
  });

  it('needs exactly its own code for each action, in every status', () => {
    for (const s of PROCESS_STATUSES) {
      for (const a of PROCESS_ACTIONS) {
        const own = occupationActionsFor(s, [occupyActionCode(a)]);
        expect(own, `${s} ${a}`).toEqual(nextStatus(s, a) === undefined ? [] : [a]);
        const others = PROCESS_ACTIONS.filter((x) => x !== a).map(occupyActionCode);
        expect(occupationActionsFor(s, others)).not.toContain(a);
      }
    }
  });

  it('model: any action sequence follows the edge list and the flag rules', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...PROCESS_ACTIONS), fc.option(fc.constantFrom(0 as const, 1 as const))),
          {
            maxLength: 40,
          },
        ),
        (steps) => {
          let state: OccupationState = { processStatus: 0, occupyFlag: 0 };
          let model = { s: 0, flag: 0 };
          for (const [action, flag] of steps) {
            const step = occupationStep(state, action, flag ?? undefined);
            const to = edge(model.s, action);
            expect(step?.to).toBe(to);
            if (to === undefined) continue;
            const def = OCCUPY_FLAG_DEFAULTS[action];
            model = { s: to, flag: flag ?? def ?? model.flag };
            state = { processStatus: step!.to, occupyFlag: step!.occupyFlag };
            expect(state).toEqual({ processStatus: model.s, occupyFlag: model.flag });
          }
        },
      ),
    );
  });
});

describe('abnormal', () => {
  it('governs only a confirmed, ungoverned record, once', () => {
    expect(abnormalStep({ processStatus: 5, governanceFlag: 0 }, 'govern')).toEqual({
      processStatus: 5,
      governanceFlag: 1,
    });
    expect(abnormalStep({ processStatus: 5, governanceFlag: 1 }, 'govern')).toBeUndefined();
    expect(abnormalStep({ processStatus: 3, governanceFlag: 0 }, 'govern')).toBeUndefined();
  });

  it('offers an action only to holders of its own code, governance included', () => {
    expect(abnormalActionsFor({ processStatus: 5, governanceFlag: 0 }, ABNORMAL_ACTION_CODES)).toEqual([
      'govern',
    ]);
    expect(abnormalActionsFor({ processStatus: 5, governanceFlag: 0 }, ['abnormal:success'])).toEqual([]);
    expect(abnormalActionsFor({ processStatus: 0, governanceFlag: 0 }, OCCUPY_ACTION_CODES)).toEqual([]);
    expect(abnormalActionsFor({ processStatus: 0, governanceFlag: 0 }, ['abnormal:screenNoReview'])).toEqual([
      'screenNoReview',
    ]);
    const all: AbnormalAction[] = [...PROCESS_ACTIONS, 'govern'];
    for (const s of PROCESS_STATUSES) {
      for (const g of [0, 1] as const) {
        for (const a of all) {
          const st = { processStatus: s, governanceFlag: g };
          const own = abnormalActionsFor(st, [abnormalActionCode(a)]);
          expect(own, `${s}/${g} ${a}`).toEqual(abnormalStep(st, a) ? [a] : []);
        }
      }
    }
  });

  it('model: the process never touches governanceFlag and governance never moves the process', () => {
    const actions: AbnormalAction[] = [...PROCESS_ACTIONS, 'govern'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...actions), { maxLength: 40 }), (seq) => {
        let st: AbnormalState = { processStatus: 0, governanceFlag: 0 };
        for (const a of seq) {
          const next = abnormalStep(st, a);
          const allowed = abnormalActionsFor(st, ABNORMAL_ACTION_CODES).includes(a);
          expect(next !== undefined).toBe(allowed);
          if (!next) continue;
          const expected: { processStatus: number | undefined; governanceFlag: number } =
            a === 'govern'
              ? { processStatus: 5, governanceFlag: 1 }
              : { processStatus: edge(st.processStatus, a), governanceFlag: st.governanceFlag };
          expect(next).toEqual(expected);
          st = next;
        }
      }),
    );
  });
});

describe('action permission codes', () => {
  it('has one catalogue code per action of both kinds, named after the transition, and no shared code', () => {
    expect([...OCCUPY_ACTION_CODES].sort()).toEqual(PROCESS_ACTIONS.map((a) => `occupy:${a}`).sort());
    expect([...ABNORMAL_ACTION_CODES].sort()).toEqual(
      [...PROCESS_ACTIONS, 'govern'].map((a) => `abnormal:${a}`).sort(),
    );
    for (const c of [...OCCUPY_ACTION_CODES, ...ABNORMAL_ACTION_CODES]) expect(PERMISSION_CODES).toContain(c);
    expect(PERMISSIONS['occupy:screenNeedReview']).toBe('耕地占用·筛查·需核查');
    expect(PERMISSIONS['abnormal:govern']).toBe('耕地异常·整治完成');
    expect(PERMISSION_CODES).not.toContain('review:occupy');
    expect(PERMISSION_CODES).not.toContain('review:abnormal');
  });

  it('keeps each kind together in workflow order on the role screen', () => {
    const at = (c: string) => PERMISSION_CODES.indexOf(c as never);
    const occ = OCCUPY_ACTION_CODES.map(at);
    expect(occ).toEqual(occ.map((_, i) => occ[0]! + i));
    const abn = ABNORMAL_ACTION_CODES.map(at);
    expect(abn).toEqual(abn.map((_, i) => occ.at(-1)! + 1 + i));
    expect(OCCUPY_ACTION_CODES.slice(0, 4)).toEqual([
      'occupy:screenNeedReview',
      'occupy:screenNoReview',
      'occupy:inputNeedReview',
      'occupy:inputNoReview',
    ]);
  });

  it('gives review photos to the actions that attach them', () => {
    expect([...REVIEW_EVIDENCE_CODES].sort()).toEqual([
      'occupy:inputNeedReview',
      'occupy:inputNoReview',
      'occupy:reject',
      'occupy:success',
    ]);
  });

  it('splits the demo roles: the reviewer holds every action, the checker only the field stages', () => {
    const reviewer: readonly string[] = ROLE_PRESETS.reviewer.permissions;
    const checker: readonly string[] = ROLE_PRESETS.checker.permissions;
    for (const c of [...OCCUPY_ACTION_CODES, ...ABNORMAL_ACTION_CODES]) expect(reviewer).toContain(c);
    expect(occupationActionsFor(0, checker)).toEqual(['screenNeedReview', 'screenNoReview']);
    expect(occupationActionsFor(1, checker)).toEqual(['inputNeedReview', 'inputNoReview']);
    for (const s of [2, 3, 4, 5, 6]) expect(occupationActionsFor(s, checker)).toEqual([]);
    expect(abnormalActionsFor({ processStatus: 5, governanceFlag: 0 }, checker)).toEqual([]);
    expect(abnormalActionsFor({ processStatus: 1, governanceFlag: 0 }, checker)).toEqual([
      'inputNeedReview',
      'inputNoReview',
    ]);
    expect(ROLE_PRESETS.viewer.permissions).toEqual(['dashboard:view', 'data:view']);
  });
});
