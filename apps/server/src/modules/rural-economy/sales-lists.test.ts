import { listChainTrading, listSalesOrders } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { allRows, CHONGMING } from '../../../test/list-checks';
import { containsPattern } from '../../query/keyword';

// The chain-trading and order lists read tallies, keyword sets and indexes; these tests hold
// their answers to the plain statements they replace: every order joined to its farm and grouped, the
// keyword as three ILIKEs per order.

let t: TestApp;
let admin: string;
const CM = [CHONGMING, CHONGMING + 999_999];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
});
afterAll(() => t.close());

type Body = { keyword?: string; startTime?: string; endTime?: string; channel?: string; status?: number };
type Sort = { sortField?: string; sortOrder?: 'asc' | 'desc' };

/** The plain WHERE of the sales lists over orders s joined to farms f ($1, $2 the county). */
function plainWhere(b: Body, params: unknown[]): string {
  const conds = ['s.area_id BETWEEN $1 AND $2'];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (b.startTime) conds.push(`s.order_time >= ${p(b.startTime)}::date`);
  if (b.endTime) conds.push(`s.order_time < ${p(b.endTime)}::date + 1`);
  if (b.channel) conds.push(`s.channel = ${p(b.channel)}`);
  if (b.status !== undefined) conds.push(`s.status = ${p(b.status)}`);
  if (b.keyword) {
    const k = p(containsPattern(b.keyword));
    conds.push(`(f.farm_name ILIKE ${k} OR s.product_name ILIKE ${k} OR s.order_no ILIKE ${k})`);
  }
  return `WHERE ${conds.join(' AND ')}`;
}

const dir = (s: Sort) => (s.sortOrder === 'asc' ? 'ASC' : 'DESC');

async function plainChain(b: Body, s: Sort) {
  const params: unknown[] = [...CM];
  const where = plainWhere(b, params);
  const order = s.sortField ? `${s.sortField} ${dir(s)} NULLS LAST, f.id` : 'amount DESC, f.id';
  return t.db.query(
    `SELECT f.id AS "farmId", count(*)::int AS orders, sum(s.quantity)::float8 AS quantity,
            sum(s.amount)::float8 AS amount, mode() WITHIN GROUP (ORDER BY s.product_name) AS "mainProduct",
            to_char(max(s.order_time), 'YYYY-MM-DD HH24:MI:SS') AS "lastOrderTime"
       FROM sales_orders s JOIN farms f ON f.id = s.farm_id ${where} AND s.status <> 4
      GROUP BY f.id ORDER BY ${order}`,
    params,
  );
}

async function plainOrders(b: Body, s: Sort) {
  const params: unknown[] = [...CM];
  const where = plainWhere(b, params);
  const col = { orderTime: 's.order_time', amount: 's.amount', quantity: 's.quantity' }[s.sortField ?? ''];
  const order = col ? `${col} ${dir(s)} NULLS LAST, s.id DESC` : 's.order_time DESC, s.id DESC';
  const rows = await t.db.query<{ id: number }>(
    `SELECT s.id FROM sales_orders s JOIN farms f ON f.id = s.farm_id ${where} ORDER BY ${order}`,
    params,
  );
  return rows.map((r) => r.id);
}

const KEYWORDS = ['崇明', '米', '合作社', '无此记录', 'DD31', '%', '_', '\\', '米%', 'DD崇'];
const PERIOD = { startTime: '2026-01-01', endTime: '2026-06-30' };

