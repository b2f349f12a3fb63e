/** What each business category sells and what its products are tested for (sales orders, quality tests). */

/** How a product is tested: plant produce for pesticides, animal produce for veterinary drugs. */
type TestKind = 'plant' | 'meat' | 'poultry' | 'aquatic';

/** A product of a farm: name, price per unit in 元, sales unit and test kind (null: not food). */
export interface Product {
  name: string;
  price: number;
  unit: string;
  tests: TestKind | null;
}

const p = (name: string, price: number, tests: TestKind | null, unit = '公斤'): Product => ({
  name,
  price,
  unit,
  tests,
});

/** Products by business category (1 水稻 … 16 草莓); 农机服务 sells services, not produce. */
export const PRODUCTS_BY_CATEGORY: Record<number, readonly Product[]> = {
  1: [p('崇明大米', 8, 'plant')],
  2: [p('小麦', 3, 'plant')],
  3: [p('青菜', 4, 'plant'), p('卷心菜', 3, 'plant'), p('番茄', 7, 'plant')],
  4: [p('番茄', 8, 'plant'), p('黄瓜', 6, 'plant'), p('生菜', 7, 'plant')],
  5: [p('崇明金沙橘', 9, 'plant')],
  6: [p('翠冠梨', 12, 'plant')],
  7: [p('葡萄', 15, 'plant')],
  8: [p('芦笋', 30, 'plant')],
  9: [p('猪肉', 36, 'meat')],
  10: [p('崇明白山羊肉', 120, 'meat')],
  11: [p('鸡肉', 30, 'poultry'), p('鸡蛋', 12, 'poultry')],
  12: [p('崇明清水蟹', 160, 'aquatic')],
  13: [p('鲫鱼', 22, 'aquatic'), p('鳊鱼', 18, 'aquatic')],
  14: [p('苗木', 40, null, '株')],
  16: [p('草莓', 40, 'plant')],
};

/**
 * Test items by kind with their limit and unit: pesticide maximum residue limits (GB 2763) and
 * contaminants (GB 2762) in mg/kg, veterinary drugs (GB 31650) in μg/kg, where banned substances (克伦特罗,
 * 孔雀石绿, 氯霉素 …; BANNED) carry the method's detection limit, as a 不得检出 result is reported.
 */
export const TEST_ITEMS: Record<TestKind, readonly (readonly [string, number, string])[]> = {
  plant: [
    ['毒死蜱', 0.02, 'mg/kg'],
    ['克百威', 0.02, 'mg/kg'],
    ['氧乐果', 0.02, 'mg/kg'],
    ['腐霉利', 2, 'mg/kg'],
    ['多菌灵', 0.5, 'mg/kg'],
    ['吡虫啉', 0.5, 'mg/kg'],
    ['镉', 0.2, 'mg/kg'],
    ['铅', 0.2, 'mg/kg'],
  ],
  meat: [
    ['克伦特罗', 0.5, 'μg/kg'],
    ['莱克多巴胺', 0.5, 'μg/kg'],
    ['恩诺沙星', 100, 'μg/kg'],
    ['磺胺类', 100, 'μg/kg'],
    ['镉', 0.1, 'mg/kg'],
    ['铅', 0.2, 'mg/kg'],
  ],
  poultry: [
    ['恩诺沙星', 100, 'μg/kg'],
    ['氟苯尼考', 100, 'μg/kg'],
    ['金刚烷胺', 1, 'μg/kg'],
    ['铅', 0.2, 'mg/kg'],
  ],
  aquatic: [
    ['孔雀石绿', 1, 'μg/kg'],
    ['硝基呋喃类代谢物', 1, 'μg/kg'],
    ['氯霉素', 0.3, 'μg/kg'],
    ['恩诺沙星', 100, 'μg/kg'],
    ['镉', 0.5, 'mg/kg'],
    ['铅', 0.5, 'mg/kg'],
  ],
};

/** Substances that must not be found at all: a passing sample shows 0 (not detected), not a trace. */
export const BANNED = new Set([
  '克伦特罗',
  '莱克多巴胺',
  '金刚烷胺',
  '孔雀石绿',
  '硝基呋喃类代谢物',
  '氯霉素',
]);
