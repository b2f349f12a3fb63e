import {
  labelOf,
  type listChainTrading,
  listSalesOrders,
  SALES_ORDER_STATUS,
  type zChainTrading,
  type zSalesOrder,
} from '@fengshou/core/contract';
import type { z } from 'zod';
import { areaOf, callerOf, type HandlerContext } from '../../http/route';
import { codeContains, contains, containsPattern } from '../../query/keyword';
import { areaJoin } from '../../query/paged';
import { PiiPolicy } from '../../query/pii';
import { orderBy, pageClause } from '../../query/sort';
import { Filter } from '../../query/sql-filter';

const STAMP = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

type SalesBody = {
  startTime?: string;
  endTime?: string;
  channel?: string;
  keyword?: string;
  farmId?: number;
  status?: number;
};

/**
 * The filters of the sales lists, each written for an alias: `s` for sales_orders, `t` for the orders'
 * tallies (per farm, area, status and product). The keyword names an order when its farm's
 * name, its product or its number contains the word: farms and products are matched once (a few thousand
 * names, a dozen products) instead of per order, and a whole tally row is named or not.
 */
class SalesFilter {
  readonly f = new Filter();
  private conds: ((a: string) => string)[] = [];
  private orderOnly: string[] = [];
  /** Whether the filter names only what a tally row keys (area, farm, status, keyword's farms and products). */
  readonly tallied: boolean;
  private kw?: { ctes: string; number: string; each: string };

  constructor([lo, hi]: [number, number], b: SalesBody) {
    const [plo, phi] = [this.f.p(lo), this.f.p(hi)];
    this.conds.push((a) => `${a}.area_id BETWEEN ${plo} AND ${phi}`);
    if (b.farmId !== undefined) this.both((a, p) => `${a}.farm_id = ${p}`, b.farmId);
    if (b.status !== undefined) this.both((a, p) => `${a}.status = ${p}`, b.status);
    if (b.startTime) this.orderOnly.push(`s.order_time >= ${this.f.p(b.startTime)}::date`);
    if (b.endTime) this.orderOnly.push(`s.order_time < ${this.f.p(b.endTime)}::date + 1`);
    if (b.channel !== undefined) this.orderOnly.push(`s.channel = ${this.f.p(b.channel)}`);
    if (b.keyword) {
      const p = this.f.p(containsPattern(b.keyword));
      this.kw = {
        // The farms named once; the products of the tallies (every order's product has rows there), listed
        // along their index (a dozen lookups, not a scan) and each tested once.
        ctes: `pv AS (SELECT min(product_name) AS v FROM sales_order_tallies
             UNION ALL
             SELECT (SELECT min(product_name) FROM sales_order_tallies WHERE product_name > pv.v) FROM pv WHERE pv.v IS NOT NULL),
          fm AS MATERIALIZED (SELECT id FROM farms WHERE ${contains('farm_name', p)}),
          pr AS MATERIALIZED (SELECT v AS product_name FROM pv WHERE v IS NOT NULL AND ${contains('v', p)})`,
        number: codeContains('s.order_no', p, b.keyword),
        // Tested on each order, for the few orders of a page's farms.
        each: `((SELECT ${contains('k.farm_name', p)} FROM farms k WHERE k.id = s.farm_id)
          OR ${contains('s.product_name', p)} OR ${contains('s.order_no', p)})`,
      };
    }
    this.tallied = this.orderOnly.length === 0;
  }

  /** Adds a condition that tally rows key as the orders do (alias `a`), with its value as parameter. */
  both(cond: (a: string, p: string) => string, value?: unknown): this {
    const p = value === undefined ? '' : this.f.p(value);
    this.conds.push((a) => cond(a, p));
    return this;
  }

  private where(a: string, ...more: string[]): string {
    return `WHERE ${[...this.conds.map((c) => c(a)), ...more].join(' AND ')}`;
  }

  /** The WITH clause every statement of the filter starts with (the keyword's farms and products), and `more`. */
  with(...more: string[]): string {
    const ctes = [...(this.kw ? [this.kw.ctes] : []), ...more];
    return ctes.length ? `WITH RECURSIVE ${ctes.join(', ')}` : '';
  }

