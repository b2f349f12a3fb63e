import { z } from 'zod';
import { TILE_TEMPLATE_MAX_LENGTH, tileTemplateProblem } from '../geo/tile-template';
import { zId, zLine } from './common';
import { defineEndpoint } from './define';
import { ofRecord, ofRecordOver } from './scope';

/**
 * The two images of a change-detection batch: 前时相 (its compare_image_date) and 后时相 (its image_date).
 * A crop-monitoring (history) batch has one date, its after image.
 */
export const IMAGERY_PHASES = ['before', 'after'] as const;
export type ImageryPhase = (typeof IMAGERY_PHASES)[number];
export const IMAGERY_PHASE_LABELS: Readonly<Record<ImageryPhase, string>> = {
  before: '前时相',
  after: '后时相',
};

/**
 * synthetic: drawn by the server from the database (parcels by land use and the crop on them at the date,
 * the findings of batches up to the date): the demo counties, which have no imagery service.
 * template: a raster tile service (XYZ or WMTS GetTile URL template) that the server fetches.
 */
export const IMAGERY_SOURCE_TYPES = ['synthetic', 'template'] as const;
export type ImagerySourceType = (typeof IMAGERY_SOURCE_TYPES)[number];
export const IMAGERY_SOURCE_LABELS: Readonly<Record<ImagerySourceType, string>> = {
  synthetic: '合成影像（演示）',
  template: '瓦片服务（XYZ/WMTS）',
};

/** Zooms the synthetic imagery is drawn at: parcels are pixels at 12, crop rows show at 18. */
export const SYNTHETIC_ZOOMS = { min: 12, max: 18 } as const;
/** Pixels per side of an imagery tile (MapLibre raster sources are told the same). */
export const IMAGERY_TILE_SIZE = 256;

const zZoom = z.number().int().min(0).max(22);

/** One phase of a batch and where its image comes from (null fields: not configured). */
export const zBatchImageryPhase = z.object({
  phase: z.enum(IMAGERY_PHASES),
  /** The date of the image (the batch's compare or image date); null when the batch has no such image. */
  imageDate: z.string().nullable(),
  sourceType: z.enum(IMAGERY_SOURCE_TYPES).nullable(),
  minZoom: z.number().int().nullable(),
  maxZoom: z.number().int().nullable(),
  attribution: z.string().nullable(),
  /** The template itself, only for holders of imagery:manage (it may carry a service key). */
  tileUrl: z.string().nullable(),
  updateTime: z.string().nullable(),
});

const zBatchImagery = z.object({
  batchId: z.number().int(),
  batchName: z.string(),
  batchType: z.number().int(),
  phases: z.array(zBatchImageryPhase),
});

export const getBatchImagery = defineEndpoint({
  path: '/api/gisdata/gov/monitoring/imagery',
  summary: '批次前后时相影像（影像来源与日期；瓦片经 /tiles/imagery 提供）',
  access: 'data:view',
  display: true,
  scope: { batchId: ofRecordOver('monitoringBatch') },
  body: z.strictObject({ batchId: zId }),
  result: zBatchImagery,
});

export const saveBatchImagery = defineEndpoint({
  path: '/api/gisdata/gov/monitoring/imagery/save',
  summary: '配置批次某一时相的影像来源（合成影像或 XYZ/WMTS 瓦片服务地址模板）',
  access: 'imagery:manage',
  audit: 'setting.change',
  // Configuring is the county's (or a higher level's) business, not a town's that only sees the batch.
  scope: { batchId: ofRecord('monitoringBatch') },
  body: z
    .strictObject({
      batchId: zId,
      phase: z.enum(IMAGERY_PHASES),
      sourceType: z.enum(IMAGERY_SOURCE_TYPES),
      /** Required for a template source, absent for synthetic imagery. */
      tileUrl: zLine(TILE_TEMPLATE_MAX_LENGTH).nullable().optional(),
      minZoom: zZoom,
      maxZoom: zZoom,
      attribution: zLine(200).nullable().optional(),
    })
    .superRefine((b, ctx) => {
      if (b.sourceType === 'template') {
        const problem = tileTemplateProblem(b.tileUrl ?? '');
        if (problem) ctx.addIssue({ code: 'custom', path: ['tileUrl'], message: problem });
      } else if (b.tileUrl) {
        ctx.addIssue({ code: 'custom', path: ['tileUrl'], message: '合成影像不使用服务地址' });
      }
      if (b.minZoom > b.maxZoom) {
        ctx.addIssue({ code: 'custom', path: ['maxZoom'], message: '最大级别不能小于最小级别' });
      }
      const { min, max } = SYNTHETIC_ZOOMS;
      if (b.sourceType === 'synthetic' && (b.minZoom < min || b.maxZoom > max)) {
        ctx.addIssue({ code: 'custom', path: ['minZoom'], message: `合成影像的级别范围为 ${min}–${max}` });
      }
    }),
  result: zBatchImagery,
});

/** Imagery of monitoring batches (a part of the gis service group). */
export const imageryEndpoints = { getBatchImagery, saveBatchImagery };
