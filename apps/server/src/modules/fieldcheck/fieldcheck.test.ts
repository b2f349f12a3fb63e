import { createHash } from 'node:crypto';
import {
  abnormalActions,
  closeFieldTask,
  dispatchFieldTasks,
  fieldTaskProgress,
  getAbnormal,
  getOccupation,
  listFieldTaskLogs,
  listFieldTasks,
  occupationActions,
  recheckFieldTask,
  rectifyFieldTasks,
  returnFieldTask,
  uploadAbnormalImg,
  uploadReviewImg,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { townOffice } from '../../../test/town-office';
import { act, CHONGMING, newKey, TINY_PNG } from '../landoccupy/test-support';
import { batchOverTwoTowns, inDays } from './test-support';

/**
 * Field-check dispatch down the levels: the county hands a batch to its towns, a town to its checker; each
 * level sees its own queue, progress adds up at every level, a town's checker sees and acts on nothing of
 * another town, photos used by an action stay as they were, and a resent action acts once.
 */

type Task = { id: number; recordId: number; caseRef: string; caseVersion: number; areaId: number };
type Row = {
  areaId: number;
  total: number;
  pending: number;
  checked: number;
  rectifying: number;
  closed: number;
};

let t: TestApp;
let county: string;
let batch: { batch: number; towns: { id: number; open: number }[] };
let town1: Awaited<ReturnType<typeof townOffice>>;
let town2: Awaited<ReturnType<typeof townOffice>>;
let t1: number;
let t2: number;

const tasks = async (token: string, body: Record<string, unknown>) => {
  const r = await t.call(listFieldTasks, { pageNo: 1, pageSize: 200, ...body }, token);
  expect(r.respCode).toBe(0);
  return r.obj as { list: Task[]; total: number };
};
const progress = async (token: string, body: Record<string, unknown> = {}) => {
  const r = await t.call(fieldTaskProgress, { batchId: batch.batch, ...body }, token);
  expect(r.respCode).toBe(0);
  return r.obj as { total: Row; children: Row[] };
};
const logCount = async (table: string, where: string, id: number) =>
  (await t.db.query(`SELECT 1 FROM ${table} WHERE ${where} = $1`, [id])).length;

/** Stages add up to the total in each row, and the children's rows add up to the area's. */
function expectAddsUp(p: { total: Row; children: Row[] }) {
  for (const r of [p.total, ...p.children]) {
    expect(r.pending + r.checked + r.rectifying + r.closed).toBe(r.total);
  }
  for (const k of ['total', 'pending', 'checked', 'rectifying', 'closed'] as const) {
    expect(p.children.reduce((s, r) => s + r[k], 0)).toBe(p.total[k]);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  county = await t.login('chongming_admin');
  batch = await batchOverTwoTowns(t, CHONGMING);
  t1 = batch.towns[0]!.id;
  t2 = batch.towns[1]!.id;
  town1 = await townOffice(t, t1, 'ft1');
  town2 = await townOffice(t, t2, 'ft2');
});
afterAll(() => t.close());

describe('dispatch county → town → checker', () => {
  it('hands a batch to two towns; the county and each town see the numbers add up', async () => {
    for (const [town, expected] of [
      [t1, batch.towns[0]!.open],
      [t2, batch.towns[1]!.open],
    ] as const) {
      const body = { batchId: batch.batch, toAreaId: town, deadline: inDays(7), remark: '请于一周内核查' };
      const r = await act<{ count: number }>(t, dispatchFieldTasks, body, county, newKey('dispatch'));
      expect(r.respCode).toBe(0);
      expect(r.obj?.count).toBe(expected);
    }
    const p = await progress(county);
    expect(p.total.total).toBe(batch.towns[0]!.open + batch.towns[1]!.open);
    expect(p.total.pending).toBe(p.total.total);
    expect(p.children.find((c) => c.areaId === t1)?.total).toBe(batch.towns[0]!.open);
    expectAddsUp(p);
    // The town's own progress is its row of the county's, broken down into its villages.
    const own = await progress(town1.lead.token);
    expect(own.total.total).toBe(batch.towns[0]!.open);
    expectAddsUp(own);
  });

  it('puts the tasks in each town’s queue; the town hands one to its checker', async () => {
    const queue = await tasks(town1.lead.token, { view: 'queue' });
    expect(queue.total).toBe(batch.towns[0]!.open);
    expect((await tasks(county, { view: 'queue' })).total).toBe(0);
    const first = queue.list[0]!;
    const r = await act(
      t,
      dispatchFieldTasks,
      { occupationIds: [first.recordId], checkerId: town1.checker.id, deadline: inDays(3) },
      town1.lead.token,
      newKey('hand'),
    );
    expect(r.respCode).toBe(0);
    const mine = await tasks(town1.checker.token, { view: 'mine' });
    expect(mine.list.map((x) => x.id)).toEqual([first.id]);
    expect((await tasks(town1.lead.token, { view: 'queue' })).total).toBe(batch.towns[0]!.open - 1);
    const logs = await t.call(listFieldTaskLogs, { taskId: first.id }, town1.lead.token);
    expect((logs.obj as { action: string }[]).map((l) => l.action)).toEqual(['dispatch', 'dispatch']);
  });

  it('refuses a second dispatch of a case no longer in the caller’s queue', async () => {
    const [task] = (await tasks(town1.checker.token, { view: 'mine' })).list;
    const r = await act(
      t,
      dispatchFieldTasks,
      { occupationIds: [task!.recordId], toAreaId: t1, deadline: inDays(3) },
      county,
      newKey('again'),
    );
    expect(r.respCode).toBe(300);
  });

  it('sends a returned task back to the level that handed it down, with the reason logged', async () => {
    const [task] = (await tasks(town1.lead.token, { view: 'queue' })).list;
    const r = await act(
      t,
      returnFieldTask,
      { taskId: task!.id, remark: '不属本镇' },
      town1.lead.token,
      newKey('ret'),
    );
    expect(r.respCode).toBe(0);
    const back = await tasks(county, { view: 'queue' });
    expect(back.list.map((x) => x.id)).toContain(task!.id);
    const logs = (await t.call(listFieldTaskLogs, { taskId: task!.id }, county)).obj as {
      action: string;
      remark: string;
    }[];
    expect(logs.at(-1)).toMatchObject({ action: 'return', remark: '不属本镇' });
  });
});

describe('a checker of one town', () => {
  it('sees none of another town’s tasks and cannot act on them', async () => {
    const seen = await tasks(town2.checker.token, { view: 'all' });
    expect(seen.total).toBe(batch.towns[1]!.open);
    expect(seen.list.every((x) => Math.floor(x.areaId / 1000) * 1000 === t2)).toBe(true);
    const [other] = (await tasks(town1.checker.token, { view: 'mine' })).list;
    const refused = await act(
      t,
      occupationActions.inputNeedReview,
      { occupyNum: other!.caseRef, version: other!.caseVersion },
      town2.checker.token,
      newKey('cross'),
    );
    expect(refused.respCode).toBe(401);
    const ret = await act(
      t,
      returnFieldTask,
      { taskId: other!.id, remark: 'x' },
      town2.checker.token,
      newKey('x'),
    );
    expect(ret.respCode).toBe(401);
    const logs = await t.call(listFieldTaskLogs, { taskId: other!.id }, town2.checker.token);
    expect(logs.respCode).toBe(401);
  });
});

describe('field check with evidence', () => {
  const upload = (occupyNum: string, bytes: Buffer, stamp: Record<string, unknown>, token: string) =>
    t.call(
      uploadReviewImg,
      { occupyNum, fileName: 'a.png', contentBase64: bytes.toString('base64'), ...stamp },
      token,
    );

  it('stores hash, time and position; the action uses the photo once; replay acts zero more times', async () => {
    const [task] = (await tasks(town1.checker.token, { view: 'mine' })).list;
    const photoId = crypto.randomUUID();
    const stamp = {
      photoId,
      captureTime: '2026-05-01T09:30:00+08:00',
      lat: 31.6,
      lng: 121.5,
      accuracyM: 8,
      heading: 90,
    };
    const up = await upload(task!.caseRef, TINY_PNG, stamp, town1.checker.token);
    expect(up.respCode).toBe(0);
    const { url, sha256 } = up.obj as { url: string; sha256: string };
    expect(sha256).toBe(createHash('sha256').update(TINY_PNG).digest('hex'));
    // A retake before use replaces it under the same id; the same bytes again answer the stored photo.
    const retake = Buffer.concat([TINY_PNG, Buffer.from([1])]);
    expect((await upload(task!.caseRef, retake, stamp, town1.checker.token)).respCode).toBe(0);
    const again = await upload(task!.caseRef, retake, stamp, town1.checker.token);
    expect(again.obj).toMatchObject({ url, sha256: createHash('sha256').update(retake).digest('hex') });

    const body = {
      occupyNum: task!.caseRef,
      version: task!.caseVersion,
      remark: '现场已硬化',
      reviewImgUrls: [url],
      reviewUserCenterLat: 31.6,
      reviewUserCenterLng: 121.5,
    };
    const key = newKey('field');
    const done = await act(t, occupationActions.inputNeedReview, body, town1.checker.token, key);
    expect(done.respCode).toBe(0);
    const logs = await logCount('farmland_occupation_logs', 'occupation_id', task!.recordId);
    const replay = await act(t, occupationActions.inputNeedReview, body, town1.checker.token, key);
    expect(replay.obj).toEqual(done.obj);
    expect(await logCount('farmland_occupation_logs', 'occupation_id', task!.recordId)).toBe(logs);

    // Used: never replaced, and the reviewer sees its stamp beside it.
    const late = await upload(task!.caseRef, TINY_PNG, stamp, town1.checker.token);
    expect(late.respCode).toBe(300);
    // A queue resent after its answers were lost: the same photo is answered as stored, though the case
    // has moved on past the field check.
    const resent = await upload(task!.caseRef, retake, stamp, town1.checker.token);
    expect(resent).toMatchObject({ respCode: 0, obj: { url } });
    const reviewer = await t.login('chongming_reviewer');
    const occ = (await t.call(getOccupation, { occupyNum: task!.caseRef }, reviewer)).obj as {
      reviewPhotos: {
        url: string;
        sha256: string;
        captureTime: string;
        lat: number;
        accuracyM: number;
        heading: number;
        uploaderName: string;
        far: boolean;
        distanceM: number;
        usedLogId: number;
      }[];
    };
    const photo = occ.reviewPhotos.find((p) => p.url === url);
    expect(photo).toMatchObject({
      sha256: createHash('sha256').update(retake).digest('hex'),
      captureTime: '2026-05-01 09:30:00',
      lat: 31.6,
      accuracyM: 8,
      heading: 90,
      uploaderName: 'ft1_checker',
    });
    expect(photo!.usedLogId).toBeGreaterThan(0);
    // The demo parcel lies in 崇明; a position of 31.6, 121.5 is kilometres off: flagged.
    expect(photo!.far).toBe(photo!.distanceM > 200);
    await expect(t.db.query('DELETE FROM review_uploads WHERE id = $1', [photoId])).rejects.toThrow();

    const p = await progress(town1.lead.token);
    expect(p.total.checked).toBe(1);
    expectAddsUp(p);
  });

  it('rectifies a reviewed case, takes the second check with photos and closes it, all logged', async () => {
    const r = await act(
      t,
      dispatchFieldTasks,
      {
        occupationIds: [(await tasks(town1.lead.token, { view: 'queue' })).list[0]!.recordId],
        checkerId: town1.checker.id,
        deadline: inDays(2),
      },
      town1.lead.token,
      newKey('hand2'),
    );
    expect(r.respCode).toBe(0);
    const task = (await tasks(town1.checker.token, { view: 'mine', stage: 1 })).list[0]!;
    const first = await upload(task.caseRef, TINY_PNG, { lat: 31.6, lng: 121.5 }, town1.checker.token);
    const url = (first.obj as { url: string }).url;
    const settle = { occupyNum: task.caseRef, version: task.caseVersion, reviewImgUrls: [url] };
    expect(
      (await act(t, occupationActions.inputNoReview, settle, town1.checker.token, newKey('s'))).respCode,
    ).toBe(0);

    const order = { taskIds: [task.id], rectifyDeadline: inDays(30), remark: '恢复耕种' };
    expect((await act(t, rectifyFieldTasks, order, county, newKey('rect'))).respCode).toBe(0);
    expect((await act(t, closeFieldTask, { taskId: task.id }, county, newKey('c0'))).respCode).toBe(300);
    const second = await upload(task.caseRef, retakeOf(2), { lat: 31.6, lng: 121.5 }, town1.checker.token);
    expect(second.respCode).toBe(0);
    const recheck = { taskId: task.id, photoUrls: [(second.obj as { url: string }).url], remark: '已复耕' };
    expect((await act(t, recheckFieldTask, recheck, town1.checker.token, newKey('re'))).respCode).toBe(0);
    expect((await act(t, closeFieldTask, { taskId: task.id }, county, newKey('c1'))).respCode).toBe(0);

    const logs = (await t.call(listFieldTaskLogs, { taskId: task.id }, county)).obj as { action: string }[];
    expect(logs.map((l) => l.action)).toEqual(['dispatch', 'dispatch', 'rectify', 'recheck', 'close']);
    const p = await progress(county);
    expect(p.total.closed).toBe(1);
    expectAddsUp(p);
    await expect(
      t.db.query('UPDATE field_task_logs SET remark = NULL WHERE task_id = $1', [task.id]),
    ).rejects.toThrow();
  });
});

describe('an abnormal-land parcel in the field', () => {
  it('takes photos with its field check, used by the action and shown with the parcel', async () => {
    const [a] = await t.db.query<{ id: number; land_code: string }>(
      `UPDATE cultivated_abnormals SET process_status = 1 WHERE id = (
         SELECT id FROM cultivated_abnormals WHERE area_id BETWEEN $1 AND $1 + 999999 ORDER BY id LIMIT 1)
       RETURNING id, land_code`,
      [CHONGMING],
    );
    const checker = await t.login('chongming_checker');
    const up = await t.call(
      uploadAbnormalImg,
      { id: a!.id, fileName: 'a.png', contentBase64: retakeOf(7).toString('base64'), lat: 31.6, lng: 121.5 },
      checker,
    );
    expect(up.respCode).toBe(0);
    const url = (up.obj as { url: string }).url;
    const done = await act(
      t,
      abnormalActions.inputNeedReview,
      { id: a!.id, version: 0, reviewImgUrls: [url] },
      checker,
      newKey('abn'),
    );
    expect(done.respCode).toBe(0);
    const got = (await t.call(getAbnormal, { id: a!.id }, county)).obj as {
      processStatus: number;
      reviewPhotos: { url: string; usedLogId: number | null }[];
    };
    expect(got.processStatus).toBe(2);
    expect(got.reviewPhotos).toEqual([expect.objectContaining({ url, usedLogId: expect.any(Number) })]);
    // Past the field check no photo is taken for it.
    const late = await t.call(
      uploadAbnormalImg,
      { id: a!.id, fileName: 'b.png', contentBase64: TINY_PNG.toString('base64') },
      checker,
    );
    expect(late.respCode).toBe(300);
  });
});

const retakeOf = (n: number) => Buffer.concat([TINY_PNG, Buffer.from([n])]);
