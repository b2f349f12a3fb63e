import type { Executor } from '../../db/client';
import {
  BUSINESS_CATEGORIES,
  COMPANY_CATEGORIES,
  CROPS,
  EXTRA_GATE_CATEGORIES,
  PEST_SPECIES,
} from './catalog';

/**
 * Labels of the domain tables' categories and states, served by the dictionary endpoint. The core
 * dictionaries (dlbm, land_type, business_type, credit_level, …) are seeded by the portal.
 */
export const DOMAIN_DICTS: Record<string, Record<string | number, string>> = {
  company_category: Object.fromEntries(COMPANY_CATEGORIES.map((c) => [c.id, c.name])),
  business_category: Object.fromEntries(BUSINESS_CATEGORIES.map((c) => [c.id, c.name])),
  crop: Object.fromEntries(CROPS.map((c) => [c.id, c.name])),
  pest_species: Object.fromEntries(PEST_SPECIES.map((p) => [p.id, p.name])),
  farm_status: { 1: '正常经营', 2: '暂停经营', 3: '已注销' },
  farm_rank: { 0: '无', 1: '国家级示范', 2: '市级示范', 3: '区级示范' },
  planting_status: { 1: '种植中', 2: '已收获', 3: '已翻压/毁种' },
  plant_season: { 1: '春夏季', 2: '秋冬季' },
  ear_tag_status: { 1: '在栏', 2: '已出栏', 3: '死亡', 4: '注销' },
  livestock_species: { 1: '猪', 2: '牛', 3: '羊' },
  occupy_category: {
    1: '住宅建设',
    2: '工矿仓储',
    3: '道路设施',
    4: '挖塘养殖',
    5: '设施农业',
    6: '堆放杂物',
    7: '其他',
  },
  process_status: { 0: '待筛查', 1: '待核查', 2: '待审核', 3: '待复核', 4: '已驳回', 5: '已完成' },
  abnormal_type: { 1: '撂荒', 2: '非粮化', 3: '非农化' },
  batch_type: { 1: '非农化', 2: '非粮化', 3: '作物监测' },
};

/** Categories, crops, pest species, gateway categories and dictionaries; existing rows are kept. */
export async function seedCatalog(q: Executor): Promise<number> {
  let rows = 0;
  const run = async (sql: string, params: unknown[]) => {
    const r = await q.query<{ n: number }>(
      `WITH ins AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM ins`,
      params,
    );
    rows += r[0]?.n ?? 0;
  };
  await run(
    `INSERT INTO company_categories (id, name, sort_num) SELECT * FROM unnest($1::smallint[], $2::text[], $1::int[])
     ON CONFLICT DO NOTHING`,
    [COMPANY_CATEGORIES.map((c) => c.id), COMPANY_CATEGORIES.map((c) => c.name)],
  );
  await run(
    `INSERT INTO business_categories (id, name, business_type_id, sort_num)
     SELECT * FROM unnest($1::smallint[], $2::text[], $3::smallint[], $1::int[]) ON CONFLICT DO NOTHING`,
    [
      BUSINESS_CATEGORIES.map((c) => c.id),
      BUSINESS_CATEGORIES.map((c) => c.name),
      BUSINESS_CATEGORIES.map((c) => c.type),
    ],
  );
  await run(
    `INSERT INTO crops (id, crop_name, crop_identifier, crop_group, business_type_id, perennial, yield_per_mu_kg, color, sort_num)
     SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::smallint[], $5::smallint[], $6::bool[],
                          $7::numeric[], $8::text[], $1::int[]) ON CONFLICT DO NOTHING`,
    [
      CROPS.map((c) => c.id),
      CROPS.map((c) => c.name),
      CROPS.map((c) => c.identifier),
      CROPS.map((c) => c.group),
      CROPS.map((c) => c.type),
      CROPS.map((c) => c.perennial ?? false),
      CROPS.map((c) => c.yieldKg),
      CROPS.map((c) => c.color),
    ],
  );
  await run(
    `INSERT INTO pest_species (id, name, latin_name, host_crops) SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT DO NOTHING`,
    [
      PEST_SPECIES.map((p) => p.id),
      PEST_SPECIES.map((p) => p.name),
      PEST_SPECIES.map((p) => p.latin),
      PEST_SPECIES.map((p) => p.host),
    ],
  );
  await run(
    `INSERT INTO gate_categories (identifier, name, icon, sort_num) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])
     ON CONFLICT (identifier) DO NOTHING`,
    [
      EXTRA_GATE_CATEGORIES.map((g) => g.identifier),
      EXTRA_GATE_CATEGORIES.map((g) => g.name),
      EXTRA_GATE_CATEGORIES.map((g) => g.icon),
      EXTRA_GATE_CATEGORIES.map((g) => g.sort),
    ],
  );
  const types: string[] = [];
  const keys: string[] = [];
  const labels: string[] = [];
  const sorts: number[] = [];
  for (const [type, dict] of Object.entries(DOMAIN_DICTS)) {
    Object.entries(dict).forEach(([k, label], i) => {
      types.push(type);
      keys.push(k);
      labels.push(label);
      sorts.push(i + 1);
    });
  }
  await run(
    `INSERT INTO dictionaries (dict_type, dict_key, dict_label, sort_num)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) ON CONFLICT DO NOTHING`,
    [types, keys, labels, sorts],
  );
  return rows;
}
