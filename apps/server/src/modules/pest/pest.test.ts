import {
  getInsectStatistics,
  getPestCurrentMonth,
  getPestStatistics30,
  getPestTrend30,
  listBugAnalysisHistory,
  listBugDevices,
  listInsectData,
  listTodayPestImages,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { checkPageTwo, PUDONG } from '../../../test/list-checks';

let t: TestApp;
let viewer: string;
let pudong: string;
const CM = [310151000000, 310151999999];

beforeAll(async () => {
  t = await createTestApp();
  [viewer, pudong] = await Promise.all([t.login('chongming_viewer'), t.login('pudong_viewer')]);
});
afterAll(() => t.close());

const sum = async (from: string, to: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT coalesce(sum(insect_count), 0)::int AS n FROM pest_counts WHERE area_id BETWEEN $1 AND $2 AND count_date BETWEEN $3::date AND $4::date',
      [...CM, from, to],
    )
  )[0]!.n;

describe('pest monitoring', () => {
  it('lists the county’s trap devices with their latest catch, paged', async () => {
    const res = (await t.call(listBugDevices, { pageSize: 2 }, viewer)).obj!;
    const [n] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pest_devices WHERE area_id BETWEEN $1 AND $2',
      CM,
    );
    expect(res.total).toBe(n!.n);
    expect(res.list).toHaveLength(Math.min(2, n!.n));
    expect(res.list[0]!.lastDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('draws a 30-day trend that adds up to the counts, and species that add up to the total', async () => {
    const trend = (await t.call(getPestTrend30, {}, viewer)).obj!;
    expect(trend.days).toHaveLength(30);
    const total = trend.days.reduce((s, d) => s + d.count, 0);
    expect(total).toBe(await sum(trend.days[0]!.date, trend.endDate));
    const stats = (await t.call(getPestStatistics30, {}, viewer)).obj!;
    expect(stats.total).toBe(total);
    expect(stats.species.reduce((s, x) => s + x.count, 0)).toBe(total);
    const month = (await t.call(getPestCurrentMonth, {}, viewer)).obj!;
    expect(month.total).toBe(await sum(`${month.month}-01`, trend.endDate));
  });

  it('answers insect lists, statistics and a device’s history within the county only', async () => {
    const list = (await t.call(listInsectData, { pageSize: 5 }, viewer)).obj!;
    expect(list.list.length).toBeGreaterThan(0);
    const row = list.list[0]!;
    expect(row.species.reduce((s, x) => s + x.count, 0)).toBe(row.total);
    const hist = (
      await t.call(
        listBugAnalysisHistory,
        { deviceId: row.deviceId, startDate: row.date, endDate: row.date },
        viewer,
      )
    ).obj!;
    expect(hist).toEqual([{ date: row.date, total: row.total, species: expect.any(Array) }]);
    const st = (await t.call(getInsectStatistics, { startDate: row.date, endDate: row.date }, viewer)).obj!;
    expect(st.total).toBe(await sum(row.date, row.date));
    expect((await t.call(listBugAnalysisHistory, { deviceId: row.deviceId }, pudong)).respCode).toBe(401);
    expect(
      (await t.call(getInsectStatistics, { startDate: '2026-02-01', endDate: '2026-01-01' }, viewer))
        .respCode,
    ).toBe(300);
  });

  it('shows the latest day’s trap photos with signed pictures', async () => {
    const imgs = (await t.call(listTodayPestImages, { limit: 5 }, viewer)).obj!;
    expect(imgs.length).toBeGreaterThan(0);
    const day = imgs[0]!.captureTime.slice(0, 10);
    expect(imgs.every((i) => i.captureTime.startsWith(day))).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: imgs[0]!.url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`合计 ${imgs[0]!.insectTotal} 头`);
  });
});

describe('today in Beijing time', () => {
  it('shows as today’s pictures those of the Beijing day: at 01:15 Beijing (17:15 UTC the day before), not the UTC day', async () => {
    const [trap] = await t.db.query<{ id: number }>(
      `INSERT INTO pest_devices (device_sn, device_name, device_type, area_id)
       SELECT 'CQ-TZ-0001', '时区测报灯', 1, area_id FROM pest_devices WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1
       RETURNING id`,
      CM,
    );
    // 23:30 Beijing of 11-27 and 01:15 Beijing of 11-28: one UTC day (11-27), two Beijing days.
    await t.db.query(
      `INSERT INTO pest_images (device_id, capture_time, insect_total, area_id)
       SELECT d.id, c::timestamptz, 3, d.area_id FROM pest_devices d, unnest($2::text[]) c WHERE d.id = $1`,
      [trap!.id, ['2026-11-27T15:30:00Z', '2026-11-27T17:15:00Z']],
    );
    const imgs = (await t.call(listTodayPestImages, { deviceId: trap!.id }, viewer)).obj!;
    expect(imgs.map((i) => i.captureTime)).toEqual(['2026-11-28 01:15:00']);
  });

  it('dates a trap’s latest count the day its tray was photographed, the day of its latest pictures', async () => {
    const devices = (await t.call(listBugDevices, { pageSize: 50 }, viewer)).obj!.list;
    const photographed = devices.filter((d) => d.lastDate !== null).slice(0, 5);
    expect(photographed.length).toBeGreaterThan(0);
    for (const d of photographed) {
      const imgs = (await t.call(listTodayPestImages, { deviceId: d.deviceId, limit: 1 }, viewer)).obj!;
      expect(imgs[0]?.captureTime.slice(0, 10)).toBe(d.lastDate);
    }
  });
});

describe('pest monitoring scope and paging', () => {
  it('refuses a 崇明 caller every pest call for 浦东, by area and by a 浦东 trap', async () => {
    const calls = [
      [listBugDevices, {}],
      [getPestTrend30, {}],
      [getPestStatistics30, {}],
      [getPestCurrentMonth, {}],
      [listTodayPestImages, {}],
      [listInsectData, {}],
      [getInsectStatistics, {}],
    ] as const;
    for (const [endpoint, body] of calls) {
      const res = await t.call(endpoint, { ...body, areaId: PUDONG }, viewer);
      expect(res.respCode, endpoint.path).toBe(401);
    }
    const [trap] = await t.db.query<{ id: number }>(
      'SELECT id FROM pest_devices WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1',
      [PUDONG, PUDONG + 999_999],
    );
    for (const [endpoint] of calls.filter(([e]) => e !== listBugDevices)) {
      const res = await t.call(endpoint, { deviceId: trap!.id }, viewer);
      expect(res.respCode, `${endpoint.path} 浦东 trap`).toBe(401);
    }
  });

  it('answers the county’s own figures for its area code, traps of no farm included', async () => {
    const county = (await t.call(listBugDevices, { areaId: CM[0], pageSize: 500 }, viewer)).obj!;
    const mine = (await t.call(listBugDevices, { pageSize: 500 }, viewer)).obj!;
    expect(county.list).toEqual(mine.list);
    const [loose] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pest_devices WHERE area_id BETWEEN $1 AND $2 AND farm_id IS NULL',
      CM,
    );
    expect(county.list.filter((d) => d.farmId === null)).toHaveLength(loose!.n);
  });

  it('continues page 1 on page 2 for devices and insect rows', async () => {
    await checkPageTwo(t, listBugDevices, {}, viewer, 5, (r) => r.deviceId);
    await checkPageTwo(t, listInsectData, {}, viewer, 5, (r) => `${r.deviceId}:${r.date}`);
  });
});
