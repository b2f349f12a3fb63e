import type { DataSourceContext } from '@fengshou/core';
import { statBreakdown, statSummary } from '@fengshou/core/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../api/live';
import { LIVE_BURST_MS, stalePlates, useLivePlates } from './live-plates';
import { plateRow } from './plate-row.fixture';
import { type PlateRow, plateDataQuery } from './use-dashboard-data';

// The page's one live stream, replaced by a fake that the test drives.
const live = vi.hoisted(() => ({
  topics: [] as string[][],
  handler: (_e: LiveMessage) => {},
  open: () => {},
  stopped: 0,
}));
vi.mock('../api/live', () => ({
  subscribeLive: (topics: string[], handler: (e: LiveMessage) => void, onOpen: () => void) => {
    live.topics.push(topics);
    live.handler = handler;
    live.open = onOpen;
    return () => {
      live.stopped++;
    };
  },
}));

const AREA = { areaId: '$_areaId', areaLevel: '$_areaLevel' };
const CHONGMING = 310151000000;
const CHONGMING_VILLAGE = 310151101201;
const PUDONG_TOWN = 310115101000;

function plate(id: number, path: string, parameters: object, liveTopics: string[]): PlateRow {
  return plateRow(id, path, { ...parameters, ...AREA }, liveTopics);
}

// As the plate list answers them: alarm plates carry iot.alarm, current values iot.reading, the rest nothing.
const PLATES = [
  plate(1, statSummary.path, { metrics: ['iotAlarmCount', 'iotAlarmOpenCount'] }, ['iot.alarm']),
  plate(2, statSummary.path, { metrics: ['iotDeviceCount'] }, []),
  plate(3, statSummary.path, { metrics: ['airTempNow'] }, ['iot.reading']),
  plate(4, statBreakdown.path, { metrics: ['iotAlarmCount'], by: 'latest', limit: 20 }, ['iot.alarm']),
];

const ctx: DataSourceContext = {
  areaId: CHONGMING,
  areaLevel: 3,
  areaIdList: [310000000000, CHONGMING],
  childAreaLevel: 4,
  childAreaIdList: [],
  businessCategoryIdList: [],
  now: new Date(0),
};

let fetches: Record<number, number>;

/** A dashboard of the plates: each plate's data query (counted) and the live hook, as DashboardScreen has them. */
function Screen({ plates }: { plates: PlateRow[] }) {
  useLivePlates(plates, ctx);
  return (
    <>
      {plates.map((p) => (
        <PlateData key={p.id} plate={p} />
      ))}
    </>
  );
}
function PlateData({ plate: p }: { plate: PlateRow }) {
  useQuery({
    queryKey: plateDataQuery(p, ctx).queryKey,
    queryFn: async () => {
      fetches[p.id] = (fetches[p.id] ?? 0) + 1;
      return fetches[p.id];
    },
    staleTime: 60_000,
  });
  return null;
}

async function mount(plates = PLATES) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Screen plates={plates} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(Object.keys(fetches)).toHaveLength(plates.length));
  return view;
}

const emit = (topic: string, areaId: number) =>
  act(() => live.handler({ topic, areaId, data: {}, at: Date.now() }));
const settle = () => act(() => new Promise((r) => setTimeout(r, LIVE_BURST_MS * 3)));

describe('live plates of a dashboard', () => {
  beforeEach(() => {
    fetches = {};
    live.topics = [];
    live.stopped = 0;
  });

  it('subscribes once to the topics its plates declare and refetches only the plates of that topic', async () => {
    await mount();
    expect(live.topics).toEqual([['iot.alarm', 'iot.reading']]);
    expect(fetches).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });

    // A burst of three alarms in a village of the county: the two alarm plates refetch, once each.
    emit('iot.alarm', CHONGMING_VILLAGE);
    emit('iot.alarm', CHONGMING_VILLAGE);
    emit('iot.alarm', CHONGMING);
    await waitFor(() => expect(fetches).toEqual({ 1: 2, 2: 1, 3: 1, 4: 2 }));
    await settle();
    expect(fetches).toEqual({ 1: 2, 2: 1, 3: 1, 4: 2 });

    // Another county's alarm (a screen of the province would see it) leaves this one alone.
    emit('iot.alarm', PUDONG_TOWN);
    await settle();
    expect(fetches).toEqual({ 1: 2, 2: 1, 3: 1, 4: 2 });

    emit('iot.reading', CHONGMING_VILLAGE);
    await waitFor(() => expect(fetches).toEqual({ 1: 2, 2: 1, 3: 2, 4: 2 }));
  });

  it('refetches every live plate after a reconnection, not on the first connection', async () => {
    await mount();
    act(() => live.open());
    await settle();
    expect(fetches).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
    act(() => live.open());
    await waitFor(() => expect(fetches).toEqual({ 1: 2, 2: 1, 3: 2, 4: 2 }));
  });

  it('opens no stream for a dashboard whose plates declare nothing, and closes it on leaving', async () => {
    const quiet = await mount(PLATES.filter((p) => p.liveTopics!.length === 0));
    expect(live.topics).toEqual([]);
    quiet.unmount();
    fetches = {};
    const view = await mount();
    view.unmount();
    expect(live.stopped).toBe(1);
  });
});

describe('stalePlates', () => {
  it('matches exact topics and prefixes, inside the area on screen', () => {
    const plates = [
      { id: 1, liveTopics: ['iot.alarm'] },
      { id: 2, liveTopics: ['iot.'] },
      { id: 3, liveTopics: ['case.changed'] },
      { id: 4 },
    ];
    const ids = (topic: string, areaId: number, on = CHONGMING) =>
      stalePlates(plates, { topic, areaId }, on).map((p) => p.id);
    expect(ids('iot.alarm', CHONGMING_VILLAGE)).toEqual([1, 2]);
    expect(ids('iot.reading', CHONGMING_VILLAGE)).toEqual([2]);
    expect(ids('iot.alarm', PUDONG_TOWN)).toEqual([]);
    // A town's dashboard: an alarm in another town of the county is not its own.
    expect(ids('iot.alarm', CHONGMING_VILLAGE, 310151102000)).toEqual([]);
    expect(ids('iot.alarm', CHONGMING_VILLAGE, 310151101000)).toEqual([1, 2]);
    // The province's dashboard sees every county's alarms.
    expect(ids('iot.alarm', PUDONG_TOWN, 310000000000)).toEqual([1, 2]);
  });
});
