import type { BulkWriter } from './bulk';
import { CROPS } from './catalog';
import { activeOn, type FarmInfo } from './context';
import { type LngLat, lineHex } from './ewkb';
import type { Rng } from './rng';
import { type Anchor, dayIn, notAfter, tsOf, yearOf } from './time';

/** What a farm grows, as far as field machinery is concerned. */
type Kind = 'grain' | 'veg' | 'fruit';

interface MachineType {
  type: string;
  brands: readonly string[];
  models: readonly string[];
  works: readonly string[];
  /** 亩 one machine covers in a working day (8 h). */
  perDay: readonly [number, number];
  /** Working width in metres: the spacing of its passes on a field. */
  swath: number;
}

const TYPES: readonly MachineType[] = [
  {
    type: '拖拉机',
    brands: ['东方红', '约翰迪尔', '雷沃'],
    models: ['LX1004', '6B-1204', 'M1104'],
    works: ['耕整地', '旋耕'],
    perDay: [60, 110],
    swath: 2.5,
  },
  {
    type: '插秧机',
    brands: ['久保田', '洋马'],
    models: ['NSPU-68C', 'VP8D'],
    works: ['插秧'],
    perDay: [25, 45],
    swath: 1.8,
  },
  {
    type: '联合收割机',
    brands: ['久保田', '沃得', '雷沃'],
    models: ['PRO988Q', '4LZ-7.0', 'GM80'],
    works: ['收获'],
    perDay: [50, 90],
    swath: 2.8,
  },
  {
    type: '植保无人机',
    brands: ['大疆', '极飞'],
    models: ['T40', 'P100'],
    works: ['植保'],
    perDay: [200, 400],
    swath: 7,
  },
  {
    type: '播种机',
    brands: ['农哈哈', '大华宝来'],
    models: ['2BXF-12', '2BFG-200'],
    works: ['播种'],
    perDay: [60, 120],
    swath: 3,
  },
];

/**
 * The passes of a year, on Chongming's rice–wheat rotation, on vegetable land and in orchards: the work,
 * the kind of farm, the first day of year and the length of the window in days. Each covers the farm once.
 */
const WINDOWS: readonly { work: string; kind: Kind; doy: number; days: number }[] = [
  // Wheat: sprayed in March and April, harvested late May; rice ploughed, tilled and transplanted in June,
  // sprayed four times (a round a month), harvested from late October; wheat tilled and sown in November.
  { work: '植保', kind: 'grain', doy: 75, days: 12 },
  { work: '植保', kind: 'grain', doy: 100, days: 10 },
  { work: '收获', kind: 'grain', doy: 145, days: 20 },
  { work: '耕整地', kind: 'grain', doy: 150, days: 15 },
  { work: '旋耕', kind: 'grain', doy: 157, days: 15 },
  { work: '插秧', kind: 'grain', doy: 160, days: 20 },
  { work: '植保', kind: 'grain', doy: 185, days: 10 },
  { work: '植保', kind: 'grain', doy: 215, days: 10 },
  { work: '植保', kind: 'grain', doy: 245, days: 10 },
  { work: '植保', kind: 'grain', doy: 275, days: 10 },
  { work: '收获', kind: 'grain', doy: 298, days: 28 },
  { work: '旋耕', kind: 'grain', doy: 310, days: 15 },
  { work: '播种', kind: 'grain', doy: 315, days: 20 },
  { work: '旋耕', kind: 'veg', doy: 60, days: 30 },
  { work: '播种', kind: 'veg', doy: 70, days: 30 },
  { work: '植保', kind: 'veg', doy: 110, days: 15 },
  { work: '植保', kind: 'veg', doy: 160, days: 15 },
  { work: '植保', kind: 'veg', doy: 210, days: 15 },
  { work: '旋耕', kind: 'veg', doy: 230, days: 30 },
  { work: '播种', kind: 'veg', doy: 240, days: 25 },
  { work: '植保', kind: 'veg', doy: 262, days: 15 },
  { work: '旋耕', kind: 'fruit', doy: 50, days: 20 },
  { work: '植保', kind: 'fruit', doy: 100, days: 15 },
  { work: '植保', kind: 'fruit', doy: 150, days: 15 },
  { work: '植保', kind: 'fruit', doy: 200, days: 15 },
  { work: '植保', kind: 'fruit', doy: 250, days: 15 },
];

/** Machine types a farm of a kind keeps. */
const TYPES_OF: Record<Kind, readonly string[]> = {
  grain: ['拖拉机', '插秧机', '联合收割机', '植保无人机', '播种机'],
  veg: ['拖拉机', '植保无人机', '播种机'],
  fruit: ['拖拉机', '植保无人机'],
};

