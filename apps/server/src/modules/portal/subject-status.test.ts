import { createSubject, getUserInfo, listSubjects, setSubjectStatus } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../demo/logins';
import { subjectIdOf } from './test-support';

// A superior switches a subject off: its users (and those of the subjects below it) leave at once and
// cannot sign in, told why, until it is switched on again.

const DISABLED = '该单位已停用，请联系上级主管部门';

let t: TestApp;
let province: string;
let ids: { shanghai: number; chongming: number; pudong: number };

const signIn = (loginName: string) =>
  t.call('/api/login/gov/user/login', { loginName, password: DEMO_PASSWORD });

beforeAll(async () => {
  t = await createTestApp();
  province = await t.login('shanghai_admin');
  ids = {
    shanghai: await subjectIdOf(t.db, 'shanghai'),
    chongming: await subjectIdOf(t.db, 'chongming'),
    pudong: await subjectIdOf(t.db, 'pudong'),
  };
});
afterAll(() => t.close());

describe('disabling and enabling a subject', () => {
  it('ends the sessions of its users, refuses their sign-in with the reason, and leaves others alone', async () => {
    const [viewer, pudong] = await Promise.all([t.login('chongming_viewer'), t.login('pudong_admin')]);
    const res = await t.call(setSubjectStatus, { id: ids.chongming, subjectStatus: 0 }, province);
    expect(res.respCode, res.respDesc).toBe(0);
    expect(res.obj).toMatchObject({ subjectStatus: 0, superiorDisabled: false, updateBy: 'shanghai_admin' });
    const gone = await t.call(getUserInfo, {}, viewer);
    expect([gone.respCode, gone.respDesc]).toEqual([400, DISABLED]);
    const login = await signIn('chongming_admin');
    expect([login.respCode, login.respDesc]).toEqual([500, DISABLED]);
    expect((await t.call(getUserInfo, {}, pudong)).respCode).toBe(0);
    expect((await signIn('pudong_viewer')).respCode).toBe(0);
    const list = await t.call(listSubjects, {}, province);
    expect(list.obj!.list.find((s) => s.id === ids.chongming)?.subjectStatus).toBe(0);
  });

  it('lets its users in again once enabled; the sessions it ended stay ended', async () => {
    const viewer = await (async () => {
      const [row] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sessions s JOIN government_users u ON u.id = s.user_id
          WHERE u.login_name = 'chongming_viewer' AND s.revoke_reason = 'unit'`,
      );
      return row!.n;
    })();
    expect(viewer).toBeGreaterThan(0);
    const res = await t.call(setSubjectStatus, { id: ids.chongming, subjectStatus: 1 }, province);
    expect(res.obj?.subjectStatus).toBe(1);
    const login = await signIn('chongming_viewer');
    expect(login.respCode, login.respDesc).toBe(0);
  });

  it('refuses one’s own subject (300) and subjects outside the caller’s area (401)', async () => {
    const own = await t.call(setSubjectStatus, { id: ids.shanghai, subjectStatus: 0 }, province);
    expect([own.respCode, own.respDesc.includes('id')]).toEqual([300, true]);
    const county = await t.login('chongming_admin');
    const self = await t.call(setSubjectStatus, { id: ids.chongming, subjectStatus: 0 }, county);
    expect(self.respCode).toBe(300);
    for (const id of [ids.pudong, ids.shanghai]) {
      expect((await t.call(setSubjectStatus, { id, subjectStatus: 0 }, county)).respCode).toBe(401);
    }
    const viewer = await t.login('chongming_viewer');
    expect((await t.call(setSubjectStatus, { id: ids.pudong, subjectStatus: 0 }, viewer)).respCode).toBe(403);
    const bad = await t.call(setSubjectStatus, { id: ids.pudong, subjectStatus: 2 }, province);
    expect([bad.respCode, bad.respDesc.includes('subjectStatus')]).toEqual([300, true]);
  });

  it('disables the subjects below with it, and enabling gives them back their own status', async () => {
    // A subject for the municipality's 市辖区, above both districts by area.
    const made = await t.call(
      createSubject,
      { areaId: 310100000000, subjectName: '市辖区农业工作组', adminLoginName: 'shixiaqu_admin' },
      province,
    );
    expect(made.respCode, made.respDesc).toBe(0);
    const city = made.obj!.subject.id;
    await t.call(setSubjectStatus, { id: ids.pudong, subjectStatus: 0 }, province);
    await t.call(setSubjectStatus, { id: city, subjectStatus: 0 }, province);
    expect((await signIn('chongming_viewer')).respDesc).toBe(DISABLED);
    const list = (await t.call(listSubjects, {}, province)).obj!.list;
    expect(list.find((s) => s.id === ids.chongming)).toMatchObject({
      subjectStatus: 1,
      superiorDisabled: true,
    });
    await t.call(setSubjectStatus, { id: city, subjectStatus: 1 }, province);
    expect((await signIn('chongming_viewer')).respCode).toBe(0);
    // 浦东 was switched off on its own: it stays off.
    expect((await signIn('pudong_viewer')).respDesc).toBe(DISABLED);
  });
});
