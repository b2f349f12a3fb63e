import { timingSafeEqual } from 'node:crypto';
import { badParams, RespCode, RespError } from '@fengshou/core';
import { listSetupRegions, runSetup, setupStatus } from '@fengshou/core/contract';
import { newPasswordProblem } from '../../auth/new-password';
import { underStartupLock } from '../../db/startup-lock';
import { type Route, route } from '../../http/route';
import { isNationalDivision, nationalDivisions } from '../../seed/divisions';
import { InstallationExists, isEmptyDatabase, seedInstallation } from '../../seed/installation';

/** The answer once an installation has its subject: the setup page is gone. */
const alreadySetUp = () => new RespError(RespCode.FEATURE_FORBIDDEN, '系统已完成初始化，请登录');

const sameCode = (given: string, expected: string) => {
  const a = Buffer.from(given.toUpperCase());
  const b = Buffer.from(expected.toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The first-run setup of an installation without the demo (DEMO=off, no REGION): once, then gone. */
export const setupRoutes: Route[] = [
  route(setupStatus, async ({ services }) => ({ needed: await isEmptyDatabase(services.db) })),
  route(listSetupRegions, async ({ body }) => nationalDivisions(body.parentCode)),
  route(runSetup, async ({ services, body }) => {
    if (!(await isEmptyDatabase(services.db))) throw alreadySetUp();
    if (!sameCode(body.setupCode, services.setupCode)) throw badParams(['setupCode'], '初始化口令不正确');
    if (!isNationalDivision(body.regionCode)) throw badParams(['regionCode'], '不在全国行政区划中');
    const policy = await services.policy.get();
    const weak = await newPasswordProblem(services.db, policy, {
      password: body.password,
      loginName: body.loginName,
    });
    if (weak) throw badParams(['password'], weak.replace(/^新密码/, '密码'));
    // Once, also with several servers on one database: the installation checks inside its transaction, and
    // on PostgreSQL the servers take the start-up lock in turn, so the second finds the first's subject.
    const done = await underStartupLock(
      services.db,
      () => undefined,
      () =>
        seedInstallation(
          services.db,
          { code: body.regionCode, subjectName: body.subjectName, skinType: body.skinType },
          { loginName: body.loginName, password: body.password },
        ),
    ).catch((e: unknown) => {
      throw e instanceof InstallationExists ? alreadySetUp() : e;
    });
    services.log.info({ subject: done.subjectName, admin: done.loginName }, 'first-run setup done');
    return {
      subjectName: done.subjectName,
      loginName: done.loginName,
      oversightAccounts: done.oversight.map((a) => ({
        loginName: a.loginName,
        roleName: a.roleName,
        initialPassword: a.password,
      })),
    };
  }),
];
