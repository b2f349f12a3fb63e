import {
  BRAND_LEVELS,
  BRAND_TYPES,
  labelOf,
  listEntityScores,
  listFarmStorages,
  listProductBrands,
  SCORE_GRADES,
  STORAGE_TYPES,
  scoreGrade,
  type zEntityScore,
  type zFarmStorage,
  type zProductBrand,
} from '@fengshou/core/contract';
import { entityScoresImport, farmStoragesImport, productBrandsImport } from '../../import/kinds/registers';
import { contains, rowKeyword } from '../../query/keyword';
import { defineList } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';

const TOWN = { townName: '所在镇', areaName: '所在村' } as const;
const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

const B = areaJoin('b');

/** Brands of the area's entities with the entity's valid green certificates beside them. */
export const brandList = defineList<
  typeof listProductBrands,
  Row<typeof zProductBrand, 'brandTypeName' | 'brandLevelName'>
>({
  endpoint: listProductBrands,
  imports: productBrandsImport,
  sql: {
    select: `b.id, b.brand_name AS "brandName", b.product_name AS "productName", b.brand_type AS "brandType",
      b.brand_level AS "brandLevel", b.trademark_no AS "trademarkNo", ${DAY('b.register_date')} AS "registerDate",
      b.annual_sales_wan::float8 AS "annualSalesWan", b.company_id AS "companyId", c.company_name AS "companyName",
      (SELECT count(*)::int FROM green_certificates g WHERE g.company_id = b.company_id AND g.expire_date >= current_date)
        AS "validGreenCerts", ${B.select}`,
    from: `product_brands b JOIN companies c ON c.id = b.company_id ${B.join}`,
    countFrom: 'product_brands b JOIN companies c ON c.id = b.company_id',
    key: 'b.id',
  },
  area: 'b.area_id',
  filters: { companyId: 'b.company_id', brandType: 'b.brand_type', brandLevel: 'b.brand_level' },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(${contains('b.brand_name', p)} OR ${contains('b.product_name', p)} OR ${contains('c.company_name', p)})`;
  },
  sorts: { registerDate: 'b.register_date', annualSalesWan: 'b.annual_sales_wan', brandName: 'b.brand_name' },
  // Catalogued brands first (国家级 → 区县级), then the rest, newest registration first within each.
  order: 'CASE WHEN b.brand_level = 0 THEN 9 ELSE b.brand_level END, b.register_date DESC, b.id',
  tieBreak: 'b.id',
  present: (r) => ({
    ...r,
    brandTypeName: labelOf(BRAND_TYPES, r.brandType),
    brandLevelName: labelOf(BRAND_LEVELS, r.brandLevel),
  }),
  exportColumns: {
    brandName: '品牌名称',
    productName: '产品',
    brandTypeName: '品牌类型',
    brandLevelName: '品牌目录',
    companyName: '经营主体',
    trademarkNo: '商标注册号',
    registerDate: '注册日期',
    annualSalesWan: '年销售额（万元）',
    validGreenCerts: '有效绿色认证',
    ...TOWN,
  },
});

const S = areaJoin('s');
const STORAGE_FROM =
  'farm_storages s JOIN farms f ON f.id = s.farm_id JOIN companies c ON c.id = f.company_id';
const USAGE = 'round(s.stock_t / s.capacity_t * 100, 1)';

/**
 * Storage of the area's farms: capacity, stock and use, with what the farm grows and harvested of the
 * stored crop this year (its plantings), so a bureau sees stock against the season's output.
 */
export const storageList = defineList<typeof listFarmStorages, Row<typeof zFarmStorage, 'storageTypeName'>>({
  endpoint: listFarmStorages,
  imports: farmStoragesImport,
  sql: {
    select: `s.id, s.storage_name AS "storageName", s.storage_type AS "storageType", s.capacity_t::float8 AS "capacityT",
      s.stock_t::float8 AS "stockT", ${USAGE}::float8 AS "usageRate", s.crop_id AS "cropId", cr.crop_name AS "cropName",
      s.temperature_c::float8 AS "temperatureC", ${DAY('s.last_in_date')} AS "lastInDate", s.farm_id AS "farmId",
      f.farm_name AS "farmName", c.company_name AS "companyName",
      coalesce(pl.harvest_kg, 0)::float8 AS "harvestYearKg", coalesce(pl.growing_mu, 0)::float8 AS "growingMu", ${S.select}`,
    from: `${STORAGE_FROM} ${S.join} LEFT JOIN crops cr ON cr.id = s.crop_id
      LEFT JOIN LATERAL (
        SELECT sum(p.actual_output_kg) FILTER (WHERE p.harvest_date >= date_trunc('year', current_date)) AS harvest_kg,
               sum(p.plant_area_mu) FILTER (WHERE p.status = 1) AS growing_mu
          FROM plantings p WHERE p.farm_id = s.farm_id AND p.crop_id = s.crop_id) pl ON true`,
    countFrom: STORAGE_FROM,
    key: 's.id',
  },
  area: 's.area_id',
  filters: { farmId: 's.farm_id', storageType: 's.storage_type', cropId: 's.crop_id' },
  keyword: (f, word, pattern) =>
    rowKeyword(f.p(pattern), word, {
      a: 's',
      table: 'farm_storages',
      own: ['storage_name'],
      farms: 'company',
    }),
  sorts: { capacityT: 's.capacity_t', stockT: 's.stock_t', usageRate: USAGE, lastInDate: 's.last_in_date' },
  order: 's.farm_id, s.id',
  tieBreak: 's.id',
  present: (r) => ({ ...r, storageTypeName: labelOf(STORAGE_TYPES, r.storageType) }),
  exportColumns: {
    storageName: '仓储设施',
    storageTypeName: '类型',
    farmName: '农场',
    companyName: '经营主体',
    capacityT: '库容（吨）',
    stockT: '库存（吨）',
    usageRate: '库容利用率（%）',
    cropName: '储存作物',
    growingMu: '在种面积（亩）',
    harvestYearKg: '本年收获（公斤）',
    lastInDate: '最近入库',
    ...TOWN,
  },
});

const E = areaJoin('s');
const SCORE_FROM = 'entity_scores s JOIN companies c ON c.id = s.company_id';
/** The lowest total of a grade, as SQL over the stored total. */
const GRADE = `CASE WHEN s.total_score >= 90 THEN 1 WHEN s.total_score >= 80 THEN 2 WHEN s.total_score >= 60 THEN 3 ELSE 4 END`;

/**
 * The yearly assessment of the area's entities, best first: the four parts, the total and its grade, and
 * the entity's place among that year's assessed entities of the area asked.
 */
export const scoreList = defineList<typeof listEntityScores, Row<typeof zEntityScore, 'grade' | 'gradeName'>>(
  {
    endpoint: listEntityScores,
    imports: entityScoresImport,
    sql: (_b, _f, area) => {
      // Codes the scope check let through: written into the SQL as numbers.
      const [lo, hi] = area.range.map((v) => String(Math.trunc(Number(v))));
      return {
        select: `s.id, s.score_year AS "scoreYear", s.company_id AS "companyId", c.company_name AS "companyName",
        cc.name AS "companyCategoryName", s.production_score::float8 AS "productionScore",
        s.quality_score::float8 AS "qualityScore", s.credit_score::float8 AS "creditScore",
        s.benefit_score::float8 AS "benefitScore", s.total_score::float8 AS "totalScore",
        (SELECT count(*)::int + 1 FROM entity_scores o WHERE o.score_year = s.score_year
            AND o.area_id BETWEEN ${lo} AND ${hi} AND o.total_score > s.total_score) AS rank,
        s.assessor, ${DAY('s.assess_date')} AS "assessDate", s.remark, ${E.select}`,
        from: `${SCORE_FROM} JOIN company_categories cc ON cc.id = c.company_category_id ${E.join}`,
        countFrom: SCORE_FROM,
        key: 's.id',
      };
    },
    area: 's.area_id',
    filters: {
      scoreYear: 's.score_year',
      companyId: 's.company_id',
      grade: (f, v) => f.add(`${GRADE} = $?`, v),
    },
    keyword: (f, _word, pattern) => contains('c.company_name', f.p(pattern)),
    sorts: { totalScore: 's.total_score', assessDate: 's.assess_date', companyName: 'c.company_name' },
    order: 's.score_year DESC, s.total_score DESC, s.id',
    tieBreak: 's.id',
    present: (r) => {
      const grade = scoreGrade(r.totalScore);
      return { ...r, grade, gradeName: labelOf(SCORE_GRADES, grade) };
    },
    exportColumns: {
      scoreYear: '年度',
      rank: '名次',
      companyName: '经营主体',
      companyCategoryName: '主体类型',
      productionScore: '生产管理（30）',
      qualityScore: '质量安全（30）',
      creditScore: '诚信经营（20）',
      benefitScore: '带农增收（20）',
      totalScore: '总分',
      gradeName: '等级',
      assessor: '考核单位',
      assessDate: '考核日期',
      ...TOWN,
    },
  },
);
