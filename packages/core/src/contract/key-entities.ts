import { z } from 'zod';
import { zAreaFilter, zListKeyword, zRowArea } from './area-list';
import { pageOf, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE } from './scope';

// The key business entities (重点经营主体) a bureau recognises and follows: leading enterprises, model
// cooperatives and family farms by the level that recognised them, and the large-scale operators.

/** What a designation makes an entity: the leading ones a bureau tracks. */
export const KEY_ENTITY_CATEGORIES = {
  1: '农业产业化龙头企业',
  2: '农民合作社示范社',
  3: '示范家庭农场',
  4: '规模经营主体',
} as const;
/** The level of government that recognised it (a 规模经营主体 is one by its size and may have none). */
export const KEY_ENTITY_LEVELS = { 1: '国家级', 2: '省级', 3: '市级', 4: '区县级' } as const;

const zYear = z.number().int().min(1980).max(2100);

export const zKeyEntity = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyCategoryName: z.string(),
  keyCategory: z.number().int(),
  keyCategoryName: z.string(),
  keyLevel: z.number().int().nullable(),
  keyLevelName: z.string(),
  recognizedYear: z.number().int().nullable(),
  documentNo: z.string().nullable(),
  /** The business categories of its farms (主营产品), or its business types where a farm names none. */
  mainProducts: z.string(),
  farmCount: z.number().int(),
  farmAreaMu: z.number(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  ...zRowArea,
});

export const listKeyEntities = defineEndpoint({
  path: '/api/produce/gov/keyEntity/list',
  summary: '重点经营主体名录（龙头企业、示范社、示范家庭农场、规模经营主体）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    keyCategory: z.number().int().min(1).max(4).optional(),
    keyLevel: z.number().int().min(1).max(4).optional(),
    /** Recognised in this year or later / up to this year. */
    fromYear: zYear.optional(),
    toYear: zYear.optional(),
    businessTypeId: z.number().int().min(1).max(6).optional(),
    keyword: zListKeyword,
    ...zSortOf(['recognizedYear', 'farmAreaMu', 'keyLevel', 'companyName']),
  }),
  result: pageOf(zKeyEntity),
});
