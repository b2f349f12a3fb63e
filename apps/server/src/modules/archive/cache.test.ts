import { describe, expect, it } from 'vitest';
import { invalidateStats, onStatsInvalidated, StatCache, statCacheOf } from './cache';

describe('StatCache', () => {
  it('runs concurrent misses of one key once and serves the answer until it expires', async () => {
    let now = 0;
    const cache = new StatCache(() => now);
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return calls;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', 60, load)));
    expect(answers).toEqual(Array(20).fill(1));
    expect(calls).toBe(1);
    now = 59_000;
    expect(await cache.get('k', 60, load)).toBe(1);
    expect(calls).toBe(1);
  });

  it('serves a stale answer while one refresh runs, then the fresh one', async () => {
    let now = 0;
    const cache = new StatCache(() => now);
    let value = 1;
    const load = async () => value;
    await cache.get('k', 60, load);
    value = 2;
    now = 61_000;
    expect(await cache.get('k', 60, load)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', 60, load)).toBe(2);
    // Far past its time to live an answer is not served any more: the caller waits for a fresh one.
    value = 3;
    now = 61_000 + 60_000 * 20;
    expect(await cache.get('k', 60, load)).toBe(3);
  });

  it('forgets everything on clear, and a query started before it does not store its stale answer', async () => {
    const cache = new StatCache();
    let release: (v: number) => void = () => {};
    const slow = cache.get('k', 60, () => new Promise<number>((r) => (release = r)));
    cache.clear();
    release(1);
    expect(await slow).toBe(1);
    expect(cache.size).toBe(0);
    expect(await cache.get('k', 60, async () => 2)).toBe(2);
  });
});

describe('invalidateStats', () => {
  it('clears the figures of the database and the caches that follow them, until they stop', async () => {
    const db = {};
    const other = {};
    await statCacheOf(db).get('k', 60, async () => 1);
    const cleared: string[] = [];
    const stop = onStatsInvalidated(db, () => cleared.push('tiles'));
    onStatsInvalidated(other, () => cleared.push('other'));
    invalidateStats(db);
    expect(statCacheOf(db).size).toBe(0);
    expect(cleared).toEqual(['tiles']);
    stop();
    invalidateStats(db);
    expect(cleared).toEqual(['tiles']);
  });
});
