import {
  DETECTION_RESULTS,
  labelOf,
  listGuaranteeSupply,
  listNutritionQuality,
  SUPPLY_LEVELS,
  type zGuaranteeSubject,
  type zQualityDetection,
} from '@fengshou/core/contract';
import { guaranteeSupplyImport } from '../../import/kinds/guarantee-supply';
import { contains, containsPattern } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';
import { TOWN } from './lists-village';

const D = areaJoin('d');
const DETECTION_FROM = `quality_detections d LEFT JOIN farms f ON f.id = d.farm_id LEFT JOIN companies c ON c.id = f.company_id`;

/**
 * Product quality detections (the nutrition quality list of spec §3), the latest first. The area is its
 * code's own: the level defaults to 1 (spec §9) and does not narrow it.
 */
export const nutritionQualityList = defineList<
  typeof listNutritionQuality,
  Row<typeof zQualityDetection, 'detectionResultName'>
>({
  endpoint: listNutritionQuality,
  sql: {
    select: `d.id, d.farm_id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName",
      cc.name AS "companyCategoryName", bc.name AS "businessCategoryName", ${D.select}, d.product_name AS "productName",
      d.detection_item AS "detectionItem", d.detection_value::float8 AS "detectionValue",
      d.detection_limit::float8 AS "detectionLimit", d.detection_unit AS "detectionUnit",
      to_char(d.detection_time, 'YYYY-MM-DD HH24:MI:SS') AS "detectionTime", d.detection_result AS "detectionResult",
      d.detection_org AS "detectionOrg", d.sample_no AS "sampleNo"`,
    from: `${DETECTION_FROM} LEFT JOIN company_categories cc ON cc.id = c.company_category_id
      LEFT JOIN business_categories bc ON bc.id = d.business_category_id ${D.join}`,
    countFrom: `${DETECTION_FROM} LEFT JOIN business_categories bc ON bc.id = d.business_category_id`,
    key: 'd.id',
  },
  area: 'd.area_id',
  filters: {
    startTime: since('d.detection_time'),
    endTime: until('d.detection_time'),
    businessCategoryName: 'bc.name',
    companyCategoryId: 'c.company_category_id',
    detectionResult: 'd.detection_result',
    // The companies named once, not per detection (the trigram index finds a word of three letters).
    companyName: (f, name) => {
      const named = contains('company_name', f.p(containsPattern(name)));
      f.add(
        `d.farm_id IN (SELECT id FROM farms WHERE company_id IN (SELECT id FROM companies WHERE ${named}))`,
      );
    },
  },
  sorts: {
    detectionTime: 'd.detection_time',
    detectionValue: 'd.detection_value',
    productName: 'd.product_name',
  },
  order: 'd.detection_time DESC, d.id DESC',
  tieBreak: 'd.id DESC',
  present: (r) => ({ ...r, detectionResultName: labelOf(DETECTION_RESULTS, r.detectionResult) }),
  exportColumns: {
    sampleNo: '样品编号',
    detectionTime: '检测时间',
    companyName: '受检主体',
    productName: '产品',
    detectionItem: '检测项目',
    detectionValue: '检测值',
    detectionLimit: '限量',
    detectionUnit: '单位',
    detectionResultName: '结果',
    detectionOrg: '检测机构',
    ...TOWN,
  },
});

const G = areaJoin('g');
const SUPPLY_FROM =
  'guarantee_supply_subjects g JOIN farms f ON f.id = g.farm_id JOIN companies c ON c.id = f.company_id';
