import { z } from 'zod';
import { zAreaId } from './common';
import { defineEndpoint } from './define';

/** A child area drawn on the map: its outline (GeoJSON, EPSG:4326, simplified for display) and label point. */
export const zAreaShape = z.object({
  areaId: z.number(),
  areaName: z.string(),
  level: z.number().int(),
  hasChildren: z.boolean(),
  center: z.tuple([z.number(), z.number()]).nullable(),
  geometry: z.unknown().nullable(),
});

export const listChildOutlines = defineEndpoint({
  path: '/api/gisdata/gov/area/childOutlines',
  summary: '下级行政区轮廓（地图下钻；单一下级时跳过一级）',
  access: 'session',
  display: true,
  body: z.strictObject({ areaId: zAreaId }),
  result: z.object({
    /** The skipped single child (上海市 → 市辖区), when the children shown are its children. */
    via: z.object({ areaId: z.number(), areaName: z.string(), level: z.number().int() }).nullable(),
    children: z.array(zAreaShape),
  }),
});

/** The gis service group (map: outlines, points, land sources, monitoring, drawing analysis). */
export const gisEndpoints = { listChildOutlines };
