import { getFarmDetail, listAreasByParentId, listGisFarmsByPage, logout } from '@fengshou/core/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './client';
import { apiKey, invalidateApi, useApiMutation, useApiPage, useApiQuery } from './query';

vi.mock('./client', async (original) => ({
  ...(await original<typeof import('./client')>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

afterEach(() => call.mockReset());

describe('endpoint queries', () => {
  it('share one cache entry between callers of an endpoint with the same body', async () => {
    call.mockResolvedValue([{ areaId: 310151101000, areaName: '城桥镇' }]);
    const { wrapper } = setup();
    const a = renderHook(() => useApiQuery(listAreasByParentId, { parentId: 310151000000 }), { wrapper });
    const b = renderHook(() => useApiQuery(listAreasByParentId, { parentId: 310151000000 }), { wrapper });
    await waitFor(() => expect(b.result.current.isSuccess).toBe(true));
    expect(a.result.current.data).toEqual(b.result.current.data);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(
      listAreasByParentId,
      { parentId: 310151000000 },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('pass notify: false to the call and call nothing while disabled', async () => {
    call.mockResolvedValue([]);
    const { wrapper } = setup();
    const off = renderHook(() => useApiQuery(listAreasByParentId, { parentId: 1 }, { enabled: false }), {
      wrapper,
    });
    expect(off.result.current.fetchStatus).toBe('idle');
    expect(call).not.toHaveBeenCalled();
    const quiet = renderHook(() => useApiQuery(listAreasByParentId, { parentId: 2 }, { notify: false }), {
      wrapper,
    });
    await waitFor(() => expect(quiet.result.current.isSuccess).toBe(true));
    expect(call).toHaveBeenCalledWith(
      listAreasByParentId,
      { parentId: 2 },
      { signal: expect.any(AbortSignal), notify: false },
    );
  });

  it('are made stale by endpoint, or by the part of the body they hold', async () => {
    call.mockResolvedValue({ farmId: 1 });
    const { client, wrapper } = setup();
    for (const farmId of [1, 2]) {
      const h = renderHook(() => useApiQuery(getFarmDetail, { farmId }), { wrapper });
      await waitFor(() => expect(h.result.current.isSuccess).toBe(true));
    }
    expect(call).toHaveBeenCalledTimes(2);
    await invalidateApi(client, [getFarmDetail, { farmId: 2 }]);
    expect(call).toHaveBeenCalledTimes(3);
    expect(call).toHaveBeenLastCalledWith(getFarmDetail, { farmId: 2 }, expect.anything());
    await invalidateApi(client, getFarmDetail);
    expect(call).toHaveBeenCalledTimes(5);
    expect(client.getQueryState(apiKey(getFarmDetail, { farmId: 1 }))?.isInvalidated).toBe(false);
  });
});

describe('paged lists', () => {
  it('keep the page shown while the next one loads', async () => {
    let answer: (v: unknown) => void = () => {};
    call.mockResolvedValueOnce({ list: [{ farmId: 1 }], total: 11 });
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ pageNo }: { pageNo: number }) => useApiPage(listGisFarmsByPage, { pageNo, pageSize: 10 }),
      { wrapper, initialProps: { pageNo: 1 } },
    );
    await waitFor(() => expect(result.current.data?.total).toBe(11));
    call.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    rerender({ pageNo: 2 });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(true));
    expect(result.current.data?.list).toEqual([{ farmId: 1 }]);
    act(() => answer({ list: [{ farmId: 11 }], total: 11 }));
    await waitFor(() => expect(result.current.data?.list).toEqual([{ farmId: 11 }]));
  });

  it('wait for a body', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useApiPage(listGisFarmsByPage, null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(call).not.toHaveBeenCalled();
  });
});

describe('endpoint mutations', () => {
  it('send the body made of the variables and refetch what the change touched', async () => {
    call.mockResolvedValue({ farmId: 3 });
    const { client, wrapper } = setup();
    const detail = renderHook(() => useApiQuery(getFarmDetail, { farmId: 3 }), { wrapper });
    await waitFor(() => expect(detail.result.current.isSuccess).toBe(true));
    call.mockClear();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () =>
        useApiMutation(logout, {
          body: (_v: { farmId: number }) => ({}),
          headers: () => ({ 'Idempotency-Key': 'k1' }),
          invalidates: (_r, v) => [[getFarmDetail, { farmId: v.farmId }]],
          onSuccess,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ farmId: 3 }));
    expect(call).toHaveBeenNthCalledWith(1, logout, {}, { headers: { 'Idempotency-Key': 'k1' } });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call).toHaveBeenLastCalledWith(getFarmDetail, { farmId: 3 }, expect.anything());
    expect(client.isMutating()).toBe(0);
  });
});
