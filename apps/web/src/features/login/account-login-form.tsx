import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { login } from '@fengshou/core/contract';
import { Button, Form, Input } from 'antd';
import { useApiMutation } from '../../api';
import { CaptchaInput, useCaptcha } from './captcha-field';

interface Values {
  loginName: string;
  password: string;
  captcha: string;
}

/** Account and password sign-in with the image captcha. */
export function AccountLoginForm({ onToken }: { onToken(token: string): void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha('account');
  const submit = useApiMutation(login, {
    body: (v: Values) => ({
      loginName: v.loginName.trim(),
      password: v.password,
      captchaId: captcha.data?.captchaId,
      captcha: v.captcha?.trim() || undefined,
    }),
    onSuccess: (result) => onToken(result.accessToken),
    onError: () => {
      // The captcha is used up by any attempt, right or wrong.
      form.setFieldValue('captcha', '');
      void captcha.refetch();
    },
  });
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
