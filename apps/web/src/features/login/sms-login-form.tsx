import { MobileOutlined } from '@ant-design/icons';
import { listUsersByPhoneCode, loginByPhone, sendSmsCode, smsToken, zPhone } from '@fengshou/core/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { callApi, useApiMutation } from '../../api';
import { CaptchaInput, useCaptcha } from './captcha-field';
import { SMS_CODE_RULE, SmsCodeInput } from './sms-code-input';
import { useCountdown } from './use-countdown';

interface Values {
  phone: string;
  captcha: string;
  code: string;
}

type Accounts = Awaited<ReturnType<typeof callApi<typeof listUsersByPhoneCode>>>;

/**
 * SMS sign-in: phone and image captcha → smsToken → sendCode (59 s countdown) → code → the accounts bound
 * to the phone → pick one → loginByPhone.
 */
export function SmsLoginForm({ onToken }: { onToken(token: string): void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha('sms');
  const countdown = useCountdown();
  const [accounts, setAccounts] = useState<Accounts | null>(null);
  const [userId, setUserId] = useState<number | null>(null);

  const send = useMutation({
    mutationFn: async ({ phone, answer }: { phone: string; answer: string }) => {
      const token = await callApi(smsToken, { captchaId: captcha.data?.captchaId ?? '', captcha: answer });
      return callApi(sendSmsCode, { smsToken: token.smsToken, phone, purpose: 'login' });
    },
    onSuccess: () => countdown.start(),
    onSettled: () => {
      form.setFieldValue('captcha', '');
      void captcha.refetch();
    },
  });
  const verify = useApiMutation(listUsersByPhoneCode, {
    body: (v: Values) => ({ phone: v.phone.trim(), code: v.code.trim() }),
    onSuccess: (result) => {
      setAccounts(result);
      setUserId(result.users[0]?.id ?? null);
    },
  });
  const signIn = useApiMutation(loginByPhone, {
    onSuccess: (result) => onToken(result.accessToken),
  });

  const requestCode = async () => {
    const values = await form.validateFields(['phone']).catch(() => null);
    const answer = String(form.getFieldValue('captcha') ?? '').trim();
    // The captcha guards sending a code only; the later "下一步" does not ask for it again.
    if (!answer) form.setFields([{ name: 'captcha', errors: ['请输入图片验证码'] }]);
    if (values && answer) send.mutate({ phone: values.phone.trim(), answer });
  };

  if (accounts) {
    return (
      <div className="login-form sms-accounts">
        <div className="sms-accounts-title">该手机号绑定了以下账号，请选择要登录的账号：</div>
        {accounts.users.length === 0 ? (
          <div className="sms-accounts-empty">该手机号未绑定可用账号</div>
        ) : (
          <Radio.Group
            className="sms-account-list"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          >
            {accounts.users.map((u) => (
              <Radio key={u.id} value={u.id} className="sms-account">
                <span className="sms-account-name">
                  {u.nickname}（{u.loginName}）
                </span>
                <span className="sms-account-sub">
                  {u.subjectName} · {u.governmentRoleName}
                </span>
              </Radio>
            ))}
          </Radio.Group>
        )}
        <Button
          type="primary"
          size="large"
          block
          className="login-submit"
          disabled={userId === null}
          loading={signIn.isPending}
          onClick={() => userId !== null && signIn.mutate({ ticket: accounts.ticket, userId })}
        >
          登 录
        </Button>
        <Button type="link" block onClick={() => setAccounts(null)}>
          返回
        </Button>
      </div>
    );
  }

  return (
    <Form<Values> form={form} size="large" onFinish={(v) => verify.mutate(v)} className="login-form">
      <Form.Item
        name="phone"
        rules={[
          { required: true, message: '请输入手机号' },
          {
            validator: (_, v) =>
              !v || zPhone.safeParse(v.trim()).success
                ? Promise.resolve()
                : Promise.reject(new Error('手机号格式不正确')),
          },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="手机号"
          maxLength={11}
          inputMode="numeric"
          aria-label="手机号"
        />
      </Form.Item>
      <Form.Item name="captcha">
        <CaptchaInput captcha={captcha} />
      </Form.Item>
      <Form.Item>
        <div className="sms-code-row">
          <Form.Item name="code" noStyle rules={[SMS_CODE_RULE]}>
            <SmsCodeInput />
          </Form.Item>
          <Button
            onClick={requestCode}
            disabled={countdown.running}
            loading={send.isPending}
            className="sms-send"
          >
            {countdown.label}
          </Button>
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={verify.isPending} className="login-submit">
        下一步
      </Button>
    </Form>
  );
}
