import { listLandTypesByAreaId } from '@fengshou/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PORTAL, PortalProvider } from '../../api/portal-context';
import { LandStatsPanel } from './land-stats-panel';

// Land types as the server lists them: every type, with zeros where the area has none.
let parcels = 0;
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  callApi: (endpoint: { path: string }) => {
    if (endpoint.path === listLandTypesByAreaId.path) {
      return Promise.resolve([
        { landType: 1, landTypeName: '农用地', landCount: parcels, areaMu: parcels * 3.5 },
        { landType: 5, landTypeName: '永久基本农田', landCount: 0, areaMu: 0 },
      ]);
    }
    return Promise.resolve(parcels ? [] : [{ label: '地块', kind: 'parcels', via: 'import' }]);
  },
}));

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PortalProvider
          value={{ ...EMPTY_PORTAL, loggedIn: true, permissions: ['data:view', 'data:import'] }}
        >
          <LandStatsPanel areaId={361130000000} level={3} />
        </PortalProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('地块统计 of an area', () => {
  it('without parcels says which import adds them instead of listing zeros', async () => {
    parcels = 0;
    const { container } = mount();
    await waitFor(() => expect(container.textContent).toContain('暂无数据 · 可通过 数据导入 → 地块 补充'));
    expect(container.textContent).not.toContain('0 块');
  });

  it('with parcels lists each land type', async () => {
    parcels = 12;
    const { container } = mount();
    await waitFor(() => expect(container.querySelector('[data-testid="land-stats"]')).not.toBeNull());
    expect(container.textContent).toContain('12 块');
  });
});