async function expectSameAnswers(keywords: string[]) {
  const bodies: Body[] = [{}, PERIOD, { channel: '商超' }];
  for (const keyword of keywords) bodies.push({ keyword }, { keyword, ...PERIOD });
  const sorts: Sort[] = [
    {},
    { sortField: 'orders', sortOrder: 'asc' },
    { sortField: 'quantity', sortOrder: 'desc' },
  ];
  for (const b of bodies) {
    for (const s of sorts) {
      const chain = await allRows(t, listChainTrading, { ...b, ...s }, admin);
      const plain = await plainChain(b, s);
      expect(
        chain.map(({ farmId, orders, quantity, amount, mainProduct, lastOrderTime }) => ({
          farmId,
          orders,
          quantity,
          amount,
          mainProduct,
          lastOrderTime,
        })),
        `chain trading ${JSON.stringify({ ...b, ...s })}`,
      ).toEqual(plain);
    }
    for (const s of [
      {},
      { sortField: 'amount', sortOrder: 'asc' },
      { sortField: 'quantity', sortOrder: 'desc' },
    ] as Sort[]) {
      for (const status of [undefined, 4]) {
        const body = { ...b, ...s, ...(status ? { status } : {}) };
        const ids = (await allRows<{ id: number }>(t, listSalesOrders, body, admin)).map((r) => r.id);
        expect(ids, `orders ${JSON.stringify(body)}`).toEqual(await plainOrders({ ...b, status }, s));
      }
    }
  }
}

/** The tallies hold exactly the orders' counts and sums. */
async function expectTalliesOfOrders() {
  const [diff] = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       (SELECT farm_id, area_id, status, product_name, count(*)::int, sum(quantity), sum(amount) FROM sales_orders GROUP BY 1, 2, 3, 4
        EXCEPT SELECT farm_id, area_id, status, product_name, orders, quantity, amount FROM sales_order_tallies)
       UNION ALL
       (SELECT farm_id, area_id, status, product_name, orders, quantity, amount FROM sales_order_tallies
        EXCEPT SELECT farm_id, area_id, status, product_name, count(*)::int, sum(quantity), sum(amount) FROM sales_orders GROUP BY 1, 2, 3, 4)) d`,
  );
  expect(diff!.n).toBe(0);
}

describe('chain trading and sales orders with keywords, periods and sorts', () => {
  it('answer as the plain grouped and filtered orders do', async () => {
    await expectSameAnswers(KEYWORDS);
    await expectTalliesOfOrders();
  });

  it('still do after orders are added, changed and removed, with %, _ and Chinese in names and numbers', async () => {
    const [farm] = await t.db.query<{ id: number; area: number }>(
      'SELECT id, area_id AS area FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1',
      CM,
    );
    const [other] = await t.db.query<{ id: number }>(
      `SELECT id FROM farms WHERE area_id BETWEEN $1 AND $2 AND farm_name NOT ILIKE '%崇明%' ORDER BY id DESC LIMIT 1`,
      CM,
    );
    await t.db.query(
      `INSERT INTO sales_orders (order_no, farm_id, area_id, channel, product_name, quantity, unit, amount, order_time, status)
       VALUES ('DD崇明0001', $1, $2, '商超', '米%_特', 3.5, 'kg', 120.25, '2026-03-05 10:00+08', 1),
              ('X_%1', $3, $2, '电商', '青菜', 1, 'kg', 9.99, '2026-05-01 09:00+08', 3),
              ('ABC\\1', $3, $2, '电商', 'a\\b', 2, 'kg', 5, '2026-07-01 09:00+08', 2)`,
      [farm!.id, farm!.area, other!.id],
    );
    // A product renamed, an order moved to another farm and cancelled, one removed.
    await t.db.query(
      `UPDATE sales_orders SET product_name = '崇明米', status = 4, farm_id = $1
        WHERE id = (SELECT min(id) FROM sales_orders WHERE area_id BETWEEN $2 AND $3 AND status <> 4)`,
      [other!.id, ...CM],
    );
    await t.db.query(
      "DELETE FROM sales_orders WHERE id = (SELECT max(id) FROM sales_orders WHERE farm_id = $1 AND order_no <> 'DD崇明0001')",
      [farm!.id],
    );
    await expectTalliesOfOrders();
    const count = async (keyword: string) => (await t.call(listSalesOrders, { keyword }, admin)).obj!.total;
    expect(await count('DD崇')).toBe(1);
    expect(await count('米%_')).toBe(1);
    expect(await count('x_%')).toBe(1);
    expect(await count('a\\b')).toBe(1);
    await expectSameAnswers(['崇明', '米%', '_', 'DD崇', '%', '\\', 'x_%']);
  });
});
