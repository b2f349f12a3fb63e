import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api';
import { AccountLoginForm } from './account-login-form';

const CAPTCHA = {
  captchaId: 'cap-1',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  expireSeconds: 120,
};

let calls: { path: string; body: Record<string, unknown> }[] = [];
let challenges: string[] = [];
let resendSeconds = 60;

function answer(path: string): unknown {
  if (path.endsWith('/captcha/get')) return CAPTCHA;
  if (path.endsWith('/user/login')) {
    const challenge = `challenge-${challenges.length + 1}-0123456789abcdef`;
    challenges.push(challenge);
    return { secondFactor: { challenge, phone: '139****1003', expireSeconds: 300, resendSeconds } };
  }
  if (path.endsWith('/verifySecondFactor')) return { accessToken: 'second-factor-token' };
  return {};
}

beforeEach(() => {
  calls = [];
  challenges = [];
  resendSeconds = 60;
  configureClient({ getTokens: () => ({ token: null, demoToken: null }), log: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: JSON.parse(String(init.body)) });
      // The contract's result schema accepts the sign-in result only with the full user info; the client
      // shows a drifted answer anyway (it logs the drift), which is all this test needs of it.
      return new Response(JSON.stringify({ respCode: 0, respDesc: '成功', obj: answer(path) }));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderForm(onToken: (token: string) => void) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <AccountLoginForm onToken={onToken} />
      </App>
    </QueryClientProvider>,
  );
}

async function signIn() {
  await screen.findByAltText('图片验证码');
  fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'shanghai_security' } });
  fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Secret@2026' } });
  fireEvent.change(screen.getByPlaceholderText('图片验证码'), { target: { value: 'ab3d' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  });
  await screen.findByText('短信验证');
}

const sent = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix));

describe('second factor at password sign-in', () => {
  it('asks for the code sent to the masked phone and completes with verifySecondFactor', async () => {
    const onToken = vi.fn();
    renderForm(onToken);
    await signIn();
    expect(screen.getByText('139****1003')).toBeTruthy();
    // No token yet: the sign-in waits for the code.
    expect(onToken).not.toHaveBeenCalled();
    expect(screen.getByText(/\d+s后可重新发送验证码/)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('短信验证码'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^验\s*证$/ }));
    });
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('second-factor-token'));
    expect(sent('/verifySecondFactor').map((c) => c.body)).toEqual([
      { challenge: challenges[0], smsCode: '123456' },
    ]);
  });

  it('refuses a code that is not six digits before any call', async () => {
    renderForm(() => {});
    await signIn();
    fireEvent.change(screen.getByPlaceholderText('短信验证码'), { target: { value: '12a4' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^验\s*证$/ }));
    });
    expect(await screen.findByText('请输入6位短信验证码')).toBeTruthy();
    expect(sent('/verifySecondFactor')).toEqual([]);
  });

  it('re-sending signs in again with the same account and a new captcha, and verifies the new challenge', async () => {
    resendSeconds = 0;
    const onToken = vi.fn();
    renderForm(onToken);
    await signIn();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新发送' }));
    });
    expect(await screen.findByText('请输入图片验证码')).toBeTruthy();
    expect(sent('/user/login')).toHaveLength(1);
    const captchas = screen.getAllByPlaceholderText('图片验证码');
    fireEvent.change(captchas[captchas.length - 1]!, { target: { value: 'zz9y' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新发送' }));
    });
    await waitFor(() => expect(sent('/user/login')).toHaveLength(2));
    expect(sent('/user/login')[1]?.body).toEqual({
      loginName: 'shanghai_security',
      password: 'Secret@2026',
      captchaId: 'cap-1',
      captcha: 'zz9y',
    });
    fireEvent.change(screen.getByPlaceholderText('短信验证码'), { target: { value: '654321' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^验\s*证$/ }));
    });
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('second-factor-token'));
    expect(sent('/verifySecondFactor')[0]?.body).toEqual({ challenge: challenges[1], smsCode: '654321' });
  });
});
