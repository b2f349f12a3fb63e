import {
  type EndpointDef,
  listFarmInputsByPage,
  listGisFarmsByPage,
  listMissionsByPage,
  listPlantingsByPage,
  listPlotsByPage,
  listVegetablePrices,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  allRows,
  CHONGMING,
  checkList,
  checkNeedsDataView,
  exportedSheet,
  PUDONG,
} from '../../../test/list-checks';
import { landTypeWhere } from '../archive/land-concepts';
import { oneId } from '../produce/test-support';

let t: TestApp;
let viewer: string;
let admin: string;
const RANGE = [CHONGMING, CHONGMING + 999_999];
type Page<R = Record<string, unknown>> = { list: R[]; total: number };
const count = async (sql: string, params: unknown[] = RANGE) =>
  ((await t.db.query<{ n: number }>(sql, params))[0] as { n: number }).n;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
  admin = await t.login('chongming_admin');
});
afterAll(() => t.close());

/** The four farm registers, each with the date field its range filters and a sortable field. */
const REGISTERS: { endpoint: EndpointDef; countSql: string; date: string; sort: string }[] = [
  {
    endpoint: listPlotsByPage,
    countSql: 'SELECT count(*)::int AS n FROM land_parcels WHERE area_id BETWEEN $1 AND $2',
    date: 'currentSowDate',
    sort: 'areaMu',
  },
  {
    endpoint: listPlantingsByPage,
    countSql: 'SELECT count(*)::int AS n FROM plantings WHERE area_id BETWEEN $1 AND $2',
    date: 'sowDate',
    sort: 'plantAreaMu',
  },
  {
    endpoint: listMissionsByPage,
    countSql: 'SELECT count(*)::int AS n FROM plant_missions WHERE area_id BETWEEN $1 AND $2',
    date: 'plannedDate',
    sort: 'plannedDate',
  },
  {
    endpoint: listFarmInputsByPage,
    countSql: 'SELECT count(*)::int AS n FROM farm_input_records WHERE area_id BETWEEN $1 AND $2',
    date: 'recordDate',
    sort: 'recordDate',
  },
];

