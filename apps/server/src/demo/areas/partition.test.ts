import { intersection, union } from 'polyclip-ts';
import { describe, expect, it } from 'vitest';
import { inMulti, type Multi, planarArea } from './geo-math';
import { allocate, partition, seedFromCode } from './partition';

// An L-shaped parent (non-convex) plus a detached island, around Shanghai's latitude.
const L: Multi = [
  [
    [
      [121, 31],
      [121.2, 31],
      [121.2, 31.05],
      [121.05, 31.05],
      [121.05, 31.2],
      [121, 31.2],
      [121, 31],
    ],
  ],
  [
    [
      [121.3, 31.1],
      [121.34, 31.1],
      [121.34, 31.14],
      [121.3, 31.14],
      [121.3, 31.1],
    ],
  ],
];
const kids = Array.from({ length: 12 }, (_, i) => ({ code: `3101010${String(i).padStart(2, '0')}` }));

describe('partition', () => {
  const parts = partition(L, kids, '310101');

  it('gives every child a non-empty region inside the parent', () => {
    expect(parts).toHaveLength(12);
    for (const m of parts) {
      expect(planarArea(m)).toBeGreaterThan(0);
      expect(planarArea(m) - planarArea(intersection(m, L) as Multi)).toBeLessThan(1e-12);
    }
  });

  it('tiles the parent: no overlaps, no gaps', () => {
    const sum = parts.reduce((s, m) => s + planarArea(m), 0);
    const [first, ...rest] = parts;
    const covered = planarArea(union(first!, ...rest) as Multi);
    expect(Math.abs(sum - covered) / covered).toBeLessThan(1e-6);
    expect(Math.abs(covered - planarArea(L)) / planarArea(L)).toBeLessThan(1e-6);
  });

  it('is deterministic per seed code and differs between codes', () => {
    expect(partition(L, kids, '310101')).toEqual(parts);
    expect(partition(L, kids, '310104')).not.toEqual(parts);
  });

  it('puts pinned children where their pins are and keeps each island for its own children', () => {
    const pinned = kids.map((k, i) => (i === 3 ? { ...k, pin: [121.32, 31.12] as [number, number] } : k));
    const out = partition(L, pinned, '310101');
    expect(inMulti([121.32, 31.12], out[3]!)).toBe(true);
    // The island is small enough for one seed only: the pinned child owns all of it.
    expect(out[3]!.length).toBe(1);
    expect(out.filter((m) => m.some((poly) => poly[0]!.some(([x]) => x! > 121.25)))).toHaveLength(1);
  });

  it('with every child pinned, gives each one piece holding its pin and the seatless island to the nearest', () => {
    // Seats along both arms of the L: plain Voronoi cells of the corner seats would spill round the bend.
    const seats: [number, number][] = [
      [121.02, 31.02],
      [121.1, 31.02],
      [121.18, 31.03],
      [121.02, 31.1],
      [121.03, 31.18],
      [121.04, 31.045],
    ];
    const out = partition(
      L,
      seats.map((pin, i) => ({ code: `31010100${i}`, pin })),
      '310101',
    );
    const onIsland = out.findIndex((m) => m.some((poly) => poly[0]!.some(([x]) => x! > 121.25)));
    expect(onIsland).toBe(2);
    for (const [i, m] of out.entries()) {
      expect(m.filter((poly) => inMulti(seats[i]!, [poly]))).toHaveLength(1);
      expect(m).toHaveLength(i === onIsland ? 2 : 1);
    }
  });

  it('returns the parent itself for a single child and nothing for none', () => {
    expect(partition(L, [{ code: '1' }], '1')).toEqual([L]);
    expect(partition(L, [], '1')).toEqual([]);
  });
});

describe('allocate', () => {
  it('splits slots proportionally by largest remainder', () => {
    expect(allocate(18, [1397, 120, 58])).toEqual([16, 1, 1]);
    expect(allocate(3, [1, 1, 1, 1])).toEqual([1, 1, 1, 0]);
    expect(allocate(5, [10])).toEqual([5]);
  });
});

describe('seedFromCode', () => {
  it('is a stable 32-bit hash', () => {
    expect(seedFromCode('310151')).toBe(seedFromCode('310151'));
    expect(seedFromCode('310151')).not.toBe(seedFromCode('310115'));
    expect(Number.isInteger(seedFromCode('31'))).toBe(true);
  });
});
