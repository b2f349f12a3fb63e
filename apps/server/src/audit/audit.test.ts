import {
  listAuditEvents,
  listUsers,
  login,
  resetUserPassword,
  saveRolePermissions,
  verifyAuditTrail,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let auditor: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  auditor = await t.login('chongming_auditor');
  admin = await t.login('chongming_admin');
});
afterAll(() => t.close());

const events = async (body: Record<string, unknown>, token = auditor) => {
  const res = await t.call(listAuditEvents, { pageNo: 1, pageSize: 50, ...body } as never, token);
  expect(res.respCode).toBe(0);
  return res.obj!.list;
};

describe('audit trail', () => {
  it('records a failed and a successful login with who, address and outcome', async () => {
    const wrong = await t.call(login, { loginName: 'chongming_viewer', password: 'wrong-Password1' });
    expect(wrong.respCode).not.toBe(0);
    await t.login('chongming_viewer');
    const list = await events({ loginName: 'chongming_viewer', event: 'login.password' });
    expect(list.map((e) => e.outcome).slice(0, 2)).toEqual(['success', 'failure']);
    expect(list[0]).toMatchObject({ eventName: '账号密码登录', subjectName: '崇明区农业农村委员会' });
    expect(list[0]!.ip).toBeTruthy();
    // The password itself never reaches the trail.
    expect(list.some((e) => e.detail?.includes('wrong-Password1'))).toBe(false);
  });

  it('records refused access of a known caller and unmasked personal data views', async () => {
    const denied = await t.call(
      saveRolePermissions,
      { governmentRoleId: 1, buttonCodes: [] },
      await t.login('chongming_viewer'),
    );
    expect(denied.respCode).toBe(403);
    const [refusal] = await events({ event: 'access.denied', loginName: 'chongming_viewer' });
    expect(refusal).toMatchObject({ outcome: 'denied', target: saveRolePermissions.path });
    await t.call(listUsers, { pageNo: 1, pageSize: 5 }, admin);
    const [pii] = await events({ event: 'pii.view', loginName: 'chongming_admin' });
    expect(pii!.target).toBe(listUsers.path);
  });

  it('shows an auditor only events of his area, and nothing but the trail', async () => {
    await t.login('pudong_admin');
    const list = await events({ loginName: 'pudong_admin' });
    expect(list).toEqual([]);
    expect((await t.call(listUsers, { pageNo: 1, pageSize: 5 }, auditor)).respCode).toBe(403);
    expect((await t.call(listAuditEvents, { pageNo: 1, pageSize: 5 }, admin)).respCode).toBe(403);
  });

  it('cannot be changed or deleted, and an edit made behind its back is found', async () => {
    await t.call(resetUserPassword, { id: 999_999 }, admin);
    const intact = await t.call(verifyAuditTrail, {}, auditor);
    expect(intact.obj).toMatchObject({ intact: true, brokenAt: null, retentionDays: 180 });
    expect(intact.obj!.checked).toBeGreaterThan(3);
    await expect(t.db.query("UPDATE audit_events SET login_name = 'x' WHERE id = 1")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(t.db.exec('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    // Someone with the database owner's rights switches the guard off and edits an event.
    const [victim] = await t.db.query<{ id: string }>(
      "SELECT id FROM audit_events WHERE event = 'login.password' ORDER BY id LIMIT 1",
    );
    await t.db.exec('ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_change');
    await t.db.query("UPDATE audit_events SET ip = '10.0.0.9' WHERE id = $1", [victim!.id]);
    await t.db.exec('ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_change');
    const found = await t.call(verifyAuditTrail, {}, auditor);
    expect(found.obj).toMatchObject({
      intact: false,
      brokenAt: Number(victim!.id),
      reason: '记录内容被修改',
    });
  });
});
