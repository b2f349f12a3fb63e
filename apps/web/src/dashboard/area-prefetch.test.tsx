import { statSummary } from '@fengshou/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PORTAL, PortalProvider } from '../api/portal-context';
import type { GovSubject } from '../api/portal-types';
import { useAreaSelection } from '../area/area-store';
import { plateRow } from './plate-row.fixture';
import { areaSource, type PlateRow, plateContext, usePrefetchOnAreaSelect } from './use-dashboard-data';

// The plates' requests, recorded instead of sent.
const api = vi.hoisted(() => ({ bodies: [] as unknown[] }));
vi.mock('../api', async (actual) => ({
  ...(await actual<typeof import('../api')>()),
  callApi: (_endpoint: unknown, body: unknown) => {
    api.bodies.push(body);
    return new Promise(() => {});
  },
}));

const CHONGMING = { areaId: 310151000000, areaName: '崇明区', level: 3 };
const TOWN = { areaId: 310151101000, areaName: '城桥镇', level: 4 };
const SUBJECT = {
  id: 7,
  subjectName: '崇明区农业农村委员会',
  areaId: CHONGMING.areaId,
  areaLevel: 3,
  areaChain: [CHONGMING],
} as unknown as GovSubject;

const plate = (id: number, parameters: Record<string, unknown>) =>
  plateRow(id, statSummary.path, { metrics: ['farmCount'], ...parameters });

const OWN_AREA = plate(1, { areaId: '$_areaId', areaLevel: '$_areaLevel' });
const CHILDREN = plate(2, { areaIdList: '$_childAreaIdList' });
const CHILDREN_IN_EXPRESSION = plate(3, { n: 'parameter{ len(childAreaIdList) }' });

describe('which plates ask before the area’s children are known', () => {
  const { ctx } = areaSource([CHONGMING], [CHONGMING])!;

  it('a plate that does not name the children asks with the area at once', () => {
    expect(plateContext(OWN_AREA, { ctx, childrenKnown: false })).toBe(ctx);
  });

  it('a plate naming them, as a $_ name or inside an expression, waits for them', () => {
    expect(plateContext(CHILDREN, { ctx, childrenKnown: false })).toBeNull();
    expect(plateContext(CHILDREN_IN_EXPRESSION, { ctx, childrenKnown: false })).toBeNull();
    expect(plateContext(CHILDREN, { ctx, childrenKnown: true })).toBe(ctx);
  });

  it('no area, no request', () => {
    expect(plateContext(OWN_AREA, null)).toBeNull();
  });
});

function Prefetching({ plates }: { plates: PlateRow[] }) {
  usePrefetchOnAreaSelect(plates);
  return null;
}

describe('plates ask for a newly selected area in the selecting event', () => {
  beforeEach(() => {
    api.bodies = [];
    useAreaSelection.setState({ subjectId: SUBJECT.id, trail: [CHONGMING] });
  });
  afterEach(() => useAreaSelection.setState({ subjectId: null, trail: [] }));

  it('selecting a town sends the plates’ requests for the town, not those waiting for its children', async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <PortalProvider value={{ ...EMPTY_PORTAL, loggedIn: true, subject: SUBJECT }}>
          <Prefetching plates={[OWN_AREA, CHILDREN]} />
        </PortalProvider>
      </QueryClientProvider>,
    );
    expect(api.bodies).toEqual([]);
    act(() => useAreaSelection.getState().select(TOWN));
    await vi.waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toEqual({ metrics: ['farmCount'], areaId: TOWN.areaId, areaLevel: 4 });
    // The query the town's plate will read is the one already on its way.
    const keys = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey);
    expect(keys).toEqual([['plate-data', TOWN.areaId, 4, expect.any(String)]]);
  });
});
