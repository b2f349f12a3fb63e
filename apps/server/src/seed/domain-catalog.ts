import type { Executor } from '../db/client';
import { seedDeviceProfiles } from './device-profiles';

/**
 * The product's domain catalogue, on every installation: entity categories, business categories, crops,
 * pest species, the gateway categories the portal reference lacks, and the labels of the domain tables'
 * states (dictionaries). Ids are stable: imports, statistics and the demo refer to them.
 */

/** Company categories of business entities; the credit-code prefix follows the registration type. */
export const COMPANY_CATEGORIES = [
  { id: 1, name: '农业企业', creditPrefix: '91' },
  { id: 2, name: '农民专业合作社', creditPrefix: '93' },
  { id: 3, name: '家庭农场', creditPrefix: '92' },
  { id: 4, name: '种养大户', creditPrefix: null },
  { id: 5, name: '农业社会化服务组织', creditPrefix: '91' },
] as const;

/** Business categories (经营品类) with their business type (1 粮食 … 6 其他). */
export const BUSINESS_CATEGORIES = [
  { id: 1, name: '水稻', type: 1 },
  { id: 2, name: '小麦', type: 1 },
  { id: 3, name: '蔬菜', type: 3 },
  { id: 4, name: '设施蔬菜', type: 3 },
  { id: 5, name: '柑橘', type: 2 },
  { id: 6, name: '翠冠梨', type: 2 },
  { id: 7, name: '葡萄', type: 2 },
  { id: 8, name: '芦笋', type: 3 },
  { id: 9, name: '生猪', type: 4 },
  { id: 10, name: '崇明白山羊', type: 4 },
  { id: 11, name: '家禽', type: 4 },
  { id: 12, name: '河蟹', type: 5 },
  { id: 13, name: '淡水鱼', type: 5 },
  { id: 14, name: '苗木花卉', type: 6 },
  { id: 15, name: '农机服务', type: 6 },
  { id: 16, name: '草莓', type: 2 },
  { id: 17, name: '茶叶', type: 2 },
  { id: 18, name: '油菜', type: 2 },
  { id: 19, name: '中药材', type: 2 },
  { id: 20, name: '食用菌', type: 3 },
  { id: 21, name: '玉米', type: 1 },
  { id: 22, name: '牛羊', type: 4 },
] as const;

/** A crop of the catalogue. */
export interface CropDef {
  id: number;
  name: string;
  identifier: string;
  group: number;
  type: number;
  perennial?: boolean;
  yieldKg: number;
  color: string;
}

