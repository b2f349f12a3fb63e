import { occupationActions } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { act, CHONGMING, newKey } from './test-support';

/**
 * Concurrency on native PostgreSQL (PGlite has one connection, so nothing would race there): 50 parallel
 * conflicting actions on one record, 20 times. Exactly one wins each time, it writes one log row, the
 * others hear 300 (stale version or status), and nothing answers 5xx.
 */
const native = !!process.env.DATABASE_URL;

let t: TestApp;
let tokens: string[] = [];

beforeAll(async () => {
  if (!native) return;
  t = await createTestApp();
  tokens = [await t.login('chongming_reviewer'), await t.login('chongming_admin')];
});
afterAll(() => t?.close());

describe.skipIf(!native)('parallel conflicting actions (native PostgreSQL)', () => {
  it('50 parallel actions on one record, 20 rounds: one winner, one log row, no 5xx', async () => {
    const [rec] = await t.db.query<{ id: number; occupy_num: string }>(
      `SELECT id, occupy_num FROM farmland_occupations WHERE area_id BETWEEN $1 AND $2 AND process_status = 2
        ORDER BY id LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const { id, occupy_num: occupyNum } = rec!;
    for (let round = 0; round < 20; round++) {
      // Each round starts from 待审核 again; only the record is reset, its log keeps growing.
      await t.db.query('UPDATE farmland_occupations SET process_status = 2 WHERE id = $1', [id]);
      const [{ version }] = (await t.db.query<{ version: number }>(
        'SELECT version FROM farmland_occupations WHERE id = $1',
        [id],
      )) as [{ version: number }];
      const [{ n: before }] = (await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM farmland_occupation_logs WHERE occupation_id = $1',
        [id],
      )) as [{ n: number }];
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          act(
            t,
            i % 2 ? occupationActions.review : occupationActions.reject,
            { occupyNum, version, remark: `round ${round} #${i}` },
            tokens[i % tokens.length]!,
            newKey(`race${round}`),
          ),
        ),
      );
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      const winners = answers.filter((a) => a.respCode === 0);
      expect(winners.length).toBe(1);
      expect(answers.filter((a) => a.respCode !== 0).every((a) => a.respCode === 300)).toBe(true);
      const logs = await t.db.query<{ id: number; to_status: number }>(
        'SELECT id, to_status FROM farmland_occupation_logs WHERE occupation_id = $1 ORDER BY id OFFSET $2',
        [id, before],
      );
      expect(logs.map((l) => l.id)).toEqual([winners[0]!.obj!.logId]);
      const [after] = await t.db.query<{ process_status: number; version: number }>(
        'SELECT process_status, version FROM farmland_occupations WHERE id = $1',
        [id],
      );
      expect(after).toEqual({ process_status: logs[0]!.to_status, version: version + 1 });
    }
  }, 120_000);

  it('ten parallel sends of one Idempotency-Key act once and all hear the same answer', async () => {
    const [rec] = await t.db.query<{ occupy_num: string; version: number; id: number }>(
      `SELECT id, occupy_num, version FROM farmland_occupations WHERE area_id BETWEEN $1 AND $2 AND process_status = 2
        ORDER BY id OFFSET 1 LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const key = newKey('parallel-retry');
    const body = { occupyNum: rec!.occupy_num, version: rec!.version };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => act(t, occupationActions.review, body, tokens[0]!, key)),
    );
    expect(answers[0]!.respCode).toBe(0);
    for (const a of answers) expect(a).toEqual(answers[0]);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM farmland_occupation_logs WHERE occupation_id = $1 AND action = '审核通过'`,
      [rec!.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});
