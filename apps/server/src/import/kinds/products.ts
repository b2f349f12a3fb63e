import { PRODUCT_CERT_TYPES, PRODUCT_STATUSES, TRADE_MARKETS } from '@fengshou/core/contract';
import { farmColumn } from './common-columns';
import { defineImportKind, enumOf } from './define';

/** Agricultural products of entities' farms: name, brand, category, certification (spec §7 agriproduct). */
export const agriProductsImport = defineImportKind({
  kind: 'agri-products',
  label: '农产品',
  group: '价格与销售',
  uses: '农产品名录、农产品交易的产品、市场与重点农产品专题的品牌与认证图表',
  table: 'agri_products',
  key: ['farm_id', 'product_name'],
  keyLabel: '所属农场+产品名称',
  format: 'table',
  columns: [
    { ...farmColumn, required: true, example: '崇明稻米示范基地', note: '产品归入农场所在区域' },
    {
      header: '产品名称',
      aliases: ['产品', '品名', 'productName'],
      column: 'product_name',
      cell: { t: 'text', max: 64 },
      required: true,
      example: '崇明大米',
    },
    {
      header: '品牌',
      aliases: ['商标', '品牌名称', 'brandName'],
      column: 'brand_name',
      cell: { t: 'text', max: 64 },
      example: '瀛洲稻香',
    },
    {
      header: '作物',
      aliases: ['品种', 'crop'],
      column: 'crop_id',
      cell: { t: 'ref', ref: 'crop' },
      example: '水稻',
      note: '作物表中的名称或编码，可不填',
    },
    {
      header: '认证',
      aliases: ['认证类型', 'certType'],
      column: 'cert_type',
      cell: enumOf(PRODUCT_CERT_TYPES),
      fallback: '无',
      example: '绿色食品',
    },
    {
      header: '规格',
      aliases: ['包装规格', 'spec'],
      column: 'spec',
      cell: { t: 'text', max: 64 },
      example: '5公斤/袋',
    },
    {
      header: '计量单位',
      aliases: ['单位', 'unit'],
      column: 'unit',
      cell: { t: 'text', max: 8 },
      fallback: '公斤',
      example: '公斤',
    },
    {
      header: '年产量（吨）',
      aliases: ['年供应量', '年产量', 'annualOutputT'],
      column: 'annual_output_t',
      cell: { t: 'decimal', min: 0, max: 10_000_000 },
      example: '120',
    },
    {
      header: '状态',
      aliases: ['销售状态', 'status'],
      column: 'status',
      cell: enumOf(PRODUCT_STATUSES),
      fallback: '在售',
      example: '在售',
    },
  ],
  // The category follows the farm's unless the file says otherwise (it does not: one column fewer to fill).
  settle: async (q, drafts) => {
    const farms = [...new Set(drafts.map((d) => Number(d.farm_id)))];
    const rows = await q.query<{ id: number; c: number | null }>(
      'SELECT id, business_category_id::int AS c FROM farms WHERE id = ANY($1::int[])',
      [farms],
    );
    for (const d of drafts) d.business_category_id = rows.find((r) => r.id === Number(d.farm_id))?.c ?? null;
  },
});

/** Trades of agricultural products by trade number (spec §7 agriproductTrade). */
export const agriProductTradesImport = defineImportKind({
  kind: 'agri-product-trades',
  label: '农产品交易',
  group: '价格与销售',
  uses: '农产品交易明细、农产品名录的近一年交易、市场专题的交易额与均价',
  table: 'agri_product_trades',
  key: ['trade_no'],
  keyLabel: '交易编号',
  format: 'table',
  columns: [
    {
      header: '交易编号',
      aliases: ['编号', '单号', 'tradeNo'],
      column: 'trade_no',
      cell: { t: 'text', max: 40 },
      required: true,
      example: 'JY20250415001',
    },
    {
      header: '农产品',
      aliases: ['产品', '产品名称', 'product'],
      column: 'product_id',
      cell: { t: 'ref', ref: 'product' },
      required: true,
      example: '崇明稻米示范基地/崇明大米',
      note: '须先导入农产品；同名产品写“基地/产品”或“统一社会信用代码/产品”',
    },
    {
      header: '交易日期',
      aliases: ['日期', 'tradeDate'],
      column: 'trade_date',
      cell: { t: 'date' },
      required: true,
      example: '2025-04-15',
    },
    {
      header: '交易市场',
      aliases: ['市场', '渠道', 'market'],
      column: 'market',
      cell: { t: 'enum', options: Object.fromEntries(TRADE_MARKETS.map((m) => [m, m])) },
      required: true,
      example: '批发市场',
    },
    {
      header: '采购方',
      aliases: ['买方', '客户', 'buyerName'],
      column: 'buyer_name',
      cell: { t: 'text', max: 64 },
      example: '上海江桥批发市场',
    },
    {
      header: '数量',
      aliases: ['交易量', 'quantity'],
      column: 'quantity',
      cell: { t: 'decimal', min: 0, max: 100_000_000 },
      required: true,
      example: '2000',
    },
    {
      header: '计量单位',
      aliases: ['单位', 'unit'],
      column: 'unit',
      cell: { t: 'text', max: 8 },
      fallback: '公斤',
      example: '公斤',
    },
    {
      header: '单价（元）',
      aliases: ['单价', 'unitPrice'],
      column: 'unit_price',
      cell: { t: 'decimal', min: 0, max: 1_000_000 },
      required: true,
      example: '7.8',
    },
    {
      header: '金额（元）',
      aliases: ['金额', '交易额', 'amount'],
      column: 'amount',
      cell: { t: 'decimal', min: 0, max: 1_000_000_000_000 },
      example: '15600',
      note: '不填时为数量×单价',
    },
  ],
  check: (r) =>
    Number(r.quantity) <= 0
      ? { field: '数量', reason: '数量须大于0' }
      : Number(r.unit_price) <= 0
        ? { field: '单价（元）', reason: '单价须大于0' }
        : undefined,
  derive: (r) => ({
    amount: r.amount ?? Math.round(Number(r.quantity) * Number(r.unit_price) * 100) / 100,
  }),
});
