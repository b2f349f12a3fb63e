import { PLATE_VISUALS } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import { VISUALS } from './registry';

describe('visual registry', () => {
  it('draws every visualisation the contract names, and no other', () => {
    expect(Object.keys(VISUALS).sort()).toEqual([...PLATE_VISUALS].sort());
  });
});
