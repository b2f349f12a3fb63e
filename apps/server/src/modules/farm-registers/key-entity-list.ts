import { BUSINESS_TYPE_LABELS } from '@fengshou/core';
import {
  KEY_ENTITY_CATEGORIES,
  KEY_ENTITY_LEVELS,
  labelOf,
  listKeyEntities,
  type zKeyEntity,
} from '@fengshou/core/contract';
import { keyEntitiesImport } from '../../import/kinds/key-entities';
import { contains } from '../../query/keyword';
import { defineList } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';
import { activeFarm, baseArea } from '../archive/land-concepts';
import { labels } from '../archive/metric';

const K = areaJoin('k');
const DESIGNATED = 'key_entities k JOIN companies c ON c.id = k.company_id';

// The entity's scale and products are its farms in business: count, base area, and the business categories
// they are registered for (the business type where a farm names no category).
const FARMS = `CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, coalesce(sum(${baseArea('f')}), 0)::float8 AS mu,
           coalesce(string_agg(DISTINCT coalesce(bc.name, ${labels('f.business_type_id', BUSINESS_TYPE_LABELS)}), '、'), '') AS products
      FROM farms f LEFT JOIN business_categories bc ON bc.id = f.business_category_id
     WHERE f.company_id = k.company_id AND ${activeFarm('f')}) fs`;

/**
 * The key entities' directory (重点经营主体名录): each designation with the entity's scale, main products,
 * contact and town. Leading enterprises first, then by level (国家级 first) and the latest recognition;
 * contact and phone are masked without pii:view.
 */
export const keyEntityList = defineList<
  typeof listKeyEntities,
  Row<typeof zKeyEntity, 'keyCategoryName' | 'keyLevelName'>
>({
  endpoint: listKeyEntities,
  imports: keyEntitiesImport,
  sql: {
    select: `k.id, k.company_id AS "companyId", c.company_name AS "companyName", cc.name AS "companyCategoryName",
      k.key_category::int AS "keyCategory", k.key_level::int AS "keyLevel", k.recognized_year::int AS "recognizedYear",
      k.document_no AS "documentNo", fs.products AS "mainProducts", fs.n AS "farmCount", fs.mu AS "farmAreaMu",
      c.contact_name AS "contactName", c.contact_phone AS "contactPhone", ${K.select}`,
    from: `${DESIGNATED} JOIN company_categories cc ON cc.id = c.company_category_id ${FARMS} ${K.join}`,
    countFrom: DESIGNATED,
    // The directory is a few hundred rows per county: a page sorted by scale reads the farm figures of all.
    pageFrom: `${DESIGNATED} ${FARMS}`,
    key: 'k.id',
  },
  area: 'k.area_id',
  filters: {
    keyCategory: 'k.key_category',
    keyLevel: 'k.key_level',
    fromYear: (f, year) => f.add('k.recognized_year >= $?', year),
    toYear: (f, year) => f.add('k.recognized_year <= $?', year),
    businessTypeId: (f, type) =>
      f.add(
        `EXISTS (SELECT 1 FROM farms bf WHERE bf.company_id = k.company_id AND bf.business_type_id = $? AND ${activeFarm('bf')})`,
        type,
      ),
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(${contains('c.company_name', p)} OR ${contains('k.document_no', p)})`;
  },
  sorts: {
    recognizedYear: 'k.recognized_year',
    farmAreaMu: 'fs.mu',
    keyLevel: 'k.key_level',
    companyName: 'c.company_name',
  },
  order: 'k.key_category, k.key_level NULLS LAST, k.recognized_year DESC NULLS LAST, k.id',
  tieBreak: 'k.id',
  present: (r, pii) => {
    const ref = `company:${r.companyId}`;
    return {
      ...r,
      keyCategoryName: labelOf(KEY_ENTITY_CATEGORIES, r.keyCategory),
      keyLevelName: r.keyLevel === null ? '--' : labelOf(KEY_ENTITY_LEVELS, r.keyLevel),
      contactName: pii.name(r.contactName, ref),
      contactPhone: pii.phone(r.contactPhone, ref),
    };
  },
  exportColumns: {
    companyName: '经营主体',
    keyCategoryName: '重点类别',
    keyLevelName: '认定级别',
    recognizedYear: '认定年份',
    documentNo: '认定文号',
    mainProducts: '主营产品',
    farmCount: '基地数',
    farmAreaMu: '经营面积（亩）',
    contactName: '联系人',
    contactPhone: '联系电话',
    townName: '所在镇',
    areaName: '所在村',
  },
});
