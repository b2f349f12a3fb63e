import { isFinalStatus } from '@fengshou/core';
import {
  ABNORMAL_ACTION_CODES,
  listAbnormals,
  listOccupations,
  OCCUPY_ACTION_CODES,
  statBreakdown,
  statSummary,
} from '@fengshou/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PORTAL, PortalProvider } from '../../api/portal-context';
import type { GovSubject } from '../../api/portal-types';
import { HomeTodos } from './home-todos';

const STATUS_COUNTS = [
  { processStatus: 0, count: 2 },
  { processStatus: 2, count: 3 },
  { processStatus: 5, count: 9 },
];
const OPEN_CASES = STATUS_COUNTS.filter((c) => !isFinalStatus(c.processStatus)).reduce(
  (n, c) => n + c.count,
  0,
);

// The server's answers by endpoint: field checks are not recorded in this area (a fresh county).
const calls: string[] = [];
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  callApi: (endpoint: { path: string }, body: { metrics?: string[] }) => {
    calls.push(endpoint.path);
    switch (endpoint.path) {
      case statSummary.path:
        return Promise.resolve(
          body.metrics?.includes('iotAlarmOpenCount')
            ? [
                { metric: 'iotAlarmOpenCount', name: '待处理告警', value: 3, unit: '次' },
                { metric: 'waterFacilityRepairCount', name: '待维修水利设施', value: 0, unit: '处' },
                {
                  metric: 'fieldTaskOverdueCount',
                  name: '逾期任务',
                  value: null,
                  unit: '个',
                  missing: { label: '遥感监测', via: 'none' },
                },
              ]
            : [{ metric: 'iotAlarmCount', name: '告警次数', value: 1, unit: '次' }],
        );
      case statBreakdown.path:
        return Promise.resolve({
          series: [{ metric: 'repairOrderCount', name: '设施报修', unit: '单' }],
          rows: [
            { key: '1', name: '待派单', repairOrderCount: 4 },
            { key: '3', name: '已完成', repairOrderCount: 7 },
          ],
        });
      case listOccupations.path:
      case listAbnormals.path:
        return Promise.resolve({ list: [], total: 14, pageNo: 1, pageSize: 1, statusCounts: STATUS_COUNTS });
      default:
        return Promise.reject(new Error(`unexpected ${endpoint.path}`));
    }
  },
}));

const CHONGMING = { areaId: 310151000000, areaName: '崇明区', level: 3 };
const SUBJECT = {
  id: 1,
  subjectName: '崇明区农业农村委员会',
  areaId: CHONGMING.areaId,
  areaLevel: 3,
  areaChain: [CHONGMING],
} as unknown as GovSubject;

function mount(permissions: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PortalProvider value={{ ...EMPTY_PORTAL, loggedIn: true, subject: SUBJECT, permissions }}>
          <HomeTodos />
        </PortalProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tile = (label: string) => screen.getByText(label).closest('li')!;

beforeEach(() => {
  calls.length = 0;
});

describe('the home’s to-dos', () => {
  it('give a reviewer the open cases of both reviews, each leading to its list', async () => {
    mount(['dashboard:view', 'data:view', 'iot:alarm', OCCUPY_ACTION_CODES[0]!, ABNORMAL_ACTION_CODES[0]!]);
    await waitFor(() => expect(tile('非农化图斑待办').textContent).toContain(String(OPEN_CASES)));
    expect(tile('非农化图斑待办').querySelector('a')?.getAttribute('href')).toBe('/land-control/occupation');
    await waitFor(() => expect(tile('耕地异常待办').textContent).toContain(String(OPEN_CASES)));
    expect(tile('待处理告警').querySelector('a')?.getAttribute('href')).toBe('/system/alarms');
    expect(tile('待处理告警').textContent).toContain('3');
    await waitFor(() => expect(tile('本年待派单报修').textContent).toContain('4'));
    expect(tile('今日新增告警').textContent).toContain('1');
  });

  it('leave out what the area has no records of, and a measured nought stays', async () => {
    mount(['dashboard:view']);
    await screen.findByText('待处理告警');
    expect(screen.queryByText('逾期核查任务')).toBeNull();
    expect(tile('待维修水利设施').textContent).toContain('0');
  });

  it('ask nothing of the review lists for someone who reviews nothing, and link no page they cannot open', async () => {
    mount(['dashboard:view', 'data:view']);
    await screen.findByText('待处理告警');
    expect(tile('待处理告警').querySelector('a')).toBeNull();
    expect(screen.queryByText('非农化图斑待办')).toBeNull();
    expect(screen.queryByText('耕地异常待办')).toBeNull();
    expect(calls).not.toContain(listOccupations.path);
    expect(calls).not.toContain(listAbnormals.path);
  });
});
