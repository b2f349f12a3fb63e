import type { Database, Executor } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import { activeOn, type DomainContext, type FarmInfo } from './context';
import { personName, villageShort } from './names';
import { PRODUCTS_BY_CATEGORY, type Product } from './products';
import { Rng } from './rng';
import { annualYieldKgPerMu } from './rural';
import { compactDate, dateOf, dayIn, monthOf, pastDay, tsOf, yearOf } from './time';

/** Cowpea (豇豆) of the catalogue: the key product the 重点农产品监测 dashboard follows. */
const COWPEA_CROP = 41;
const COWPEA: Product = { name: '豇豆', price: 9, unit: '公斤', tests: 'plant' };
/** Pesticides the cowpea residue campaign tests for, with their limits in cowpea (GB 2763), mg/kg. */
const COWPEA_ITEMS: readonly (readonly [string, number])[] = [
  ['灭蝇胺', 0.5],
  ['噻虫胺', 0.01],
  ['噻虫嗪', 0.3],
  ['氯氟氰菊酯', 0.2],
  ['阿维菌素', 0.05],
  ['毒死蜱', 0.02],
  ['氧乐果', 0.02],
  ['克百威', 0.02],
  ['乙酰甲胺磷', 0.02],
  ['倍硫磷', 0.05],
];
const MARKETS: readonly (readonly [string, number])[] = [
  ['批发市场', 45],
  ['商超', 20],
  ['电商平台', 15],
  ['农批对接', 15],
  ['出口', 5],
];
const BUYERS = [
  '江桥批发市场',
  '西郊国际农产品交易中心',
  '联华超市',
  '盒马鲜生',
  '叮咚买菜',
  '区机关食堂',
  '百联集团',
];
const BRAND_TAILS = ['', '鲜', '农庄', '优选', '源'];
const ACTIVITY_TOPICS: Readonly<Record<number, readonly string[]>> = {
  1: ['支部党员大会', '支委会', '党小组会', '党课：学习党的二十大精神'],
  2: ['主题党日：人居环境整治', '主题党日：重温入党誓词', '主题党日：乡村振兴讲堂', '主题党日：清洁家园'],
  3: ['志愿服务：河道保洁', '志愿服务：关爱老人', '志愿服务：秸秆禁烧宣传', '志愿服务：防汛值守'],
  4: ['党员冬训', '党员远程教育', '农业技术培训', '集体经济发展专题培训'],
  5: ['为民办实事：村道修缮', '为民办实事：老年助餐点', '为民办实事：农资配送', '为民办实事：路灯维修'],
};

const SPECS: TableSpec[] = [
  {
    table: 'party_organizations',
    serial: true,
    columns: cols(
      'id int, org_name text, org_type smallint, area_id bigint, member_count int, young_member_count int, secretary_name text, established_date date',
    ),
  },
  {
    table: 'party_activities',
    deps: ['party_organizations'],
    columns: cols(
      'org_id int, area_id bigint, title text, activity_type smallint, activity_date date, participants int, service_hours numeric, content text',
    ),
  },
  {
    table: 'agri_products',
    serial: true,
    columns: cols(
      'id int, farm_id int, area_id bigint, product_name text, brand_name text, business_category_id smallint, crop_id smallint, cert_type smallint, spec text, unit text, annual_output_t numeric, status smallint, create_time timestamptz',
    ),
  },
  {
    table: 'agri_product_trades',
    deps: ['agri_products'],
    columns: cols(
      'trade_no text, product_id int, area_id bigint, trade_date date, market text, buyer_name text, quantity numeric, unit text, unit_price numeric, amount numeric',
    ),
  },
  {
    table: 'quality_detections',
    columns: cols(
      'farm_id int, area_id bigint, product_name text, business_category_id smallint, detection_item text, detection_value numeric, detection_limit numeric, detection_unit text, detection_time timestamptz, detection_result smallint, detection_org text, sample_no text',
    ),
  },
];

