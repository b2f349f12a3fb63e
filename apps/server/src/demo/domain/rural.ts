import type { Database } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import { CROPS } from './catalog';
import { activeOn, type DomainContext, type FarmInfo } from './context';
import { pointHex } from './ewkb';
import { personName, villageShort } from './names';
import { BANNED, PRODUCTS_BY_CATEGORY, TEST_ITEMS } from './products';
import { Rng } from './rng';
import { ruralVillage } from './rural-village';
import { compactDate, dateOf, pastDay, tsOf } from './time';

const SPECS: TableSpec[] = [
  {
    table: 'soil_samples',
    columns: cols(
      'sample_no text, land_id int, area_id bigint, location geometry, sample_date date, sample_type smallint, quality_grade smallint, organic_matter_g_kg numeric, total_n_g_kg numeric, available_p_mg_kg numeric, available_k_mg_kg numeric, ph numeric, cd_mg_kg numeric, hg_mg_kg numeric, as_mg_kg numeric, pb_mg_kg numeric, cr_mg_kg numeric, pollution_class smallint',
    ),
  },
  {
    table: 'quality_detections',
    columns: cols(
      'farm_id int, area_id bigint, product_name text, business_category_id smallint, detection_item text, detection_value numeric, detection_limit numeric, detection_unit text, detection_time timestamptz, detection_result smallint, detection_org text, sample_no text',
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
    // The base is the farm's land as the database measures it: the generator's own sum of parcel areas can
    // be a few hundredths of a 亩 larger than PostGIS's for a large farm.
    insert: (src, cols) =>
      `INSERT INTO guarantee_supply_subjects (${cols})
       SELECT t.farm_id, t.area_id, t.supply_category, t.supply_level, least(t.base_area_mu, f.farm_area_mu), t.annual_supply_t
         FROM ${src} JOIN farms f ON f.id = t.farm_id`,
  },
  {
    table: 'sales_orders',
    columns: cols(
      'order_no text, farm_id int, area_id bigint, channel text, product_name text, quantity numeric, unit text, amount numeric, buyer_name text, order_time timestamptz, status smallint',
    ),
  },
];

const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;
const cnt = (base: number, weight: number) => Math.max(1, Math.round(base * weight));
const SUPPLY_CATEGORY = ['', '粮食', '水果', '蔬菜', '畜禽', '水产'];
// Heads sold a year per 亩 of a livestock farm (barns, yards and forage together).
const HEADS_PER_MU: Record<string, number> = { live_pig: 60, goat: 15, cattle: 3, broiler: 3000 };

/**
 * What a farm harvests in a year per 亩 (kg), from the catalogue's yield per planting: a grain rotation
 * adds its summer crop and winter wheat (rice 580 + wheat 380 ≈ 1 t), vegetable land bears two crops of its average, orchards,
 * ponds and perennials one; livestock sells its heads. 0 when the farm's produce is not food.
 */
export function annualYieldKgPerMu(f: FarmInfo): number {
  const crops = f.crops.map((id) => CROPS.find((c) => c.id === id)).filter((c) => c !== undefined);
  if (f.businessType === 1) {
    // One summer crop (rice, else maize or beans) and winter wheat where the farm grows it.
    const grain = crops.filter((c) => c.group === 1);
    const winter = grain.find((c) => c.identifier === 'wheat');
    const summer = Math.max(0, ...grain.filter((c) => c !== winter).map((c) => c.yieldKg));
    return summer + (winter?.yieldKg ?? 0);
  }
  if (f.businessType === 4) {
    const stock = crops.find((c) => HEADS_PER_MU[c.identifier]);
    return stock ? stock.yieldKg * HEADS_PER_MU[stock.identifier]! : 0;
  }
  const group = ({ 2: 4, 3: 3, 5: 5 } as Record<number, number>)[f.businessType];
  const own = crops.filter((c) => c.group === group && c.yieldKg > 0);
  if (!own.length) return 0;
  const mean = own.reduce((s, c) => s + c.yieldKg, 0) / own.length;
  return f.businessType === 3 && !own.every((c) => c.perennial) ? mean * 2 : mean;
}

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
        // Food only, tested for what fits it: pesticides on crops, veterinary drugs on meat and fish.
        const product = rng.pick(PRODUCTS_BY_CATEGORY[f.categoryId] ?? []);
        const hour = rng.range(8, 17);
        const day = pastDay(ctx.anchor, end - rng.int(0, 729), hour);
        if (!product?.tests || !activeOn(f, day)) continue;
        const [item, limit, unit] = rng.pick(TEST_ITEMS[product.tests]);
        const bad = rng.chance(0.015);
        w.add('quality_detections', [
          f.id,
          f.village.id,
          product.name,
          f.categoryId,
          item,
          r4(bad ? limit * rng.range(1.1, 3) : BANNED.has(item) ? 0 : limit * rng.range(0.02, 0.4)),
          limit,
          unit,
          tsOf(day, hour),
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
          `${villageShort(f.village.name)}${rng.int(1, 12)}组土地经营权流转`,
          rng.weighted([
            [1, 80],
            [2, 10],
            [3, 7],
            [4, 3],
          ]),
          f.village.id,
          rng.int(20, 800),
          `${villageShort(f.village.name)}股份经济合作社`,
          // The land goes to a farm that exists on the day of the deal.
          status === 2 && activeOn(f, listed + 30) ? f.id : null,
          rng.int(900, 1600),
          rng.pick([3, 5, 8, 10]),
          dateOf(listed),
          status === 2 ? dateOf(listed + rng.int(7, 30)) : null,
          status,
        ]);
      }
      const villages = [...new Set(farms.map((f) => f.village))];
      for (const v of villages)
        ruralVillage(w, rng, new Rng(ctx.seed, `accounts:${v.id}`), v, farms, ctx.anchor, county);
      // Supply bases are farms at work; their base is their land, their yearly supply what it yields.
      for (const f of farms.filter((x) => x.businessType !== 6 && rng.chance(0.05))) {
        const perMu = annualYieldKgPerMu(f);
        const share = rng.range(0.85, 1);
        const level = rng.chance(0.3) ? 1 : 2;
        if (f.statusDay !== null || perMu <= 0 || f.areaMu < 1) continue;
        w.add('guarantee_supply_subjects', [
          f.id,
          f.village.id,
          SUPPLY_CATEGORY[f.businessType] ?? '蔬菜',
          level,
          r2(f.areaMu),
          r2((f.areaMu * perMu * share) / 1000),
        ]);
      }
      // Every livestock farm at work sells some of its stock in the year: the first orders are theirs.
      const stock = farms.filter((f) => f.businessType === 4 && f.statusDay === null);
      const orders = cnt(20000, plan.weight);
      for (let i = orders; i > 0; i--) {
        const first = stock[orders - i];
        const f = first ?? rng.pick(farms);
        const product = rng.pick(PRODUCTS_BY_CATEGORY[f.categoryId] ?? []);
        const hour = rng.range(7, 22);
        const back = rng.int(0, first ? Math.max(0, Math.min(364, end - f.established - 1)) : 364);
        const day = pastDay(ctx.anchor, end - back, hour);
        const qty = rng.int(5, 500);
        const status =
          end - day > 5
            ? rng.weighted([
                [3, 95],
                [4, 5],
              ])
            : rng.int(1, 3);
        const buyer = personName(rng);
        const channel = rng.pick(['电商平台', '商超', '批发市场', '社区团购', '食堂']);
        const factor = rng.range(0.9, 1.2);
        if (!product || !activeOn(f, day)) continue;
        w.add('sales_orders', [
          `DD${county}${compactDate(day)}${String(i).padStart(6, '0')}`,
          f.id,
          f.village.id,
          channel,
          product.name,
          qty,
          product.unit,
          Math.round(qty * product.price * factor * 100) / 100,
          buyer,
          tsOf(day, hour),
          status,
        ]);
      }
      await w.drain();
    }
    await w.finish();
    return w.total();
  });
}
