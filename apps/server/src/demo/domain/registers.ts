import type { Database, Executor } from '../../db/client';
import { BulkWriter, cols, type TableSpec } from './bulk';
import type { DomainContext, FarmInfo } from './context';
import { addKeyEntities, bestRanks, KEY_ENTITY_SPEC } from './key-entities';
import { PRODUCTS_BY_CATEGORY } from './products';
import { Rng } from './rng';
import { dateOf, dayIn, yearOf } from './time';

// The registers a bureau keeps beside the farms: brands, storage, the yearly assessment and the key-entity
// designations of entities, then parks drawn around clusters of farms and the machines that drive themselves.

const SPECS: TableSpec[] = [
  {
    table: 'product_brands',
    columns: cols(
      'brand_name text, company_id int, product_name text, brand_type smallint, brand_level smallint, trademark_no text, register_date date, annual_sales_wan numeric, area_id bigint',
    ),
  },
  {
    table: 'farm_storages',
    columns: cols(
      'farm_id int, storage_name text, storage_type smallint, capacity_t numeric, stock_t numeric, crop_id smallint, temperature_c numeric, last_in_date date, area_id bigint',
    ),
  },
  {
    table: 'entity_scores',
    columns: cols(
      'company_id int, score_year smallint, production_score numeric, quality_score numeric, credit_score numeric, benefit_score numeric, assessor text, assess_date date, remark text, area_id bigint',
    ),
  },
];

/** Words brand names are made of (the trade names of Yangtze-delta produce). */
const BRAND_WORDS = [
  '瀛洲',
  '绿岛',
  '东滩',
  '长江口',
  '海珠',
  '鲜丰',
  '禾香',
  '清沁',
  '稻乡',
  '金穗',
  '垦丰',
  '碧海',
];

const GRAIN = new Set([1, 2, 21]);
const MEAT = new Set([9, 10, 11, 22]);
const AQUATIC = new Set([12, 13]);
const FRUIT = new Set([5, 6, 7, 16]);

/** The storage a farm of a category keeps: type, t of capacity per 亩 of the farm, temperature. */
function storageOf(
  category: number,
): { type: number; perMu: number; temp: number | null; name: string } | null {
  if (GRAIN.has(category)) return { type: 4, perMu: 0.7, temp: null, name: '粮仓' };
  if (MEAT.has(category)) return { type: 3, perMu: 0.08, temp: -18, name: '冷冻库' };
  if (AQUATIC.has(category)) return { type: 2, perMu: 0.15, temp: 4, name: '暂养冷库' };
  if (FRUIT.has(category)) return { type: 5, perMu: 0.5, temp: 1, name: '气调库' };
  if (category === 14 || category === 15) return null;
  return { type: 2, perMu: 0.3, temp: 4, name: '冷藏库' };
}

const r1 = (x: number) => Math.round(x * 10) / 10;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** One farm per company: the first generated (its main base), for the company's area and products. */
function companiesOf(farms: readonly FarmInfo[]): FarmInfo[] {
  const seen = new Set<number>();
  return farms.filter((f) => !seen.has(f.companyId) && seen.add(f.companyId));
}

function addBrands(w: BulkWriter, rng: Rng, companies: readonly FarmInfo[], end: number): void {
  const regional = new Set<string>();
  for (const f of companies) {
    const products = PRODUCTS_BY_CATEGORY[f.categoryId];
    if (!products || f.status === 3) continue;
    const product = products[0]!;
    const village = f.village.id;
    // The county's public brand of a product (崇明大米, 崇明清水蟹) is held by the first large entity of it.
    if (product.name.startsWith('崇明') && !regional.has(product.name) && f.areaMu > 50) {
      regional.add(product.name);
      w.add('product_brands', [
        product.name,
        f.companyId,
        product.name,
        1,
        rng.pick([2, 3]),
        String(rng.int(10_000_000, 49_999_999)),
        dateOf(dayIn(rng.int(2008, 2016), rng.int(1, 12), rng.int(1, 28))),
        r1(rng.range(2000, 12000)),
        village,
      ]);
      continue;
    }
    if (!rng.chance(f.trace ? 0.55 : 0.2)) continue;
    const word = rng.pick(BRAND_WORDS);
    const since = Math.max(f.established, end - 3650);
    const registered = since + rng.int(60, Math.max(90, end - since - 30));
    const type = rng.chance(0.6) ? 3 : 2;
    w.add('product_brands', [
      type === 3 ? `${word}${product.name.replace(/^崇明/, '')}` : `${word}农庄`,
      f.companyId,
      product.name,
      type,
      rng.weighted([
        [0, 6],
        [3, 2],
        [4, 3],
      ]),
      rng.chance(0.8) ? String(rng.int(10_000_000, 69_999_999)) : null,
      dateOf(Math.min(registered, end - 30)),
      rng.chance(0.85) ? r1(Math.max(5, f.areaMu * rng.range(0.3, 1.2))) : null,
      village,
    ]);
  }
}