const r2 = (x: number) => Math.round(x * 100) / 100;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** Party organisations of each town and village, and a year of what they did. */
function partyBuilding(w: BulkWriter, ctx: DomainContext): void {
  const end = ctx.anchor.day;
  for (const [countyId, villages] of ctx.villages) {
    const rng = new Rng(ctx.seed, `party:${countyId}`);
    const towns = new Map<number, string>();
    for (const v of villages) towns.set(v.townId, v.townName);
    const orgs: { id: number; areaId: number; members: number }[] = [];
    for (const [townId, townName] of towns) {
      const members = rng.int(60, 140);
      const id = w.nextId('party_organizations');
      w.add('party_organizations', [
        id,
        `${townName}党委`,
        1,
        townId,
        members,
        Math.round(members * rng.range(0.15, 0.3)),
        personName(rng),
        dateOf(dayIn(rng.int(1950, 1990), rng.int(1, 12), rng.int(1, 28))),
      ]);
      orgs.push({ id, areaId: townId, members });
    }
    for (const v of villages) {
      const members = Math.max(8, Math.round(rng.normal(v.rural ? 48 : 30, 14)));
      const id = w.nextId('party_organizations');
      w.add('party_organizations', [
        id,
        `${villageShort(v.name)}${members >= 100 ? '党总支' : '党支部'}`,
        members >= 100 ? 2 : 3,
        v.id,
        members,
        Math.round(members * rng.range(0.08, 0.26)),
        personName(rng),
        dateOf(dayIn(rng.int(1950, 2005), rng.int(1, 12), rng.int(1, 28))),
      ]);
      orgs.push({ id, areaId: v.id, members });
    }
    // Thirteen months: meetings and theme days every month, the rest now and then.
    for (const org of orgs) {
      for (let back = 12; back >= 0; back--) {
        const anchorDate = dateOf(end);
        const y = yearOf(end);
        const m0 = monthOf(end) - back;
        const year = m0 > 0 ? y : y - 1;
        const month = m0 > 0 ? m0 : m0 + 12;
        const plan: [number, number][] = [
          [1, 1],
          [2, 1],
          [3, 0.5],
          [4, 0.3],
          [5, 0.3],
        ];
        for (const [type, p] of plan) {
          if (!rng.chance(p)) continue;
          const day = pastDay(ctx.anchor, dayIn(year, month, rng.int(1, 28)), 10);
          if (dateOf(day) > anchorDate || monthOf(day) !== month) continue;
          const people = Math.max(3, Math.round(org.members * rng.range(0.55, 0.95)));
          const hours = type === 3 || type === 5 ? r2(people * rng.range(1.5, 4)) : 0;
          const topic = rng.pick(ACTIVITY_TOPICS[type]!);
          w.add('party_activities', [
            org.id,
            org.areaId,
            `${month}月${topic}`,
            type,
            dateOf(day),
            people,
            hours,
            null,
          ]);
        }
      }
    }
  }
}

/** A third of the vegetable farms grow cowpea (drawn per farm, so every step agrees on which). */
function growsCowpea(f: FarmInfo, seed: number): boolean {
  return (f.categoryId === 3 || f.categoryId === 4) && new Rng(seed, `cowpea:${f.id}`).chance(0.3);
}

/** A farm's products: those of its category, and cowpea where it grows some. */
function productsOf(f: FarmInfo, seed: number): { product: Product; cropId: number | null }[] {
  const own = (PRODUCTS_BY_CATEGORY[f.categoryId] ?? []).filter((p) => p.tests !== null);
  const out = own.map((product) => ({ product, cropId: null as number | null }));
  if (growsCowpea(f, seed)) out.push({ product: COWPEA, cropId: COWPEA_CROP });
  return out;
}

