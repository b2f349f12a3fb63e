import { beijingDateTime } from '@fengshou/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api';
import { EMPTY_PORTAL, PortalProvider } from '../../api/portal-context';
import { SessionWatch } from './session-watch';

const MIN = 60_000;
const START = Date.UTC(2026, 11, 4, 2, 0, 0);
let last = START;
let effects: { cleared: number; login: number; toasts: string[] };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(START);
  last = START;
  effects = { cleared: 0, login: 0, toasts: [] };
  configureClient({
    getTokens: () => ({ token: 'user-token', demoToken: null }),
    log: () => {},
    notify: (_kind, text) => effects.toasts.push(text),
    clearSession: () => effects.cleared++,
    goLogin: () => effects.login++,
    sent: () => {
      last = Date.now();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            respCode: 0,
            respDesc: '成功',
            obj: {
              session: {
                idleMinutes: 10,
                expiresAt: beijingDateTime(START + 8 * 60 * MIN),
                passwordExpiresAt: null,
              },
            },
          }),
        ),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

/** Input in the page's frame (the editor's preview), as the page's frame watcher hands it on. */
let frameInput: ((at: number) => void) | undefined;

function renderWatch(times: { idleMinutes: number | null; expiresAt: number; passwordExpiresAt?: number }) {
  render(
    <MemoryRouter>
      <App>
        <PortalProvider value={{ ...EMPTY_PORTAL, loggedIn: true }}>
          <SessionWatch
            times={{
              idleMinutes: times.idleMinutes,
              expiresAt: beijingDateTime(times.expiresAt),
              passwordExpiresAt: times.passwordExpiresAt ? beijingDateTime(times.passwordExpiresAt) : null,
            }}
            lastRequest={() => last}
            frameInput={(on) => {
              frameInput = on;
              return () => {
                frameInput = undefined;
              };
            }}
          />
        </PortalProvider>
      </App>
    </MemoryRouter>,
  );
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('session watch', () => {
  it('warns with a countdown before the idle limit; 继续使用 sends a request and the warning closes', async () => {
    renderWatch({ idleMinutes: 10, expiresAt: START + 8 * 60 * MIN });
    await advance(8 * MIN - 1000);
    expect(screen.queryByText('即将因长时间无操作退出登录')).toBeNull();
    await advance(1000);
    expect(screen.getByRole('dialog', { name: '即将因长时间无操作退出登录' })).toBeTruthy();
    expect(document.querySelector('.session-countdown')?.textContent).toBe('2:00');
    await advance(5000);
    expect(document.querySelector('.session-countdown')?.textContent).toBe('1:55');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /继续使用/ }));
    });
    await advance(0);
    expect(last).toBeGreaterThan(START);
    await advance(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The clock restarted with the request: no end at the old limit.
    await advance(3 * MIN);
    expect(effects.cleared).toBe(0);
  });

  it('counts input in the editor’s preview frame: a user working only there is not signed out', async () => {
    renderWatch({ idleMinutes: 10, expiresAt: START + 8 * 60 * MIN });
    const calls = () => vi.mocked(fetch).mock.calls.length;
    await advance(7 * MIN);
    // Switching areas in the preview, opening details: input there, answered from the cache.
    await act(async () => frameInput!(Date.now()));
    await advance(0);
    expect(calls()).toBe(1);
    expect(last).toBe(START + 7 * MIN);
    // More input within the minute needs no request.
    await advance(30_000);
    await act(async () => frameInput!(Date.now()));
    expect(calls()).toBe(1);
    // The old limit (10 minutes) passes without a warning or a sign-out; the clock runs from the request.
    await advance(5 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(effects.cleared).toBe(0);
    await advance(5 * MIN);
    expect(effects.cleared).toBe(1);
  });

  it('at the idle limit the app signs out and goes to the login page as for a 400', async () => {
    renderWatch({ idleMinutes: 10, expiresAt: START + 8 * 60 * MIN });
    await advance(10 * MIN);
    expect(effects).toEqual({ cleared: 1, login: 1, toasts: ['长时间无操作，已退出登录，请重新登录'] });
  });

  it('tells the hour the sign-in ends before the absolute limit, and reminds of a password expiring soon', async () => {
    renderWatch({
      idleMinutes: null,
      expiresAt: START + 5 * MIN,
      passwordExpiresAt: START + 3 * 24 * 60 * MIN,
    });
    await advance(0);
    expect(screen.getByText('密码将在 3 天内过期')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即修改密码' })).toBeTruthy();
    await advance(3 * MIN);
    // 10:05 Beijing time.
    expect(screen.getByText('本次登录将于 10:05 结束')).toBeTruthy();
    await advance(2 * MIN);
    expect(effects.toasts).toEqual(['本次登录已到期，请重新登录']);
    expect(effects.login).toBe(1);
  });
});
