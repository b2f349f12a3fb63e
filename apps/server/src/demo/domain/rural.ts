import type { Database } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import type { DomainContext } from './context';
import { pointHex } from './ewkb';
import { personName } from './names';
import { Rng } from './rng';
import { ruralVillage } from './rural-village';
import { compactDate, dateOf, tsOf } from './time';

const SPECS: TableSpec[] = [
  {
    table: 'soil_samples',
    columns: cols(
      'sample_no text, land_id int, area_id bigint, location geometry, sample_date date, sample_type smallint, quality_grade smallint, organic_matter_g_kg real, total_n_g_kg real, available_p_mg_kg real, available_k_mg_kg real, ph real, cd_mg_kg real, hg_mg_kg real, as_mg_kg real, pb_mg_kg real, cr_mg_kg real, pollution_class smallint',
    ),
  },
  {
    table: 'quality_detections',
    columns: cols(
      'farm_id int, area_id bigint, product_name text, business_category_id smallint, detection_item text, detection_value real, detection_limit real, detection_unit text, detection_time timestamptz, detection_result smallint, detection_org text, sample_no text',
    ),
  },
  {
    table: 'land_transactions',
    columns: cols(
      'project_no text, project_name text, transfer_type smallint, area_id bigint, land_area_mu numeric, transferor text, transferee_farm_id int, price_per_mu_year numeric, term_years smallint, listing_date date, deal_date date, status smallint',
    ),
  },
  {
    table: 'collective_assets',
    columns: cols(
      'area_id bigint, asset_name text, asset_type smallint, category text, quantity numeric, unit text, original_value numeric, net_value numeric, acquire_date date',
    ),
  },
  {
    table: 'collective_economy_annual',
    columns: cols(
      'area_id bigint, year smallint, total_income numeric, operating_income numeric, net_income numeric, dividend numeric, members int',
    ),
  },
  {
    table: 'water_facilities',
    columns: cols(
      'facility_name text, facility_type text, area_id bigint, geom geometry, capacity text, build_year smallint, status smallint, manager text',
    ),
  },
  {
    table: 'highstandard_facilities',
    serial: true,
    columns: cols(
      'id int, facility_no text, facility_name text, facility_type text, project_name text, build_year smallint, area_id bigint, location geometry, status smallint',
    ),
  },
  {
    table: 'highstandard_repair_orders',
    deps: ['highstandard_facilities'],
    columns: cols(
      'order_no text, facility_id int, area_id bigint, reporter text, report_time timestamptz, description text, status smallint, finish_time timestamptz, cost numeric',
    ),
  },
  {
    table: 'guarantee_supply_subjects',
    columns: cols(
      'farm_id int, area_id bigint, supply_category text, supply_level smallint, base_area_mu numeric, annual_supply_t numeric',
    ),
  },
  {
    table: 'sales_orders',
    columns: cols(
      'order_no text, farm_id int, area_id bigint, channel text, product_name text, quantity numeric, unit text, amount numeric, buyer_name text, order_time timestamptz, status smallint',
    ),
  },
];

const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const cnt = (base: number, weight: number) => Math.max(1, Math.round(base * weight));
const PRODUCT_BY_TYPE: Record<number, [string, number][]> = {
  1: [['崇明大米', 8]],
  2: [
    ['崇明金沙橘', 9],
    ['翠冠梨', 12],
  ],
  3: [
    ['青菜', 4],
    ['番茄', 7],
    ['芦笋', 30],
  ],
  4: [
    ['崇明白山羊肉', 120],
    ['猪肉', 36],
  ],
  5: [
    ['崇明清水蟹', 160],
    ['鲫鱼', 22],
  ],
  6: [['苗木', 40]],
};

