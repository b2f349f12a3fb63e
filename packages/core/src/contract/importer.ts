import { z } from 'zod';
import { zAreaId } from './common';
import { defineEndpoint } from './define';
import { inArea } from './scope';

/** Largest decoded import file (and the sum of a shapefile's parts). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** One problem of an import file: the row (1-based data row; 0 for the file), the field and why. */
export const zImportProblem = z.object({ row: z.number().int(), field: z.string(), reason: z.string() });

export const importData = defineEndpoint({
  path: '/api/importer/gov/data/import',
  summary: '导入本单位数据（地块 GeoJSON/Shapefile，经营主体 Excel/CSV），全部校验通过才写入',
  access: 'data:import',
  // Base64 makes a 20 MB file 26.7 MB; JSON framing on top.
  bodyLimitBytes: 28 * 1024 * 1024,
  scope: { areaId: inArea() },
  body: z.strictObject({
    kind: z.enum(['parcels', 'entities']),
    /** The file, or a shapefile's parts (.shp, .dbf, .prj, .cpg, .shx). */
    files: z
      .array(
        z.strictObject({
          fileName: z.string().trim().min(1).max(255),
          contentBase64: z
            .string()
            .min(1)
            .max(28 * 1024 * 1024),
        }),
      )
      .min(1, '请上传文件')
      .max(6),
    /** Target area (parcels: the county or an area in it; entities: default area for rows without one). */
    areaId: zAreaId.optional(),
    /** Validate only; nothing is written. */
    dryRun: z.boolean().default(false),
  }),
  result: z.object({
    kind: z.enum(['parcels', 'entities']),
    fileName: z.string(),
    total: z.number().int(),
    written: z.number().int(),
    imported: z.boolean(),
    errorCount: z.number().int(),
    /** The first 200 problems. */
    errors: z.array(zImportProblem),
  }),
});

/** The importer service group. */
export const importerEndpoints = { importData };
