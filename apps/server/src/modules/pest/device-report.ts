import { badParams, beijingDate, beijingToday } from '@fengshou/core';
import { PICTURE_BODY_LIMIT_BYTES } from '@fengshou/core/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { decodeBase64 } from '../../files/store/picture';
import { captureInstant, deviceOfToken } from '../../http/device-upload';
import { readBody } from '../../http/read-body';
import { invalidateStats } from '../archive/cache';
import { storeTrapImage } from './trap-images';

/** The path a pest trap reports its day's catch to, with its device token. */
export const TRAP_REPORT_PATH = '/api/device/trap/report';

const zCount = z
  .strictObject({
    speciesId: z.number().int().positive().optional(),
    /** The species' name (中文名) or Latin name, when the trap does not know the platform's ids. */
    species: z.string().trim().min(1).max(64).optional(),
    count: z.number().int().min(0).max(1_000_000),
  })
  .refine((c) => c.speciesId !== undefined || c.species !== undefined, {
    message: '须给出 speciesId 或 species',
  });

/** A trap's report: the day's counts per species, and optionally the photo of the tray. */
const zReport = z.strictObject({
  /** The day counted ('YYYY-MM-DD', Beijing); the capture time's day, or today, when absent. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .optional(),
  counts: z.array(zCount).max(200).default([]),
  image: z.string().min(1).optional(),
  captureTime: z.union([z.string().trim().min(1), z.number().int().positive()]).optional(),
  /** Insects on the photographed tray; the sum of the counts when absent. */
  insectTotal: z.number().int().min(0).max(1_000_000).optional(),
});

/** The species id of each count; 300 naming `counts.<i>.species(Id)` for one the catalogue does not have. */
async function speciesIds(q: Queryable, counts: z.output<typeof zReport>['counts']): Promise<number[]> {
  const rows = await q.query<{ id: number; name: string; latin_name: string | null }>(
    'SELECT id, name, latin_name FROM pest_species',
  );
  const byId = new Set(rows.map((r) => r.id));
  const byName = new Map<string, number>();
  for (const r of rows) {
    byName.set(r.name, r.id);
    if (r.latin_name) byName.set(r.latin_name.toLowerCase(), r.id);
  }
  const unknown: string[] = [];
  const ids = counts.map((c, i) => {
    const id =
      c.speciesId !== undefined
        ? byId.has(c.speciesId)
          ? c.speciesId
          : undefined
        : (byName.get(c.species!) ?? byName.get(c.species!.toLowerCase()));
    if (id === undefined) unknown.push(`counts.${i}.${c.speciesId !== undefined ? 'speciesId' : 'species'}`);
    return id ?? 0;
  });
  if (unknown.length) throw badParams(unknown, '未知的虫种');
  if (new Set(ids).size !== ids.length) throw badParams(['counts'], '同一虫种不能重复上报');
  return ids;
}

/**
 * POST /api/device/trap/report (X-Device-Token): a trap's counts per species for a day (a repeat for the same
 * day and species replaces the count) and its tray photo, in one transaction, shown in the pest statistics
 * and the day's trap pictures. Refused with 300 naming the field: an unknown species, a day or capture time
 * in the future, a picture that is not a JPEG, PNG or WebP or is larger than 5 MB; a wrong token is 401.
 */
export function registerTrapReports(app: FastifyInstance): void {
  app.post(TRAP_REPORT_PATH, { bodyLimit: PICTURE_BODY_LIMIT_BYTES }, async (request, reply) => {
    const { db, pictureStore } = app.services;
    const trap = await deviceOfToken<{ id: number; areaId: number }>(db, 'pest_devices', request, reply);
    if (!trap) return reply;
    const b = readBody(zReport, request.body);
    if (!b.counts.length && !b.image) throw badParams(['counts', 'image'], '须上报虫种计数或图片');
    const at = captureInstant(b.captureTime, 'captureTime');
    const date = b.date ?? beijingDate(at);
    if (date > beijingToday()) throw badParams(['date'], '日期不能晚于今天');
    const ids = await speciesIds(db, b.counts);
    const bytes = b.image === undefined ? null : decodeBase64(b.image, 'image');
    const total = b.counts.reduce((n, c) => n + c.count, 0);
    const imageId = await db.tx(async (q) => {
      for (const [i, c] of b.counts.entries()) {
        await q.query(
          `INSERT INTO pest_counts (device_id, species_id, count_date, insect_count, area_id)
           VALUES ($1, $2, $3::date, $4, $5)
           ON CONFLICT (device_id, count_date, species_id) DO UPDATE SET insect_count = EXCLUDED.insect_count`,
          [trap.id, ids[i], date, c.count, trap.areaId],
        );
      }
      // A trap that reports is on line.
      await q.query('UPDATE pest_devices SET status = 1 WHERE id = $1 AND status <> 1', [trap.id]);
      if (!bytes) return null;
      const stored = await storeTrapImage(q, pictureStore, {
        deviceId: trap.id,
        captureTime: at,
        insectTotal: b.insectTotal ?? total,
        bytes,
        field: 'image',
      });
      return stored.imageId;
    });
    invalidateStats(db);
    return {
      respCode: 0,
      respDesc: '成功',
      obj: { deviceId: trap.id, date, total, species: b.counts.length, imageId },
    };
  });
}
