import { describe, expect, it } from 'vitest';
import { EXEMPT_PATH_PATTERNS } from '../codes';
import { ALL_ENDPOINTS } from './endpoints';

describe('exempt paths of the client (spec §8)', () => {
  it.each(EXEMPT_PATH_PATTERNS)('%s ends exactly one endpoint of the contract', (suffix) => {
    expect(ALL_ENDPOINTS.filter((e) => e.path.endsWith(suffix)).map((e) => e.path)).toHaveLength(1);
  });
});
