import type { Logger } from 'pino';
import type { Config } from '../config';

/** Sends one verification SMS; throws when the provider refuses or cannot be reached. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, code: string, minutes: number): Promise<void>;
}

/** Development provider: the code goes to the server log instead of a phone. */
export function logSmsProvider(log: Logger): SmsProvider {
  return {
    name: 'log',
    async send(phone, code, minutes) {
      log.warn({ phone, code, minutes }, `[SMS development provider] 验证码 ${code} 已发往 ${phone}`);
    },
  };
}

/** A real HTTP gateway: POST {phone, content} as JSON with a bearer token, 2xx means sent. */
export function httpSmsProvider(cfg: Config['sms'], fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'http',
    async send(phone, code, minutes) {
      const content = cfg.template.replace('{code}', code).replace('{minutes}', String(minutes));
      const res = await fetchImpl(cfg.httpUrl!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(cfg.httpToken ? { authorization: `Bearer ${cfg.httpToken}` } : {}),
        },
        body: JSON.stringify({ phone, content }),
        signal: AbortSignal.timeout(8_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}

/** The provider the configuration names. */
export function smsProviderFor(cfg: Config['sms'], log: Logger): SmsProvider {
  return cfg.provider === 'http' ? httpSmsProvider(cfg) : logSmsProvider(log);
}
