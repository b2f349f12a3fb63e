import { createSubject, createUser, editMyPassword, listRoles, ROLE_PRESETS } from '@fengshou/core/contract';
import type { TestApp } from './harness';

/** The password town staff set at their first login in these tests. */
export const TOWN_PASSWORD = 'Zhen#2026ok';

/** Signs in with an initial password, sets the tests' own one (the first login must) and signs in again. */
async function firstLogin(t: TestApp, loginName: string, initialPassword: string): Promise<string> {
  const first = await t.login(loginName, initialPassword);
  const changed = await t.call(
    editMyPassword,
    { oldPassword: initialPassword, newPassword: TOWN_PASSWORD },
    first,
  );
  if (changed.respCode !== 0) throw new Error(`password of ${loginName}: ${changed.respDesc}`);
  return t.login(loginName, TOWN_PASSWORD);
}

/**
 * A town's own subject (乡镇农业服务中心) set up as a bureau does it: the county's administrator creates it on
 * 主体管理 (with its administrator, who dispatches the town's tasks) and a 核查员 account in it on 用户管理.
 * Answers the subject and both accounts' ids and tokens.
 */
export async function townOffice(t: TestApp, town: number, tag: string) {
  const county = await t.login('chongming_admin');
  const created = await t.call(createSubject, { areaId: town, adminLoginName: `${tag}_lead` }, county);
  if (created.respCode !== 0) throw new Error(`town subject ${town}: ${created.respDesc}`);
  const { subject, loginName, initialPassword } = created.obj!;
  const roles = await t.call(listRoles, { governmentSubjectId: subject.id }, county);
  const checkerRole = roles.obj!.find((r) => r.roleName === ROLE_PRESETS.checker.name)!;
  const user = await t.call(
    createUser,
    {
      loginName: `${tag}_checker`,
      nickname: `${tag}_checker`,
      governmentSubjectId: subject.id,
      governmentRoleId: checkerRole.id,
    },
    county,
  );
  if (user.respCode !== 0) throw new Error(`town checker ${town}: ${user.respDesc}`);
  const idOf = async (name: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM government_users WHERE login_name = $1', [name]))[0]!
      .id;
  return {
    subject,
    lead: { id: await idOf(loginName), token: await firstLogin(t, loginName, initialPassword) },
    checker: {
      id: user.obj!.user.id,
      token: await firstLogin(t, `${tag}_checker`, user.obj!.initialPassword),
    },
  };
}
