import {
  listMachineDurations,
  listMachines,
  listMachineTracks,
  listMachineWarnings,
  listNjgovOrders,
  MACHINE_IDLE_WARN_DAYS,
  machineTypeStatistics,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  CHONGMING,
  checkExportColumns,
  checkList,
  checkNeedsDataView,
  PUDONG,
} from '../../../test/list-checks';
import { machineryRoutes } from './machinery';

let t: TestApp;
let viewer: string;
let farmId: number;
let foreignFarm: number;

const RANGE = 'area_id BETWEEN $1 AND $2';
const CM = [CHONGMING, CHONGMING + 999_999];

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
  // The Chongming farm with the most machines, and a farm of another county.
  farmId = (
    await t.db.query<{ id: number }>(
      `SELECT farm_id AS id FROM machines WHERE ${RANGE} GROUP BY farm_id ORDER BY count(*) DESC, farm_id LIMIT 1`,
      CM,
    )
  )[0]!.id;
  foreignFarm = (
    await t.db.query<{ id: number }>('SELECT id FROM farms WHERE area_id BETWEEN $1 AND $2 LIMIT 1', [
      PUDONG,
      PUDONG + 999_999,
    ])
  )[0]!.id;
});
afterAll(() => t.close());

describe('machinery lists', () => {
  it('machines', () =>
    checkList(t, viewer, {
      endpoint: listMachines,
      countSql: `SELECT count(*)::int AS n FROM machines WHERE ${RANGE}`,
      sort: { field: 'purchaseYear', value: (r) => r.purchaseYear as number },
    }));
  it('njgov work orders', () =>
    checkList(t, viewer, {
      endpoint: listNjgovOrders,
      countSql: `SELECT count(*)::int AS n FROM machine_work_orders o JOIN machines m ON m.id = o.machine_id WHERE m.${RANGE}`,
      sort: { field: 'workAreaMu', value: (r) => r.workAreaMu as number },
    }));
  it('working hours per machine', () =>
    checkList(t, viewer, {
      endpoint: listMachineDurations,
      countSql: `SELECT count(*)::int AS n FROM machines WHERE ${RANGE}`,
      sort: { field: 'hours', value: (r) => r.hours as number },
    }));
  it('403 without data:view', () =>
    checkNeedsDataView(t, [listMachines, listNjgovOrders, listMachineDurations, listMachineWarnings]));
});

