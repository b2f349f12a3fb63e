import type { Database } from '../../db/client';
import { BulkWriter, cols, pgArray, type TableSpec } from './bulk';
import { PEST_SPECIES } from './catalog';
import { activeOn, type DomainContext, type FarmInfo } from './context';
import { pointHex } from './ewkb';
import { nudge } from './iot';
import { farmShortName, villageShort } from './names';
import { Rng } from './rng';
import { dateOf, dayOfYear, notAfter, tsOf } from './time';
import { weatherSeries } from './weather';

const SPECS: TableSpec[] = [
  {
    table: 'cameras',
    serial: true,
    columns: cols(
      'id int, serial_no text, channel_no smallint, camera_name text, farm_id int, area_id bigint, location geometry, live_url text, ptz_capable boolean, status smallint, brand text',
    ),
  },
  {
    table: 'camera_ai_images',
    deps: ['cameras'],
    columns: cols('camera_id int, capture_time timestamptz, tags text[], confidence real, area_id bigint'),
  },
  {
    table: 'pest_devices',
    serial: true,
    columns: cols(
      'id int, device_sn text, device_name text, device_type smallint, farm_id int, area_id bigint, location geometry, status smallint, install_date date',
    ),
  },
  {
    table: 'pest_counts',
    deps: ['pest_devices'],
    columns: cols('device_id int, species_id smallint, count_date date, insect_count int, area_id bigint'),
  },
  {
    table: 'pest_images',
    deps: ['pest_devices'],
    columns: cols('device_id int, capture_time timestamptz, insect_total int, area_id bigint'),
  },
];

const SPOTS: Record<number, string[]> = {
  1: ['东区稻田', '西区稻田', '育秧中心', '烘干仓库', '全景球机'],
  2: ['果园东侧', '果园全景', '分拣车间', '入口'],
  3: ['1号大棚', '2号大棚', '3号大棚', '露地菜田', '包装车间'],
  4: ['1号栏舍', '2号栏舍', '饲料间', '消毒通道', '场区大门'],
  5: ['1号蟹塘', '2号蟹塘', '进水口', '投饵台', '全景球机'],
  6: ['苗圃东区', '苗圃西区', '大门'],
};
const TAGS: Record<number, string[][]> = {
  1: [['作物长势'], ['农机作业'], ['人员'], ['鸟类'], ['病虫害'], ['积水']],
  2: [['作物长势'], ['人员'], ['鸟类'], ['病虫害']],
  3: [['作物长势'], ['人员'], ['病虫害'], ['车辆']],
  4: [['人员'], ['车辆'], ['动物活动'], ['烟火']],
  5: [['人员'], ['鸟类'], ['投饵作业'], ['车辆']],
  6: [['人员'], ['车辆'], ['作物长势']],
};

/** Cameras on farm bases with AI-tagged captures; pest lamps with a year of daily catches and trap photos. */
export async function seedCamerasAndPests(db: Database, ctx: DomainContext): Promise<number> {
  return db.tx(async (q) => {
    const w = new BulkWriter(q);
    await w.define(...SPECS);
    const end = ctx.anchor.day;
    for (const plan of ctx.plans) {
      const rng = new Rng(ctx.seed, `cameras:${plan.countyId}`);
      const farms = ctx.farmsIn(plan.countyId);
      // Cameras watch farms at work: none on a farm that paused or was deregistered.
      const ranked = farms
        .filter((f) => activeOn(f, end))
        .sort((a, b) => Number(b.supervision) - Number(a.supervision) || b.parcels - a.parcels);
      const code = String(plan.countyId).slice(0, 6);
      const usedSpots = new Map<number, string[]>();
      for (let i = 0; i < plan.cameras && ranked.length; i++) {
        const farm = ranked[Math.floor(i / 2) % ranked.length]!;
        const id = w.nextId('cameras');
        // Each camera of a farm watches its own spot, so no two carry the same name.
        const spots = SPOTS[farm.businessType] ?? SPOTS[6]!;
        const taken = usedSpots.get(farm.id) ?? [];
        usedSpots.set(farm.id, taken);
        const free = spots.filter((s) => !taken.includes(s));
        const spot = free.length ? rng.pick(free) : `${rng.pick(spots)}${taken.length + 1}号`;
        taken.push(spot);
        const brand = rng.pick(['海康威视', '大华', '萤石', '宇视']);
        w.add('cameras', [
          id,
          `${String.fromCharCode(65 + rng.int(0, 25))}${String(rng.int(10_000_000, 99_999_999))}`,
          1,
          `${shortName(farm)}${spot}`,
          farm.id,
          farm.village.id,
          pointHex(nudge(farm.location, rng.range(-60, 60), rng.range(-60, 60))),
          `/files/camera/${id}/live.svg`,
          spot.includes('球机') || rng.chance(0.3),
          rng.chance(0.93) ? 1 : 0,
          brand,
        ]);
        for (let day = end - 29; day <= end; day++) {
          for (let k = rng.int(0, 3); k > 0; k--) {
            const hour = rng.int(7, 17) + rng.next();
            if (!notAfter(ctx.anchor, day, hour)) continue;
            w.add('camera_ai_images', [
              id,
              tsOf(day, hour),
              pgArray(rng.pick(TAGS[farm.businessType] ?? TAGS[6]!)),
              Math.round(rng.range(0.62, 0.98) * 100) / 100,
              farm.village.id,
            ]);
          }
        }
      }
      await w.drain();
      seedPests(w, ctx, plan.countyId, plan.pestDevices, farms, code);
      await w.drain();
    }
    await w.finish();
    return w.total();
  });
}

