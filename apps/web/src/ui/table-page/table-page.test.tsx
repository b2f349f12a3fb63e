import { defineEndpoint } from '@fengshou/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EMPTY_PORTAL, PortalProvider } from '../../api/portal-context';
import type { GovSubject } from '../../api/portal-types';
import { clearKeptTables, type RowsPage, TablePage, type TableQuery } from '.';

interface Row {
  id: number;
  name: string;
}

const SUBJECT = {
  id: 7,
  subjectName: '崇明区农业农村委员会',
  areaId: 310151000000,
  areaLevel: 3,
  areaChain: [{ areaId: 310151000000, areaName: '崇明区', level: 3 }],
} as unknown as GovSubject;

// 23 rows served page by page like a list endpoint.
const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `农场${i + 1}` }));
function serve(q: TableQuery) {
  const start = (q.pageNo - 1) * q.pageSize;
  return Promise.resolve({ list: ROWS.slice(start, start + q.pageSize), total: ROWS.length });
}

// A list endpoint whose body is the table query itself, answered by the mounted harness's fetchPage.
const testList = defineEndpoint({
  path: '/api/test/gov/table/list',
  summary: 'test',
  access: 'session',
  body: z.custom<TableQuery>(),
  result: z.custom<RowsPage<Row>>(),
});
let fetchPage: (q: TableQuery) => Promise<RowsPage<Row>> = serve;
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  callApi: (_endpoint: unknown, body: TableQuery) => fetchPage(body),
}));

function Harness(props: {
  fetchPage: typeof serve;
  onRowClick?: (r: Row) => void;
  keepKey?: string;
  initialFilters?: TableQuery['filters'];
}) {
  fetchPage = props.fetchPage;
  return (
    <TablePage
      title="经营主体"
      endpoint={testList}
      body={(q) => q}
      rowKey={(r) => r.id}
      keepKey={props.keepKey}
      initialFilters={props.initialFilters}
      onRowClick={props.onRowClick}
      filters={{ area: false, keyword: { placeholder: '主体名称' } }}
      columns={[
        { key: 'id', title: '编号', dataIndex: 'id', sorter: true },
        { key: 'name', title: '名称', dataIndex: 'name' },
      ]}
    />
  );
}

