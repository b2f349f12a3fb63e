import { z } from 'zod';
import { zAreaId } from './common';
import { defineEndpoint } from './define';
import { inArea } from './scope';

const zLng = z.number().min(73).max(136);
const zLat = z.number().min(3).max(54);

/** One UAV patrol (无人机巡田): a change-detection batch flown by drone over one area (a village or a town). */
export const zUavPatrol = z.object({
  batchId: z.number().int(),
  batchName: z.string(),
  /** 1 非农化巡查, 2 非粮化/撂荒巡查. */
  batchType: z.number().int(),
  /** The flight's imagery date (后时相) and the image it was compared with (前时相). */
  imageDate: z.string(),
  compareImageDate: z.string().nullable(),
  areaId: z.number(),
  areaName: z.string(),
  townName: z.string().nullable(),
  /** The area flown over, 亩 (ellipsoidal area of its outline). */
  coveredMu: z.number(),
  /** Where its images come from: synthesised demo imagery or the bureau's tile service; null: none set up. */
  imagerySource: z.enum(['synthetic', 'template']).nullable(),
  findingCount: z.number().int(),
  findingAreaMu: z.number(),
  /** Findings still in review (not 已完成, 无需核查 or 已驳回). */
  openCount: z.number().int(),
  /** Outline of the area flown (GeoJSON, EPSG:4326, simplified). */
  coverage: z.unknown().nullable(),
});

export const getUavPatrols = defineEndpoint({
  path: '/api/gisdata/gov/uav/patrols',
  summary: '无人机巡田：巡田架次、覆盖范围、影像与发现的图斑（按架次、乡镇、月份）',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({
    areaId: zAreaId.optional(),
    /** Default: the latest year with patrols (the current year when there are none). */
    year: z.number().int().min(2000).max(2100).optional(),
  }),
  result: z.object({
    year: z.number().int(),
    /** Years with patrols over the area, newest first. */
    years: z.array(z.number().int()),
    /** Patrols of the year over the area, newest first. */
    patrols: z.array(zUavPatrol),
    /** Towns flown over in the year. */
    towns: z.array(
      z.object({
        areaId: z.number(),
        areaName: z.string(),
        patrolCount: z.number().int(),
        coveredMu: z.number(),
        lastDate: z.string(),
        findingCount: z.number().int(),
        findingAreaMu: z.number(),
      }),
    ),
    /** Months 1–12 of the year: patrols flown and findings made. */
    months: z.array(
      z.object({ month: z.number().int(), patrolCount: z.number().int(), findingCount: z.number().int() }),
    ),
  }),
});

/** Largest buffer radius of the surroundings analysis, metres. */
export const SURROUNDINGS_RADIUS_MAX_M = 3000;

export const analyseSurroundings = defineEndpoint({
  path: '/api/gisdata/gov/surroundings/analyse',
  summary: '周边环境：所选位置一定半径内的地类、经营主体、设备、摄像头与图斑',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({
    areaId: zAreaId.optional(),
    lng: zLng,
    lat: zLat,
    radiusM: z.number().int().min(100).max(SURROUNDINGS_RADIUS_MAX_M),
  }),
  result: z.object({
    /** The village and town the point lies in. */
    place: z.object({ villageName: z.string().nullable(), townName: z.string().nullable() }),
    /** The buffer (GeoJSON Polygon, EPSG:4326) and its area in 亩. */
    circle: z.unknown(),
    circleMu: z.number(),
    /** Land inside the buffer by first-level land-use class (parts of parcels inside, 亩). */
    landClasses: z.array(
      z.object({ dlbmClass: z.string(), label: z.string(), count: z.number().int(), areaMu: z.number() }),
    ),
    /** Farms and business entities inside, nearest first (at most 8) and their number. */
    farmCount: z.number().int(),
    farms: z.array(z.object({ id: z.number().int(), farmName: z.string(), distanceM: z.number() })),
    /** Points inside by kind: IoT devices (online of them), cameras, pest devices. */
    devices: z.object({
      iot: z.number().int(),
      iotOnline: z.number().int(),
      cameras: z.number().int(),
      pest: z.number().int(),
    }),
    /** Farmland-control cases touching the buffer, nearest first (at most 8), and their totals. */
    caseCount: z.number().int(),
    caseAreaMu: z.number(),
    openCaseCount: z.number().int(),
    cases: z.array(
      z.object({
        kind: z.enum(['occupation', 'abnormal']),
        id: z.number().int(),
        code: z.string(),
        typeLabel: z.string(),
        status: z.number().int(),
        areaMu: z.number(),
        distanceM: z.number(),
      }),
    ),
  }),
});

/** The widest view the 3D page may ask about (degrees of longitude or latitude). */
export const VIEW_OBJECTS_SPAN_MAX_DEG = 3;

export const getViewObjects = defineEndpoint({
  path: '/api/gisdata/gov/view/objects',
  summary: '三维实景：视野范围内的地块（拉伸体）、村级汇总、经营主体与设备',
  access: 'data:view',
  display: true,
  scope: { areaId: inArea() },
  body: z.strictObject({
    areaId: zAreaId.optional(),
    /** [west, south, east, north] of the view, degrees. */
    bbox: z.tuple([zLng, zLat, zLng, zLat]),
  }),
  result: z.object({
    parcelCount: z.number().int(),
    parcelAreaMu: z.number(),
    /** The largest parcels in view (the tallest blocks of the 3D view). */
    tallest: z.array(
      z.object({
        dkid: z.string(),
        landName: z.string().nullable(),
        dlbmName: z.string(),
        areaMu: z.number(),
        villageName: z.string(),
      }),
    ),
    /** Villages with parcels in view and the area of all their parcels (their blocks below parcel zoom). */
    villages: z.array(z.object({ areaId: z.number(), areaName: z.string(), parcelAreaMu: z.number() })),
    farmCount: z.number().int(),
    iotCount: z.number().int(),
    cameraCount: z.number().int(),
  }),
});

/** Map analyses of the GIS pages: UAV patrols, surroundings, objects in a 3D view. */
export const mapAnalysisEndpoints = { getUavPatrols, analyseSurroundings, getViewObjects };
