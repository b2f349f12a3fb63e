import { PRICE_TYPES, priceTypesForCrop, VEGETABLE_CROPS } from '@fengshou/core';
import { areaColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

const CROP_NAMES: Readonly<Record<number, string>> = VEGETABLE_CROPS;
const PIG_TYPES: readonly string[] = PRICE_TYPES.pig;
const ALL_TYPES = [...PRICE_TYPES.other, ...PRICE_TYPES.pig];

/**
 * Daily market prices of the price monitor, by market, crop, price type and day. The crop is one of the
 * monitor's own ten (青菜 … 猪), not a crop of the crop table: the screens name price_series.crop_id by
 * that list.
 */
export const pricesImport = defineImportKind({
  kind: 'prices',
  label: '农产品价格',
  group: '价格与销售',
  uses: '蔬菜价格监测、生猪与猪肉价格、蔬菜价格明细表、市场与产业专题的价格图表',
  table: 'price_series',
  key: ['area_id', 'crop_id', 'price_type', 'price_date'],
  keyLabel: '发布区域+品种+价格类型+日期',
  format: 'table',
  columns: [
    {
      header: '品种',
      aliases: ['作物', '品名', 'crop'],
      column: 'crop_id',
      cell: enumOf(CROP_NAMES),
      required: true,
      example: '青菜',
      note: '价格监测的品种；猪填生猪价或猪肉价，其余填田头价或批发价',
    },
    {
      header: '价格类型',
      aliases: ['类型', 'priceType'],
      column: 'price_type',
      cell: { t: 'enum', options: Object.fromEntries(ALL_TYPES.map((t) => [t, t])) },
      required: true,
      example: '田头价',
    },
    {
      header: '日期',
      aliases: ['价格日期', '采价日期', 'priceDate'],
      column: 'price_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-04-15',
    },
    {
      header: '价格',
      aliases: ['单价', 'price'],
      column: 'price',
      cell: { t: 'decimal', max: 999_999 },
      required: true,
      example: '1.35',
    },
    {
      header: '单位',
      aliases: ['价格单位', 'unit'],
      column: 'unit',
      cell: { t: 'text', max: 16 },
      example: '元/斤',
      note: '不填时蔬菜为元/斤，生猪价和猪肉价为元/公斤',
    },
    {
      ...areaColumn,
      header: '发布区域',
      aliases: ['所属区域', '市场区域', ...(areaColumn.aliases ?? [])],
      note: '发布价格的市场所在区域；不填时为导入区域。大屏显示所在区域及其上级中最近的发布区域的价格',
    },
  ],
  check: (r) => {
    if (Number(r.price) <= 0) return { field: '价格', reason: '价格须大于0' };
    const crop = CROP_NAMES[Number(r.crop_id)]!;
    const types = priceTypesForCrop(crop);
    return types.includes(r.price_type as (typeof types)[number])
      ? undefined
      : { field: '价格类型', reason: `${crop}的价格类型须为${types.join('或')}` };
  },
  derive: (r) => ({ unit: r.unit ?? (PIG_TYPES.includes(String(r.price_type)) ? '元/公斤' : '元/斤') }),
});
