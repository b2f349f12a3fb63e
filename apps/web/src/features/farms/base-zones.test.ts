import { describe, expect, it } from 'vitest';
import { splitZones, zoneNameOf } from './base-zones';

const parcel = (landId: number, landName: string | null, areaMu: number, cropName: string | null = null) => ({
  landId,
  dkid: `D${landId}`,
  landName,
  areaMu,
  cropName,
});

describe('base zones', () => {
  it('names a zone by the village group a parcel name starts with', () => {
    expect(zoneNameOf('兴胜村6组2号田')).toBe('兴胜村6组');
    expect(zoneNameOf('新洲村11组11号田')).toBe('新洲村11组');
    expect(zoneNameOf('东大棚')).toBe('未分组地块');
    expect(zoneNameOf(null)).toBe('未分组地块');
  });

  it('sums each zone, lists its crops once, and puts the largest first with distinct colours', () => {
    const zones = splitZones([
      parcel(1, '兴胜村6组1号田', 10.5, '水稻'),
      parcel(2, '兴胜村7组1号田', 30, '小麦'),
      parcel(3, '兴胜村6组2号田', 12.25, '水稻'),
      parcel(4, '兴胜村6组3号田', 1, '青菜'),
    ]);
    expect(zones.map((z) => [z.name, z.areaMu, z.crops, z.parcels.length])).toEqual([
      ['兴胜村7组', 30, ['小麦'], 1],
      ['兴胜村6组', 23.75, ['水稻', '青菜'], 3],
    ]);
    expect(zones[0]!.color).not.toBe(zones[1]!.color);
  });
});
