import { TIMEOUTS_MS } from '@fengshou/core';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, withChunkTimeout } from './lazy-page';

describe('chunk load time-out', () => {
  it('reports a load error after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {})).catch((e: unknown) => e as ChunkLoadError);
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.chunkLoad - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toContain('120');
  });

  it('passes a loaded chunk through and wraps a failed one', async () => {
    await expect(withChunkTimeout(async () => 'page')).resolves.toBe('page');
    await expect(withChunkTimeout(async () => Promise.reject(new Error('404')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });
});

describe('page preload', () => {
  it('fetches a page once however often it is preloaded', () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const page = lazyPage(load);
    page.preload();
    page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed page again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue({ default: () => null });
    const page = lazyPage(load);
    page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
