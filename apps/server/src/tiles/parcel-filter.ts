import { DLBM_CODES } from '@fengshou/core';
import { landSourceWhere, landTypeWhere } from '../modules/archive/land-concepts';
import type { Filter } from '../query/sql-filter';

/** What a parcel tile request narrows to, besides the tile itself: always the caller's area range. */
export interface ParcelFilter {
  range: [number, number];
  dlbm?: string[];
  landType?: number;
  landSource?: number;
  /** Parcels touched by the findings (occupations, abnormal records) of a monitoring batch. */
  batchId?: number;
}

/** Query parameters of a tile URL that are not a filter but a question of display. */
export type ParcelQuery = Partial<
  Record<'areaId' | 'dlbm' | 'landType' | 'landSource' | 'batchId' | 'crs', string>
>;

/** Parses the filter parameters; the list of bad names goes into a 300 answer. */
export function parseParcelFilter(
  q: ParcelQuery,
  range: [number, number],
): { filter: ParcelFilter; bad: string[] } {
  const bad: string[] = [];
  const filter: ParcelFilter = { range };
  if (q.dlbm) {
    const codes = q.dlbm.split(',');
    if (codes.every((c) => Object.hasOwn(DLBM_CODES, c)) && codes.length <= 23) filter.dlbm = codes;
    else bad.push('dlbm');
  }
  const int = (name: 'landType' | 'landSource' | 'batchId', max: number) => {
    const v = q[name];
    if (v === undefined || v === '') return undefined;
    if (!/^\d{1,9}$/.test(v) || Number(v) < 1 || Number(v) > max) {
      bad.push(name);
      return undefined;
    }
    return Number(v);
  };
  filter.landType = int('landType', 5);
  filter.landSource = int('landSource', 99);
  filter.batchId = int('batchId', 2147483647);
  return { filter, bad };
}

/** The WHERE conditions of a filter on `land_parcels l`, appended to `f`. */
export function addParcelConditions(f: Filter, filter: ParcelFilter): Filter {
  f.add('l.area_id BETWEEN $? AND $?', filter.range[0], filter.range[1]);
  if (filter.dlbm) f.add('l.dlbm = ANY($?::char(4)[])', filter.dlbm);
  // A layer of a land type or source draws the parcels its concept counts (land-concepts.ts).
  if (filter.landType) f.add(landTypeWhere(filter.landType, 'l'));
  if (filter.landSource) f.add(landSourceWhere(filter.landSource, 'l'));
  if (filter.batchId) {
    f.add(
      `(EXISTS (SELECT 1 FROM farmland_occupations o WHERE o.arable_land_batch_record_id = $? AND ST_Intersects(o.ring, l.geom))
        OR EXISTS (SELECT 1 FROM cultivated_abnormals c WHERE c.cultivated_land_batch_id = $? AND ST_Intersects(c.geom, l.geom)))`,
      filter.batchId,
      filter.batchId,
    );
  }
  return f;
}

/** A stable key of a filter (aggregate cache). */
export function filterKey(filter: ParcelFilter): string {
  return JSON.stringify(filter);
}