// The base's year so far: what its plantings harvested since 1 January (Beijing, the sessions' time zone),
// its main products (the three crops it harvested most of), and what its storage holds now.
const BASE_FIGURES = `LEFT JOIN LATERAL (
    SELECT sum(h.kg) / 1000 AS t, string_agg(h.crop_name, '、' ORDER BY h.rank)
             FILTER (WHERE h.rank <= 3) AS crops
      FROM (SELECT cr.crop_name, sum(p.actual_output_kg) AS kg,
                   row_number() OVER (ORDER BY sum(p.actual_output_kg) DESC NULLS LAST, cr.crop_name) AS rank
              FROM plantings p JOIN crops cr ON cr.id = p.crop_id
             WHERE p.farm_id = g.farm_id AND p.status = 2 AND p.harvest_date >= date_trunc('year', current_date)
             GROUP BY cr.crop_name) h) py ON true
  LEFT JOIN LATERAL (SELECT sum(s.stock_t) AS t FROM farm_storages s WHERE s.farm_id = g.farm_id) st ON true`;
const OUTPUT = 'coalesce(py.t, 0)';
const COMPLETION = `round(${OUTPUT} / nullif(g.annual_supply_t, 0) * 100, 1)`;

/**
 * Guarantee supply subjects: the commitment of each base beside its output this year, the share of the
 * commitment it has reached and its stock; credit code, contact and phone are masked without pii:view.
 */
export const guaranteeSupplyList = defineList<
  typeof listGuaranteeSupply,
  Row<typeof zGuaranteeSubject, 'supplyLevelName'>
>({
  endpoint: listGuaranteeSupply,
  imports: guaranteeSupplyImport,
  sql: {
    select: `g.id, g.farm_id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName",
      c.credit_code AS "creditCode", f.contact_name AS "contactName", f.contact_phone AS "contactPhone", ${G.select},
      g.supply_category AS "supplyCategory", g.supply_level AS "supplyLevel", g.base_area_mu AS "baseAreaMu",
      g.annual_supply_t AS "annualSupplyT", g.status,
      coalesce(py.crops, bc.name, '') AS "mainProducts", round(${OUTPUT}, 2)::float8 AS "outputYearT",
      ${COMPLETION}::float8 AS "completionRate", st.t::float8 AS "stockT"`,
    from: `${SUPPLY_FROM} LEFT JOIN business_categories bc ON bc.id = f.business_category_id ${G.join} ${BASE_FIGURES}`,
    // Every subject has its farm and every farm its company (NOT NULL foreign keys): the outer joins count the
    // same rows and are dropped when no keyword or order names them.
    countFrom:
      'guarantee_supply_subjects g LEFT JOIN farms f ON f.id = g.farm_id LEFT JOIN companies c ON c.id = f.company_id',
    // A base's figures are read for the page's rows only, unless the page is ordered by them (a county has
    // a few hundred bases at most).
    pageFrom: `${SUPPLY_FROM} ${BASE_FIGURES}`,
    key: 'g.id',
  },
  area: 'g.area_id',
  filters: { supplyCategory: 'g.supply_category', supplyLevel: 'g.supply_level' },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(f.farm_name ILIKE ${p} OR c.company_name ILIKE ${p})`;
  },
  sorts: {
    baseAreaMu: 'g.base_area_mu',
    annualSupplyT: 'g.annual_supply_t',
    farmName: 'f.farm_name',
    outputYearT: OUTPUT,
    completionRate: COMPLETION,
  },
  order: 'g.supply_level, g.annual_supply_t DESC, g.id',
  tieBreak: 'g.id',
  present: (r, pii) => {
    const ref = `farm:${r.farmId}`;
    return {
      ...r,
      creditCode: pii.code(r.creditCode, ref),
      contactName: pii.name(r.contactName, ref),
      contactPhone: pii.phone(r.contactPhone, ref),
      supplyLevelName: labelOf(SUPPLY_LEVELS, r.supplyLevel),
    };
  },
  exportColumns: {
    companyName: '保供主体',
    farmName: '保供基地',
    creditCode: '统一社会信用代码',
    supplyCategory: '保供品类',
    mainProducts: '主要产品',
    supplyLevelName: '保供级别',
    baseAreaMu: '基地面积（亩）',
    annualSupplyT: '承诺年供应量（吨）',
    outputYearT: '本年产出（吨）',
    completionRate: '完成率（%）',
    stockT: '当前库存（吨）',
    contactName: '联系人',
    contactPhone: '联系电话',
    ...TOWN,
  },
});
