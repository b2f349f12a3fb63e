import type { Database } from '../../db/client';
import { CROPS, type CropDef } from './catalog';
import type { DomainContext } from './context';
import { dateOf } from './time';

/** Input categories of farm_input_records: 1 种子种苗, 2 化肥, 3 有机肥, 4 农药. */
const SEED = 1;
const FERTILISER = 2;
const ORGANIC = 3;
const PESTICIDE = 4;

/**
 * What one 亩 of field work spends: the product, its category, the dose per 亩, the unit, the pack it is
 * sold in and the price per unit (元). Doses and prices are the usual ones of Shanghai's extension service
 * (rice seed 3–4 kg/亩 for machine transplanting, urea 10 kg/亩 top dressing, compound fertiliser 25–40 kg/亩
 * as base, insecticides in tens of millilitres per 亩).
 */
interface InputUse {
  category: number;
  product: string;
  dose: number;
  unit: '公斤' | '升';
  pack: number;
  price: number;
}

const COMPOUND = {
  category: FERTILISER,
  product: '复合肥（15-15-15）',
  unit: '公斤',
  pack: 40,
  price: 3.4,
} as const;
const UREA = {
  category: FERTILISER,
  product: '尿素（总氮≥46%）',
  unit: '公斤',
  pack: 40,
  price: 2.6,
} as const;
const POTASH = {
  category: FERTILISER,
  product: '硫酸钾型复合肥',
  unit: '公斤',
  pack: 40,
  price: 3.9,
} as const;
const MANURE = { category: ORGANIC, product: '商品有机肥', unit: '公斤', pack: 40, price: 0.9 } as const;

// Seed per 亩 of the field crops (kg), its pack (kg) and price; vegetables are sown from small packs.
const SEEDS: Record<string, [dose: number, pack: number, price: number]> = {
  水稻: [3.5, 5, 30],
  小麦: [15, 25, 4.8],
  油菜: [0.3, 0.5, 80],
  绿肥: [2, 10, 18],
  玉米: [2, 1, 40],
  大豆: [6, 5, 12],
  蚕豆: [10, 5, 16],
  甜玉米: [1.5, 1, 60],
  白扁豆: [5, 5, 20],
};

/** The inputs of one mission type for a crop (none for a crop or work that uses none). */
function inputsOf(crop: CropDef, missionType: string): InputUse[] {
  const field = crop.group === 1 || crop.group === 2;
  const garden = crop.group === 3 || crop.group === 4;
  if (crop.group > 4 && crop.group !== 7) return [];
  switch (missionType) {
    case '翻耕':
      if (field) return [{ ...COMPOUND, dose: 30 }];
      if (garden) return [{ ...MANURE, dose: 300 }];
      return [];
    case '播种': {
      if (crop.perennial) return [];
      const seed = SEEDS[crop.name];
      if (seed) {
        const [dose, pack, price] = seed;
        // Green manure in Shanghai is mostly Chinese milk vetch (紫云英).
        const product = crop.name === '绿肥' ? '紫云英种子' : `${crop.name}种子`;
        return [{ category: SEED, product, dose, unit: '公斤', pack, price }];
      }
      if (crop.group === 3)
        return [
          { category: SEED, product: `${crop.name}种子`, dose: 0.05, unit: '公斤', pack: 0.1, price: 260 },
        ];
      return [];
    }
    case '施肥':
      if (field) return [{ ...UREA, dose: 10 }];
      if (crop.group === 3) return [{ ...COMPOUND, dose: 20 }];
      if (crop.group === 4) return [{ ...POTASH, dose: 30 }];
      return [];
    case '植保':
      if (crop.name === '小麦')
        return [
          { category: PESTICIDE, product: '43%戊唑醇悬浮剂', dose: 0.02, unit: '升', pack: 0.1, price: 180 },
        ];
      if (crop.group === 1)
        return [
          {
            category: PESTICIDE,
            product: '20%氯虫苯甲酰胺悬浮剂',
            dose: 0.01,
            unit: '升',
            pack: 0.1,
            price: 1000,
          },
        ];
      if (crop.group === 2)
        return [
          {
            category: PESTICIDE,
            product: '50%多菌灵可湿性粉剂',
            dose: 0.1,
            unit: '公斤',
            pack: 0.5,
            price: 40,
          },
        ];
      if (crop.group === 3)
        return [
          { category: PESTICIDE, product: '1.8%阿维菌素乳油', dose: 0.04, unit: '升', pack: 0.5, price: 60 },
        ];
      if (crop.group === 4)
        return [
          {
            category: PESTICIDE,
            product: '10%苯醚甲环唑水分散粒剂',
            dose: 0.05,
            unit: '公斤',
            pack: 0.1,
            price: 280,
          },
        ];
      return [];
    default:
      return [];
  }
}

