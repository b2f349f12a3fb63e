import { z } from 'zod';
import { zAreaId, zAreaLevel, zDate, zLine } from './common';

/** Area filter of area-scoped lists: an area code and its level (the caller's scope when absent). */
export const zAreaFilter = { areaId: zAreaId.optional(), areaLevel: zAreaLevel.optional() };
/** Inclusive date range of a list ('YYYY-MM-DD'). */
export const zDateRange = { startTime: zDate.optional(), endTime: zDate.optional() };
/** A free-text search of a list. */
export const zListKeyword = zLine(64).optional();
/** A small code filter (type, status …). */
export const zCode = (max: number) => z.number().int().min(0).max(max).optional();

/** Where a row lies: its (village) area, with the town above it. */
export const zRowArea = {
  areaId: z.number(),
  areaName: z.string(),
  townName: z.string().nullable(),
};
