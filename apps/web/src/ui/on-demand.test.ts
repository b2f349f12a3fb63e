import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads once for every caller and answers the value synchronously afterwards', async () => {
    const importer = vi.fn(async () => ({ name: 'echarts' }));
    const m = onDemand(importer);
    expect(m.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([m.load(), m.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(m.loaded()).toBe(a);
  });

  it('tries again after a failed load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('loaded');
    const m = onDemand(importer);
    await expect(m.load()).rejects.toThrow('offline');
    expect(m.loaded()).toBeUndefined();
    await expect(m.load()).resolves.toBe('loaded');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