function addStorages(w: BulkWriter, rng: Rng, farms: readonly FarmInfo[], end: number): void {
  for (const f of farms) {
    const s = storageOf(f.categoryId);
    if (!s || f.status !== 1 || f.areaMu < 20 || !rng.chance(0.45)) continue;
    const count = f.areaMu > 300 && rng.chance(0.5) ? 2 : 1;
    for (let i = 1; i <= count; i++) {
      const capacity = Math.max(10, Math.round(f.areaMu * s.perMu * rng.range(0.6, 1.3)));
      // Grain fills after the autumn harvest and empties towards summer; fresh produce turns over weekly.
      const month = Number(dateOf(end).slice(5, 7));
      const season = GRAIN.has(f.categoryId) ? (month >= 10 || month <= 2 ? 0.8 : 0.35) : 0.55;
      const stock = r1(capacity * clamp(rng.normal(season, 0.15), 0, 1));
      w.add('farm_storages', [
        f.id,
        `${i}号${s.name}`,
        s.type,
        capacity,
        stock,
        stock > 0 ? (f.crops[0] ?? null) : null,
        s.temp === null ? null : r1(s.temp + rng.range(-1, 1)),
        stock > 0 ? dateOf(end - rng.int(1, GRAIN.has(f.categoryId) ? 90 : 10)) : null,
        f.village.id,
      ]);
    }
  }
}

function addScores(w: BulkWriter, rng: Rng, companies: readonly FarmInfo[], end: number): void {
  const last = yearOf(end) - 1;
  for (const f of companies) {
    // Each entity has its own standing; the years vary around it.
    const standing = rng.normal(0, 1);
    for (let year = last - 2; year <= last; year++) {
      if (yearOf(f.established) >= year || !rng.chance(0.7)) continue;
      const part = (max: number, mean: number) =>
        r1(clamp(mean + standing * max * 0.06 + rng.normal(0, max * 0.05), max * 0.3, max));
      const quality = part(30, 25.5);
      w.add('entity_scores', [
        f.companyId,
        year,
        part(30, 24),
        quality,
        part(20, 16.5),
        part(20, 14.5),
        `${f.village.countyName}农业农村委员会`,
        dateOf(dayIn(year + 1, 1, rng.int(8, 26))),
        quality < 18 ? '农残抽检不合格，已限期整改' : null,
        f.village.id,
      ]);
    }
  }
}

const PARK_NAMES = ['现代农业产业园', '农业科技园区', '田园综合体', '休闲农业观光园'] as const;
/** The leading industry a park is named for, by the business category most of its farms have. */
const INDUSTRY: Record<number, string> = {
  1: '稻米',
  2: '小麦',
  3: '蔬菜',
  4: '设施蔬菜',
  5: '柑橘',
  6: '翠冠梨',
  7: '葡萄',
  8: '芦笋',
  9: '生猪',
  10: '白山羊',
  11: '家禽',
  12: '河蟹',
  13: '水产养殖',
  14: '苗木花卉',
  16: '草莓',
};

/** The farm and its nearest neighbours (by distance on the ground, roughly), up to `n`. */
function clusterOf(farms: readonly FarmInfo[], n: number): FarmInfo[] {
  const [lng0, lat0] = farms[0]!.location;
  const d = (f: FarmInfo) =>
    Math.hypot((f.location[0] - lng0) * Math.cos((lat0 * Math.PI) / 180), f.location[1] - lat0);
  return [...farms].sort((a, b) => d(a) - d(b) || a.id - b.id).slice(0, n);
}

