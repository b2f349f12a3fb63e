import { badParams } from '@fengshou/core';
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
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { areaFarmFilter, ts } from '../../query/farm-scope';
import { assertInScope } from '../../query/scope';
import type { Filter } from '../../query/sql-filter';

type Scope = { areaId?: number; farmId?: number; deviceId?: number };
const SPECIES = `coalesce((SELECT json_agg(json_build_object('speciesId', s.id, 'name', s.name, 'count', x.n) ORDER BY x.n DESC, s.id)
                   FROM (SELECT species_id, sum(insect_count)::int AS n FROM pest_counts c %WHERE% GROUP BY species_id) x
                   JOIN pest_species s ON s.id = x.species_id), '[]'::json)`;

/** Pest rows of the caller's area (alias c for pest_counts or i for images, d = pest_devices). */
async function pestFilter(q: Queryable, caller: Session, b: Scope, alias: 'c' | 'i' | 'd'): Promise<Filter> {
  const f = await areaFarmFilter(q, caller, b, { area: `${alias}.area_id`, farm: 'd.farm_id' });
  if (b.deviceId !== undefined) {
    const [d] = await q.query<{ a: number }>('SELECT area_id AS a FROM pest_devices WHERE id = $1', [
      b.deviceId,
    ]);
    if (!d) throw badParams(['deviceId'], '设备不存在');
    assertInScope(caller, Number(d.a));
    f.add(`${alias === 'd' ? 'd.id' : `${alias}.device_id`} = $?`, b.deviceId);
  }
  return f;
}

/** The latest day with counts in the filter (the data's "today"), or the calendar day when none. */
async function lastDay(q: Queryable, f: Filter): Promise<string> {
  const [r] = await q.query<{ d: string }>(
    // The newest (device, day) of the counts' tally (migration 072) along its day index: the same day as a
    // max() over the counts, which would read every row of the area.
    `SELECT to_char(coalesce((SELECT c.count_date FROM pest_count_day_tallies c JOIN pest_devices d ON d.id = c.device_id
                                ${f.where()} AND c.count_date <= current_date ORDER BY c.count_date DESC LIMIT 1),
                             current_date), 'YYYY-MM-DD') AS d`,
    f.params,
  );
  return r!.d;
}

/** Totals by species of counts in the filter between two dates. */
async function bySpecies(q: Queryable, f: Filter, from: string, to: string) {
  const [r] = await q.query<{
    total: number;
    species: { speciesId: number; name: string; count: number }[];
    devices: number;
  }>(
    `SELECT coalesce(sum(c.insect_count), 0)::int AS total, count(DISTINCT c.device_id)::int AS devices,
            ${SPECIES.replace('%WHERE%', `JOIN pest_devices d ON d.id = c.device_id ${f.where()} AND c.count_date BETWEEN $${f.params.length + 1}::date AND $${f.params.length + 2}::date`)} AS species
       FROM pest_counts c JOIN pest_devices d ON d.id = c.device_id
      ${f.where()} AND c.count_date BETWEEN $${f.params.length + 1}::date AND $${f.params.length + 2}::date`,
    [...f.params, from, to],
  );
  return r!;
}

