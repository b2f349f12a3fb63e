import type { Database } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import { CROPS } from './catalog';
import { activeOn, type DomainContext, type FarmInfo } from './context';
import { withDeferredIndexes } from './deferred';
import { Rng } from './rng';
import { compactDate, dateOf, dayOfYear, hourUpTo, tsOf } from './time';

const SPECS: TableSpec[] = [
  {
    table: 'green_certificates',
    columns: cols(
      'cert_no text, company_id int, product_name text, cert_type smallint, output_t numeric, issue_date date, expire_date date, area_id bigint',
    ),
  },
  {
    table: 'trace_codes',
    serial: true,
    columns: cols(
      'id int, trace_code text, farm_id int, area_id bigint, product_name text, batch_no text, create_time timestamptz',
    ),
  },
  {
    table: 'trace_code_scans',
    deps: ['trace_codes'],
    columns: cols('trace_code_id int, scan_date date, scan_count int, area_id bigint'),
  },
  {
    table: 'qualified_certificates',
    serial: true,
    deps: ['trace_codes'],
    columns: cols(
      'id int, cert_no text, farm_id int, area_id bigint, product_name text, crop_id smallint, quantity numeric, unit text, producer_name text, contact_phone text, basis smallint, issue_date date, trace_code text, print_count int',
    ),
  },
  {
    table: 'certificate_prints',
    deps: ['qualified_certificates'],
    columns: cols('certificate_id int, print_time timestamptz, copies int, operator text'),
  },
];

// Product name, unit, lot size range and harvest season (day-of-year windows) of certified produce.
const PRODUCTS: Record<
  string,
  { name: string; unit: string; lot: [number, number]; season: [number, number][] }
> = {
  rice: {
    name: '崇明大米',
    unit: '公斤',
    lot: [200, 5000],
    season: [
      [280, 366],
      [1, 120],
    ],
  },
  wheat: { name: '小麦', unit: '公斤', lot: [1000, 8000], season: [[150, 200]] },
  citrus: {
    name: '崇明金沙橘',
    unit: '公斤',
    lot: [100, 2000],
    season: [
      [290, 366],
      [1, 20],
    ],
  },
  pomelo: { name: '柚子', unit: '公斤', lot: [100, 1500], season: [[280, 340]] },
  pear: { name: '翠冠梨', unit: '公斤', lot: [100, 1500], season: [[185, 235]] },
  grape: { name: '葡萄', unit: '公斤', lot: [50, 800], season: [[200, 260]] },
  strawberry: {
    name: '草莓',
    unit: '公斤',
    lot: [20, 300],
    season: [
      [335, 366],
      [1, 140],
    ],
  },
  crab: { name: '崇明清水蟹', unit: '公斤', lot: [50, 600], season: [[250, 345]] },
  fish: {
    name: '淡水鱼',
    unit: '公斤',
    lot: [100, 1500],
    season: [
      [300, 366],
      [1, 30],
    ],
  },
  asparagus: { name: '芦笋', unit: '公斤', lot: [30, 400], season: [[90, 270]] },
  goat: { name: '崇明白山羊', unit: '头', lot: [5, 60], season: [[1, 366]] },
  live_pig: { name: '生猪', unit: '头', lot: [10, 200], season: [[1, 366]] },
  broiler: { name: '肉鸡', unit: '羽', lot: [200, 3000], season: [[1, 366]] },
};
const VEG = ['青菜', '鸡毛菜', '卷心菜', '番茄', '黄瓜', '花椰菜', '生菜', '茭白', '甜玉米', '崇明金瓜'];

function productOf(
  farm: FarmInfo,
  doy: number,
  rng: Rng,
): { name: string; unit: string; lot: [number, number]; cropId: number | null } | null {
  const options = farm.crops.map((id) => CROPS.find((c) => c.id === id)!).filter(Boolean);
  for (const crop of rng.shuffle(options)) {
    if (crop.group === 3) return { name: rng.pick(VEG), unit: '公斤', lot: [50, 1500], cropId: crop.id };
    const p = PRODUCTS[crop.identifier];
    if (p?.season.some(([a, b]) => doy >= a && doy <= b)) return { ...p, cropId: crop.id };
  }
  return null;
}

