import { z } from 'zod';
import { TIMEOUTS_MS } from '../dict/limits';
import { MAP_QUERY_MAX_PAGES } from '../geo/constants';
import { zAreaId, zAreaLevel, zId } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, inArea, inAreaOrAbove } from './scope';

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
  scope: { areaId: inAreaOrAbove() },
  body: z.strictObject({ areaId: zAreaId }),
  result: z.object({
    /** The skipped single child (上海市 → 市辖区), when the children shown are its children. */
    via: z.object({ areaId: z.number(), areaName: z.string(), level: z.number().int() }).nullable(),
    children: z.array(zAreaShape),
  }),
});

/** Point layers of the map. */
export const MAP_POINT_KINDS = ['farm', 'iot', 'camera', 'pest'] as const;

/** A point of a map layer (farm, IoT device, camera, pest trap) with what its card shows. */
export const zMapPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  lng: z.number(),
  lat: z.number(),
  /** Devices: 1 在线, 0 离线; farms: farm_status (1 正常经营, 2 暂停, 3 注销). */
  status: z.number().int().nullable(),
  typeName: z.string().nullable(),
  farmId: z.number().int().nullable(),
  farmName: z.string().nullable(),
  areaName: z.string().nullable(),
});

export const listMapPoints = defineEndpoint({
  path: '/api/gisdata/gov/map/points',
  summary: '地图点位（经营主体、物联网设备、摄像头、虫情设备）',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({ kind: z.enum(MAP_POINT_KINDS), areaId: zAreaId.optional() }),
  result: z.array(zMapPoint),
});

/** A remote-sensing monitoring batch with the number of its findings in the asked area. */
export const zMonitoringBatch = z.object({
  id: z.number().int(),
  batchName: z.string(),
  /** 1 非农化, 2 非粮化/撂荒, 3 作物监测. */
  batchType: z.number().int(),
  /** Crop batches: 1 种植分布, 2 产量预测; change detection: 1 卫星, 2 无人机. */
  monitoringType: z.number().int(),
  imageDate: z.string(),
  compareImageDate: z.string().nullable(),
  cropId: z.number().int().nullable(),
  cropName: z.string().nullable(),
  findingCount: z.number().int(),
  findingAreaMu: z.number(),
});

export const listMonitoringBatches = defineEndpoint({
  path: '/api/gisdata/gov/monitoring/batches',
  summary: '监测批次（按区域；区县级以下按所在区县）',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({
    areaId: zAreaId.optional(),
    /** 'change': 非农化/非粮化 batches (batch types 1, 2); 'crop': crop-condition history batches (type 3). */
    kind: z.enum(['change', 'crop']).default('change'),
  }),
  result: z.array(zMonitoringBatch),
});

/** Most findings one answer carries (the largest first); `total` counts them all. */
export const BATCH_FINDINGS_MAX = 2000;

/** One finding of a batch: a GeoJSON Feature with its outline and what its map card shows. */
export const zBatchFinding = z.object({
  type: z.literal('Feature'),
  /** Rank by area within the answer, 1 = largest (a numeric id MapLibre can keep). */
  id: z.number().int(),
  properties: z.object({
    /** occupation: a farmland-occupation record (case page by code); abnormal: by recordId. */
    kind: z.enum(['occupation', 'abnormal']),
    recordId: z.number().int(),
    /** occupyNum of an occupation, landCode of an abnormal record. */
    code: z.string(),
    /** Occupied cultivated land of an occupation, the abnormal area of an abnormal record (亩). */
    areaMu: z.number(),
    /** processStatus of the record. */
    status: z.number().int(),
  }),
  /** (Multi)Polygon in EPSG:4326, simplified for city and province views (a few metres). */
  geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
});

export const listBatchFindings = defineEndpoint({
  path: '/api/gisdata/gov/monitoring/findings',
  summary: `批次图斑（占用与异常记录的范围，GeoJSON；按面积从大到小最多 ${BATCH_FINDINGS_MAX} 个）`,
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  // Findings are those inside the request's area: another county's batch simply has none there.
  unscoped: { batchId: 'findings are limited to the area' },
  body: z.strictObject({ batchId: zId, areaId: zAreaId.optional() }),
  result: z.object({
    total: z.number().int(),
    /** Features (EPSG:4326) of at most BATCH_FINDINGS_MAX findings, largest first. */
    features: z.array(zBatchFinding),
  }),
});