/** The catalogue as SQL VALUES rows: (crop_id, mission_type, category, product, dose, unit, pack, price). */
function catalogueValues(): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const rows: string[] = [];
  for (const crop of CROPS)
    for (const type of ['翻耕', '播种', '施肥', '植保'])
      for (const u of inputsOf(crop, type))
        rows.push(
          `(${crop.id}, ${q(type)}, ${u.category}, ${q(u.product)}, ${u.dose}, ${q(u.unit)}, ${u.pack}, ${u.price})`,
        );
  return rows.join(',\n');
}

/**
 * Farm inputs (农资) derived from the plans' field work: each mission done by the anchor day spends its
 * crop's inputs over the plan's area (the dose varies ±10 % by mission), bought in whole packs a few days
 * before. The mission's own `inputs` note then names what it used, so the records and the work agree.
 */
export async function seedFarmInputs(db: Database, ctx: DomainContext): Promise<number> {
  const anchor = dateOf(ctx.anchor.day);
  return db.tx(async (q) => {
    await q.exec(`CREATE TEMP TABLE input_catalogue (crop_id smallint, mission_type text, category smallint,
      product text, dose numeric, unit text, pack numeric, price numeric) ON COMMIT DROP`);
    await q.exec(`INSERT INTO input_catalogue VALUES ${catalogueValues()}`);
    const [used] = await q.query<{ n: number }>(
      `WITH used AS (
         INSERT INTO farm_input_records (farm_id, plan_id, mission_id, crop_id, record_type, category, product_name,
                quantity, unit, amount, record_date, area_id)
         SELECT pp.farm_id, pp.id, m.id, pp.crop_id, 2, k.category, k.product,
                greatest(round(pp.plan_area_mu * k.dose * (0.9 + ((m.id * 37) % 21) / 100.0), 2), 0.01),
                k.unit, NULL, m.done_date, pp.area_id
           FROM plant_missions m
           JOIN plant_plans pp ON pp.id = m.plan_id
           JOIN input_catalogue k ON k.crop_id = pp.crop_id AND k.mission_type = m.mission_type
          WHERE m.status = 2 AND m.done_date <= $1::date
          ORDER BY m.done_date, m.id
         RETURNING 1)
       SELECT count(*)::int AS n FROM used`,
      [anchor],
    );
    const [bought] = await q.query<{ n: number }>(
      `WITH bought AS (
         INSERT INTO farm_input_records (farm_id, plan_id, mission_id, crop_id, record_type, category, product_name,
                quantity, unit, amount, record_date, area_id)
         SELECT r.farm_id, r.plan_id, r.mission_id, r.crop_id, 1, r.category, r.product_name,
                ceil(r.quantity / k.pack) * k.pack, r.unit, round(ceil(r.quantity / k.pack) * k.pack * k.price, 2),
                r.record_date - (1 + r.mission_id % 6), r.area_id
           FROM farm_input_records r
           JOIN plant_missions m ON m.id = r.mission_id
           JOIN input_catalogue k ON k.crop_id = r.crop_id AND k.mission_type = m.mission_type AND k.product = r.product_name
          WHERE r.record_type = 2
          ORDER BY r.record_date, r.id
         RETURNING 1)
       SELECT count(*)::int AS n FROM bought`,
    );
    await q.exec(`UPDATE plant_missions m SET inputs = u.note
      FROM (SELECT mission_id, string_agg(product_name || ' ' || (quantity::float8)::text || unit, '；' ORDER BY id) AS note
              FROM farm_input_records WHERE record_type = 2 GROUP BY mission_id) u
     WHERE m.id = u.mission_id`);
    await q.exec('ANALYZE farm_input_records');
    return (used?.n ?? 0) + (bought?.n ?? 0);
  });
}
