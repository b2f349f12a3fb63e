import { checkCaptcha, getCaptcha, sendSmsCode } from '@fengshou/core/contract';
import { checkCaptcha as checkCaptchaAnswer, createCaptcha } from '../../auth/captcha';
import { type Route, route } from '../../http/route';
import { consumeSmsToken, sendVerificationCode } from '../../sms/codes';
import { phoneHasActiveAccount } from './repo';

/** Image captchas and SMS verification codes. */
export const verificationRoutes: Route[] = [
  route(getCaptcha, async ({ services }) => createCaptcha(services.db)),

  route(checkCaptcha, async ({ body, services }) => {
    await checkCaptchaAnswer(services.db, body.captchaId, body.captcha);
    return { ok: true as const };
  }),

  route(sendSmsCode, async ({ body, services }) => {
    const { db, sms, log } = services;
    await consumeSmsToken(db, body.smsToken);
    // A login code goes out only to a phone with an account, yet the answer is the same either way,
    // so this endpoint does not reveal which numbers are registered.
    const deliver = body.purpose === 'bind' || (await phoneHasActiveAccount(db, body.phone));
    return sendVerificationCode(db, sms, log, { phone: body.phone, purpose: body.purpose, deliver });
  }),
];
