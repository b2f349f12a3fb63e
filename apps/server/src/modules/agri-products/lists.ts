import {
  labelOf,
  listAgriProducts,
  listAgriProductTrades,
  PRODUCT_CERT_TYPES,
  PRODUCT_STATUSES,
  type zAgriProduct,
} from '@fengshou/core/contract';
import { defineList, since, until } from '../../query/list';
import type { Row } from '../../query/list-page';
import { areaJoin } from '../../query/paged';

const P = areaJoin('p');
const T = areaJoin('t');
const TOWN = { townName: '所在镇', areaName: '所在村' } as const;

// A product's trades of the last 365 days, summed once per listed product.
const TRADES_YEAR = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS n, coalesce(sum(x.amount), 0)::float8 AS amount, sum(x.quantity)::float8 AS qty
      FROM agri_product_trades x WHERE x.product_id = p.id AND x.trade_date > current_date - 365) tr ON true`;

/** Agricultural products of the area, newest first, with their year's trades (spec §7 agriproduct/list). */
export const agriProductList = defineList<
  typeof listAgriProducts,
  Row<typeof zAgriProduct, 'certTypeName' | 'statusName'>
>({
  endpoint: listAgriProducts,
  sql: {
    select: `p.id, p.product_name AS "productName", p.brand_name AS "brandName", p.farm_id AS "farmId",
      f.farm_name AS "farmName", c.company_name AS "companyName", ${P.select},
      p.business_category_id AS "businessCategoryId", bc.name AS "businessCategoryName", cr.crop_name AS "cropName",
      p.cert_type AS "certType", p.spec, p.unit, p.annual_output_t::float8 AS "annualOutputT", p.status,
      tr.n AS "tradeCount", tr.amount AS "tradeAmount",
      CASE WHEN tr.qty > 0 THEN round((tr.amount / tr.qty)::numeric, 2)::float8 END AS "avgUnitPrice"`,
    from: `agri_products p JOIN farms f ON f.id = p.farm_id JOIN companies c ON c.id = f.company_id
      LEFT JOIN business_categories bc ON bc.id = p.business_category_id LEFT JOIN crops cr ON cr.id = p.crop_id
      ${TRADES_YEAR} ${P.join}`,
    countFrom: 'agri_products p JOIN farms f ON f.id = p.farm_id JOIN companies c ON c.id = f.company_id',
    key: 'p.id',
  },
  area: 'p.area_id',
  filters: {
    farmId: 'p.farm_id',
    businessCategoryId: 'p.business_category_id',
    certType: 'p.cert_type',
    status: 'p.status',
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(p.product_name ILIKE ${p} OR p.brand_name ILIKE ${p} OR c.company_name ILIKE ${p})`;
  },
  sorts: { productName: 'p.product_name', annualOutputT: 'p.annual_output_t', tradeAmount: 'tr.amount' },
  order: 'p.id DESC',
  tieBreak: 'p.id DESC',
  present: (r) => ({
    ...r,
    certTypeName: labelOf(PRODUCT_CERT_TYPES, r.certType),
    statusName: labelOf(PRODUCT_STATUSES, r.status),
  }),
  exportColumns: {
    productName: '产品名称',
    brandName: '品牌',
    companyName: '经营主体',
    farmName: '基地',
    businessCategoryName: '经营品类',
    certTypeName: '认证',
    spec: '规格',
    annualOutputT: '年产量（吨）',
    tradeCount: '近一年交易笔数',
    tradeAmount: '近一年交易额（元）',
    avgUnitPrice: '均价（元）',
    statusName: '状态',
    ...TOWN,
  },
  imports: { kind: 'agri-products', label: '农产品', table: 'agri_products' },
});

/** Trades of the area's products, the latest first (spec §7 agriproductTrade/list). */
export const agriProductTradeList = defineList<typeof listAgriProductTrades>({
  endpoint: listAgriProductTrades,
  sql: {
    select: `t.id, t.trade_no AS "tradeNo", t.product_id AS "productId", p.product_name AS "productName",
      p.brand_name AS "brandName", f.farm_name AS "farmName", ${T.select}, to_char(t.trade_date, 'YYYY-MM-DD') AS "tradeDate",
      t.market, t.buyer_name AS "buyerName", t.quantity::float8 AS quantity, t.unit, t.unit_price::float8 AS "unitPrice",
      t.amount::float8 AS amount`,
    from: `agri_product_trades t JOIN agri_products p ON p.id = t.product_id JOIN farms f ON f.id = p.farm_id ${T.join}`,
    countFrom: 'agri_product_trades t JOIN agri_products p ON p.id = t.product_id',
    key: 't.id',
  },
  area: 't.area_id',
  filters: {
    startTime: since('t.trade_date'),
    endTime: until('t.trade_date'),
    productId: 't.product_id',
    farmId: 'p.farm_id',
    market: 't.market',
  },
  keyword: (f, _word, pattern) => {
    const p = f.p(pattern);
    return `(p.product_name ILIKE ${p} OR t.trade_no ILIKE ${p} OR t.buyer_name ILIKE ${p})`;
  },
  sorts: { tradeDate: 't.trade_date', amount: 't.amount', unitPrice: 't.unit_price', quantity: 't.quantity' },
  order: 't.trade_date DESC, t.id DESC',
  tieBreak: 't.id DESC',
  exportColumns: {
    tradeNo: '交易编号',
    tradeDate: '交易日期',
    productName: '产品',
    brandName: '品牌',
    farmName: '基地',
    market: '交易市场',
    buyerName: '采购方',
    quantity: '数量',
    unit: '单位',
    unitPrice: '单价（元）',
    amount: '金额（元）',
    ...TOWN,
  },
  imports: { kind: 'agri-product-trades', label: '农产品交易', table: 'agri_product_trades' },
});
