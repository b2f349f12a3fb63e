import { type ResultOf, verifySecondFactor, type zSecondFactorChallenge } from '@fengshou/core/contract';
import { Button, Form } from 'antd';
import { useEffect } from 'react';
import type { z } from 'zod';
import { useApiMutation } from '../../api';
import { CaptchaInput, useCaptcha } from './captcha-field';
import { SMS_CODE_RULE, SmsCodeInput } from './sms-code-input';
import { useCountdown } from './use-countdown';

/** What a password sign-in answers when the policy asks this account for an SMS code too. */
export type SecondFactor = z.infer<typeof zSecondFactorChallenge>['secondFactor'];

interface Values {
  smsCode: string;
  captcha?: string;
}

interface SecondFactorStepProps {
  challenge: SecondFactor;
  /** Signs in again with the same account and password (a new challenge, a new code), given a captcha. */
  resend(captcha: { captchaId?: string; captcha: string }): Promise<unknown>;
  onToken(token: string): void;
  onBack(): void;
}

type Done = ResultOf<typeof verifySecondFactor>;

/**
 * 短信验证, the second step of a password sign-in: the code sent to the account's (masked) phone completes it.
 * Sending another code is signing in again, so it takes a new image captcha, once the resend wait is over.
 */
export function SecondFactorStep({ challenge, resend, onToken, onBack }: SecondFactorStepProps) {
  const [form] = Form.useForm<Values>();
  const countdown = useCountdown(challenge.resendSeconds);
  const captcha = useCaptcha('second-factor');
  const { start } = countdown;
  // Each challenge is a code just sent: its resend wait starts now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts for each new challenge only
  useEffect(() => start(), [challenge.challenge]);

  const verify = useApiMutation(verifySecondFactor, {
    body: (v: Values) => ({ challenge: challenge.challenge, smsCode: v.smsCode.trim() }),
    onSuccess: (done: Done) => onToken(done.accessToken),
    onError: () => form.setFieldValue('smsCode', ''),
  });

  const sendAgain = async () => {
    const answer = String(form.getFieldValue('captcha') ?? '').trim();
    if (!answer) {
      form.setFields([{ name: 'captcha', errors: ['请输入图片验证码'] }]);
      return;
    }
    try {
      await resend({ captchaId: captcha.data?.captchaId, captcha: answer });
      form.setFieldValue('smsCode', '');
    } finally {
      // The captcha is used up by the attempt, right or wrong.
      form.setFieldValue('captcha', '');
      void captcha.refetch();
    }
  };

  return (
    <Form<Values>
      form={form}
      size="large"
      className="login-form second-factor"
      onFinish={(v) => verify.mutate(v)}
      aria-label="短信验证"
    >
      <div className="second-factor-title">短信验证</div>
      <p className="second-factor-hint">
        为保护管理账号安全，请输入发送至 <strong>{challenge.phone}</strong> 的6位短信验证码（
        {Math.round(challenge.expireSeconds / 60)}分钟内有效）。
      </p>
      <Form.Item name="smsCode" rules={[SMS_CODE_RULE]}>
        <SmsCodeInput autoFocus />
      </Form.Item>
      {countdown.running ? (
        <div className="second-factor-wait">{countdown.remaining}s后可重新发送验证码</div>
      ) : (
        <div className="second-factor-resend">
          <Form.Item name="captcha" className="second-factor-captcha">
            <CaptchaInput captcha={captcha} />
          </Form.Item>
          <Button onClick={() => void sendAgain().catch(() => {})} className="sms-send">
            重新发送
          </Button>
        </div>
      )}
      <Button type="primary" htmlType="submit" block loading={verify.isPending} className="login-submit">
        验 证
      </Button>
      <Button type="link" block onClick={onBack}>
        返回账号登录
      </Button>
    </Form>
  );
}
