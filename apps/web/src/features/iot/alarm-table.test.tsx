import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlarmTable } from './alarm-table';

const alarm = (alarmId: number, status: number, statusName: string) => ({
  alarmId,
  status,
  statusName,
  version: alarmId + 1,
  alarmTime: '2026-11-28 08:00:00',
  alarmLevel: 2,
  alarmContent: `告警${alarmId}`,
  farmId: 5,
  farmName: '基地',
  deviceName: '设备',
  propertyName: '氨气',
  unit: 'ppm',
  alarmValue: 30,
  threshold: 25,
  ackUserName: null,
  ackTime: null,
  assigneeName: null,
  assignTime: null,
  clearTime: null,
  handleTime: null,
  handler: null,
  remark: null,
});
const ALARMS = [alarm(1, 0, '未处理'), alarm(2, 2, '已确认'), alarm(3, 4, '已恢复'), alarm(4, 1, '已处理')];

// What the table sends: the calls are replaced by a recorder; the permissions by the test's.
const calls = vi.hoisted(() => ({
  sent: [] as { path: string; body: unknown }[],
  permissions: [] as string[],
}));
vi.mock('../../api', async (original) => ({
  ...(await original<typeof import('../../api')>()),
  useApiQuery: (e: { path: string }) =>
    e.path.endsWith('alarmRecord/list')
      ? { data: { list: ALARMS, total: ALARMS.length }, isPending: false }
      : { data: e.path.endsWith('assignees') ? [] : undefined, isPending: false, isFetching: false },
  useApiMutation: (e: { path: string }, o: { body?(v: unknown): unknown }) => ({
    mutate: (v: unknown) => calls.sent.push({ path: e.path, body: o.body ? o.body(v) : v }),
    isPending: false,
  }),
}));
vi.mock('../../api/live', () => ({ useLiveEvents: () => {} }));
vi.mock('../../api/portal-context', () => ({ usePortal: () => ({ permissions: calls.permissions }) }));
vi.mock('@tanstack/react-query', async (original) => ({
  ...(await original<typeof import('@tanstack/react-query')>()),
  useQueryClient: () => ({ invalidateQueries: () => Promise.resolve() }),
}));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const rowOf = (content: string) => screen.getByText(content).closest('tr') as HTMLElement;
function show() {
  render(
    <App>
      <AlarmTable farmId={5} />
    </App>,
  );
}

beforeEach(() => {
  calls.sent = [];
  calls.permissions = ['data:view', 'iot:alarm'];
});

// antd's table and modal render slowly in jsdom on a busy machine.
describe('alarm table', { timeout: 60_000 }, () => {
  it('shows each alarm’s lifecycle state and only the actions its state allows', () => {
    show();
    expect(within(rowOf('告警1')).getByText('未处理')).toBeTruthy();
    // DOM queries: role queries over an antd table take seconds each in jsdom.
    const names = (c: string) =>
      [...rowOf(c).querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, ''));
    expect(names('告警1')).toEqual(['确认', '关闭']);
    expect(names('告警2')).toEqual(['指派', '关闭']);
    expect(names('告警3')).toEqual(['关闭']);
    expect(names('告警4')).toEqual([]);
  });

  it('acknowledges with the version the row shows', () => {
    show();
    fireEvent.click(rowOf('告警1').querySelector('button')!);
    expect(calls.sent).toEqual([
      { path: '/api/produce/gov/iot/alarm/acknowledge', body: { alarmId: 1, version: 2 } },
    ]);
  });

  it('closes only with a remark', async () => {
    show();
    fireEvent.click(rowOf('告警3').querySelector('button')!);
    const dialog = await waitFor(() => document.querySelector('.ant-modal') as HTMLElement);
    const submit = () => fireEvent.click(within(dialog).getByText('关闭告警', { selector: 'button span' }));
    submit();
    expect(await within(dialog).findByText('请填写处理说明', {}, { timeout: 8000 })).toBeTruthy();
    expect(calls.sent).toEqual([]);
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '传感器已校准' } });
    submit();
    await waitFor(
      () =>
        expect(calls.sent).toEqual([
          {
            path: '/api/produce/gov/iot/alarm/close',
            body: { alarmId: 3, version: 4, remark: '传感器已校准' },
          },
        ]),
      { timeout: 8000 },
    );
  });

  it('offers no actions to a viewer without 告警处理', () => {
    calls.permissions = ['data:view'];
    show();
    expect(screen.queryByText('操作')).toBeNull();
    expect(rowOf('告警1').querySelectorAll('button').length).toBe(0);
    expect(within(rowOf('告警1')).getByText('未处理')).toBeTruthy();
  });
});