/** Crops, aquaculture and livestock products; groups 1 粮食 2 经济 3 蔬菜 4 水果 5 水产 6 畜禽 7 绿肥饲草 8 林木. */
export const CROPS: readonly CropDef[] = [
  { id: 1, name: '水稻', identifier: 'rice', group: 1, type: 1, yieldKg: 580, color: '#8bc34a' },
  { id: 2, name: '小麦', identifier: 'wheat', group: 1, type: 1, yieldKg: 380, color: '#ffc107' },
  { id: 3, name: '油菜', identifier: 'rapeseed', group: 2, type: 2, yieldKg: 170, color: '#ffeb3b' },
  { id: 4, name: '绿肥', identifier: 'green_manure', group: 7, type: 6, yieldKg: 0, color: '#4caf50' },
  { id: 5, name: '玉米', identifier: 'corn', group: 1, type: 1, yieldKg: 450, color: '#ff9800' },
  { id: 6, name: '大豆', identifier: 'soybean', group: 1, type: 1, yieldKg: 160, color: '#cddc39' },
  { id: 7, name: '蚕豆', identifier: 'broad_bean', group: 3, type: 3, yieldKg: 600, color: '#9ccc65' },
  { id: 8, name: '青菜', identifier: 'qingcai', group: 3, type: 3, yieldKg: 2200, color: '#66bb6a' },
  { id: 9, name: '鸡毛菜', identifier: 'jimaocai', group: 3, type: 3, yieldKg: 1200, color: '#81c784' },
  { id: 10, name: '卷心菜', identifier: 'cabbage', group: 3, type: 3, yieldKg: 3500, color: '#a5d6a7' },
  { id: 11, name: '黄瓜', identifier: 'cucumber', group: 3, type: 3, yieldKg: 4000, color: '#2e7d32' },
  { id: 12, name: '番茄', identifier: 'tomato', group: 3, type: 3, yieldKg: 5000, color: '#e53935' },
  { id: 13, name: '花椰菜', identifier: 'cauliflower', group: 3, type: 3, yieldKg: 1800, color: '#f5f5dc' },
  { id: 14, name: '茭白', identifier: 'jiaobai', group: 3, type: 3, yieldKg: 1500, color: '#aed581' },
  { id: 15, name: '生菜', identifier: 'lettuce', group: 3, type: 3, yieldKg: 1600, color: '#c5e1a5' },
  {
    id: 16,
    name: '芦笋',
    identifier: 'asparagus',
    group: 3,
    type: 3,
    perennial: true,
    yieldKg: 500,
    color: '#558b2f',
  },
  { id: 17, name: '甜玉米', identifier: 'sweet_corn', group: 3, type: 3, yieldKg: 900, color: '#fdd835' },
  { id: 18, name: '崇明金瓜', identifier: 'jingua', group: 3, type: 3, yieldKg: 2500, color: '#ffb300' },
  { id: 19, name: '白扁豆', identifier: 'white_lentil', group: 3, type: 3, yieldKg: 150, color: '#eeeeee' },
  {
    id: 20,
    name: '柑橘',
    identifier: 'citrus',
    group: 4,
    type: 2,
    perennial: true,
    yieldKg: 2000,
    color: '#fb8c00',
  },
  {
    id: 21,
    name: '翠冠梨',
    identifier: 'pear',
    group: 4,
    type: 2,
    perennial: true,
    yieldKg: 1500,
    color: '#dce775',
  },
  {
    id: 22,
    name: '葡萄',
    identifier: 'grape',
    group: 4,
    type: 2,
    perennial: true,
    yieldKg: 1200,
    color: '#7b1fa2',
  },
  { id: 23, name: '草莓', identifier: 'strawberry', group: 4, type: 2, yieldKg: 1500, color: '#d81b60' },
  {
    id: 24,
    name: '柚子',
    identifier: 'pomelo',
    group: 4,
    type: 2,
    perennial: true,
    yieldKg: 1800,
    color: '#ffca28',
  },
  { id: 25, name: '河蟹', identifier: 'crab', group: 5, type: 5, yieldKg: 60, color: '#00838f' },
  { id: 26, name: '淡水鱼', identifier: 'fish', group: 5, type: 5, yieldKg: 600, color: '#0277bd' },
  { id: 27, name: '生猪', identifier: 'live_pig', group: 6, type: 4, yieldKg: 120, color: '#f48fb1' },
  { id: 28, name: '崇明白山羊', identifier: 'goat', group: 6, type: 4, yieldKg: 25, color: '#fafafa' },
  { id: 29, name: '牛', identifier: 'cattle', group: 6, type: 4, yieldKg: 350, color: '#795548' },
  {
    id: 30,
    name: '牧草',
    identifier: 'forage',
    group: 7,
    type: 4,
    perennial: true,
    yieldKg: 3000,
    color: '#9e9d24',
  },
  {
    id: 31,
    name: '苗木',
    identifier: 'nursery',
    group: 8,
    type: 6,
    perennial: true,
    yieldKg: 0,
    color: '#33691e',
  },
  {
    id: 32,
    name: '茶叶',
    identifier: 'tea',
    group: 2,
    type: 2,
    perennial: true,
    yieldKg: 60,
    color: '#2e7d32',
  },
  { id: 33, name: '马铃薯', identifier: 'potato', group: 1, type: 1, yieldKg: 1500, color: '#bcaaa4' },
  { id: 34, name: '红薯', identifier: 'sweet_potato', group: 1, type: 1, yieldKg: 1800, color: '#ad1457' },
  { id: 35, name: '花生', identifier: 'peanut', group: 2, type: 2, yieldKg: 250, color: '#d7ccc8' },
  {
    id: 36,
    name: '中药材',
    identifier: 'herb',
    group: 2,
    type: 2,
    perennial: true,
    yieldKg: 300,
    color: '#6d4c41',
  },
  { id: 37, name: '食用菌', identifier: 'mushroom', group: 3, type: 3, yieldKg: 2500, color: '#efebe9' },
  { id: 38, name: '皇菊', identifier: 'chrysanthemum', group: 2, type: 2, yieldKg: 90, color: '#fbc02d' },
  { id: 39, name: '高粱', identifier: 'sorghum', group: 1, type: 1, yieldKg: 400, color: '#bf360c' },
  { id: 40, name: '肉鸡', identifier: 'broiler', group: 6, type: 4, yieldKg: 2.5, color: '#ffe082' },
  { id: 41, name: '豇豆', identifier: 'cowpea', group: 3, type: 3, yieldKg: 1500, color: '#7cb342' },
];

/** Crop id by identifier. */
export const CROP = Object.fromEntries(CROPS.map((c) => [c.identifier, c])) as Record<string, CropDef>;

/** Pest species the monitoring lamps and traps count (the national main crop pests). */
export const PEST_SPECIES = [
  { id: 1, name: '稻飞虱', latin: 'Nilaparvata lugens', host: '水稻' },
  { id: 2, name: '二化螟', latin: 'Chilo suppressalis', host: '水稻' },
  { id: 3, name: '稻纵卷叶螟', latin: 'Cnaphalocrocis medinalis', host: '水稻' },
  { id: 4, name: '大螟', latin: 'Sesamia inferens', host: '水稻' },
  { id: 5, name: '斜纹夜蛾', latin: 'Spodoptera litura', host: '蔬菜' },
  { id: 6, name: '甜菜夜蛾', latin: 'Spodoptera exigua', host: '蔬菜' },
  { id: 7, name: '小菜蛾', latin: 'Plutella xylostella', host: '蔬菜' },
  { id: 8, name: '棉铃虫', latin: 'Helicoverpa armigera', host: '玉米' },
] as const;

// Gateway categories the profiles add when missing (livestock houses, control cabinets, food storage).
export { EXTRA_GATE_CATEGORIES } from './device-profiles';

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

/** Categories, crops, pest species, dictionaries, then device profiles with their gateway categories; existing rows are kept. */
export async function seedDomainCatalog(q: Executor): Promise<number> {
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
  return rows + (await seedDeviceProfiles(q));
}