describe('farm registers (plots, plantings, field work, inputs)', () => {
  it('keep the list contract: county total from the tallies, two pages, sort, scope, bad input', async () => {
    for (const r of REGISTERS) {
      await checkList(t, viewer, {
        endpoint: r.endpoint,
        countSql: r.countSql,
        sort: { field: r.sort, value: (row) => row[r.sort] as number | string },
      });
    }
  });

  it('sort only by their listed fields, both ways, and refuse any other with 300', async () => {
    for (const r of REGISTERS) {
      const bad = await t.call(r.endpoint, { sortField: 'area_mu; DROP TABLE farms' }, viewer);
      expect(bad.respCode, r.endpoint.path).toBe(300);
      expect(bad.respDesc).toMatch(/sortField/);
      const desc = (await t.call(r.endpoint, { pageSize: 30, sortField: r.sort, sortOrder: 'desc' }, viewer))
        .obj as Page;
      const values = desc.list.map((row) => row[r.sort] as number | string);
      expect(values, r.endpoint.path).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    }
  });

  it('filter by a date range: every row inside it, the total as SQL counts; a reversed range is 300', async () => {
    const [from, to] = ['2026-03-01', '2026-06-30'];
    const sql: Record<string, string> = {
      [listPlotsByPage.path]: `SELECT count(DISTINCT land_id)::int AS n FROM plantings
        WHERE area_id BETWEEN $1 AND $2 AND status = 1 AND sow_date BETWEEN $3 AND $4`,
      [listPlantingsByPage.path]:
        'SELECT count(*)::int AS n FROM plantings WHERE area_id BETWEEN $1 AND $2 AND sow_date BETWEEN $3 AND $4',
      [listMissionsByPage.path]:
        'SELECT count(*)::int AS n FROM plant_missions WHERE area_id BETWEEN $1 AND $2 AND planned_date BETWEEN $3 AND $4',
      [listFarmInputsByPage.path]:
        'SELECT count(*)::int AS n FROM farm_input_records WHERE area_id BETWEEN $1 AND $2 AND record_date BETWEEN $3 AND $4',
    };
    const inRange = new Map<(typeof REGISTERS)[number], Record<string, unknown>[]>();
    for (const r of REGISTERS) {
      const rows = await allRows(t, r.endpoint, { startDate: from, endDate: to }, viewer);
      expect(rows.length, r.endpoint.path).toBe(await count(sql[r.endpoint.path]!, [...RANGE, from, to]));
      expect(rows.length, `${r.endpoint.path} has rows in the range`).toBeGreaterThan(0);
      inRange.set(r, rows);
      const reversed = await t.call(r.endpoint, { startDate: to, endDate: from }, viewer);
      expect(reversed.respCode, r.endpoint.path).toBe(300);
      expect(reversed.respDesc).toMatch(/startDate/);
    }
    // A plot's current crops may have been sown on several days: the latest is shown (one is in range), so
    // plots are held to the count above; every other register's rows are dated inside the range.
    for (const r of REGISTERS.filter((x) => x.endpoint !== listPlotsByPage)) {
      const outside = inRange.get(r)!.filter((row) => !(row[r.date]! >= from && row[r.date]! <= to));
      expect(outside, r.endpoint.path).toEqual([]);
    }
  });

  it('show only the caller’s county: a 浦东 token sees 浦东 rows, a 浦东 farm is refused to 崇明', async () => {
    const pudong = await t.login('pudong_admin');
    for (const r of REGISTERS) {
      const page = (await t.call(r.endpoint, { pageSize: 50 }, pudong)).obj as Page<{ areaId: number }>;
      expect(page.list.length, r.endpoint.path).toBeGreaterThan(0);
      expect(page.list.every((row) => Math.floor(row.areaId / 1e6) * 1e6 === PUDONG)).toBe(true);
      expect((await t.call(r.endpoint, { areaId: CHONGMING }, pudong)).respCode).toBe(401);
    }
    const farm = await oneId(t, 'SELECT id FROM farms WHERE area_id BETWEEN $1 AND $1 + 999999 LIMIT 1', [
      PUDONG,
    ]);
    for (const e of [listPlantingsByPage, listMissionsByPage, listFarmInputsByPage])
      expect((await t.call(e, { farmId: farm }, viewer)).respCode, e.path).toBe(401);
  });

  it('need data:view', async () => {
    await checkNeedsDataView(t, [...REGISTERS.map((r) => r.endpoint), listVegetablePrices]);
  });

  it('list plots with operator, land type, 亩 and crops; the contractor masked without pii:view', async () => {
    const masked = (await t.call(listPlotsByPage, { pageSize: 20, farmed: 1 }, viewer)).obj!;
    expect(masked.list.every((p) => p.farmId !== null && p.farmName && p.landTypeName && p.areaMu > 0)).toBe(
      true,
    );
    const withContractor = masked.list.find((p) => p.contractorName);
    expect(withContractor?.contractorName).toMatch(/\*/);
    const full = (await t.call(listPlotsByPage, { pageSize: 20, farmed: 1 }, admin)).obj!;
    expect(full.list.find((p) => p.landId === withContractor!.landId)!.contractorName).not.toMatch(/\*/);
    // The vegetable previous-crop list: every plot grows a vegetable now, and shows what grew before.
    const veg = (await t.call(listPlotsByPage, { pageSize: 50, cropGroup: 3 }, viewer)).obj!;
    expect(veg.total).toBe(
      await count(`SELECT count(DISTINCT p.land_id)::int AS n FROM plantings p JOIN crops c ON c.id = p.crop_id
        WHERE p.area_id BETWEEN $1 AND $2 AND p.status = 1 AND c.crop_group = 3`),
    );
    const [sample] = veg.list.filter((p) => p.previousCrop);
    const [previous] = await t.db.query<{ crop: string }>(
      `SELECT c.crop_name AS crop FROM plantings p JOIN crops c ON c.id = p.crop_id
        WHERE p.land_id = $1 AND p.status <> 1 ORDER BY p.sow_date DESC, p.id DESC LIMIT 1`,
      [sample!.landId],
    );
    expect(sample!.previousCrop).toBe(previous!.crop);
  });

  it('count from the tallies exactly as from the rows, also after rows are written', async () => {
    // A land type filters by its concept (layer or membership), counted from the rows.
    const byType = (await t.call(listPlotsByPage, { pageSize: 1, landType: 2 }, viewer)).obj!.total;
    expect(byType).toBe(
      await count(
        `SELECT count(*)::int AS n FROM land_parcels t WHERE area_id BETWEEN $1 AND $2 AND ${landTypeWhere(2)}`,
      ),
    );
    const all = (await t.call(listPlotsByPage, { pageSize: 1 }, viewer)).obj!.total;
    expect(all).toBe(
      await count('SELECT count(*)::int AS n FROM land_parcels WHERE area_id BETWEEN $1 AND $2'),
    );
    const body = { pageSize: 1, recordType: 1, category: 4 };
    const before = (await t.call(listFarmInputsByPage, body, viewer)).obj!.total;
    const [farm] = await t.db.query<{ id: number; a: number }>(
      'SELECT id, area_id AS a FROM farms WHERE area_id BETWEEN $1 AND $2 LIMIT 1',
      RANGE,
    );
    await t.db.query(
      `INSERT INTO farm_input_records (farm_id, record_type, category, product_name, quantity, unit, amount, record_date, area_id)
       VALUES ($1, 1, 4, '测试农药', 1, '升', 60, '2026-01-05', $2), ($1, 1, 4, '测试农药', 2, '升', 120, '2026-01-06', $2)`,
      [farm!.id, farm!.a],
    );
    expect((await t.call(listFarmInputsByPage, body, viewer)).obj!.total).toBe(before + 2);
    await t.db.query("DELETE FROM farm_input_records WHERE product_name = '测试农药'");
    expect((await t.call(listFarmInputsByPage, body, viewer)).obj!.total).toBe(before);
  });

  it('list field work by service organisations apart from the farms’ own', async () => {
    const service = (await t.call(listMissionsByPage, { pageSize: 20, serviceFlag: 1 }, viewer)).obj!;
    expect(service.total).toBe(
      await count(
        "SELECT count(*)::int AS n FROM plant_missions WHERE area_id BETWEEN $1 AND $2 AND executor <> '本场'",
      ),
    );
    expect(service.list.every((m) => m.executor !== '本场' && m.farmName && m.statusName)).toBe(true);
  });
});