  /** The keyword's farms or products (alias `a`: s or t). */
  private named(a: string): string {
    return `(${a}.farm_id IN (SELECT id FROM fm) OR ${a}.product_name IN (SELECT product_name FROM pr))`;
  }

  /** The WHERE of the filtered orders (alias s). */
  orders(): string {
    const kw = this.kw ? [`(${this.named('s')} OR ${this.kw.number})`] : [];
    return this.where('s', ...this.orderOnly, ...kw);
  }

  /** The WHERE of the filtered orders of a few farms (`ids`, an int[] parameter). */
  ordersOf(ids: string): string {
    return this.where(
      's',
      `s.farm_id = ANY(${ids}::int[])`,
      ...this.orderOnly,
      ...(this.kw ? [this.kw.each] : []),
    );
  }

  /**
   * The number of filtered orders: without a period or channel the tally rows' counts (of the keyword's
   * farms and products) plus the orders only the keyword's number names.
   */
  count(): string {
    if (!this.tallied) return `${this.with()} SELECT count(*)::int AS n FROM sales_orders s ${this.orders()}`;
    if (!this.kw)
      return `SELECT coalesce(sum(t.orders), 0)::int AS n FROM sales_order_tallies t ${this.where('t')}`;
    return `${this.with()} SELECT ((SELECT coalesce(sum(t.orders), 0) FROM sales_order_tallies t ${this.where('t', this.named('t'))})
      + (SELECT count(*) FROM sales_orders s ${this.where('s', this.kw.number, `NOT ${this.named('s')}`)}))::int AS n`;
  }

  /**
   * One row per farm of the filtered orders with the figure `k` a chain-trading page is ordered by (an
   * order count, or a sum as the float it is shown as). Without a period or channel: the farms the keyword
   * names with all their orders of the area (their tally of the schema, which counts the orders not
   * cancelled: the filter of chain trading, area and `status <> 4`), the other farms with the tally rows of
   * the keyword's products and the orders of its numbers.
   */
  farms(sort: 'orders' | 'amount' | 'quantity'): string {
    const k = (col: string) =>
      sort === 'orders' ? `sum(${col}.orders)::int` : `sum(${col}.${sort})::float8`;
    if (!this.tallied || !this.kw) {
      const each = sort === 'orders' ? 'count(*)::int' : `sum(s.${sort})::float8`;
      return `SELECT s.farm_id, ${each} AS k FROM sales_orders s ${this.orders()} GROUP BY s.farm_id`;
    }
    const [area] = this.conds;
    const farms = 'SELECT id FROM fm';
    const own = sort === 'orders' ? 'm.orders' : `m.${sort}::float8`;
    return `SELECT m.farm_id, ${own} AS k FROM sales_farm_tallies m WHERE ${area!('m')} AND m.farm_id IN (${farms})
      UNION ALL
      SELECT t.farm_id, ${k('t')} FROM sales_farm_tallies m JOIN sales_order_tallies t ON t.farm_id = m.farm_id
       WHERE m.area_id IS NULL AND m.farm_id IN (${farms}) AND ${area!('t')} AND t.status <> 4 GROUP BY t.farm_id
      UNION ALL
      SELECT x.farm_id, ${k('x')} FROM (
        SELECT t.farm_id, t.orders, t.quantity, t.amount FROM sales_order_tallies t
         ${this.where('t', 't.product_name IN (SELECT product_name FROM pr)', `t.farm_id NOT IN (${farms})`)}
        UNION ALL
        SELECT s.farm_id, 1, s.quantity, s.amount FROM sales_orders s
         ${this.where('s', this.kw.number, `NOT ${this.named('s')}`)}) x
      GROUP BY x.farm_id`;
  }
}

const S = areaJoin('s');
const ORDER_SELECT = `SELECT s.id, s.order_no AS "orderNo", s.farm_id AS "farmId", f.farm_name AS "farmName", ${S.select},
    s.channel, s.product_name AS "productName", s.quantity, s.unit, s.amount, s.buyer_name AS "buyerName",
    ${STAMP('s.order_time')} AS "orderTime", s.status
  FROM sales_orders s JOIN farms f ON f.id = s.farm_id ${S.join}`;

