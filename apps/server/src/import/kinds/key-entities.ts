import { beijingYear } from '@fengshou/core';
import { KEY_ENTITY_CATEGORIES, KEY_ENTITY_LEVELS } from '@fengshou/core/contract';
import { defineImportKind, labelOptions } from './define';

/**
 * The designations of key entities (重点经营主体认定), by entity and kind: the documents a bureau receives
 * when an entity is recognised as a leading enterprise, a model cooperative or family farm, or listed as a
 * large-scale operator. A re-recognition at another level is the same row, updated.
 */
export const keyEntitiesImport = defineImportKind({
  kind: 'key-entities',
  label: '重点经营主体认定',
  group: '经营主体',
  uses: '重点经营主体名录（龙头企业、示范社、示范家庭农场、规模经营主体）及其类别、级别统计',
  table: 'key_entities',
  key: ['company_id', 'key_category'],
  keyLabel: '经营主体+重点类别',
  format: 'table',
  columns: [
    {
      header: '经营主体',
      aliases: ['主体名称', '企业名称', '统一社会信用代码', 'company'],
      column: 'company_id',
      cell: { t: 'ref', ref: 'company' },
      required: true,
      example: '91310151MA1L47G27X',
      note: '须先导入经营主体；认定归入主体所在区域',
    },
    {
      header: '重点类别',
      aliases: ['认定类别', '类别', 'keyCategory'],
      column: 'key_category',
      cell: {
        t: 'enum',
        // The short names bureaus' own lists use beside the full ones.
        options: {
          ...labelOptions(KEY_ENTITY_CATEGORIES),
          龙头企业: 1,
          示范社: 2,
          示范合作社: 2,
          家庭农场示范场: 3,
          规模主体: 4,
        },
      },
      required: true,
      example: '农业产业化龙头企业',
    },
    {
      header: '认定级别',
      aliases: ['级别', 'keyLevel'],
      column: 'key_level',
      cell: { t: 'enum', options: { ...labelOptions(KEY_ENTITY_LEVELS), 区级: 4, 县级: 4 } },
      example: '市级',
      note: '国家级、省级、市级、区县级；规模经营主体可不填',
    },
    {
      header: '认定年份',
      aliases: ['年份', 'recognizedYear'],
      column: 'recognized_year',
      cell: { t: 'int', min: 1980, max: 2100 },
      example: '2021',
    },
    {
      header: '认定文号',
      aliases: ['文号', 'documentNo'],
      column: 'document_no',
      cell: { t: 'text', max: 64 },
      example: '沪农委〔2021〕88号',
    },
  ],
  check: (r) => {
    if (r.key_category !== 4 && (r.key_level === null || r.key_level === undefined))
      return { field: '认定级别', reason: '龙头企业、示范社、示范家庭农场须填认定级别' };
    if (typeof r.recognized_year === 'number' && r.recognized_year > beijingYear())
      return { field: '认定年份', reason: '认定年份不能晚于今年' };
    return undefined;
  },
});
