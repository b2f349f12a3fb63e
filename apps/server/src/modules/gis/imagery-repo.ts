import { badParams, RespCode, RespError } from '@fengshou/core';
import {
  type getBatchImagery,
  IMAGERY_PHASES,
  type ImageryPhase,
  type ImagerySourceType,
  type ResultOf,
  type saveBatchImagery,
} from '@fengshou/core/contract';
import type { z } from 'zod';
import type { AreaScope } from '../../auth/scope';
import type { Queryable } from '../../db/client';

/** A batch as the imagery needs it: its county, its two dates and its type. */
export interface ImageryBatch {
  id: number;
  batchName: string;
  batchType: number;
  areaId: number;
  imageDate: string;
  compareImageDate: string | null;
}

/** Where one phase's image comes from (a row of monitoring_imagery). */
export interface ImagerySource {
  sourceType: ImagerySourceType;
  tileUrl: string | null;
  minZoom: number;
  maxZoom: number;
  attribution: string | null;
  updateTime: string;
}

/** The batch, or 300 naming batchId when there is none. */
export async function imageryBatch(q: Queryable, batchId: number): Promise<ImageryBatch> {
  const [b] = await q.query<ImageryBatch & { areaId: string }>(
    `SELECT id, batch_name AS "batchName", batch_type AS "batchType", area_id AS "areaId",
            to_char(image_date, 'YYYY-MM-DD') AS "imageDate", to_char(compare_image_date, 'YYYY-MM-DD') AS "compareImageDate"
       FROM monitoring_batches WHERE id = $1`,
    [batchId],
  );
  if (!b) throw badParams(['batchId'], '批次不存在');
  return { ...b, areaId: Number(b.areaId) };
}

/**
 * 401 unless the caller may see the batch: it lies in the caller's area or over it (batches are published
 * per county and seen from its towns and villages, as the contract's `ofRecordOver` declares for the API).
 */
export function assertBatchVisible(scope: AreaScope, batch: ImageryBatch): void {
  if (scope.contains(batch.areaId) || scope.isAncestor(batch.areaId)) return;
  throw new RespError(RespCode.NO_ACCESS, '无权访问该区域的数据');
}

/** The date of a phase's image; null when the batch has none (a crop batch has no before image). */
export function phaseDate(batch: ImageryBatch, phase: ImageryPhase): string | null {
  return phase === 'after' ? batch.imageDate : batch.compareImageDate;
}

/** The configured sources of a batch by phase. */
export async function imagerySources(
  q: Queryable,
  batchId: number,
): Promise<Map<ImageryPhase, ImagerySource>> {
  const rows = await q.query<ImagerySource & { phase: ImageryPhase }>(
    `SELECT phase, source_type AS "sourceType", tile_url AS "tileUrl", min_zoom AS "minZoom", max_zoom AS "maxZoom",
            attribution, to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
       FROM monitoring_imagery WHERE batch_id = $1`,
    [batchId],
  );
  return new Map(rows.map(({ phase, ...s }) => [phase, s]));
}

/** The answer of the imagery endpoints: each phase of the batch, the template only for managers. */
export async function describeImagery(
  q: Queryable,
  batch: ImageryBatch,
  showTemplate: boolean,
): Promise<ResultOf<typeof getBatchImagery>> {
  const sources = await imagerySources(q, batch.id);
  return {
    batchId: batch.id,
    batchName: batch.batchName,
    batchType: batch.batchType,
    phases: IMAGERY_PHASES.map((phase) => {
      const s = sources.get(phase);
      return {
        phase,
        imageDate: phaseDate(batch, phase),
        sourceType: s?.sourceType ?? null,
        minZoom: s?.minZoom ?? null,
        maxZoom: s?.maxZoom ?? null,
        attribution: s?.attribution ?? null,
        tileUrl: showTemplate ? (s?.tileUrl ?? null) : null,
        updateTime: s?.updateTime ?? null,
      };
    }),
  };
}

/** Stores a phase's source (one row per batch and phase; the last save wins). */
export async function saveImagery(
  q: Queryable,
  body: z.output<typeof saveBatchImagery.body>,
  userId: number,
): Promise<void> {
  await q.query(
    `INSERT INTO monitoring_imagery (batch_id, phase, source_type, tile_url, min_zoom, max_zoom, attribution, update_by, update_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (batch_id, phase) DO UPDATE SET source_type = EXCLUDED.source_type, tile_url = EXCLUDED.tile_url,
       min_zoom = EXCLUDED.min_zoom, max_zoom = EXCLUDED.max_zoom, attribution = EXCLUDED.attribution,
       update_by = EXCLUDED.update_by, update_time = now()`,
    [
      body.batchId,
      body.phase,
      body.sourceType,
      body.sourceType === 'template' ? body.tileUrl : null,
      body.minZoom,
      body.maxZoom,
      body.attribution || null,
      userId,
    ],
  );
}