/** The sales order list: its total from the tallies where they key the filter, its page along an index. */
export async function listSalesOrderPage(ctx: HandlerContext<z.output<typeof listSalesOrders.body>>) {
  const b = ctx.body;
  const { db } = ctx.services;
  const sf = new SalesFilter(areaOf(ctx).range, b);
  const [count] = await db.query<{ n: number }>(sf.count(), sf.f.params);
  const total = count?.n ?? 0;
  const page = { pageNo: b.pageNo, pageSize: b.pageSize };
  if ((b.pageNo - 1) * b.pageSize >= total) return { list: [], total, ...page };
  const order = orderBy(
    b,
    { orderTime: 's.order_time', amount: 's.amount', quantity: 's.quantity' },
    's.order_time DESC, s.id DESC',
    's.id DESC',
  );
  const rows = await db.query<Omit<z.output<typeof zSalesOrder>, 'statusName'>>(
    `${sf.with()} ${ORDER_SELECT}
       JOIN (SELECT s.id FROM sales_orders s ${sf.orders()} ${order} ${pageClause(b)}) pg ON pg.id = s.id
     ${order}`,
    sf.f.params,
  );
  const pii = new PiiPolicy(callerOf(ctx), listSalesOrders.path);
  const list = rows.map((r) => ({
    ...r,
    buyerName: pii.name(r.buyerName, `salesOrder:${r.id}`),
    statusName: labelOf(SALES_ORDER_STATUS, r.status),
  }));
  await pii.log(ctx);
  return { list, total, ...page };
}

/**
 * Chain trading with a period, channel or keyword: the farms' figures summed once per farm from the
 * filtered orders (or their tallies), ordered and counted in one statement; the main product, the last
 * order and the names are read for the page's farms only. The same rows, order and figures as grouping
 * every order joined to its farm, company and areas.
 */
export async function chainTradingFiltered(ctx: HandlerContext<z.output<typeof listChainTrading.body>>) {
  const b = ctx.body;
  const { db } = ctx.services;
  const sf = new SalesFilter(areaOf(ctx).range, b).both((a) => `${a}.status <> 4`);
  const sort = (b.sortField ?? 'amount') as 'orders' | 'amount' | 'quantity';
  const order = orderBy(b, { [sort]: 'k' }, 'k DESC, farm_id', 'farm_id');
  const [head] = await db.query<{ total: number; ids: number[] | null }>(
    `${sf.with(`g AS MATERIALIZED (${sf.farms(sort)})`)}
     SELECT (SELECT count(*) FROM g)::int AS total,
            (SELECT array_agg(farm_id) FROM (SELECT farm_id FROM g ${order} ${pageClause(b)}) p) AS ids`,
    sf.f.params,
  );
  const total = head?.total ?? 0;
  const page = { total, pageNo: b.pageNo, pageSize: b.pageSize };
  if (!head?.ids?.length) return { list: [], ...page };
  const ids = sf.f.p(head.ids);
  const F = areaJoin('f');
  const list = await db.query<z.output<typeof zChainTrading>>(
    `SELECT f.id AS "farmId", f.farm_name AS "farmName", c.company_name AS "companyName", ${F.select},
            x.orders, x.quantity, x.amount, x."mainProduct", ${STAMP('x.last')} AS "lastOrderTime"
       FROM (SELECT s.farm_id, count(*)::int AS orders, sum(s.quantity)::float8 AS quantity,
                    sum(s.amount)::float8 AS amount, mode() WITHIN GROUP (ORDER BY s.product_name) AS "mainProduct",
                    max(s.order_time) AS last
               FROM sales_orders s ${sf.ordersOf(ids)} GROUP BY s.farm_id) x
       JOIN farms f ON f.id = x.farm_id JOIN companies c ON c.id = f.company_id ${F.join}
      ${orderBy(b, { amount: 'x.amount', orders: 'x.orders', quantity: 'x.quantity' }, 'x.amount DESC, f.id', 'f.id')}`,
    sf.f.params,
  );
  return { list, ...page };
}
