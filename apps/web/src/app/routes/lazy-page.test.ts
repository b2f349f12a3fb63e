import { TIMEOUTS_MS } from '@fengshou/core';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './lazy-page';

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