const shift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Handlers of pest monitoring (third-party insect data): devices, counts, trends, trap images. */
export const pestRoutes: Route[] = [
  route(listInsectData, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const f = await pestFilter(db, callerOf(ctx), b, 'c');
    const end = b.endDate ?? (await lastDay(db, f));
    const start = b.startDate ?? shift(end, -6);
    f.add('c.count_date BETWEEN $?::date AND $?::date', start, end);
    const where = f.where();
    // The (device, day) groups from the counts' tally (migration 072): one row per group and area.
    const groups = `FROM pest_count_day_tallies c JOIN pest_devices d ON d.id = c.device_id ${where}
      GROUP BY c.device_id, c.count_date`;
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 ${groups}) x`,
      f.params,
    );
    const limit = f.p(b.pageSize);
    const offset = f.p((b.pageNo - 1) * b.pageSize);
    // The page's (device, day) groups first, then the figures of those groups only.
    const list = await db.query(
      `SELECT c.device_id AS "deviceId", d.device_name AS "deviceName", to_char(c.count_date, 'YYYY-MM-DD') AS date,
              sum(c.insect_count)::int AS total,
              json_agg(json_build_object('speciesId', s.id, 'name', s.name, 'count', c.insect_count) ORDER BY c.insect_count DESC, s.id) AS species
         FROM pest_counts c JOIN pest_devices d ON d.id = c.device_id JOIN pest_species s ON s.id = c.species_id
         JOIN (SELECT c.device_id, c.count_date ${groups} ORDER BY c.count_date DESC, c.device_id
               LIMIT ${limit} OFFSET ${offset}) pg ON pg.device_id = c.device_id AND pg.count_date = c.count_date
        ${where} GROUP BY c.device_id, d.device_name, c.count_date ORDER BY c.count_date DESC, c.device_id`,
      f.params,
    );
    return { list, total: count?.n ?? 0, pageNo: b.pageNo, pageSize: b.pageSize } as never;
  }),
  route(getInsectStatistics, async (ctx) => {
    const { db } = ctx.services;
    const f = await pestFilter(db, callerOf(ctx), ctx.body, 'c');
    const end = ctx.body.endDate ?? (await lastDay(db, f));
    const start = ctx.body.startDate ?? shift(end, -29);
    if (start > end) throw badParams(['startDate', 'endDate'], '开始日期须不晚于结束日期');
    const r = await bySpecies(db, f, start, end);
    return { startDate: start, endDate: end, deviceCount: r.devices, total: r.total, species: r.species };
  }),
  route(listBugDevices, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const f = await pestFilter(db, callerOf(ctx), b, 'd');
    const where = f.where();
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pest_devices d ${where}`,
      f.params,
    );
    const limit = f.p(b.pageSize);
    const offset = f.p((b.pageNo - 1) * b.pageSize);
    const list = await db.query(
      `SELECT d.id AS "deviceId", d.device_sn AS "deviceSn", d.device_name AS "deviceName", d.device_type AS "deviceType",
              d.farm_id AS "farmId", fm.farm_name AS "farmName", d.area_id::float8 AS "areaId", d.status,
              round(ST_X(d.location)::numeric, 7)::float8 AS lng, round(ST_Y(d.location)::numeric, 7)::float8 AS lat,
              to_char(l.day, 'YYYY-MM-DD') AS "lastDate", coalesce(l.total, 0)::int AS "lastTotal"
         FROM pest_devices d LEFT JOIN farms fm ON fm.id = d.farm_id
         LEFT JOIN LATERAL (SELECT c.count_date AS day, sum(c.insect_count) AS total FROM pest_counts c
                             WHERE c.device_id = d.id AND c.count_date <= current_date
                             GROUP BY c.count_date ORDER BY c.count_date DESC LIMIT 1) l ON true
        ${where} ORDER BY d.id LIMIT ${limit} OFFSET ${offset}`,
      f.params,
    );
    return { list, total: count?.n ?? 0, pageNo: b.pageNo, pageSize: b.pageSize } as never;
  }),
  route(listBugAnalysisHistory, async (ctx) => {
    const { db } = ctx.services;
    const f = await pestFilter(db, callerOf(ctx), { deviceId: ctx.body.deviceId }, 'c');
    const end = ctx.body.endDate ?? (await lastDay(db, f));
    const start = ctx.body.startDate ?? shift(end, -29);
    if (start > end) throw badParams(['startDate', 'endDate'], '开始日期须不晚于结束日期');
    f.add('c.count_date BETWEEN $?::date AND $?::date', start, end);
    return (await db.query(
      `SELECT to_char(c.count_date, 'YYYY-MM-DD') AS date, sum(c.insect_count)::int AS total,
              json_agg(json_build_object('speciesId', s.id, 'name', s.name, 'count', c.insect_count) ORDER BY c.insect_count DESC, s.id) AS species
         FROM pest_counts c JOIN pest_devices d ON d.id = c.device_id JOIN pest_species s ON s.id = c.species_id
        ${f.where()} GROUP BY c.count_date ORDER BY c.count_date`,
      f.params,
    )) as never;
  }),
  route(listTodayPestImages, async (ctx) => {
    const { db } = ctx.services;
    const caller = callerOf(ctx);
    const f = await pestFilter(db, caller, ctx.body, 'i');
    const where = f.where();
    const limit = f.p(ctx.body.limit);
    // The newest day's photos taken so far: a board photographed later today (a seeded or clock-skewed row)
    // is not shown before its time.
    const rows = await db.query<{ imageId: number }>(
      `WITH day AS (SELECT max(i.capture_time)::date AS d FROM pest_images i JOIN pest_devices d ON d.id = i.device_id ${where} AND i.capture_time <= now())
       SELECT i.id AS "imageId", i.device_id AS "deviceId", d.device_name AS "deviceName",
              ${ts('i.capture_time')} AS "captureTime", i.insect_total AS "insectTotal"
         FROM pest_images i JOIN pest_devices d ON d.id = i.device_id
        ${where} AND i.capture_time::date = (SELECT d FROM day) AND i.capture_time <= now()
        ORDER BY i.capture_time DESC, i.id LIMIT ${limit}`,
      f.params,
    );
    return rows.map((r) => ({
      ...r,
      url: ctx.services.files.sign(`/files/pest/${r.imageId}.svg`, caller.scope),
    })) as never;
  }),
  route(getPestTrend30, async (ctx) => {
    const { db } = ctx.services;
    const f = await pestFilter(db, callerOf(ctx), ctx.body, 'c');
    const end = await lastDay(db, f);
    const where = f.where();
    const a = f.p(shift(end, -29));
    const z = f.p(end);
    const days = await db.query<{ date: string; count: number }>(
      `SELECT to_char(g.day, 'YYYY-MM-DD') AS date, coalesce(t.n, 0)::int AS count
         FROM generate_series(${a}::date, ${z}::date, interval '1 day') AS g(day)
         LEFT JOIN (SELECT c.count_date, sum(c.insect_count) AS n FROM pest_counts c JOIN pest_devices d ON d.id = c.device_id
                     ${where} AND c.count_date BETWEEN ${a}::date AND ${z}::date GROUP BY c.count_date) t ON t.count_date = g.day::date
        ORDER BY g.day`,
      f.params,
    );
    return { endDate: end, days };
  }),
  route(getPestStatistics30, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const f = await pestFilter(db, callerOf(ctx), b, 'c');
    const end = await lastDay(db, f);
    const r = await bySpecies(db, f, shift(end, -29), end);
    const fd = await pestFilter(db, callerOf(ctx), b, 'd');
    const [dev] = await db.query<{ n: number; online: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE d.status = 1)::int AS online FROM pest_devices d ${fd.where()}`,
      fd.params,
    );
    return {
      endDate: end,
      total: r.total,
      deviceCount: dev?.n ?? 0,
      onlineCount: dev?.online ?? 0,
      species: r.species,
    };
  }),
  route(getPestCurrentMonth, async (ctx) => {
    const { db } = ctx.services;
    const f = await pestFilter(db, callerOf(ctx), ctx.body, 'c');
    const end = await lastDay(db, f);
    const month = end.slice(0, 7);
    const first = `${month}-01`;
    const prevFirst = `${shift(first, -1).slice(0, 7)}-01`;
    const now = await bySpecies(db, f, first, end);
    const prev = await bySpecies(db, f, prevFirst, shift(first, -1));
    const [peak] = await db.query<{ d: string }>(
      `SELECT to_char(c.count_date, 'YYYY-MM-DD') AS d FROM pest_counts c JOIN pest_devices d ON d.id = c.device_id
        ${f.where()} AND c.count_date BETWEEN $${f.params.length + 1}::date AND $${f.params.length + 2}::date
        GROUP BY c.count_date ORDER BY sum(c.insect_count) DESC, c.count_date LIMIT 1`,
      [...f.params, first, end],
    );
    return {
      month,
      total: now.total,
      lastMonthTotal: prev.total,
      peakDate: peak?.d ?? null,
      species: now.species,
    };
  }),
];
