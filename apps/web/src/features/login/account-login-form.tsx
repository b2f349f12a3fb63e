import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { login } from '@fengshou/core/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { callApi, useApiMutation } from '../../api';
import { CaptchaInput, useCaptcha } from './captcha-field';
import { type SecondFactor, SecondFactorStep } from './second-factor-step';

interface Values {
  loginName: string;
  password: string;
  captcha: string;
}

/** A sign-in waiting for its SMS code, with the account and password to sign in again for a new code. */
interface Pending {
  account: { loginName: string; password: string };
  challenge: SecondFactor;
}

/**
 * Account and password sign-in with the image captcha; when the security policy asks this account for an
 * SMS code too, the 短信验证 step completes it.
 */
export function AccountLoginForm({ onToken }: { onToken(token: string): void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha('account');
  const [pending, setPending] = useState<Pending | null>(null);
  const submit = useApiMutation(login, {
    body: (v: Values) => ({
      loginName: v.loginName.trim(),
      password: v.password,
      captchaId: captcha.data?.captchaId,
      captcha: v.captcha?.trim() || undefined,
    }),
    onSuccess: (result, v) => {
      if ('secondFactor' in result)
        setPending({
          account: { loginName: v.loginName.trim(), password: v.password },
          challenge: result.secondFactor,
        });
      else onToken(result.accessToken);
    },
    onError: () => {
      // The captcha is used up by any attempt, right or wrong.
      form.setFieldValue('captcha', '');
      void captcha.refetch();
    },
  });

  if (pending) {
    return (
      <SecondFactorStep
        challenge={pending.challenge}
        resend={async (answer) => {
          const again = await callApi(login, { ...pending.account, ...answer });
          if ('secondFactor' in again) setPending({ ...pending, challenge: again.secondFactor });
          // The policy no longer asks for a code: the sign-in is done.
          else onToken(again.accessToken);
        }}
        onToken={onToken}
        onBack={() => {
          setPending(null);
          // The captcha shown before was used up by the sign-in.
          void captcha.refetch();
        }}
      />
    );
  }

  return (
    <Form<Values>
      form={form}
      size="large"
      onFinish={(v) => submit.mutate(v)}
      autoComplete="on"
      className="login-form"
    >
      <Form.Item name="loginName" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input
          prefix={<UserOutlined />}
          placeholder="账号"
          autoComplete="username"
          aria-label="账号"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
          aria-label="密码"
          maxLength={128}
        />
      </Form.Item>
      <Form.Item name="captcha" rules={[{ required: true, whitespace: true, message: '请输入图片验证码' }]}>
        <CaptchaInput captcha={captcha} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submit.isPending} className="login-submit">
        登 录
      </Button>
    </Form>
  );
}
