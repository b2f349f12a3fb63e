import type { DownloadItem } from '@fengshou/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api';
import { EMPTY_PORTAL, PortalProvider } from '../../api/portal-context';
import DownloadCentrePage from './download-centre-page';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const item = (over: Partial<DownloadItem>): DownloadItem => ({
  id: 1,
  kind: 'excel',
  kindName: 'Excel导出',
  title: '农场列表',
  endpoint: '/api/produce/gov/farm/listByArea',
  status: 'done',
  statusName: '已完成',
  progressDone: 0,
  progressTotal: 0,
  progressText: null,
  areaId: 310151000000,
  areaName: '崇明区',
  rowCount: 12,
  byteSize: 20480,
  error: null,
  createTime: '2026-12-04 09:00:00',
  startTime: null,
  finishTime: null,
  expiresAt: '2026-12-11 09:00:00',
  expired: false,
  fileName: '农场列表-20261204090000.xlsx',
  scheduleName: null,
  unread: false,
  ...over,
});

interface Call {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}
let calls: Call[];
let jobs: DownloadItem[];

beforeEach(() => {
  calls = [];
  jobs = [
    item({
      id: 9,
      kind: 'briefing',
      kindName: '简报',
      title: '周报（崇明区）',
      status: 'running',
      statusName: '生成中',
      progressDone: 3,
      progressTotal: 9,
      progressText: '正在生成 3/9 个板块',
      scheduleName: '周报',
      unread: true,
      expiresAt: null,
    }),
    item({ id: 8, title: '失败的导出', status: 'failed', statusName: '失败', error: '生成人账号已停用' }),
    item({ id: 7 }),
  ];
  configureClient({
    getTokens: () => ({ token: 'user-token', demoToken: null }),
    log: () => {},
    notify: () => {},
    clearSession: () => {},
    goLogin: () => {},
    sent: () => {},
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        body: init?.body ? JSON.parse(String(init.body)) : null,
        headers: (init?.headers ?? {}) as Record<string, string>,
      });
      const ok = (obj: unknown) => new Response(JSON.stringify({ respCode: 0, respDesc: '成功', obj }));
      if (url.endsWith('/download/list'))
        return ok({ list: jobs, total: jobs.length, pageNo: 1, pageSize: 20 });
      if (url.endsWith('/download/markRead') || url.endsWith('/download/unread')) return ok({ ok: true });
      if (url.endsWith('/download/url'))
        return ok({
          url: '/files/downloads/5/7?a=310151000000&e=1&s=sig',
          fileName: '农场列表-20261204090000.xlsx',
        });
      if (url.startsWith('/files/downloads/')) return new Response(new Blob(['xlsx']));
      throw new Error(`unexpected ${url}`);
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function open(permissions: string[] = ['dashboard:view', 'data:export']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <PortalProvider value={{ ...EMPTY_PORTAL, loggedIn: true, permissions }}>
            <DownloadCentrePage
              meta={{ path: '/downloadExcelList', name: 'DownloadExcelList', key: 0, title: '下载中心' }}
            />
          </PortalProvider>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('download centre page', () => {
  it('lists jobs with their progress, reasons and size; only finished files offer 下载; opening marks delivered ones seen', async () => {
    open();
    const running = await rowOf('周报（崇明区）');
    expect(within(running).getByText('生成中 3/9')).toBeTruthy();
    expect(within(running).getByText('正在生成 3/9 个板块')).toBeTruthy();
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(within(running).getByText('新')).toBeTruthy();
    expect(within(running).getByText('简报计划：周报')).toBeTruthy();
    expect(within(running).queryByRole('button', { name: '下载' })).toBeNull();
    const failed = await rowOf('失败的导出');
    expect(within(failed).getByText('生成人账号已停用')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: '下载' })).toBeNull();
    const done = await rowOf('农场列表');
    expect(within(done).getByText('20.0 KB')).toBeTruthy();
    expect(within(done).getByText('2026-12-11 09:00:00')).toBeTruthy();
    expect(within(done).getByRole('button', { name: '下载' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/download/markRead'))).toBe(true));
    expect(screen.getByRole('button', { name: '生成简报' })).toBeTruthy();
  });

  it('downloads through a URL signed for the job, fetched with the session', async () => {
    open();
    const done = await rowOf('农场列表');
    await act(async () => {
      fireEvent.click(within(done).getByRole('button', { name: '下载' }));
    });
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/files/downloads/'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/download/url'))!.body).toEqual({ id: 7 });
    const file = calls.find((c) => c.url.startsWith('/files/downloads/'))!;
    expect(file.url).toBe('/files/downloads/5/7?a=310151000000&e=1&s=sig');
    expect(file.headers.accessToken).toBe('user-token');
  });

  it('asks again every second while a job is being made, and stops once none is', async () => {
    open();
    await rowOf('周报（崇明区）');
    const lists = () => calls.filter((c) => c.url.endsWith('/download/list')).length;
    const first = lists();
    jobs = jobs.map((j) => (j.id === 9 ? { ...j, status: 'done', statusName: '已完成' } : j));
    await waitFor(() => expect(lists()).toBeGreaterThan(first), { timeout: 3000 });
    await waitFor(() => expect(screen.getAllByRole('button', { name: '下载' })).toHaveLength(2));
    const settled = lists();
    await new Promise((r) => setTimeout(r, 1500));
    expect(lists()).toBe(settled);
  });

  it('offers 生成简报 only to holders of dashboard:view and data:export', async () => {
    open(['dashboard:view']);
    await rowOf('农场列表');
    expect(screen.queryByRole('button', { name: '生成简报' })).toBeNull();
  });
});