const KIND_OF_TYPE: Record<number, Kind> = { 1: 'grain', 2: 'fruit', 3: 'veg' };
const KIND_OF_GROUP: Record<number, Kind> = { 1: 'grain', 3: 'veg', 4: 'fruit' };
/** The farm's kind by its business, else (a service organisation's own fields) by its main crop. */
const kindOf = (f: FarmInfo): Kind | undefined =>
  KIND_OF_TYPE[f.businessType] ?? KIND_OF_GROUP[CROPS.find((c) => c.id === f.crops[0])?.group ?? 0];
/** 农机服务 organisations: they keep more machines than a farm of their size. */
const isService = (f: FarmInfo) => f.categoryId === 15;

/**
 * Machines of the farms that keep them and their work orders over the past year, with the tracks on the
 * fields. A farm's machine works its owner's fields (the work-order lists show a farm's machines with their
 * orders); a 农机服务 organisation's works its clients' (a farm of its town per pass: the socialised-service
 * orders, whose field farm is not the machine's owner), each pass of the year (WINDOWS) at most once; one order a working day, sized by what the
 * machine does in a day and never larger than the
 * farm: a 20 亩 farm never gets a 110 亩 order. Orders end by the anchor, or are 作业中 when it falls
 * inside their working hours.
 */
export function seedMachinery(
  w: BulkWriter,
  rng: Rng,
  farms: FarmInfo[],
  count: number,
  county: string,
  anchor: Anchor,
) {
  const end = anchor.day;
  // A 农机服务 organisation keeps machines whatever it grows itself (it works others' fields): grain ones.
  const working = farms.filter(
    (f) => f.statusDay === null && (isService(f) || (kindOf(f) && f.fields.length)),
  );
  if (!working.length) return;
  // 农机服务 organisations keep the most machines, grain farms more than others; each organisation at
  // work or paused has at least one, so none is a 农机合作社 without machines.
  const owners = working.map((f) => [f, isService(f) ? 3 : f.businessType === 1 ? 2 : 1] as const);
  // Paused and deregistered organisations keep the machines they bought (idle since).
  const services = farms.filter((f) => isService(f));
  // 亩 still to cover per farm, machine type and window occurrence: shared by the farm's machines.
  const left = new Map<string, number>();
  // Next field of a farm to work per machine type: successive orders move across the farm.
  const cursor = new Map<string, number>();
  const clients = clientsOf(farms);
  for (let i = 1; i <= Math.max(count, services.length); i++) {
    const owner = i <= services.length ? services[i - 1]! : rng.weighted(owners);
    const kind = kindOf(owner) ?? 'grain';
    const spec = byName(rng.pick(TYPES_OF[kind]));
    const id = w.nextId('machines');
    const speed = rng.range(spec.perDay[0], spec.perDay[1]);
    // Bought up to ten years ago, after the owner was founded: it works from the day it arrived.
    const bought = Math.max(owner.established, end - rng.int(30, 3650));
    let busy = false;
    for (const [n, win] of WINDOWS.entries()) {
      // A service organisation's machine works a client's fields (社会化服务), a farm's its own.
      const farm = isService(owner) ? (clientFor(clients, owner, win.kind, id + n) ?? owner) : owner;
      if (!spec.works.includes(win.work) || win.kind !== kind || !farm.fields.length || !rng.chance(0.85))
        continue;
      // The last occurrence of the window that has begun by the anchor.
      let first = dayIn(yearOf(end), 1, 1) + win.doy - 1;
      if (first > end) first = dayIn(yearOf(end) - 1, 1, 1) + win.doy - 1;
      const key = `${farm.id}:${win.work}:${first}`;
      // Machines work the sown land, not the headlands and ditches (land.ts sows 95–99.5 % of a parcel).
      let remaining = left.get(key) ?? farm.areaMu * 0.97;
      for (let day = first + rng.int(0, 3); remaining >= 0.5 && day < first + win.days; ) {
        // Rounded down to 0.1 亩, so the passes of a season never add up to more than the farm.
        const mu = Math.floor(Math.min(remaining, speed * rng.range(0.6, 1.05)) * 10) / 10;
        // Whole minutes, as the timestamps keep them.
        const hours = Math.max(30, Math.round((mu / speed) * 480)) / 60;
        const start = Math.round(rng.range(6, Math.max(6.5, 17 - hours)) * 60) / 60;
        if (day < bought) {
          day++;
          continue;
        }
        if (!activeOn(farm, day) || !activeOn(owner, day) || !notAfter(anchor, day, start)) break;
        remaining -= mu;
        const done = notAfter(anchor, day, start + hours);
        busy ||= !done;
        const order = w.nextId('machine_work_orders');
        w.add('machine_work_orders', [
          order,
          id,
          farm.id,
          farm.village.id,
          win.work,
          tsOf(day, start),
          tsOf(day, start + hours),
          mu,
          done ? 3 : 2,
        ]);
        const track = trackOver(farm, mu, spec.swath, cursor, `${farm.id}:${win.work}`);
        w.add('machine_tracks', [order, lineHex(track), track.length]);
        // Rain or a day off now and then.
        day += rng.chance(0.2) ? 2 : 1;
      }
      left.set(key, remaining);
    }
    w.add('machines', [
      id,
      `沪${county.slice(4)}${String(i).padStart(5, '0')}`,
      spec.type,
      rng.pick(spec.brands),
      rng.pick(spec.models),
      owner.id,
      owner.village.id,
      yearOf(bought),
      rng.chance(0.7) ? rng.int(2, 30) * 1000 : null,
      `BD${county}${String(id).padStart(6, '0')}`,
      // 1 作业中 exactly when one of its orders is under way; otherwise 2 空闲, 3 离线 or 4 维修.
      busy
        ? 1
        : rng.weighted([
            [2, 75],
            [3, 20],
            [4, 5],
          ]),
    ]);
  }
}

