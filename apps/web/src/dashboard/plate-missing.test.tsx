import { type PlateView, statBreakdown, statSummary } from '@fengshou/core/contract';
import { chartTheme, missingHint, missingOf } from '@fengshou/core/plates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlateBody } from './plate-body';
import { plateRow } from './plate-row.fixture';
import type { PlateState } from './plate-state';
import { areaSource } from './use-dashboard-data';

// The statistics a plate asks for, answered by the test instead of the server.
const api = vi.hoisted(() => ({ answer: null as unknown }));
vi.mock('../api', async (actual) => ({
  ...(await actual<typeof import('../api')>()),
  callApi: async () => api.answer,
}));

const CHONGMING = { areaId: 310151000000, areaName: '崇明区', level: 3 };
const FARMS = { label: '农场/基地', via: 'import' } as const;
const DEVICES = { label: '设备数据', via: 'device' } as const;

async function drawn(path: string, visual: PlateView['visual'], answer: unknown) {
  api.answer = answer;
  const states: PlateState[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view: PlateView = { visual, rows: path === statBreakdown.path ? 'rows' : undefined };
  render(
    <QueryClientProvider client={client}>
      <PlateBody
        plate={plateRow(1, path, { metrics: ['farmCount'], areaId: '$_areaId' })}
        view={view}
        source={areaSource([CHONGMING], [CHONGMING], [])}
        area={CHONGMING}
        theme={chartTheme('tech', 1920)}
        onDrill={() => {}}
        onState={(s) => {
          states.push(s);
        }}
      />
    </QueryClientProvider>,
  );
  return states;
}

describe('a plate of an area without records', () => {
  it('says 暂无数据 and which import adds them, instead of drawing a chart of zeros', async () => {
    const states = await drawn(statBreakdown.path, 'bar', {
      series: [{ metric: 'farmCount', name: '农场', unit: '个', missing: FARMS }],
      rows: [{ key: '1', name: '城桥镇', areaId: 310151101000, farmCount: null }],
    });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('可通过 数据导入 → 农场/基地 补充')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(states.at(-1)).toBe('empty');
  });

  it('says that devices fill a device-fed figure, instead of a 0 card', async () => {
    await drawn(statSummary.path, 'cards', [
      { metric: 'pestInsectCount', name: '诱虫数量', value: null, unit: '头', missing: DEVICES },
    ]);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('设备接入后显示')).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('shows a measured 0 of an area with records as 0', async () => {
    await drawn(statSummary.path, 'cards', [{ metric: 'farmCount', name: '农场', value: 0, unit: '个' }]);
    expect(await screen.findByText('0')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});

describe('what a result is missing', () => {
  it('is nothing while one of its metrics has records: that one is drawn, the others answer null', () => {
    expect(
      missingOf([
        { metric: 'farmCount', value: null, missing: FARMS },
        { metric: 'iotDeviceCount', value: 3 },
      ]),
    ).toBeNull();
    expect(missingOf({ series: [], rows: [] })).toBeNull();
    expect(missingOf({ rows: [] })).toBeNull();
  });

  it('lists each source once and says how to add each', () => {
    const companies = { label: '经营主体', via: 'import' } as const;
    const loans = { label: '金融服务', via: 'none' } as const;
    const missing = missingOf({
      series: [{ missing: FARMS }, { missing: companies }, { missing: FARMS }, { missing: DEVICES }],
    });
    expect(missing).toEqual([FARMS, companies, DEVICES]);
    expect(missingHint(missing!)).toBe('可通过 数据导入 → 农场/基地、经营主体 补充；设备接入后显示');
    expect(missingHint([loans])).toBe('金融服务数据尚未接入');
  });
});
