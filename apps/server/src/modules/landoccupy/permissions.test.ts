import {
  abnormalActions,
  listRolePermissions,
  OCCUPY_ACTION_CODES,
  occupationActions,
  ROLE_PRESETS,
  saveRolePermissions,
  uploadReviewImg,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { act, CHONGMING, newKey, occupationIn, TINY_PNG } from './test-support';

/**
 * Each review action is its own permission code. A role holding only some of them may take
 * exactly those actions.
 */

let t: TestApp;
let admin: string;

/** Logs in a new chongming account whose role holds exactly `codes`. */
async function loginWith(name: string, codes: readonly string[]): Promise<string> {
  const [like] = await t.db.query<{ password_hash: string; government_subject_id: number }>(
    "SELECT password_hash, government_subject_id FROM government_users WHERE login_name = 'chongming_viewer'",
  );
  const [role] = await t.db.query<{ id: number }>(
    `INSERT INTO government_roles (government_subject_id, role_name, role_code) VALUES ($1, $2, $2) RETURNING id`,
    [like!.government_subject_id, name],
  );
  await t.db.query('INSERT INTO role_permissions (role_id, button_code) SELECT $1, unnest($2::text[])', [
    role!.id,
    [...codes],
  ]);
  await t.db.query(
    `INSERT INTO government_users (login_name, nickname, password_hash, government_role_id, government_subject_id)
     VALUES ($1, $1, $2, $3, $4)`,
    [name, like!.password_hash, role!.id, like!.government_subject_id],
  );
  return t.login(name);
}

const rowOf = async (id: number, table = 'farmland_occupations') =>
  (
    await t.db.query<{ process_status: number; version: number }>(
      `SELECT process_status, version FROM ${table} WHERE id = $1`,
      [id],
    )
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
});
afterAll(() => t.close());