/** The category most of the farms have (the first such by id on a tie). */
function mainCategory(farms: readonly FarmInfo[]): number {
  const counts = new Map<number, number>();
  for (const f of farms) counts.set(f.categoryId, (counts.get(f.categoryId) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}

/**
 * Four parks a county, in its four towns with the most farms: each outline the hull of a cluster of up to
 * seven neighbouring bases widened by 250 m and kept inside the town.
 */
async function seedParks(q: Executor, ctx: DomainContext): Promise<number> {
  let n = 0;
  for (const plan of ctx.plans) {
    const farms = ctx.farmsIn(plan.countyId).filter((f) => f.status !== 3);
    const byTown = new Map<number, FarmInfo[]>();
    for (const f of farms) byTown.set(f.village.townId, [...(byTown.get(f.village.townId) ?? []), f]);
    const towns = [...byTown.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]).slice(0, 4);
    const rng = new Rng(ctx.seed, `parks:${plan.countyId}`);
    for (const [i, [townId, inTown]] of towns.entries()) {
      if (inTown.length < 3) continue;
      const type = i + 1;
      const town = inTown[0]!.village.townName;
      const cluster = clusterOf(inTown, 7);
      const industry = INDUSTRY[mainCategory(cluster)] ?? '特色种养';
      const ids = cluster.map((f) => f.id);
      const perMu = rng.range(0.8, 2.4);
      const visitors = type >= 3 ? rng.int(40, 260) * 1000 : null;
      await q.query(
        `WITH hull AS (
           SELECT ST_Multi(ST_CollectionExtract(ST_Intersection(t.geom,
                    ST_Buffer(ST_ConvexHull(ST_Collect(f.location))::geography, 250)::geometry), 3)) AS g
             FROM farms f, areas t WHERE f.id = ANY($1::int[]) AND t.id = $2 GROUP BY t.geom)
         INSERT INTO agri_parks (park_name, park_type, park_level, leading_industry, operator_name, established_year,
                                 investment_wan, output_value_wan, annual_visitors, intro, geom, area_mu, area_id)
         SELECT $3, $4, $5, $6, $7, $8, round((ST_Area(g::geography) / 666.6667 * $9)::numeric, 2),
                round((ST_Area(g::geography) / 666.6667 * $10)::numeric, 2), $11, $12, g,
                round((ST_Area(g::geography) / 666.6667)::numeric, 2), $2
           FROM hull WHERE NOT ST_IsEmpty(g)`,
        [
          ids,
          townId,
          `${town}${PARK_NAMES[i]}`,
          type,
          rng.weighted([
            [2, 1],
            [3, 3],
            [4, 2],
          ]),
          industry,
          `${inTown[0]!.village.countyName}${town}农业发展有限公司`,
          rng.int(2012, 2021),
          perMu,
          perMu * rng.range(0.5, 1.1),
          visitors,
          `以${industry}为主导，集生产、加工、${type >= 3 ? '休闲观光' : '科技示范'}于一体的${PARK_NAMES[i]}`,
        ],
      );
      n++;
    }
  }
  return n;
}

/** The demo's registers: brands, storage, assessment scores, key entities, parks and the unmanned machines. */
export async function seedRegisters(db: Database, ctx: DomainContext): Promise<number> {
  return db.tx(async (q) => {
    const w = new BulkWriter(q);
    await w.define(...SPECS, KEY_ENTITY_SPEC);
    const end = ctx.anchor.day;
    for (const plan of ctx.plans) {
      const farms = ctx.farmsIn(plan.countyId);
      const companies = companiesOf(farms);
      addBrands(w, new Rng(ctx.seed, `brands:${plan.countyId}`), companies, end);
      addStorages(w, new Rng(ctx.seed, `storage:${plan.countyId}`), farms, end);
      addScores(w, new Rng(ctx.seed, `scores:${plan.countyId}`), companies, end);
      const ranks = await bestRanks(q, plan.countyId);
      addKeyEntities(w, new Rng(ctx.seed, `key-entities:${plan.countyId}`), farms, ranks, end);
    }
    await w.finish();
    const parks = await seedParks(q, ctx);
    // Drones fly themselves; every third tractor and transplanter carries a Beidou autopilot.
    const [unmanned] = await q.query<{ n: number }>(
      `WITH u AS (UPDATE machines SET autonomous = true
                   WHERE machine_type = '植保无人机' OR (machine_type IN ('拖拉机', '插秧机') AND id % 3 = 0)
                   RETURNING 1)
       SELECT count(*)::int AS n FROM u`,
    );
    return w.total() + parks + (unmanned?.n ?? 0);
  });
}
