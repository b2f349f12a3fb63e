import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './index';

describe('the endpoint registry', () => {
  it('declares every path once, so no two groups claim the same call', () => {
    const seen = new Map<string, number>();
    for (const e of ALL_ENDPOINTS) seen.set(e.path, (seen.get(e.path) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([p]) => p)).toEqual([]);
  });
});
