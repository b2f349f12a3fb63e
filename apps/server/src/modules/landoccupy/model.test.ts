import { OCCUPY_FLAG_DEFAULTS, PROCESS_ACTIONS, type ProcessAction, TRANSITIONS } from '@fengshou/core';
import { occupationActions } from '@fengshou/core/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { act, CHONGMING, newKey } from './test-support';

/**
 * Model-based test: random sequences of actions by random users (with stale versions and retries) against
 * the real app, checked step by step against a model written from docs/workflow.md; at the end the
 * database equals the model and the log holds exactly the accepted actions.
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
// The 核查员 screens and enters field checks (docs/workflow.md, roles), nothing after.
const CHECKER_ACTIONS = new Set<ProcessAction>([
  'screenNeedReview',
  'screenNoReview',
  'inputNeedReview',
  'inputNoReview',
]);

interface Rec {
  id: number;
  occupyNum: string;
  status: number;
  flag: number;
  version: number;
  accepted: string[];
}

let t: TestApp;
const tokens = new Map<User, string>();
let ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) tokens.set(u, await t.login(u));
  // Records spread over every open status, so sequences start in different places.
  ids = (
    await t.db.query<{ id: number }>(
      `SELECT DISTINCT ON (process_status) id FROM farmland_occupations
        WHERE area_id BETWEEN $1 AND $2 AND process_status < 5 ORDER BY process_status, id`,
      [CHONGMING, CHONGMING + 999_999],
    )
  ).map((r) => r.id);
});
afterAll(() => t.close());

async function load(id: number): Promise<Rec> {
  const [r] = await t.db.query<{
    occupy_num: string;
    process_status: number;
    occupy_flag: number;
    version: number;
  }>('SELECT occupy_num, process_status, occupy_flag, version FROM farmland_occupations WHERE id = $1', [id]);
  return {
    id,
    occupyNum: r!.occupy_num,
    status: r!.process_status,
    flag: r!.occupy_flag,
    version: r!.version,
    accepted: [],
  };
}

const logActions = async (id: number, after: number) =>
  (
    await t.db.query<{ action: string }>(
      'SELECT action FROM farmland_occupation_logs WHERE occupation_id = $1 AND id > $2 ORDER BY id',
      [id, after],
    )
  ).map((r) => r.action);

const command = fc.record({
  rec: fc.nat(),
  action: fc.constantFrom(...PROCESS_ACTIONS),
  user: fc.constantFrom(...USERS),
  stale: fc.boolean(),
  flag: fc.option(fc.constantFrom(0 as const, 1 as const), { freq: 3 }),
  retries: fc.nat({ max: 2 }),
});

describe('occupation workflow against its model', () => {
  it('random actions by random users: answers, state and log match the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (cmds) => {
        const recs = await Promise.all(ids.map(load));
        const [{ m }] = (await t.db.query<{ m: number }>(
          'SELECT COALESCE(max(id), 0) AS m FROM farmland_occupation_logs',
        )) as [{ m: number }];
        for (const c of cmds) {
          const r = recs[c.rec % recs.length]!;
          const action: ProcessAction = c.action;
          const body = {
            occupyNum: r.occupyNum,
            version: c.stale ? r.version + 1 : r.version,
            ...(c.flag === null ? {} : { occupyFlag: c.flag }),
          };
          const to = EDGES[`${r.status} ${action}`];
          const want =
            c.user === 'chongming_viewer' || (c.user === 'chongming_checker' && !CHECKER_ACTIONS.has(action))
              ? 403
              : c.user === 'pudong_admin'
                ? 401
                : c.stale || to === undefined
                  ? 300
                  : 0;
          const key = newKey('model');
          const first = await act(t, occupationActions[action], body, tokens.get(c.user)!, key);
          expect(first.respCode, `${c.user} ${action} from ${r.status}: ${first.respDesc}`).toBe(want);
          // Retries with the same key replay the first answer and change nothing.
          for (let i = 0; i < c.retries; i++) {
            const again = await act(t, occupationActions[action], body, tokens.get(c.user)!, key);
            expect(again).toEqual(first);
          }
          if (want !== 0) continue;
          r.status = to!;
          r.flag = c.flag ?? OCCUPY_FLAG_DEFAULTS[action] ?? r.flag;
          r.version += 1;
          r.accepted.push(TRANSITIONS[action].label);
          expect(first.obj).toMatchObject({ processStatus: r.status, flag: r.flag, version: r.version });
        }
        for (const r of recs) {
          const db = await load(r.id);
          expect({ status: db.status, flag: db.flag, version: db.version }).toEqual({
            status: r.status,
            flag: r.flag,
            version: r.version,
          });
          expect(await logActions(r.id, m)).toEqual(r.accepted);
        }
      }),
      { numRuns: 12 },
    );
  });
});
