import { listServiceOrders } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  allRows,
  CHONGMING,
  checkExportColumns,
  checkList,
  checkNeedsDataView,
  inChongming,
} from '../../../test/list-checks';
import { serviceOrderRoute } from './service-orders';

let t: TestApp;
let viewer: string;

const SERVICE_ORDERS = `SELECT count(*)::int AS n FROM machine_work_orders o JOIN machines m ON m.id = o.machine_id
  WHERE o.farm_id <> m.farm_id AND o.area_id BETWEEN $1 AND $2`;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

type Order = {
  providerFarmId: number;
  clientFarmId: number;
  providerName: string;
  clientName: string;
  areaId: number;
};

describe('socialised-service orders (/farmRecordListOther)', () => {
  it('are the work orders of machines working other farms’ fields, where the fields lie', () =>
    checkList(t, viewer, {
      endpoint: listServiceOrders,
      countSql: SERVICE_ORDERS,
      sort: { field: 'workAreaMu', value: (r) => r.workAreaMu as number },
    }));

  it('name a provider and a client that are different farms; the demo’s providers are 农机服务 organisations', async () => {
    const rows = await allRows<Order>(t, listServiceOrders, {}, viewer);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.providerFarmId === r.clientFarmId || !inChongming(r.areaId))).toEqual([]);
    const providers = [...new Set(rows.map((r) => r.providerFarmId))];
    const [kinds] = await t.db.query<{ other: number }>(
      'SELECT count(*)::int AS other FROM farms WHERE id = ANY($1::int[]) AND business_category_id <> 15',
      [providers],
    );
    expect(kinds!.other).toBe(0);
  });

  it('filter by provider and by client', async () => {
    const [first] = (await t.call(listServiceOrders, { pageSize: 1 }, viewer)).obj!.list;
    const byProvider = await allRows<Order>(
      t,
      listServiceOrders,
      { providerFarmId: first!.providerFarmId },
      viewer,
    );
    expect(byProvider.every((r) => r.providerFarmId === first!.providerFarmId)).toBe(true);
    const byClient = await allRows<Order>(
      t,
      listServiceOrders,
      { clientFarmId: first!.clientFarmId },
      viewer,
    );
    expect(byClient.length).toBeGreaterThan(0);
    expect(byClient.every((r) => r.clientFarmId === first!.clientFarmId)).toBe(true);
    const [{ n }] = (await t.db.query<{ n: number }>(`${SERVICE_ORDERS} AND o.farm_id = $3`, [
      CHONGMING,
      CHONGMING + 999_999,
      first!.clientFarmId,
    ])) as [{ n: number }];
    expect(byClient).toHaveLength(n);
  });

  it('refuse a bad status and a farm of another county', async () => {
    expect((await t.call(listServiceOrders, { status: '3' }, viewer)).respCode).toBe(300);
    const [foreign] = await t.db.query<{ id: number }>(
      'SELECT id FROM farms WHERE area_id NOT BETWEEN $1 AND $2 LIMIT 1',
      [CHONGMING, CHONGMING + 999_999],
    );
    expect((await t.call(listServiceOrders, { clientFarmId: foreign!.id }, viewer)).respCode).toBe(401);
  });

  it('403 without data:view', () => checkNeedsDataView(t, [listServiceOrders]));
  it('declares its export columns', () => checkExportColumns([serviceOrderRoute]));
});