/** Products of working farms, a year of their trades, and the cowpea residue tests of the cowpea farms. */
function productsAndTrades(w: BulkWriter, ctx: DomainContext): void {
  const end = ctx.anchor.day;
  for (const plan of ctx.plans) {
    const rng = new Rng(ctx.seed, `agri-products:${plan.countyId}`);
    const county = String(plan.countyId).slice(0, 6);
    let trade = 0;
    let sample = 0;
    for (const f of ctx.farmsIn(plan.countyId)) {
      if (f.status !== 1 || !activeOn(f, end)) continue;
      const products = productsOf(f, ctx.seed);
      const yearly = (annualYieldKgPerMu(f) * f.areaMu) / 1000 / Math.max(1, products.length);
      for (const { product, cropId } of products) {
        const id = w.nextId('agri_products');
        const cert = rng.weighted([
          [0, 70],
          [1, 20],
          [2, 6],
          [3, 4],
        ]);
        const outputT = r2(Math.max(0.5, yearly * rng.range(0.6, 1.1)));
        w.add('agri_products', [
          id,
          f.id,
          f.village.id,
          product.name,
          `${f.farmName.slice(0, 2)}${rng.pick(BRAND_TAILS)}`,
          f.categoryId,
          cropId,
          cert,
          product.unit === '公斤' ? `${rng.pick([2.5, 5, 10])}公斤/箱` : null,
          product.unit,
          outputT,
          1,
          // Registered with the farm, or within the last two years (the default would stamp the seed's moment).
          tsOf(Math.max(f.established, end - 730 + (id % 600)), 10),
        ]);
        // A lot or two a month at most: the sold share of the year's output, at the season's price.
        if (!rng.chance(cropId === COWPEA_CROP ? 1 : 0.45)) continue;
        for (let back = 365; back >= 0; back -= rng.int(20, 40)) {
          const day = end - back;
          const qty = r2(Math.max(10, (outputT * 1000 * rng.range(0.03, 0.09)) / 1));
          const season = 1 + 0.25 * Math.sin(((monthOf(day) - 3) / 12) * 2 * Math.PI);
          const price = r2(product.price * season * rng.range(0.85, 1.15));
          trade++;
          w.add('agri_product_trades', [
            `JY${county}${compactDate(day)}${String(trade).padStart(6, '0')}`,
            id,
            f.village.id,
            dateOf(day),
            rng.weighted(MARKETS),
            rng.pick(BUYERS),
            qty,
            product.unit,
            price,
            r2(qty * price),
          ]);
        }
        if (cropId !== COWPEA_CROP) continue;
        // Residue samples through the picking months (June–October) of the last two years.
        for (let back = 730; back >= 0; back -= rng.int(18, 35)) {
          const day = pastDay(ctx.anchor, end - back, rng.range(9, 16));
          const month = monthOf(day);
          if (month < 6 || month > 10) continue;
          sample++;
          const no = `JD${county}${compactDate(day)}${String(sample).padStart(5, '0')}`;
          const items = [...COWPEA_ITEMS].sort(() => rng.next() - 0.5).slice(0, rng.int(4, 7));
          for (const [item, limit] of items) {
            const bad = rng.chance(0.025);
            const found = bad || rng.chance(0.35);
            w.add('quality_detections', [
              f.id,
              f.village.id,
              COWPEA.name,
              f.categoryId,
              item,
              bad ? r4(limit * rng.range(1.2, 4)) : found ? r4(limit * rng.range(0.05, 0.6)) : 0,
              limit,
              'mg/kg',
              tsOf(day, 10),
              bad ? 2 : 1,
              rng.pick(['区农产品质量安全检测站', '市农产品质量安全中心', '第三方检测机构']),
              no,
            ]);
          }
        }
      }
    }
  }
}

/**
 * Cowpea in the fields of the cowpea farms: half their spring–summer vegetable plantings become cowpea
 * (same parcel, area and dates), so no parcel carries two crops at once. Runs before the plans and
 * forecasts, which are drawn from the plantings.
 */
