import { badParams } from '@fengshou/core';
import {
  deletePestDevice,
  getInsectStatistics,
  getPestCurrentMonth,
  getPestStatistics30,
  getPestTrend30,
  issuePestDeviceCredential,
  listBugAnalysisHistory,
  listTodayPestImages,
  uploadPestImage,
} from '@fengshou/core/contract';
import { newToken, sha256 } from '../../auth/tokens';
import type { Queryable } from '../../db/client';
import { deleteDeviceWithPictures } from '../../files/store/delete-with-files';
import { decodeBase64 } from '../../files/store/picture';
import { extOfKey } from '../../files/store/store';
import { areaOf, callerOf, type HandlerContext, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import type { Filter } from '../../query/sql-filter';
import { ts } from '../../query/sql-time';
import { invalidateStats } from '../archive/cache';
import { bugDeviceList, insectList } from './lists';
import { lastDay, pestFilter, shift } from './pest-repo';
import { storeTrapImage } from './trap-images';

/** A trap photo's columns (alias i, its trap d), its picture's key as "fileKey". */
const PEST_IMAGE_COLUMNS = `i.id AS "imageId", i.device_id AS "deviceId", d.device_name AS "deviceName",
       ${ts('i.capture_time')} AS "captureTime", i.insect_total AS "insectTotal", i.file_key AS "fileKey"`;

/** A trap photo as answered: its picture (named after its stored file, or .svg when drawn) signed for the caller. */
const presentPestImage = (
  ctx: HandlerContext<unknown>,
  { fileKey, ...r }: { imageId: number; fileKey: string | null },
) => ({
  ...r,
  url: ctx.services.files.sign(`/files/pest/${r.imageId}.${extOfKey(fileKey)}`, callerOf(ctx).scope),
});

const SPECIES = `coalesce((SELECT json_agg(json_build_object('speciesId', s.id, 'name', s.name, 'count', x.n) ORDER BY x.n DESC, s.id)
                   FROM (SELECT species_id, sum(insect_count)::int AS n FROM pest_counts c %WHERE% GROUP BY species_id) x
                   JOIN pest_species s ON s.id = x.species_id), '[]'::json)`;

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

/** Pest rows of the request's area, farm and trap (see pestFilter). */
const filterOf = (ctx: HandlerContext<{ farmId?: number; deviceId?: number }>, alias: 'c' | 'i' | 'd') =>
  pestFilter(areaOf(ctx).range, ctx.body, alias);

/** Handlers of pest monitoring (third-party insect data): devices, counts, trends, trap images. */
export const pestRoutes: Route[] = [
  listRoute(insectList),
  route(getInsectStatistics, async (ctx) => {
    const { db } = ctx.services;
    const f = filterOf(ctx, 'c');
    const end = ctx.body.endDate ?? (await lastDay(db, f));
    const start = ctx.body.startDate ?? shift(end, -29);
    if (start > end) throw badParams(['startDate', 'endDate'], '开始日期须不晚于结束日期');
    const r = await bySpecies(db, f, start, end);
    return { startDate: start, endDate: end, deviceCount: r.devices, total: r.total, species: r.species };
  }),
  listRoute(bugDeviceList),
  route(listBugAnalysisHistory, async (ctx) => {
    const { db } = ctx.services;
    const f = filterOf(ctx, 'c');
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
    const f = filterOf(ctx, 'i');
    const where = f.where();
    const limit = f.p(ctx.body.limit);
    // The newest day's photos taken so far: a board photographed later today (a seeded or clock-skewed row)
    // is not shown before its time.
    const rows = await db.query<{ imageId: number; fileKey: string | null }>(
      `WITH day AS (SELECT max(i.capture_time)::date AS d FROM pest_images i JOIN pest_devices d ON d.id = i.device_id ${where} AND i.capture_time <= now())
       SELECT ${PEST_IMAGE_COLUMNS}
         FROM pest_images i JOIN pest_devices d ON d.id = i.device_id
        ${where} AND i.capture_time::date = (SELECT d FROM day) AND i.capture_time <= now()
        ORDER BY i.capture_time DESC, i.id LIMIT ${limit}`,
      f.params,
    );
    return rows.map((r) => presentPestImage(ctx, r)) as never;
  }),
  route(uploadPestImage, async (ctx) => {
    const { db, pictureStore } = ctx.services;
    const { contentBase64, fileName: _name, ...photo } = ctx.body;
    const bytes = decodeBase64(contentBase64, 'contentBase64');
    const { imageId } = await storeTrapImage(db, pictureStore, { ...photo, bytes });
    const [row] = await db.query<{ imageId: number; fileKey: string | null }>(
      `SELECT ${PEST_IMAGE_COLUMNS} FROM pest_images i JOIN pest_devices d ON d.id = i.device_id WHERE i.id = $1`,
      [imageId],
    );
    return presentPestImage(ctx, row!) as never;
  }),
  route(getPestTrend30, async (ctx) => {
    const { db } = ctx.services;
    const f = filterOf(ctx, 'c');
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
    const f = filterOf(ctx, 'c');
    const end = await lastDay(db, f);
    const r = await bySpecies(db, f, shift(end, -29), end);
    const fd = filterOf(ctx, 'd');
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
    const f = filterOf(ctx, 'c');
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
  route(deletePestDevice, async (ctx) => {
    const { db, pictureStore, log } = ctx.services;
    const { deviceId } = ctx.body;
    const files = await deleteDeviceWithPictures(
      db,
      pictureStore,
      { table: 'pest_devices', pictures: 'pest_images', deviceColumn: 'device_id' },
      deviceId,
    );
    if (!files) throw badParams(['deviceId'], '虫情测报设备不存在');
    if (files.failed.length)
      log.warn({ deviceId, keys: files.failed }, 'trap deleted; some pictures stay in the store');
    invalidateStats(db);
    return { deviceId, removedFiles: files.removed };
  }),
  route(issuePestDeviceCredential, async (ctx) => {
    const token = newToken();
    const [row] = await ctx.services.db.query<{ t: string }>(
      `UPDATE pest_devices SET token_hash = $2, token_issued_at = now() WHERE id = $1 RETURNING ${ts('token_issued_at')} AS t`,
      [ctx.body.deviceId, sha256(token)],
    );
    if (!row) throw badParams(['deviceId'], '虫情测报设备不存在');
    return { deviceId: ctx.body.deviceId, token, issuedAt: row.t };
  }),
];
