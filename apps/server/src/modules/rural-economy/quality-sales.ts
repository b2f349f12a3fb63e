import { listChainTrading, listSalesOrders, type zChainTrading } from '@fengshou/core/contract';
import type { z } from 'zod';
import { areaOf, type HandlerContext, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { areaJoin } from '../../query/paged';
import { orderBy } from '../../query/sort';
import { nutritionQualityList } from './lists-quality-supply';
import { TOWN } from './lists-village';
import { chainTradingFiltered, listSalesOrderPage } from './sales-lists';

const STAMP = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * Chain trading of an area without period, channel or keyword, from the farms' sales tallies (migration
 * 072) instead of grouping every order of the area per request: a farm whose orders lie in one area is
 * one row, read along the amount index; a farm with orders in several areas is summed for the asked area.
 * The main product and the last order time are read for the page's farms only. The same rows, order and
 * figures as the grouped query.
 */
async function chainTradingByTally(ctx: HandlerContext<z.output<typeof listChainTrading.body>>) {
  const b = ctx.body;
  const { db } = ctx.services;
  const [lo, hi] = areaOf(ctx).range;
  const farms = `SELECT farm_id, orders, quantity, amount FROM sales_farm_tallies WHERE area_id BETWEEN $1 AND $2
    UNION ALL
    SELECT t.farm_id, sum(t.orders)::int, sum(t.quantity), sum(t.amount)
      FROM sales_farm_tallies m JOIN sales_order_tallies t ON t.farm_id = m.farm_id
     WHERE m.area_id IS NULL AND t.area_id BETWEEN $1 AND $2 AND t.status <> 4 GROUP BY t.farm_id`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${farms}) r`, [lo, hi]);
  const total = count?.n ?? 0;
  if (total === 0) return { list: [], total, pageNo: b.pageNo, pageSize: b.pageSize };
  const order = orderBy(
    b,
    { amount: 'r.amount', orders: 'r.orders', quantity: 'r.quantity' },
    'r.amount DESC, r.farm_id',
    'r.farm_id',
  );
  // The orders behind the page's figures: the farm's, in the area, not cancelled (as the tallies count them).
  const orders =
    'FROM sales_orders s WHERE s.farm_id = f.id AND s.area_id BETWEEN $1 AND $2 AND s.status <> 4';
  const F = areaJoin('f');
  const list = await db.query<z.output<typeof zChainTrading>>(
    `SELECT f.id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName", ${F.select},
            r.orders, r.quantity::float8 AS quantity, r.amount::float8 AS amount,
            (SELECT mode() WITHIN GROUP (ORDER BY s.product_name) ${orders}) AS "mainProduct",
            ${STAMP(`(SELECT max(s.order_time) ${orders})`)} AS "lastOrderTime"
       FROM (SELECT * FROM (${farms}) r ${order} LIMIT $3 OFFSET $4) r
       JOIN farms f ON f.id = r.farm_id JOIN companies c ON c.id = f.company_id ${F.join}
      ${order}`,
    [lo, hi, b.pageSize, (b.pageNo - 1) * b.pageSize],
  );
  return { list, total, pageNo: b.pageNo, pageSize: b.pageSize };
}

/** The nutrition quality list, chain trading by entity and sales order details. */
export const qualitySalesRoutes: Route[] = [
  listRoute(nutritionQualityList),
  // The two sales lists read tallies and keyword sets a list declaration cannot state (a keyword counted over
  // tally rows, farms paged by a figure summed per request): their handlers stay, with the register's columns.
  {
    ...route(listChainTrading, async (ctx) => {
      const b = ctx.body;
      if (!b.startTime && !b.endTime && !b.channel && !b.keyword) return chainTradingByTally(ctx);
      return chainTradingFiltered(ctx);
    }),
    exportColumns: {
      farmName: '经营基地',
      companyName: '经营主体',
      mainProduct: '主要产品',
      orders: '订单数',
      quantity: '销量',
      amount: '金额（元）',
      lastOrderTime: '最近交易',
      ...TOWN,
    },
  },
  {
    ...route(listSalesOrders, listSalesOrderPage),
    exportColumns: {
      orderNo: '订单号',
      orderTime: '下单时间',
      farmName: '销售基地',
      channel: '渠道',
      productName: '产品',
      quantity: '数量',
      unit: '单位',
      amount: '金额（元）',
      buyerName: '买方',
      statusName: '状态',
      ...TOWN,
    },
  },
];