/** Farms with fields that hire a service organisation, by kind and town (a provider works its own town). */
function clientsOf(farms: readonly FarmInfo[]): Map<string, FarmInfo[]> {
  const out = new Map<string, FarmInfo[]>();
  for (const f of farms) {
    const kind = kindOf(f);
    if (!kind || isService(f) || !f.fields.length) continue;
    const key = `${kind}:${f.village.townId}`;
    out.set(key, [...(out.get(key) ?? []), f]);
  }
  return out;
}

/** The client a provider's machine serves in a window: its town's farms of the kind taken in turn. */
function clientFor(
  clients: Map<string, FarmInfo[]>,
  provider: FarmInfo,
  kind: Kind,
  turn: number,
): FarmInfo | undefined {
  const list = clients.get(`${kind}:${provider.village.townId}`);
  return list?.length ? list[turn % list.length] : undefined;
}

function byName(type: string): MachineType {
  return TYPES.find((t) => t.type === type)!;
}

/**
 * The track of an order: back-and-forth passes along the farm's whole rectangular fields, one field after
 * the other from where the last order of this machine type stopped, until the order's area is covered.
 * Drawn are at most four passes a field and twelve fields an order: the map shows the pattern, not every
 * swath, and the tracks of a year stay a few MB.
 */
function trackOver(
  farm: FarmInfo,
  mu: number,
  swath: number,
  cursor: Map<string, number>,
  key: string,
): LngLat[] {
  const pts: LngLat[] = [];
  let covered = 0;
  let k = cursor.get(key) ?? 0;
  for (let n = 0; covered < mu && n < Math.min(12, farm.fields.length); n++) {
    const field = farm.fields[k % farm.fields.length]!;
    k++;
    covered += field.mu;
    pts.push(...passes(field.ring, swath));
  }
  cursor.set(key, k % farm.fields.length);
  return pts;
}

// Passes along the long side of a rectangle (corners 0–3), spaced across its width.
function passes(ring: readonly LngLat[], swath: number): LngLat[] {
  const [a, b, , d] = ring as [LngLat, LngLat, LngLat, LngLat];
  const metres = (p: LngLat, q: LngLat) =>
    Math.hypot((q[0] - p[0]) * 111_320 * Math.cos((p[1] * Math.PI) / 180), (q[1] - p[1]) * 110_574);
  const long = metres(a, b) >= metres(a, d);
  const [along, across] = long ? [b, d] : [d, b];
  const width = metres(a, across);
  const lanes = Math.min(4, Math.max(2, Math.round(width / swath)));
  const at = (s: number, t: number): LngLat => [
    a[0] + (along[0] - a[0]) * s + (across[0] - a[0]) * t,
    a[1] + (along[1] - a[1]) * s + (across[1] - a[1]) * t,
  ];
  const out: LngLat[] = [];
  for (let lane = 0; lane < lanes; lane++) {
    const t = (lane + 0.5) / lanes;
    const [s0, s1] = lane % 2 ? [0.97, 0.03] : [0.03, 0.97];
    out.push(at(s0, t), at(s1, t));
  }
  return out;
}