export async function seedCowpeaFields(db: Database, ctx: DomainContext): Promise<number> {
  const farms = ctx.farms.filter((f) => growsCowpea(f, ctx.seed)).map((f) => f.id);
  if (!farms.length) return 0;
  const yieldKg = 1500;
  const rows = await db.query<{ n: number }>(
    `WITH up AS (
     UPDATE plantings p SET crop_id = $2, expected_output_kg = round(p.plant_area_mu * $3, 2),
            actual_output_kg = CASE WHEN p.actual_output_kg IS NULL THEN NULL ELSE round(p.plant_area_mu * $3 * 0.95, 2) END
       FROM crops c
      WHERE c.id = p.crop_id AND c.crop_group = 3 AND NOT c.perennial AND p.season = 1
        AND p.farm_id = ANY($1::int[]) AND p.id % 2 = 0
      RETURNING 1) SELECT count(*)::int AS n FROM up`,
    [farms, COWPEA_CROP, yieldKg],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Multispectral captures of the parcels growing a crop now (a third of them, by id): a drone flight 5 and
 * 20 days ago and a satellite image 35 days ago, indices drawn from the parcel and the date (stable).
 */
async function multispectral(q: Executor, end: number): Promise<void> {
  for (const [back, sensor] of [
    [35, 1],
    [20, 2],
    [5, 2],
  ] as const) {
    const date = dateOf(end - back);
    await q.query(
      `INSERT INTO multispectral_analyses (land_parcel_id, area_id, capture_date, sensor, crop_id, ndvi, ndre, growth_grade, advice)
       SELECT x.land_id, x.area_id, $1::date, $2, x.crop_id, x.ndvi, round((x.ndvi * 0.55)::numeric, 3), x.grade,
              CASE x.grade WHEN 3 THEN '长势一般：查苗补苗，适量追施氮肥' WHEN 4 THEN '长势差：实地查看病虫害与墒情，及时补救' END
         FROM (SELECT DISTINCT ON (p.land_id) p.land_id, p.area_id, p.crop_id, v.ndvi,
                      CASE WHEN v.ndvi >= 0.7 THEN 1 WHEN v.ndvi >= 0.55 THEN 2 WHEN v.ndvi >= 0.4 THEN 3 ELSE 4 END AS grade
                 FROM plantings p
                 CROSS JOIN LATERAL (SELECT round(least(0.92, greatest(0.18,
                        0.62 + ($3::int - 35) * 0.002 + ((abs(hashtext(p.land_id::text || $1)) % 1000) / 1000.0 - 0.5) * 0.5
                      ))::numeric, 3) AS ndvi) v
                WHERE p.status = 1 AND p.land_id % 3 = 0
                ORDER BY p.land_id, p.sow_date DESC) x
       ON CONFLICT DO NOTHING`,
      [date, sensor, back],
    );
  }
}

/** The business categories the demo's county subjects follow on their screens. */
async function subjectCategories(q: Executor): Promise<void> {
  await q.query(
    `INSERT INTO subject_business_categories (government_subject_id, business_category_id, sort_num)
     SELECT s.id, c.id, c.ord FROM government_subjects s
       CROSS JOIN unnest('{1,3,4,5,9,10,12,13}'::smallint[]) WITH ORDINALITY AS c(id, ord)
      WHERE s.area_id = 310151000000
     ON CONFLICT DO NOTHING`,
  );
}

/** Party building, agricultural products and trades, cowpea monitoring and multispectral analyses. */
export async function seedRuralLife(db: Database, ctx: DomainContext): Promise<number> {
  return db.tx(async (q) => {
    const w = new BulkWriter(q);
    await w.define(...SPECS);
    partyBuilding(w, ctx);
    await w.drain();
    productsAndTrades(w, ctx);
    await w.finish();
    await multispectral(q, ctx.anchor.day);
    await subjectCategories(q);
    const [n] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM multispectral_analyses');
    return w.total() + (n?.n ?? 0);
  });
}
