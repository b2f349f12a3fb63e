import { listMissingSources } from '@fengshou/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PORTAL, PortalProvider } from '../api/portal-context';
import { camerasLayer } from './layers/cameras';
import { farmsLayer } from './layers/farms';
import { MapLegend } from './overlays';

// The area holds cameras but no farm: the import-kind check answers farms only.
const asked: unknown[] = [];
vi.mock('../api/client', async (original) => ({
  ...(await original<typeof import('../api/client')>()),
  callApi: (endpoint: { path: string }, body: { kinds: string[] }) => {
    asked.push({ path: endpoint.path, body });
    return Promise.resolve(
      body.kinds.includes('farms') ? [{ label: '农场/基地', kind: 'farms', via: 'import' }] : [],
    );
  },
}));

function mount(permissions: readonly string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PortalProvider value={{ ...EMPTY_PORTAL, loggedIn: true, permissions }}>
          <MapLegend layers={[farmsLayer(), camerasLayer()]} areaId={361130000000} />
        </PortalProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MapLegend of an area missing a layer’s records', () => {
  it('says under the layer which import adds them, and keeps the legend of layers with records', async () => {
    mount(['data:view', 'data:import']);
    const farms = await waitFor(() => {
      const g = document.querySelector('[data-layer="farms"]');
      expect(g?.textContent).toContain('暂无数据 · 可通过 数据导入 → 农场/基地 补充');
      return g!;
    });
    expect(farms.textContent).not.toContain('正常经营');
    expect(document.querySelector('[data-layer="cameras"]')?.textContent).toContain('在线');
    expect(screen.getByRole('link', { name: '数据导入' }).getAttribute('href')).toBe('/system/import');
    expect(asked).toContainEqual({
      path: listMissingSources.path,
      body: { kinds: ['farms', 'cameras'], areaId: 361130000000 },
    });
  });

  it('names the kind without a link for who may not import', async () => {
    mount(['data:view']);
    await waitFor(() =>
      expect(document.querySelector('[data-layer="farms"]')?.textContent).toContain('数据导入 → 农场/基地'),
    );
    expect(screen.queryByRole('link', { name: '数据导入' })).toBeNull();
  });
});
