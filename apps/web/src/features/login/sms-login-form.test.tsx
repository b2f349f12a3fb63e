import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api';
import { SmsLoginForm } from './sms-login-form';

const ANSWERS: Record<string, unknown> = {
  '/api/foundation/gov/captcha/get': {
    captchaId: 'cap-1',
    image: 'data:image/svg+xml;base64,PHN2Zy8+',
    expireSeconds: 120,
  },
  '/api/login/gov/sms/token': { smsToken: 'sms-token-0123456789', expireSeconds: 300 },
  '/api/foundation/gov/sms/sendCode': { resendSeconds: 59, expireSeconds: 300 },
  '/api/login/gov/user/listByPhoneCode': {
    ticket: 'ticket-0123456789abcdef',
    users: [
      {
        id: 7,
        loginName: 'chongming_admin',
        nickname: '黄伟',
        subjectName: '崇明区农业农村委员会',
        governmentRoleName: '系统管理员',
      },
      {
        id: 8,
        loginName: 'pudong_admin',
        nickname: '张琳',
        subjectName: '浦东新区农业农村委员会',
        governmentRoleName: '系统管理员',
      },
    ],
  },
  '/api/login/gov/user/loginByPhone': { accessToken: 'phone-token' },
};

let calls: { path: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  configureClient({ getTokens: () => ({ token: null, demoToken: null }), log: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ respCode: 0, respDesc: '成功', obj: ANSWERS[path] }));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('SMS login', () => {
  it('phone → captcha → smsToken → sendCode (countdown) → accounts → loginByPhone', async () => {
    const onToken = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <SmsLoginForm onToken={onToken} />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByAltText('图片验证码');
    fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: '13900001003' } });
    fireEvent.change(screen.getByPlaceholderText('图片验证码'), { target: { value: 'ab3d' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    await screen.findByRole('button', { name: /\d+s后重新获取/ });
    expect(calls.find((c) => c.path.endsWith('/sms/token'))?.body).toEqual({
      captchaId: 'cap-1',
      captcha: 'ab3d',
    });
    expect(calls.find((c) => c.path.endsWith('/sms/sendCode'))?.body).toEqual({
      smsToken: 'sms-token-0123456789',
      phone: '13900001003',
      purpose: 'login',
    });

    fireEvent.change(screen.getByPlaceholderText('短信验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    });
    await screen.findByText('该手机号绑定了以下账号，请选择要登录的账号：');
    fireEvent.click(screen.getByText('张琳（pudong_admin）'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    });
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('phone-token'));
    expect(calls.find((c) => c.path.endsWith('/loginByPhone'))?.body).toEqual({
      ticket: 'ticket-0123456789abcdef',
      userId: 8,
    });
  });

  it('refuses a malformed phone before any SMS call', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <SmsLoginForm onToken={() => {}} />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByAltText('图片验证码');
    fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: '12345' } });
    fireEvent.change(screen.getByPlaceholderText('图片验证码'), { target: { value: 'ab3d' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/sms/token'))).toBe(false);
  });
});