describe('machinery of one farm', () => {
  it('lists the farm’s machines, orders and tracks; another county’s farm is refused', async () => {
    const machines = (await t.call(listMachines, { farmId, pageSize: 100 }, viewer)).obj!;
    expect(machines.total).toBeGreaterThan(0);
    expect(machines.list.every((m) => m.farmId === farmId)).toBe(true);
    const orders = (await t.call(listNjgovOrders, { farmId, pageSize: 100 }, viewer)).obj!;
    expect(orders.list.every((o) => o.farmId === farmId && o.hours > 0)).toBe(true);
    const times = orders.list.map((o) => o.startTime);
    expect(times).toEqual([...times].sort().reverse());
    const tracks = (await t.call(listMachineTracks, { farmId, limit: 5 }, viewer)).obj!;
    expect(tracks.length).toBeGreaterThan(0);
    for (const tr of tracks) {
      expect(tr.geometry.type).toBe('LineString');
      expect(tr.geometry.coordinates).toHaveLength(tr.pointCount);
      const [lng, lat] = tr.geometry.coordinates[0]!;
      expect(lng).toBeGreaterThan(120);
      expect(lat).toBeGreaterThan(30);
    }
    for (const e of [listMachines, listNjgovOrders, listMachineTracks]) {
      expect((await t.call(e, { farmId: foreignFarm }, viewer)).respCode, e.path).toBe(401);
      expect((await t.call(e, { farmId: 2_000_000_000 }, viewer)).respCode, e.path).toBe(300);
    }
    expect((await t.call(listMachineTracks, {}, viewer)).respCode).toBe(300);
  });

  it('sums hours in a period and counts machines by type', async () => {
    const all = (await t.call(listMachineDurations, { pageSize: 1000 }, viewer)).obj!;
    const [{ h }] = (await t.db.query<{ h: number }>(
      `SELECT sum(extract(epoch FROM o.end_time - o.start_time) / 3600)::float8 AS h
         FROM machine_work_orders o JOIN machines m ON m.id = o.machine_id WHERE m.${RANGE}`,
      CM,
    )) as [{ h: number }];
    expect(all.list.reduce((s, r) => s + r.hours, 0)).toBeCloseTo(h, 0);
    const none = (
      await t.call(listMachineDurations, { startTime: '2000-01-01', endTime: '2000-01-31' }, viewer)
    ).obj!;
    expect(none.total).toBe(all.total);
    expect(none.list.every((r) => r.hours === 0 && r.orders === 0)).toBe(true);
    const types = (await t.call(machineTypeStatistics, {}, viewer)).obj!;
    expect(types.reduce((s, r) => s + r.total, 0)).toBe(all.total);
    expect(types.every((r) => r.working + r.idle + r.offline + r.repair === r.total)).toBe(true);
  });

  it('warns of offline, repaired and long-idle machines', async () => {
    const warned = (await t.call(listMachineWarnings, { pageSize: 1000 }, viewer)).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM machines m WHERE m.${RANGE} AND (m.status IN (3, 4) OR NOT EXISTS (
         SELECT 1 FROM machine_work_orders o WHERE o.machine_id = m.id AND o.start_time >= now() - make_interval(days => $3)))`,
      [...CM, MACHINE_IDLE_WARN_DAYS],
    )) as [{ n: number }];
    expect(warned.total).toBe(n);
    expect(warned.total).toBeGreaterThan(0);
    const idle = warned.list.filter((w) => w.warnType === 3);
    expect(idle.every((w) => w.idleDays === null || w.idleDays >= MACHINE_IDLE_WARN_DAYS)).toBe(true);
    const offline = (await t.call(listMachineWarnings, { warnType: 1, pageSize: 1000 }, viewer)).obj!;
    expect(offline.list.every((w) => w.warnName === '终端离线')).toBe(true);
  });
});

describe('the declared scope and columns of the machinery lists', () => {
  const firstIn = async (table: string, county: number) =>
    (
      await t.db.query<{ id: number }>(
        `SELECT id FROM ${table} WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1`,
        [county, county + 999_999],
      )
    )[0]!.id;

  it('lists one machine’s orders; another county’s machine or order is refused, a missing one named', async () => {
    const own = await firstIn('machines', CHONGMING);
    const orders = (await t.call(listNjgovOrders, { machineId: own, pageSize: 1000 }, viewer)).obj!;
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM machine_work_orders WHERE machine_id = $1',
      [own],
    )) as [{ n: number }];
    expect(orders.total).toBe(n);
    expect(orders.list.every((o) => o.machineId === own)).toBe(true);
    const foreign = await firstIn('machines', PUDONG);
    for (const e of [listNjgovOrders, listMachineTracks]) {
      expect((await t.call(e, { machineId: foreign }, viewer)).respCode, e.path).toBe(401);
      const missing = await t.call(e, { machineId: 2_000_000_000 }, viewer);
      expect(missing.respCode, e.path).toBe(300);
      expect(missing.respDesc).toContain('machineId');
    }
    const foreignOrder = await firstIn('machine_work_orders', PUDONG);
    expect((await t.call(listMachineTracks, { workOrderId: foreignOrder }, viewer)).respCode).toBe(401);
  });

  it('orders machines by their hours in a period, as the period’s orders sum them', async () => {
    const period = { startTime: '2026-01-01', endTime: '2026-06-30' };
    const page = (
      await t.call(
        listMachineDurations,
        { ...period, sortField: 'hours', sortOrder: 'desc', pageSize: 20 },
        viewer,
      )
    ).obj!;
    const plain = await t.db.query<{ id: number; h: number }>(
      `SELECT m.id, coalesce(sum(o.hours), 0)::float8 AS h FROM machines m
         LEFT JOIN machine_work_orders o ON o.machine_id = m.id AND o.start_time >= $3::date AND o.start_time < $4::date + 1
        WHERE m.${RANGE} GROUP BY m.id ORDER BY h DESC, m.id LIMIT 20`,
      [...CM, period.startTime, period.endTime],
    );
    expect(page.list.map((r) => [r.machineId, r.hours])).toEqual(plain.map((r) => [r.id, r.h]));
    expect(page.list[0]!.hours).toBeGreaterThan(0);
  });

  it('declares the export columns of every list', () => checkExportColumns(machineryRoutes));
});
