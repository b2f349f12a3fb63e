import { getUserInfo, listSubjects, updateSubjectBranding } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from './test-support';

// 大屏水印 is a subject setting edited with its other settings; the web reads it from the user info it loads.

let t: TestApp;
let county: string;
let viewer: string;
let ids: { chongming: number; pudong: number };

beforeAll(async () => {
  t = await createTestApp();
  [county, viewer] = await Promise.all([t.login('chongming_admin'), t.login('chongming_viewer')]);
  ids = { chongming: await subjectIdOf(t.db, 'chongming'), pudong: await subjectIdOf(t.db, 'pudong') };
});
afterAll(() => t.close());

const flagOf = async (token: string) =>
  (await t.call(getUserInfo, {}, token)).obj?.govSubjectVO.screenWatermarkFlag;

describe('大屏水印 (screenWatermarkFlag)', () => {
  it('is off until the subject administrator turns it on; the users of the subject then read it on', async () => {
    expect(await flagOf(viewer)).toBe(0);
    const on = await t.call(updateSubjectBranding, { id: ids.chongming, screenWatermarkFlag: 1 }, county);
    expect(on.respCode, on.respDesc).toBe(0);
    expect(on.obj?.screenWatermarkFlag).toBe(1);
    expect(await flagOf(viewer)).toBe(1);
    expect(await flagOf(county)).toBe(1);
    const listed = await t.call(listSubjects, { pageNo: 1, pageSize: 50 }, county);
    expect(listed.obj?.list.find((s) => s.id === ids.chongming)?.screenWatermarkFlag).toBe(1);
    // Another setting saved alone keeps it.
    await t.call(updateSubjectBranding, { id: ids.chongming, poweredBy: '崇明信息中心' }, county);
    expect(await flagOf(viewer)).toBe(1);
    const off = await t.call(updateSubjectBranding, { id: ids.chongming, screenWatermarkFlag: 0 }, county);
    expect(off.obj?.screenWatermarkFlag).toBe(0);
    expect(await flagOf(viewer)).toBe(0);
  });

  it('refuses a value other than 0 and 1 with 300 naming the field, and keeps the saved one', async () => {
    await t.call(updateSubjectBranding, { id: ids.chongming, screenWatermarkFlag: 1 }, county);
    for (const value of [2, -1, 0.5, '1', true, null]) {
      const res = await t.call(
        updateSubjectBranding,
        { id: ids.chongming, screenWatermarkFlag: value } as never,
        county,
      );
      expect([res.respCode, res.respDesc.includes('screenWatermarkFlag')], String(value)).toEqual([
        300,
        true,
      ]);
    }
    expect(await flagOf(viewer)).toBe(1);
  });

  it('may be changed only by an administrator of the subject (or above it)', async () => {
    const before = await flagOf(viewer);
    // A user of the subject without the portal's management: 403.
    expect(
      (await t.call(updateSubjectBranding, { id: ids.chongming, screenWatermarkFlag: 0 }, viewer)).respCode,
    ).toBe(403);
    // The administrator of another subject: outside the caller's area, 401.
    const pudong = await t.login('pudong_admin');
    expect(
      (await t.call(updateSubjectBranding, { id: ids.chongming, screenWatermarkFlag: 0 }, pudong)).respCode,
    ).toBe(401);
    expect(await flagOf(viewer)).toBe(before);
  });
});