describe('one permission code per action', () => {
  it('lets a screening-only role screen (200) but not review (403, record unchanged)', async () => {
    const screener = await loginWith('screen_only', [
      'data:view',
      'occupy:screenNeedReview',
      'occupy:screenNoReview',
    ]);
    const auditing = await occupationIn(t, CHONGMING, 2);
    const logsOf = (id: number) =>
      t.db.query('SELECT 1 FROM farmland_occupation_logs WHERE occupation_id = $1', [id]);
    const logged = (await logsOf(auditing.id)).length;
    const refused = await act(
      t,
      occupationActions.review,
      { occupyNum: auditing.occupyNum, version: auditing.version },
      screener,
      newKey('screener'),
    );
    expect(refused.respCode).toBe(403);
    expect(await rowOf(auditing.id)).toEqual({ process_status: 2, version: auditing.version });
    expect(await logsOf(auditing.id)).toHaveLength(logged);

    const screening = await occupationIn(t, CHONGMING, 0);
    const ok = await act(
      t,
      occupationActions.screenNeedReview,
      { occupyNum: screening.occupyNum, version: screening.version, remark: '需现场核查' },
      screener,
      newKey('screener'),
    );
    expect(ok.respCode, ok.respDesc).toBe(0);
    expect(ok.obj).toMatchObject({ processStatus: 1 });
    // Entering the field check is the next action, and another code.
    const next = await act(
      t,
      occupationActions.inputNeedReview,
      { occupyNum: screening.occupyNum, version: ok.obj!.version },
      screener,
      newKey('screener'),
    );
    expect(next.respCode).toBe(403);
    expect(await rowOf(screening.id)).toEqual({ process_status: 1, version: ok.obj!.version });
    // No code of an action that attaches photos: no upload either.
    const up = await act(
      t,
      uploadReviewImg,
      { occupyNum: screening.occupyNum, fileName: 'a.png', contentBase64: TINY_PNG.toString('base64') },
      screener,
    );
    expect(up.respCode).toBe(403);
  });

  it('lets a reject-only role reject and upload its photos, nothing else', async () => {
    const rejecter = await loginWith('reject_only', ['data:view', 'occupy:reject']);
    // A case the administrator audits, so it waits for the re-check (待复核).
    const audited = await occupationIn(t, CHONGMING, 2, 1);
    const passed = await act(
      t,
      occupationActions.review,
      { occupyNum: audited.occupyNum, version: audited.version },
      admin,
      newKey('audit'),
    );
    expect(passed.respCode, passed.respDesc).toBe(0);
    const c = { ...audited, version: passed.obj!.version };
    const up = await act<{ url: string }>(
      t,
      uploadReviewImg,
      { occupyNum: c.occupyNum, fileName: 'a.png', contentBase64: TINY_PNG.toString('base64') },
      rejecter,
    );
    expect(up.respCode, up.respDesc).toBe(0);
    const body = { occupyNum: c.occupyNum, version: c.version, reviewImgUrls: [up.obj!.url] };
    expect((await act(t, occupationActions.success, body, rejecter, newKey())).respCode).toBe(403);
    const ok = await act(t, occupationActions.reject, body, rejecter, newKey());
    expect(ok.respCode, ok.respDesc).toBe(0);
    expect(ok.obj).toMatchObject({ processStatus: 4 });
  });

  it('separates the abnormal codes from the occupation ones, governance included', async () => {
    const occupyOnly = await loginWith('occupy_all', ['data:view', ...OCCUPY_ACTION_CODES]);
    const [row] = await t.db.query<{ id: number; version: number }>(
      `SELECT id, version FROM cultivated_abnormals
        WHERE area_id BETWEEN $1 AND $2 AND process_status = 5 AND governance_flag = 0 ORDER BY id LIMIT 1`,
      [CHONGMING, CHONGMING + 999_999],
    );
    const body = { id: row!.id, version: row!.version, remark: '已复耕' };
    expect((await act(t, abnormalActions.govern, body, occupyOnly, newKey())).respCode).toBe(403);
    const governor = await loginWith('govern_only', ['data:view', 'abnormal:govern']);
    expect((await act(t, abnormalActions.reject, body, governor, newKey())).respCode).toBe(403);
    expect(await rowOf(row!.id, 'cultivated_abnormals')).toEqual({
      process_status: 5,
      version: row!.version,
    });
    const ok = await act(t, abnormalActions.govern, body, governor, newKey());
    expect(ok.respCode, ok.respDesc).toBe(0);
  });

  it('gives the demo 核查员 the field stages of both kinds and nothing beyond', async () => {
    const checker = await t.login('chongming_checker');
    const c = await occupationIn(t, CHONGMING, 1);
    const entered = await act(
      t,
      occupationActions.inputNeedReview,
      { occupyNum: c.occupyNum, version: c.version },
      checker,
      newKey('checker'),
    );
    expect(entered.respCode, entered.respDesc).toBe(0);
    const audit = await act(
      t,
      occupationActions.review,
      { occupyNum: c.occupyNum, version: entered.obj!.version },
      checker,
      newKey('checker'),
    );
    expect(audit.respCode).toBe(403);
    const perms = await t.call(
      listRolePermissions,
      { governmentRoleId: await roleOf('chongming_checker') },
      admin,
    );
    expect(perms.obj!.filter((p) => p.isChecked === 1).map((p) => p.buttonCode)).toEqual([
      ...ROLE_PRESETS.checker.permissions,
    ]);
  });

  it('no longer knows the shared codes of before: saving one is refused as unknown (300)', async () => {
    const res = await t.call(
      saveRolePermissions,
      { governmentRoleId: await roleOf('chongming_viewer'), buttonCodes: ['data:view', 'review:occupy'] },
      await t.login('chongming_security'),
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('review:occupy');
  });
});

async function roleOf(loginName: string): Promise<number> {
  const [r] = await t.db.query<{ id: number }>(
    'SELECT government_role_id AS id FROM government_users WHERE login_name = $1',
    [loginName],
  );
  return r!.id;
}
