/** A parcel of a farm as its map answers it. */
export interface ZoneParcel {
  landId: number;
  dkid: string;
  landName: string | null;
  areaMu: number;
  cropName: string | null;
}

/** One zone (分区) of a farm: the parcels of one village group, their area and crops. */
export interface BaseZone {
  name: string;
  color: string;
  parcels: ZoneParcel[];
  areaMu: number;
  crops: string[];
}

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#13c2c2', '#722ed1', '#fadb14', '#a0d911'];

/**
 * The zone a parcel lies in: the village group (村民小组) its name starts with ("兴胜村6组2号田" → 兴胜村6组),
 * the way a base is divided on the ground; parcels named otherwise form one zone of their own.
 */
export function zoneNameOf(landName: string | null): string {
  const m = landName ? /^(.*?\d+组)/.exec(landName) : null;
  return m ? m[1]! : '未分组地块';
}

/** The farm's parcels split into zones, the largest first, each with its own colour. */
export function splitZones(parcels: readonly ZoneParcel[]): BaseZone[] {
  const byName = new Map<string, ZoneParcel[]>();
  for (const p of parcels) {
    const name = zoneNameOf(p.landName);
    byName.set(name, [...(byName.get(name) ?? []), p]);
  }
  return [...byName.entries()]
    .map(([name, list]) => ({
      name,
      color: '',
      parcels: list,
      areaMu: Math.round(list.reduce((s, p) => s + p.areaMu, 0) * 100) / 100,
      crops: [...new Set(list.flatMap((p) => (p.cropName ? [p.cropName] : [])))],
    }))
    .sort((a, b) => b.areaMu - a.areaMu || a.name.localeCompare(b.name, 'zh-CN'))
    .map((z, i) => ({ ...z, color: COLORS[i % COLORS.length]! }));
}
