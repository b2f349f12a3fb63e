import { z } from 'zod';
import { zAreaFilter, zCode, zListKeyword, zRowArea } from './area-list';
import { pageOf, zDate, zPaging, zSortOf } from './common';
import { defineEndpoint } from './define';
import { AREA_SCOPE } from './scope';

// Spec §7 "Others: landowner multispectral analysis": the vegetation indices of multispectral captures
// (satellite or drone) per parcel, the growth grade read from them, for the holders of the parcels.

/** Growth grades: 1 长势好 … 4 长势差. */
export const GROWTH_GRADES = { 1: '长势好', 2: '长势较好', 3: '长势一般', 4: '长势差' } as const;
/** Capture sensors: 1 卫星, 2 无人机. */
export const MULTISPECTRAL_SENSORS = { 1: '卫星', 2: '无人机' } as const;

const zCapture = z.object({
  captureDate: z.string(),
  sensor: z.number().int(),
  sensorName: z.string(),
  parcelCount: z.number().int(),
});

const zShare = z.object({ parcelCount: z.number().int(), areaMu: z.number() });

export const getMultispectralAnalysis = defineEndpoint({
  path: '/api/landowner/gov/multispectral/analysis',
  summary: '地块多光谱长势分析（按采集日期：长势等级、各区域与作物的植被指数）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zAreaFilter,
    /** The capture analysed; the area's latest when absent. */
    captureDate: zDate.optional(),
  }),
  result: z.object({
    /** The area's captures, newest first (at most 24). */
    captures: z.array(zCapture),
    /** The capture answered, null when the area has none. */
    captureDate: z.string().nullable(),
    parcelCount: z.number().int(),
    areaMu: z.number(),
    meanNdvi: z.number().nullable(),
    meanNdre: z.number().nullable(),
    /** The mean NDVI of the same parcels at the capture before, null without one. */
    previousMeanNdvi: z.number().nullable(),
    grades: z.array(zShare.extend({ grade: z.number().int(), name: z.string() })),
    byArea: z.array(
      zShare.extend({
        areaId: z.number(),
        areaName: z.string(),
        meanNdvi: z.number().nullable(),
        /** Parcels graded 长势一般 or 长势差. */
        weakCount: z.number().int(),
      }),
    ),
    crops: z.array(zShare.extend({ cropName: z.string(), meanNdvi: z.number() })),
  }),
});

export const zMultispectralParcel = z.object({
  id: z.number().int(),
  landId: z.number().int(),
  dkid: z.string(),
  landName: z.string().nullable(),
  /** The holder (承包方); masked without pii:view. */
  contractorName: z.string().nullable(),
  farmName: z.string().nullable(),
  ...zRowArea,
  areaMu: z.number(),
  captureDate: z.string(),
  sensorName: z.string(),
  cropName: z.string().nullable(),
  ndvi: z.number(),
  ndre: z.number().nullable(),
  growthGrade: z.number().int(),
  growthGradeName: z.string(),
  advice: z.string().nullable(),
});

export const listMultispectralParcels = defineEndpoint({
  path: '/api/landowner/gov/multispectral/list',
  summary: '地块多光谱长势明细（承包方、植被指数、长势等级与建议）',
  access: 'data:view',
  display: true,
  scope: AREA_SCOPE,
  body: z.strictObject({
    ...zPaging,
    ...zAreaFilter,
    captureDate: zDate.optional(),
    growthGrade: zCode(4),
    keyword: zListKeyword,
    ...zSortOf(['ndvi', 'areaMu', 'captureDate']),
  }),
  result: pageOf(zMultispectralParcel),
});

/** The landowner service group of spec §7 (multispectral analysis). */
export const multispectralEndpoints = { getMultispectralAnalysis, listMultispectralParcels };