function shortName(f: FarmInfo): string {
  return farmShortName(f.farmName, f.village.countyName);
}

function seedPests(
  w: BulkWriter,
  ctx: DomainContext,
  countyId: number,
  count: number,
  farms: FarmInfo[],
  code: string,
) {
  const rng = new Rng(ctx.seed, `pests:${countyId}`);
  const end = ctx.anchor.day;
  const weather = weatherSeries(ctx.seed, countyId, end - 365, end);
  const hosts = farms.filter((f) => (f.businessType === 1 || f.businessType === 3) && activeOn(f, end));
  const pool = hosts.length ? hosts : farms;
  const names = new Map<string, number>();
  for (let i = 0; i < count && pool.length; i++) {
    const farm = pool[Math.floor(rng.next() * pool.length)]!;
    const lamp = rng.chance(0.7);
    const id = w.nextId('pest_devices');
    const onFarm = rng.chance(0.6);
    const base = onFarm
      ? `${shortName(farm)}${lamp ? '虫情测报灯' : '性诱测报仪'}`
      : `${farm.village.townName}${villageShort(farm.village.name)}${lamp ? '虫情测报点' : '性诱监测点'}`;
    // A second station of the same place is numbered, as a register tells them apart.
    const seen = (names.get(base) ?? 0) + 1;
    names.set(base, seen);
    const name = seen === 1 ? base : `${base}${seen}号`;
    w.add('pest_devices', [
      id,
      `${lamp ? 'CQ' : 'XY'}${code}${String(i + 1).padStart(4, '0')}`,
      name,
      lamp ? 1 : 2,
      onFarm ? farm.id : null,
      farm.village.id,
      pointHex(nudge(farm.location, rng.range(-150, 150), rng.range(-150, 150))),
      rng.chance(0.95) ? 1 : 0,
      dateOf(end - rng.int(400, 1500)),
    ]);
    const rice = farm.businessType === 1;
    const species = lamp
      ? PEST_SPECIES
      : [rng.pick(PEST_SPECIES.filter((s) => (s.host === '水稻') === rice))];
    const factor = rng.range(0.5, 1.6);
    // A night's catch is counted and its tray photographed the next morning: the count is dated that
    // morning, the day of the photo, so the device table's latest day and the day of "today's pictures"
    // are one Beijing date, and a night still under way has no count yet.
    for (let night = end - 365; night < end; night++) {
      const day = night + 1;
      const shot = 6.5 + rng.next() * 0.3;
      if (!notAfter(ctx.anchor, day, shot)) continue;
      const doy = dayOfYear(night);
      const wd = weather.get(night)!;
      // Insects fly on warm nights; rain and cold keep them down.
      const activity = Math.max(0, (wd.mean - 11) / 14) * (wd.rain.some((r) => r > 0) ? 0.4 : 1);
      let total = 0;
      for (const s of species) {
        const season = s.peaks.reduce((acc, p) => acc + Math.exp(-(((doy - p) / s.width) ** 2) / 2), 0);
        const hostBoost = (s.host === '水稻') === rice ? 1.4 : 0.5;
        const n = rng.poisson(s.base * factor * hostBoost * activity * (0.15 + season) * (lamp ? 1 : 0.6));
        total += n;
        w.add('pest_counts', [id, s.id, dateOf(day), n, farm.village.id]);
      }
      if (end - day < 60) w.add('pest_images', [id, tsOf(day, shot), total, farm.village.id]);
    }
  }
}
