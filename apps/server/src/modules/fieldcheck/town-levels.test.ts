import {
  dispatchFieldTasks,
  fieldTaskProgress,
  listFieldCheckers,
  listFieldTargets,
  listFieldTasks,
  listOccupations,
  reassignFieldTasks,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { townOffice } from '../../../test/town-office';
import { act, CHONGMING, newKey } from '../landoccupy/test-support';
import { batchOverTwoTowns, inDays } from './test-support';

/**
 * The levels of a field check with town bodies a county set up on its admin pages: the county dispatches to
 * two towns, each town to its own checker. A town's accounts see the town's tasks, progress and lists only
 * and act on nothing of the other town; the county sees both; the counts add up county → town → checker.
 */

type Row = {
  areaId: number;
  total: number;
  pending: number;
  checked: number;
  rectifying: number;
  closed: number;
};
type Task = { id: number; recordId: number; areaId: number; holderAreaId: number; checkerId: number | null };

let t: TestApp;
let county: string;
let batch: Awaited<ReturnType<typeof batchOverTwoTowns>>;
let a: Awaited<ReturnType<typeof townOffice>>;
let b: Awaited<ReturnType<typeof townOffice>>;
let townA: number;
let townB: number;

const tasks = async (token: string, body: Record<string, unknown> = {}) => {
  const r = await t.call(listFieldTasks, { pageNo: 1, pageSize: 200, view: 'all', ...body }, token);
  expect(r.respCode, r.respDesc).toBe(0);
  return r.obj as { list: Task[]; total: number };
};
const progress = async (token: string, body: Record<string, unknown> = {}) => {
  const r = await t.call(fieldTaskProgress, { batchId: batch.batch, ...body }, token);
  expect(r.respCode, r.respDesc).toBe(0);
  return r.obj as { total: Row; children: Row[] };
};
const inTown = (town: number) => (id: number) => Math.floor(id / 1000) * 1000 === town;

beforeAll(async () => {
  t = await createTestApp();
  county = await t.login('chongming_admin');
  batch = await batchOverTwoTowns(t, CHONGMING, { first: 2, second: 2 });
  [townA, townB] = [batch.towns[0]!.id, batch.towns[1]!.id];
  a = await townOffice(t, townA, 'tla');
  b = await townOffice(t, townB, 'tlb');
  for (const town of [townA, townB]) {
    const body = { batchId: batch.batch, toAreaId: town, deadline: inDays(7) };
    const r = await act(t, dispatchFieldTasks, body, county, newKey('county'));
    expect(r.respCode, r.respDesc).toBe(0);
  }
  // Each town hands one of its cases to its own checker and keeps the others in its queue.
  for (const office of [a, b]) {
    const queue = (await tasks(office.lead.token, { view: 'queue' })).list.slice(0, 1);
    const body = {
      occupationIds: queue.map((x) => x.recordId),
      checkerId: office.checker.id,
      deadline: inDays(3),
    };
    const r = await act(t, dispatchFieldTasks, body, office.lead.token, newKey('town'));
    expect(r.respCode, r.respDesc).toBe(0);
  }
});
afterAll(() => t.close());

describe('the dispatch picker of each level', () => {
  it('shows the county its towns with their bodies and staff, and their checkers', async () => {
    const targets = (await t.call(listFieldTargets, {}, county)).obj!;
    // The town's administrator dispatches and, holding every code of the office, may check too.
    expect(targets.find((x) => x.areaId === townA)).toMatchObject({ dispatchers: 1, checkers: 2 });
    expect(targets.find((x) => x.areaId === townA)?.subjectName).toMatch(/农业服务中心$/);
    const bare = targets.find((x) => x.level === 4 && x.subjectName === null);
    expect(bare).toMatchObject({ dispatchers: 0, checkers: 0 });
    const checkers = (await t.call(listFieldCheckers, {}, county)).obj!.map((c) => c.id);
    expect(checkers).toEqual(expect.arrayContaining([a.checker.id, b.checker.id]));
  });

  it('shows a town its villages and its own accounts only', async () => {
    const targets = (await t.call(listFieldTargets, {}, a.lead.token)).obj!;
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.every((x) => x.level === 5 && inTown(townA)(x.areaId))).toBe(true);
    const checkers = (await t.call(listFieldCheckers, {}, a.lead.token)).obj!;
    expect(checkers.map((c) => c.id).sort()).toEqual([a.lead.id, a.checker.id].sort());
  });
});

describe('progress county → town → checker', () => {
  it('adds up: the county’s row of a town is the town’s total, the checker’s tasks are among them', async () => {
    const whole = await progress(county);
    expect(whole.total.total).toBe(batch.towns[0]!.open + batch.towns[1]!.open);
    for (const [office, town] of [
      [a, townA],
      [b, townB],
    ] as const) {
      const own = await progress(office.lead.token);
      expect(own.total).toMatchObject({ ...whole.children.find((c) => c.areaId === town), areaId: town });
      expect(own.children.reduce((s, c) => s + c.total, 0)).toBe(own.total.total);
      const mine = await tasks(office.checker.token, { view: 'mine' });
      expect(mine.total).toBe(1);
      expect(mine.list.every((x) => x.checkerId === office.checker.id && inTown(town)(x.areaId))).toBe(true);
      expect((await tasks(office.lead.token, { view: 'queue' })).total).toBe(own.total.total - 1);
    }
  });
});

describe('a town’s accounts', () => {
  it('see their town’s tasks and cases only; the county sees both towns', async () => {
    for (const [office, town] of [
      [a, townA],
      [b, townB],
    ] as const) {
      for (const token of [office.lead.token, office.checker.token]) {
        const seen = await tasks(token);
        expect(seen.total).toBeGreaterThan(0);
        expect(seen.list.every((x) => inTown(town)(x.areaId))).toBe(true);
        const cases = await t.call(listOccupations, { pageSize: 100 }, token);
        expect(cases.respCode).toBe(0);
        expect((cases.obj as { list: { areaId: number }[] }).list.every((x) => inTown(town)(x.areaId))).toBe(
          true,
        );
      }
    }
    const all = await tasks(county);
    expect(all.total).toBe(batch.towns[0]!.open + batch.towns[1]!.open);
  });

  it('are refused the county’s and the other town’s areas, tasks, cases and checkers', async () => {
    const theirs = (await tasks(b.lead.token, { view: 'queue' })).list[0]!;
    const token = a.lead.token;
    for (const areaId of [CHONGMING, townB]) {
      expect((await t.call(listFieldTasks, { areaId }, token)).respCode).toBe(401);
      expect((await t.call(fieldTaskProgress, { areaId }, token)).respCode).toBe(401);
    }
    const refused = [
      [dispatchFieldTasks, { occupationIds: [theirs.recordId], toAreaId: townA, deadline: inDays(2) }],
      [dispatchFieldTasks, { batchId: batch.batch, checkerId: b.checker.id, deadline: inDays(2) }],
      [dispatchFieldTasks, { batchId: batch.batch, toAreaId: townB, deadline: inDays(2) }],
      [reassignFieldTasks, { taskIds: [theirs.id], toAreaId: townA }],
    ] as const;
    for (const [endpoint, body] of refused) {
      const r = await act(t, endpoint, body, token, newKey('cross'));
      expect(r.respCode, JSON.stringify(body)).toBe(401);
    }
    // Nothing moved: the other town still holds its task.
    const still = (await tasks(county)).list.find((x) => x.id === theirs.id)!;
    expect(still.holderAreaId).toBe(townB);
  });
});
