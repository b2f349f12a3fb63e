import { z } from 'zod';
import { zAreaFilter, zCode, zListKeyword } from './area-list';
import { zId } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE, ofRecord } from './scope';

// Agricultural parks (农业园区): a boundary the bureau draws, the park's own figures, and what lies inside
// it (farms and their entities, parcels, devices, cameras), found by the boundary. Gisdata service group.

export const PARK_TYPES = {
  1: '现代农业产业园',
  2: '农业科技园区',
  3: '田园综合体',
  4: '休闲观光园区',
} as const;
export const PARK_LEVELS = { 1: '国家级', 2: '省级', 3: '市级', 4: '区县级' } as const;

export const zParkSummary = z.object({
  parkId: z.number().int(),
  parkName: z.string(),
  parkType: z.number().int(),
  parkTypeName: z.string(),
  parkLevel: z.number().int(),
  parkLevelName: z.string(),
  leadingIndustry: z.string(),
  areaMu: z.number(),
  /** The town (or other area) the park is registered in. */
  areaId: z.number(),
  areaName: z.string(),
  areaLevel: z.number().int(),
});

export const listParks = defineEndpoint({
  path: '/api/gisdata/gov/park/list',
  summary: '农业园区（按类型）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({ ...zAreaFilter, parkType: zCode(4), keyword: zListKeyword }),
  result: z.array(zParkSummary),
});

export const zParkDetail = zParkSummary.extend({
  operatorName: z.string().nullable(),
  establishedYear: z.number().int(),
  investmentWan: z.number(),
  outputValueWan: z.number(),
  annualVisitors: z.number().int().nullable(),
  intro: z.string().nullable(),
  /** The boundary as GeoJSON (EPSG:4326) and its box [minLng, minLat, maxLng, maxLat]. */
  boundary: z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.unknown()) }),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** What lies inside: farms (by their location), their entities, parcels, devices and cameras. */
  farmCount: z.number().int(),
  companyCount: z.number().int(),
  parcelCount: z.number().int(),
  parcelAreaMu: z.number(),
  deviceCount: z.number().int(),
  deviceOnline: z.number().int(),
  cameraCount: z.number().int(),
  /** Output of the park's farms this year (t, harvested plantings) and their valid certificates. */
  harvestT: z.number(),
  certificateCount: z.number().int(),
  farms: z.array(
    z.object({
      farmId: z.number().int(),
      farmName: z.string(),
      companyName: z.string(),
      businessCategoryName: z.string().nullable(),
      farmAreaMu: z.number(),
      devices: z.number().int(),
      lng: z.number(),
      lat: z.number(),
    }),
  ),
  /** The park's farms' crops now growing: area per crop. */
  crops: z.array(z.object({ cropName: z.string(), areaMu: z.number() })),
  devices: z.array(
    z.object({
      deviceId: z.number().int(),
      deviceName: z.string(),
      gateCategoryName: z.string(),
      farmName: z.string(),
      status: z.number().int(),
    }),
  ),
});

export const getPark = defineEndpoint({
  path: '/api/gisdata/gov/park/detail',
  summary: '农业园区详情（边界、园内主体、产出、投资与设备）',
  access: 'data:view',
  display: true,
  scope: { parkId: ofRecord('park') },
  body: z.strictObject({ parkId: zId }),
  result: zParkDetail,
});

export const parkEndpoints = { listParks, getPark };