export const getCropMonitorStats = defineEndpoint({
  path: '/api/gisdata/gov/monitoring/cropStats',
  summary: '作物长势监测：批次作物的种植分布或产量预测（按下级区域）',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  // Findings are those inside the request's area: another county's batch simply has none there.
  unscoped: { batchId: 'findings are limited to the area' },
  body: z.strictObject({ batchId: zId, areaId: zAreaId.optional() }),
  result: z.object({
    cropName: z.string().nullable(),
    year: z.number().int(),
    rows: z.array(
      z.object({
        areaId: z.number(),
        areaName: z.string(),
        plantAreaMu: z.number(),
        expectedOutputKg: z.number(),
      }),
    ),
  }),
});

const zLngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** A drawn shape (WGS84): a polygon ring or a line of at most 500 points. */
export const zDrawnGeometry = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('Polygon'),
    coordinates: z.array(z.array(zLngLat).min(3).max(500)).length(1),
  }),
  z.strictObject({ type: z.literal('LineString'), coordinates: z.array(zLngLat).min(2).max(500) }),
]);

const zShare = z.object({ count: z.number().int(), areaMu: z.number() });

export const analyseDrawnArea = defineEndpoint({
  path: '/api/gisdata/gov/analysis/drawnArea',
  summary: '绘制区域分析：椭球面积（亩/分/平方米）与长度，区域内地块、地类与作物',
  access: 'data:view',
  display: true,
  heavy: true,
  body: z.strictObject({ geometry: zDrawnGeometry }),
  result: z.object({
    areaM2: z.number(),
    areaMu: z.number(),
    areaFen: z.number(),
    lengthM: z.number(),
    /** Parcels of the caller's area the shape covers (polygon) or crosses (line); areas are the covered part. */
    parcelCount: z.number().int(),
    parcelAreaMu: z.number(),
    dlbm: z.array(zShare.extend({ dlbm: z.string(), dlbmName: z.string() })),
    crops: z.array(zShare.extend({ cropName: z.string() })),
  }),
});

export const queryMapFeatures = defineEndpoint({
  path: '/api/gisdata/gov/map/query',
  summary: '地图要素查询（按 OBJECTID 每页 1000 条分页，默认最多 5 页）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    layer: z.literal('parcels'),
    areaId: zAreaId.optional(),
    areaLevel: zAreaLevel.optional(),
    dlbm: z
      .array(z.string().regex(/^\d{4}$/))
      .max(23)
      .optional(),
    landType: z.number().int().min(1).max(5).optional(),
    /** [west, south, east, north] in degrees. */
    bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
    /** Continue after this OBJECTID (the previous answer's lastObjectId). */
    afterObjectId: z.number().int().min(0).default(0),
    maxPages: z.number().int().min(1).max(20).default(MAP_QUERY_MAX_PAGES),
    returnGeometry: z.boolean().default(false),
  }),
  result: z.object({
    features: z.array(
      z.object({
        objectId: z.number().int(),
        dkid: z.string(),
        dlbm: z.string(),
        landType: z.number().int(),
        areaMu: z.number(),
        areaId: z.number(),
        geometry: z.unknown().optional(),
      }),
    ),
    pages: z.number().int(),
    lastObjectId: z.number().int(),
    /** More features follow: ask again with afterObjectId = lastObjectId. */
    exceededTransferLimit: z.boolean(),
  }),
});

export const getGisToken = defineEndpoint({
  path: '/api/gisdata/gov/gisToken/get',
  summary: '地图服务令牌（天地图浏览器端密钥，公开获取；服务端缓存 1440 分钟）',
  access: 'public',
  timeoutMs: TIMEOUTS_MS.gisToken,
  body: z.strictObject({}),
  result: z.object({
    /** Empty when no key is configured (TIANDITU_KEY, else dictionary gis.tdtToken): maps use the offline basemap. */
    token: z.string(),
    /** How long a browser may reuse it without asking again (spec §9: 43200 s). */
    reuseSeconds: z.number().int(),
  }),
});

/** The gis service group (map: outlines, points, land sources, monitoring, drawing analysis). */
export const gisEndpoints = {
  listChildOutlines,
  listMapPoints,
  listMonitoringBatches,
  listBatchFindings,
  getCropMonitorStats,
  analyseDrawnArea,
  queryMapFeatures,
  getGisToken,
};