/** Land quality samples, product detections, land-rights deals, collective economy, facilities, supply and sales. */
export async function seedRural(db: Database, ctx: DomainContext): Promise<number> {
  return db.tx(async (q) => {
    const w = new BulkWriter(q);
    await w.define(...SPECS);
    const end = ctx.anchor.day;
    for (const plan of ctx.plans) {
      const farms = ctx.farmsIn(plan.countyId);
      if (!farms.length) continue;
      const rng = new Rng(ctx.seed, `rural:${plan.countyId}`);
      const county = String(plan.countyId).slice(0, 6);
      const samples = ctx.samples.filter((s) => s.village.countyId === plan.countyId && s.full);
      for (const [i, s] of samples.entries()) {
        const type = rng.weighted([
          [1, 5],
          [2, 3],
          [3, 2],
        ]);
        const c = s.ring
          .slice(0, 4)
          .reduce<[number, number]>((a, p) => [a[0] + p[0] / 4, a[1] + p[1] / 4], [0, 0]);
        const cd = r3(Math.max(0.05, rng.normal(0.18, 0.08)));
        w.add('soil_samples', [
          `TR${county}${String(i + 1).padStart(6, '0')}`,
          s.id,
          s.village.id,
          pointHex(c),
          dateOf(end - rng.int(30, 700)),
          type,
          Math.min(10, Math.max(1, Math.round(rng.normal(4.2, 1.3)))),
          r1(rng.normal(24, 5)),
          r3(rng.normal(1.45, 0.3)),
          r1(rng.normal(28, 9)),
          Math.round(rng.normal(165, 35)),
          Math.round(rng.normal(7.7, 0.35) * 100) / 100,
          cd,
          r3(rng.range(0.03, 0.25)),
          r1(rng.range(5, 12)),
          r1(rng.range(18, 40)),
          r1(rng.range(50, 90)),
          cd > 0.3 ? 2 : 1,
        ]);
      }
      for (let i = cnt(4000, plan.weight); i > 0; i--) {
        const f = rng.pick(farms);
        const [product] = rng.pick(PRODUCT_BY_TYPE[f.businessType] ?? PRODUCT_BY_TYPE[6]!);
        const bad = rng.chance(0.015);
        const limit = rng.pick([0.05, 0.1, 0.5, 1]);
        w.add('quality_detections', [
          f.id,
          f.village.id,
          product,
          f.categoryId,
          rng.pick(['毒死蜱', '克百威', '氧乐果', '腐霉利', '多菌灵', '镉', '铅']),
          r3(bad ? limit * rng.range(1.1, 3) : limit * rng.range(0, 0.4)),
          limit,
          'mg/kg',
          tsOf(end - rng.int(0, 729), rng.range(8, 17)),
          bad ? 2 : 1,
          rng.pick(['区农产品质量安全检测站', '市农产品质量安全中心', '第三方检测机构']),
          `JC${county}${String(i).padStart(6, '0')}`,
        ]);
      }
      for (let i = cnt(600, plan.weight); i > 0; i--) {
        const f = rng.pick(farms);
        const listed = end - rng.int(0, 1000);
        const status =
          end - listed > 30
            ? rng.weighted([
                [2, 85],
                [3, 15],
              ])
            : 1;
        w.add('land_transactions', [
          `NCCQ${county}${compactDate(listed)}${String(i).padStart(4, '0')}`,
          `${f.village.name.replace(/村委会$/, '村')}${rng.int(1, 12)}组土地经营权流转`,
          rng.weighted([
            [1, 80],
            [2, 10],
            [3, 7],
            [4, 3],
          ]),
          f.village.id,
          rng.int(20, 800),
          `${f.village.name.replace(/村委会$/, '村')}股份经济合作社`,
          status === 2 ? f.id : null,
          rng.int(900, 1600),
          rng.pick([3, 5, 8, 10]),
          dateOf(listed),
          status === 2 ? dateOf(listed + rng.int(7, 30)) : null,
          status,
        ]);
      }
      const villages = [...new Set(farms.map((f) => f.village))];
      for (const v of villages) ruralVillage(w, rng, v, farms, end, county);
      for (const f of farms.filter((x) => x.businessType !== 6 && rng.chance(0.05))) {
        w.add('guarantee_supply_subjects', [
          f.id,
          f.village.id,
          ['', '粮食', '水果', '蔬菜', '畜禽', '水产'][f.businessType] ?? '蔬菜',
          rng.chance(0.3) ? 1 : 2,
          Math.max(10, f.parcels * 8),
          rng.int(50, 3000),
        ]);
      }
      for (let i = cnt(20000, plan.weight); i > 0; i--) {
        const f = rng.pick(farms);
        const [product, price] = rng.pick(PRODUCT_BY_TYPE[f.businessType] ?? PRODUCT_BY_TYPE[6]!);
        const day = end - rng.int(0, 364);
        const qty = rng.int(5, 500);
        const status =
          end - day > 5
            ? rng.weighted([
                [3, 95],
                [4, 5],
              ])
            : rng.int(1, 3);
        w.add('sales_orders', [
          `DD${county}${compactDate(day)}${String(i).padStart(6, '0')}`,
          f.id,
          f.village.id,
          rng.pick(['电商平台', '商超', '批发市场', '社区团购', '食堂']),
          product,
          qty,
          '公斤',
          Math.round(qty * price * rng.range(0.9, 1.2) * 100) / 100,
          personName(rng),
          tsOf(day, rng.range(7, 22)),
          status,
        ]);
      }
      await w.drain();
    }
    await w.finish();
    return w.total();
  });
}