describe('farm inputs (农资) of the demo', () => {
  it('follow the field work: each use is a done mission’s, never after today, each bought before it is used', async () => {
    const [r] = await t.db.query<{
      uses: number;
      orphan: number;
      late: number;
      future: number;
      after: number;
    }>(
      `SELECT count(*) FILTER (WHERE r.record_type = 2)::int AS uses,
              count(*) FILTER (WHERE r.record_type = 2 AND (m.id IS NULL OR m.status <> 2))::int AS orphan,
              count(*) FILTER (WHERE r.record_type = 2 AND r.record_date <> m.done_date)::int AS late,
              count(*) FILTER (WHERE r.record_date > (SELECT max(price_date) FROM price_series))::int AS future,
              count(*) FILTER (WHERE r.record_type = 1 AND r.record_date >= m.done_date)::int AS after
         FROM farm_input_records r LEFT JOIN plant_missions m ON m.id = r.mission_id`,
    );
    expect(r!.uses).toBeGreaterThan(0);
    expect(r).toMatchObject({ orphan: 0, late: 0, future: 0, after: 0 });
    const [dose] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM farm_input_records r JOIN plant_plans pp ON pp.id = r.plan_id
        WHERE r.product_name = '尿素（总氮≥46%）' AND r.record_type = 2
          AND NOT r.quantity BETWEEN pp.plan_area_mu * 10 * 0.9 - 0.01 AND pp.plan_area_mu * 10 * 1.1 + 0.01`,
    );
    expect(dose!.n, 'urea is 9–11 kg per 亩').toBe(0);
  });
});

describe('vegetable price table', () => {
  it('pages the market above the caller by crop, type and dates, with the change from the day before', async () => {
    const body = { crop: 1, priceType: '批发价' as const, startDate: '2026-01-01', endDate: '2026-03-31' };
    const page = (await t.call(listVegetablePrices, { ...body, pageSize: 10 }, viewer)).obj!;
    const [{ n, area }] = (await t.db.query<{ n: number; area: number }>(
      `SELECT count(*)::int AS n, min(area_id) AS area FROM price_series
        WHERE crop_id = 1 AND price_type = '批发价' AND price_date BETWEEN '2026-01-01' AND '2026-03-31'`,
    )) as [{ n: number; area: number }];
    expect(page.total).toBe(n);
    expect(page.list.every((p) => p.cropName === '青菜' && p.areaId === Number(area))).toBe(true);
    expect(page.list.map((p) => p.priceDate)).toEqual(
      [...page.list.map((p) => p.priceDate)].sort().reverse(),
    );
    const second = (await t.call(listVegetablePrices, { ...body, pageSize: 10, pageNo: 2 }, viewer)).obj!;
    expect(second.list[0]!.priceDate < page.list[9]!.priceDate).toBe(true);
    const [first, next] = [second.list[0]!, page.list[9]!];
    expect(next.changePct).toBeCloseTo((next.price / first.price - 1) * 100, 1);
    const cheap = (
      await t.call(listVegetablePrices, { ...body, sortField: 'price', sortOrder: 'asc' }, viewer)
    ).obj!;
    const prices = cheap.list.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses another county, an unknown sort field and a reversed range', async () => {
    expect((await t.call(listVegetablePrices, { areaId: PUDONG }, viewer)).respCode).toBe(401);
    expect((await t.call(listVegetablePrices, { sortField: 'unit' } as never, viewer)).respCode).toBe(300);
    const reversed = await t.call(
      listVegetablePrices,
      { startDate: '2026-02-01', endDate: '2026-01-01' },
      viewer,
    );
    expect(reversed.respCode).toBe(300);
    expect((await t.call(listVegetablePrices, {})).respCode).toBe(400);
  });
});

describe('gis farm list (farm list routes)', () => {
  it('sorts by area, name or registration and filters by registration date', async () => {
    const big = (
      await t.call(listGisFarmsByPage, { pageSize: 20, sortField: 'farmAreaMu', sortOrder: 'desc' }, viewer)
    ).obj!;
    const mus = big.list.map((f) => f.farmAreaMu);
    expect(mus).toEqual([...mus].sort((a, b) => b - a));
    const next = (
      await t.call(
        listGisFarmsByPage,
        { pageSize: 20, pageNo: 2, sortField: 'farmAreaMu', sortOrder: 'desc' },
        viewer,
      )
    ).obj!;
    expect(next.list[0]!.farmAreaMu).toBeLessThanOrEqual(mus[mus.length - 1]!);
    expect(next.list.some((f) => big.list.some((g) => g.farmId === f.farmId))).toBe(false);
    const [from, to] = ['2025-01-01', '2025-06-30'];
    const dated = await allRows<{ createTime: string }>(
      t,
      listGisFarmsByPage,
      { startDate: from, endDate: to },
      viewer,
    );
    expect(dated.length).toBe(
      await count(
        `SELECT count(*)::int AS n FROM farms WHERE area_id BETWEEN $1 AND $2
           AND create_time >= $3::date AND create_time < $4::date + 1`,
        [...RANGE, from, to],
      ),
    );
    expect(dated.every((f) => f.createTime.slice(0, 10) >= from && f.createTime.slice(0, 10) <= to)).toBe(
      true,
    );
    expect((await t.call(listGisFarmsByPage, { sortField: 'contactPhone' } as never, viewer)).respCode).toBe(
      300,
    );
  });
});

describe('Excel export of a register', () => {
  it('writes the columns the list declares when the request names none, one row per listed row', async () => {
    const filter = { recordType: 1, category: 2 };
    const { rows, rowCount, total } = await exportedSheet(t, listFarmInputsByPage, filter, admin);
    expect(rows[0]).toEqual([
      '日期',
      '类型',
      '类别',
      '产品',
      '数量',
      '单位',
      '金额（元）',
      '用于作物',
      '农场（基地）',
      '所在镇村',
    ]);
    expect(rows[1]!.slice(1, 3)).toEqual(['采购', '化肥']);
    expect(total).toBeGreaterThan(0);
    expect(rowCount).toBe(total);
    expect(rows).toHaveLength(total + 1);
  });
});