/** 承诺达标合格证 with print records, traceability codes with scans, and green-food certificates. */
export async function seedCertificates(db: Database, ctx: DomainContext): Promise<number> {
  return db.tx((q) =>
    withDeferredIndexes(q, ['qualified_certificates', 'certificate_prints', 'trace_code_scans'], async () => {
      const w = new BulkWriter(q);
      await w.define(...SPECS);
      const end = ctx.anchor.day;
      const greenNos = new Set<string>();
      for (const plan of ctx.plans) {
        const rng = new Rng(ctx.seed, `certificates:${plan.countyId}`);
        const county = String(plan.countyId).slice(0, 6);
        const producers = ctx.farmsIn(plan.countyId).filter((f) => f.crops.length && f.businessType !== 6);
        if (!producers.length) continue;
        const weights = producers.map((f) => (f.trace ? 3 : 1) * Math.min(5, 1 + f.parcels / 30));
        const cumulative: number[] = [];
        weights.reduce((s, x, i) => (cumulative[i] = s + x), 0);
        const total = cumulative[cumulative.length - 1]!;
        const perDay = new Map<number, number>();
        let made = 0;
        for (let attempt = 0; made < plan.certificates && attempt < plan.certificates * 4; attempt++) {
          const r = rng.next() * total;
          const farm = producers[cumulative.findIndex((c) => c > r)]!;
          // Certificates are issued and printed in working hours: today's only once the day has begun.
          let day = end - rng.int(0, 364);
          if (day === end && ctx.anchor.hour < 8) day--;
          if (!activeOn(farm, day)) continue;
          const product = productOf(farm, dayOfYear(day), rng);
          if (!product) continue;
          made++;
          const n = (perDay.get(day) ?? 0) + 1;
          perDay.set(day, n);
          let trace: string | null = null;
          if (farm.trace) {
            const tid = w.nextId('trace_codes');
            trace = `${county}${compactDate(day)}${String(tid).padStart(6, '0')}`;
            w.add('trace_codes', [
              tid,
              trace,
              farm.id,
              farm.village.id,
              product.name,
              `${compactDate(day)}-${String(n).padStart(3, '0')}`,
              tsOf(day, hourUpTo(rng, ctx.anchor, day, 7, 17)),
            ]);
            for (let d = day; d <= Math.min(end, day + 40); d += rng.int(1, 9)) {
              w.add('trace_code_scans', [
                tid,
                dateOf(d),
                1 + rng.poisson(2.5 * Math.exp(-(d - day) / 15)),
                farm.village.id,
              ]);
            }
          }
          const id = w.nextId('qualified_certificates');
          let printed = 0;
          for (let k = rng.int(1, 3); k > 0; k--) {
            const copies = rng.int(1, 40);
            printed += copies;
            w.add('certificate_prints', [
              id,
              tsOf(day, hourUpTo(rng, ctx.anchor, day, 6, 18)),
              copies,
              farm.contactName,
            ]);
          }
          w.add('qualified_certificates', [
            id,
            `HG${county}${compactDate(day)}${String(n).padStart(4, '0')}`,
            farm.id,
            farm.village.id,
            product.name,
            product.cropId,
            rng.int(product.lot[0], product.lot[1]),
            product.unit,
            farm.companyName,
            farm.contactPhone,
            rng.weighted([
              [4, 50],
              [3, 25],
              [1, 15],
              [2, 10],
            ]),
            dateOf(day),
            trace,
            printed,
          ]);
          await w.drain();
        }
        const seen = new Set<number>();
        for (const farm of producers) {
          // A deregistered entity's green-food certificate is withdrawn with it.
          if (seen.has(farm.companyId) || !rng.chance(0.08) || farm.status === 3) continue;
          seen.add(farm.companyId);
          // Certified at the earliest a season after the entity was founded.
          const issue = Math.max(farm.established + 90, end - rng.int(30, 1000));
          const crop = CROPS.find((c) => c.id === farm.crops[0]);
          const type = rng.weighted([
            [1, 80],
            [2, 12],
            [3, 8],
          ]);
          let no = '';
          while (!no || greenNos.has(no)) {
            no = `${['', 'LB', 'OF', 'AGI'][type]}-${rng.int(10, 60)}-${compactDate(issue).slice(2, 6)}31${rng.int(1000, 9999)}${type === 1 ? 'A' : ''}`;
          }
          greenNos.add(no);
          w.add('green_certificates', [
            no,
            farm.companyId,
            PRODUCTS[crop?.identifier ?? '']?.name ?? crop?.name ?? '农产品',
            type,
            rng.int(20, 2000),
            dateOf(issue),
            dateOf(issue + 3 * 365),
            farm.village.id,
          ]);
        }
      }
      await w.finish();
      return w.total();
    }),
  );
}
