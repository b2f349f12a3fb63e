import { DASHBOARD_MENUS } from '@fengshou/core';
import { describe, expect, it } from 'vitest';
import { centreLayerDefs } from './centre-layers';
import { initialCentreKind } from './centre-map';

const AREA = 310151000000;
const topic = (name: string) => DASHBOARD_MENUS.find((m) => m.name === name)!;
const sourceUrl = (defs: ReturnType<typeof centreLayerDefs>) =>
  defs.flatMap((d) => Object.values(d.sources).flatMap((s) => (s as { tiles?: string[] }).tiles ?? []));

describe('the centre map follows the topic (catalogue data, not a branch per page)', () => {
  it('remote sensing draws the latest batch’s 图斑, pests the traps, IoT the devices, land the parcels by type', () => {
    const remote = centreLayerDefs(topic('遥感监测').centre, { areaId: AREA, batchId: 7 });
    expect(remote.map((d) => d.id)).toEqual(['batch-findings']);
    expect(Object.keys(remote[0]!.sources)[0]).toContain('-7');
    expect(
      sourceUrl(centreLayerDefs(topic('病虫害监测').centre, { areaId: AREA, batchId: null }))[0],
    ).toContain('kind=pest');
    expect(
      sourceUrl(centreLayerDefs(topic('物联网监测').centre, { areaId: AREA, batchId: null }))[0],
    ).toContain('kind=iot');
    const land = centreLayerDefs(topic('土地资源监管').centre, { areaId: AREA, batchId: null });
    expect(land.map((d) => d.title)).toEqual(['地块（按土地类型）']);
    expect(land[0]!.legend?.map((l) => l.label)).toContain('永久基本农田');
  });

  it('a topic without a layer of its own keeps the area map; one with a layer opens on it', () => {
    expect(topic('领导驾驶舱').centre).toBeUndefined();
    expect(initialCentreKind(topic('领导驾驶舱').centre, null)).toBe('areas');
    expect(initialCentreKind(topic('遥感监测').centre, null)).toBe('gis');
    expect(initialCentreKind(topic('遥感监测').centre, 'areas')).toBe('areas');
    const drawn = centreLayerDefs(undefined, { areaId: AREA, batchId: null }).map((d) => d.id);
    expect(drawn).toEqual(['parcels', 'farms']);
  });

  it('no 图斑 without a batch: the layer list is empty (the map says so)', () => {
    expect(centreLayerDefs('findings', { areaId: AREA, batchId: null })).toEqual([]);
  });
});
