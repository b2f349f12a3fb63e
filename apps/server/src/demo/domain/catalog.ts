/** Fixed catalogues of the domain: categories, crops, pest species and IoT gateway categories. */

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
];

/** Crop id by identifier. */
export const CROP = Object.fromEntries(CROPS.map((c) => [c.identifier, c])) as Record<string, CropDef>;

/** Pest species of the monitoring lamps, with the day of year their season peaks and how wide it is. */
export const PEST_SPECIES = [
  { id: 1, name: '稻飞虱', latin: 'Nilaparvata lugens', host: '水稻', peaks: [235], width: 28, base: 40 },
  {
    id: 2,
    name: '二化螟',
    latin: 'Chilo suppressalis',
    host: '水稻',
    peaks: [140, 225],
    width: 18,
    base: 12,
  },
  {
    id: 3,
    name: '稻纵卷叶螟',
    latin: 'Cnaphalocrocis medinalis',
    host: '水稻',
    peaks: [215],
    width: 25,
    base: 18,
  },
  { id: 4, name: '大螟', latin: 'Sesamia inferens', host: '水稻', peaks: [160, 240], width: 15, base: 5 },
  { id: 5, name: '斜纹夜蛾', latin: 'Spodoptera litura', host: '蔬菜', peaks: [250], width: 30, base: 22 },
  { id: 6, name: '甜菜夜蛾', latin: 'Spodoptera exigua', host: '蔬菜', peaks: [230], width: 26, base: 10 },
  {
    id: 7,
    name: '小菜蛾',
    latin: 'Plutella xylostella',
    host: '蔬菜',
    peaks: [125, 290],
    width: 22,
    base: 14,
  },
  { id: 8, name: '棉铃虫', latin: 'Helicoverpa armigera', host: '玉米', peaks: [200], width: 30, base: 6 },
] as const;

/**
 * Gateway categories of the demo devices by device kind. The portal seed owns the catalogue (weather,
 * soil, water, insect, sexlure, camera, fertigation, irrigation, greenhouse, …); the two kinds it lacks
 * are added here.
 */
export const GATE_OF_KIND: Record<string, string> = {
  meteorology: 'weather',
  soil: 'soil',
  water_quality: 'water',
  greenhouse: 'greenhouse',
  livestock_env: 'livestock_env',
  irrigation: 'irrigation',
  fertigation: 'fertigation',
  controller: 'controller',
};

/** Gateway categories added when missing. */
export const EXTRA_GATE_CATEGORIES = [
  { identifier: 'livestock_env', name: '畜禽舍环境', icon: 'barn', sort: 11 },
  { identifier: 'controller', name: '智能控制柜', icon: 'switch', sort: 12 },
] as const;