function mount(ui: React.ReactNode, permissions: readonly string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <PortalProvider value={{ ...EMPTY_PORTAL, loggedIn: true, subject: SUBJECT, permissions }}>
            {ui}
          </PortalProvider>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// antd's table measures itself with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(clearKeptTables);

// The first render loads antd's table; slow on a shared machine.
describe('TablePage', { timeout: 20_000 }, () => {
  it('opens with a route’s preset filters (a crop tab, a category)', async () => {
    const fetchPage = vi.fn(serve);
    mount(<Harness fetchPage={fetchPage} initialFilters={{ keyword: '农场2', extra: { category: 4 } }} />);
    await screen.findByText('农场1');
    expect(fetchPage.mock.calls[0]![0].filters).toEqual({ keyword: '农场2', extra: { category: 4 } });
    expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('农场2');
  });

  it('asks the first page with the general page size and the selected area, then the next page', async () => {
    const fetchPage = vi.fn(serve);
    mount(<Harness fetchPage={fetchPage} />);
    expect(await screen.findByText('农场1')).toBeTruthy();
    expect(fetchPage.mock.calls[0]![0]).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      areaId: 310151000000,
      areaLevel: 3,
    });
    expect(screen.getByText('共 23 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('农场11')).toBeTruthy();
    expect(fetchPage.mock.lastCall![0]).toMatchObject({ pageNo: 2, pageSize: 10 });
  });

  it('sorts on the server and returns to the first page', async () => {
    const fetchPage = vi.fn(serve);
    mount(<Harness fetchPage={fetchPage} />);
    await screen.findByText('农场1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('农场11');
    fireEvent.click(screen.getByRole('columnheader', { name: /编号/ }));
    await waitFor(() =>
      expect(fetchPage.mock.lastCall![0]).toMatchObject({ pageNo: 1, sortField: 'id', sortOrder: 'asc' }),
    );
  });

  it('opens a row’s detail on click and on Enter', async () => {
    const open = vi.fn();
    mount(<Harness fetchPage={serve} onRowClick={open} />);
    fireEvent.click(await screen.findByText('农场3'));
    expect(open).toHaveBeenLastCalledWith({ id: 3, name: '农场3' });
    fireEvent.keyDown(screen.getByText('农场4').closest('tr')!, { key: 'Enter' });
    expect(open).toHaveBeenLastCalledWith({ id: 4, name: '农场4' });
  });

  it('filters by keyword after the typing pause, from the first page', async () => {
    const fetchPage = vi.fn(serve);
    mount(<Harness fetchPage={fetchPage} />);
    await screen.findByText('农场1');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('农场21');
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 农场2 ' } });
    await waitFor(
      () => expect(fetchPage.mock.lastCall![0]).toMatchObject({ pageNo: 1, filters: { keyword: '农场2' } }),
      { timeout: 2000 },
    );
  });

  it('keeps page and sort of a kept-alive list across unmounting', async () => {
    const first = mount(<Harness fetchPage={serve} keepKey="kept" />);
    await screen.findByText('农场1');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('农场21');
    first.unmount();
    const fetchPage = vi.fn(serve);
    mount(<Harness fetchPage={fetchPage} keepKey="kept" />);
    expect(await screen.findByText('农场21')).toBeTruthy();
    expect(fetchPage.mock.calls[0]![0]).toMatchObject({ pageNo: 3 });
  });

  it('starts a list that is not kept alive afresh', async () => {
    const first = mount(<Harness fetchPage={serve} />);
    await screen.findByText('农场1');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('农场21');
    first.unmount();
    await act(async () => {
      mount(<Harness fetchPage={serve} />);
    });
    expect(await screen.findByText('农场1')).toBeTruthy();
  });

  describe('empty', () => {
    // An area without any farm: the list endpoint says which import adds them, whatever the filters.
    const nothing = () =>
      Promise.resolve({
        list: [] as Row[],
        total: 0,
        missing: { label: '农场/基地', kind: 'farms', via: 'import' as const },
      });
    const HINT = '暂无数据 · 可通过 数据导入 → 农场/基地 补充';
    const hint = () => document.querySelector('.missing-hint');

    it('says which import adds the records, linking the import page for who may import', async () => {
      mount(<Harness fetchPage={nothing} />, ['data:view', 'data:import']);
      await waitFor(() => expect(hint()?.textContent).toBe(HINT));
      expect(screen.getByRole('link', { name: '数据导入' }).getAttribute('href')).toBe('/system/import');
    });

    it('names the missing kind without a link for who may not import', async () => {
      mount(<Harness fetchPage={nothing} />, ['data:view']);
      await waitFor(() => expect(hint()?.textContent).toBe(HINT));
      expect(screen.queryByRole('link', { name: '数据导入' })).toBeNull();
    });

    it('says only 暂无数据 when a filter is active', async () => {
      const fetchPage = vi.fn(nothing);
      mount(<Harness fetchPage={fetchPage} initialFilters={{ keyword: '农场2' }} />, ['data:import']);
      await waitFor(() => expect(fetchPage).toHaveBeenCalled());
      expect(await screen.findByText('暂无数据')).toBeTruthy();
      expect(hint()).toBeNull();
    });

    it('says only 暂无数据 for an area that has records but none on this page', async () => {
      mount(<Harness fetchPage={() => Promise.resolve({ list: [], total: 0 })} />, ['data:import']);
      expect(await screen.findByText('暂无数据')).toBeTruthy();
      expect(hint()).toBeNull();
    });
  });
});
