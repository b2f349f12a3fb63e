import { type AbnormalAction, GOVERNANCE_ACTIONS, PROCESS_ACTIONS } from '@fengshou/core';
import { abnormalActions } from '@fengshou/core/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { act, CHONGMING, newKey } from './test-support';

/**
 * Model-based test of cultivated-land abnormal records (the sibling of model.test.ts): random sequences of
 * review and governance actions by random users, with stale versions and retries, against the real app.
 * Each answer is checked against a model written from docs/workflow.md; at the end the database holds the
 * model's status, governanceFlag and version and the log holds exactly the accepted actions.
 */

// The edge list of docs/workflow.md, independent of the core implementation.
const EDGES: Record<string, number> = {
  '0 screenNeedReview': 1,
  '0 screenNoReview': 6,
  '1 inputNeedReview': 2,
  '1 inputNoReview': 5,
  '2 review': 3,
  '2 reject': 4,
  '3 reject': 4,
  '3 success': 5,
  '4 reReview': 1,
};
const LABELS: Record<AbnormalAction, string> = {
  screenNeedReview: '筛查·需核查',
  screenNoReview: '筛查·无需核查',
  inputNeedReview: '核查录入·需审核',
  inputNoReview: '核查录入·无需审核',
  review: '审核通过',
  reject: '驳回',
  reReview: '重新核查',
  success: '复核通过',
  govern: '整治完成',
};

type User =
  | 'chongming_reviewer'
  | 'chongming_admin'
  | 'chongming_checker'
  | 'chongming_viewer'
  | 'pudong_admin';
const USERS: User[] = [
  'chongming_reviewer',
  'chongming_admin',
  'chongming_checker',
  'chongming_viewer',
  'pudong_admin',
];
// The 核查员 screens and enters field checks (docs/workflow.md, roles): neither audit, re-check nor govern.
const CHECKER_ACTIONS = new Set<AbnormalAction>([
  'screenNeedReview',
  'screenNoReview',
  'inputNeedReview',
  'inputNoReview',
]);
const ACTIONS: AbnormalAction[] = [...PROCESS_ACTIONS, ...GOVERNANCE_ACTIONS];

interface Rec {
  id: number;
  status: number;
  governed: 0 | 1;
  version: number;
  accepted: string[];
}

let t: TestApp;
const tokens = new Map<User, string>();
let ids: number[] = [];

// The states sequences start from: every open status, one confirmed record not yet governed (govern applies)
// and one governed. The demo's spread depends on its scale, so the test sets these itself.
const START: { status: number; governed: 0 | 1 }[] = [
  { status: 0, governed: 0 },
  { status: 1, governed: 0 },
  { status: 2, governed: 0 },
  { status: 3, governed: 0 },
  { status: 4, governed: 0 },
  { status: 5, governed: 0 },
  { status: 5, governed: 1 },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) tokens.set(u, await t.login(u));
  ids = (
    await t.db.query<{ id: number }>(
      'SELECT id FROM cultivated_abnormals WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT $3',
      [CHONGMING, CHONGMING + 999_999, START.length],
    )
  ).map((r) => r.id);
});
afterAll(() => t.close());

// Each run starts from START: sequences would otherwise drive every record into a final state (已完成 and
// governed, 无需核查) and later runs would only meet refusals. The log stays as it is (append-only).
const restore = () =>
  t.db.tx(async (q) => {
    for (const [i, id] of ids.entries())
      await q.query(
        'UPDATE cultivated_abnormals SET process_status = $2, governance_flag = $3 WHERE id = $1',
        [id, START[i]!.status, START[i]!.governed],
      );
  });

async function load(id: number): Promise<Rec> {
  const [r] = await t.db.query<{ process_status: number; governance_flag: 0 | 1; version: number }>(
    'SELECT process_status, governance_flag, version FROM cultivated_abnormals WHERE id = $1',
    [id],
  );
  return { id, status: r!.process_status, governed: r!.governance_flag, version: r!.version, accepted: [] };
}

const logActions = async (id: number, after: number) =>
  (
    await t.db.query<{ action: string }>(
      'SELECT action FROM cultivated_abnormal_logs WHERE abnormal_id = $1 AND id > $2 ORDER BY id',
      [id, after],
    )
  ).map((r) => r.action);

/** The model's next state, or undefined when the record's state refuses the action. */
function step(r: Rec, action: AbnormalAction): { status: number; governed: 0 | 1 } | undefined {
  if (action === 'govern') return r.status === 5 && r.governed === 0 ? { status: 5, governed: 1 } : undefined;
  const to = EDGES[`${r.status} ${action}`];
  return to === undefined ? undefined : { status: to, governed: r.governed };
}

const command = fc.record({
  rec: fc.nat(),
  action: fc.constantFrom(...ACTIONS),
  user: fc.constantFrom(...USERS),
  stale: fc.boolean(),
  remark: fc.option(fc.constantFrom('现场属实', '已复耕'), { freq: 2 }),
  retries: fc.nat({ max: 2 }),
});

describe('abnormal workflow against its model', () => {
  it('starts from every open status, confirmed records ungoverned and governed', async () => {
    expect(ids).toHaveLength(START.length);
    await restore();
    const recs = await Promise.all(ids.map(load));
    expect(recs.map((r) => ({ status: r.status, governed: r.governed }))).toEqual(START);
  });

  it('random actions by random users: answers, state, governanceFlag and log match the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (cmds) => {
        await restore();
        const recs = await Promise.all(ids.map(load));
        const [{ m }] = (await t.db.query<{ m: number }>(
          'SELECT COALESCE(max(id), 0) AS m FROM cultivated_abnormal_logs',
        )) as [{ m: number }];
        for (const c of cmds) {
          const r = recs[c.rec % recs.length]!;
          const body = {
            id: r.id,
            version: c.stale ? r.version + 1 : r.version,
            ...(c.remark === null ? {} : { remark: c.remark }),
          };
          const next = step(r, c.action);
          const want =
            c.user === 'chongming_viewer' ||
            (c.user === 'chongming_checker' && !CHECKER_ACTIONS.has(c.action))
              ? 403
              : c.user === 'pudong_admin'
                ? 401
                : c.stale || next === undefined
                  ? 300
                  : 0;
          const key = newKey('abn-model');
          const first = await act(t, abnormalActions[c.action], body, tokens.get(c.user)!, key);
          expect(first.respCode, `${c.user} ${c.action} from ${r.status}: ${first.respDesc}`).toBe(want);
          // Retries with the same key replay the first answer and change nothing.
          for (let i = 0; i < c.retries; i++) {
            const again = await act(t, abnormalActions[c.action], body, tokens.get(c.user)!, key);
            expect(again).toEqual(first);
          }
          if (want !== 0) continue;
          r.status = next!.status;
          r.governed = next!.governed;
          r.version += 1;
          r.accepted.push(LABELS[c.action]);
          expect(first.obj).toMatchObject({ processStatus: r.status, flag: r.governed, version: r.version });
        }
        for (const r of recs) {
          const db = await load(r.id);
          expect({ status: db.status, governed: db.governed, version: db.version }).toEqual({
            status: r.status,
            governed: r.governed,
            version: r.version,
          });
          expect(await logActions(r.id, m)).toEqual(r.accepted);
        }
      }),
      { numRuns: 12 },
    );
  });
});
