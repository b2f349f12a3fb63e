import { badParams, maskName } from '@fengshou/core';
import { bindPhone, listUsersByPhoneCode, loginByPhone, smsToken } from '@fengshou/core/contract';
import { consumeCaptcha } from '../../auth/captcha';
import { callerOf, type Route, route } from '../../http/route';
import { issueSmsToken, verifyCode } from '../../sms/codes';
import {
  consumePhoneTicket,
  issuePhoneTicket,
  listPhoneAccounts,
  setUserPhone,
  ticketPhone,
} from './phone-repo';
import { assertOneFactorAllowed } from './second-factor';
import { signIn } from './user-info';

const BAD_TICKET = () => badParams(['ticket'], '登录凭证无效或已过期，请重新获取验证码');

/** Sign-in by SMS code (token → code → accounts → session) and binding a phone. */
export const smsRoutes: Route[] = [
  route(smsToken, async ({ body, services }) => {
    // CAPTCHA=off (automated clients) lifts the image check here as at sign-in; the fields stay required.
    if (services.config.captcha) await consumeCaptcha(services.db, body.captchaId, body.captcha);
    return issueSmsToken(services.db);
  }),

  route(listUsersByPhoneCode, async ({ body, services }) => {
    await verifyCode(services.db, body.phone, 'login', body.code);
    const ticket = await issuePhoneTicket(services.db, body.phone);
    const accounts = await listPhoneAccounts(services.db, body.phone);
    return {
      ticket,
      users: accounts.map(({ subjectId: _, ...a }) => ({ ...a, nickname: maskName(a.nickname) })),
    };
  }),

  route(loginByPhone, async ({ body, services }) => {
    const { db, sessions } = services;
    const phone = await ticketPhone(db, body.ticket);
    if (!phone) throw BAD_TICKET();
    const account = (await listPhoneAccounts(db, phone)).find((a) => a.id === body.userId);
    // A wrong pick keeps the ticket, so the user can choose again without a new SMS.
    if (!account) throw badParams(['userId'], '该手机号下没有此账号');
    await assertOneFactorAllowed(services, db, account.id);
    return db.tx(async (q) => {
      if (!(await consumePhoneTicket(q, body.ticket))) throw BAD_TICKET();
      return signIn(q, sessions, account.id, account.subjectId);
    });
  }),

  route(bindPhone, async (ctx) => {
    const session = callerOf(ctx);
    await verifyCode(ctx.services.db, ctx.body.phone, 'bind', ctx.body.code);
    await setUserPhone(ctx.services.db, session.userId, ctx.body.phone);
    return { ok: true as const };
  }),
];
