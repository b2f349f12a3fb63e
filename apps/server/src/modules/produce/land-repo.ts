import { DLBM_CODES, LAND_TYPE_LABELS } from '@fengshou/core';
import type { Database, Queryable } from '../../db/client';
import type { PiiPolicy } from '../../query/pii';
import { conceptOfLandType } from '../archive/land-concepts';
import { metricOf } from '../archive/registry';
import type { StatQuery } from '../archive/sql';
import { breakdown } from '../archive/stats';

const PLANTING = `
  SELECT p.id AS "plantingId", p.land_id AS "landId", l.dkid, p.crop_id AS "cropId", c.crop_name AS "cropName",
         c.crop_identifier AS "cropIdentifier", p.plant_year AS "plantYear", p.season,
         CASE p.season WHEN 1 THEN '春夏季' ELSE '秋冬季' END AS "seasonName",
         to_char(p.sow_date, 'YYYY-MM-DD') AS "sowDate",
         to_char(p.expected_harvest_date, 'YYYY-MM-DD') AS "expectedHarvestDate",
         to_char(p.harvest_date, 'YYYY-MM-DD') AS "harvestDate", p.plant_area_mu AS "plantAreaMu", p.status,
         CASE p.status WHEN 1 THEN '种植中' WHEN 2 THEN '已收获' ELSE '已翻压/毁种' END AS "statusName",
         p.expected_output_kg AS "expectedOutputKg", p.actual_output_kg AS "actualOutputKg",
         p.farm_id AS "farmId", f.farm_name AS "farmName"
    FROM plantings p
    JOIN land_parcels l ON l.id = p.land_id
    JOIN crops c ON c.id = p.crop_id
    LEFT JOIN farms f ON f.id = p.farm_id`;

/** The id of a parcel named by id or by dkid (the declared scope has checked that it exists). */
export async function parcelId(q: Queryable, by: { landId?: number; dkid?: string }): Promise<number> {
  if (by.landId !== undefined) return by.landId;
  const [row] = await q.query<{ id: number }>('SELECT id FROM land_parcels WHERE dkid = $1', [by.dkid]);
  return row!.id;
}

/** Plantings of a parcel: those growing now, or the whole history newest first. */
export function plantingsOf(q: Queryable, landId: number, onlyGrowing: boolean) {
  return q.query<Record<string, unknown>>(
    `${PLANTING} WHERE p.land_id = $1 ${onlyGrowing ? 'AND p.status = 1' : ''} ORDER BY p.sow_date DESC, p.id DESC`,
    [landId],
  );
}

/** The crop catalogue, optionally of one group. */
export function listCropRows(q: Queryable, group?: number) {
  return q.query<Record<string, unknown>>(
    `SELECT id AS "cropId", crop_name AS "cropName", crop_identifier AS "cropIdentifier", crop_group AS "cropGroup",
            business_type_id AS "businessTypeId", color FROM crops
      ${group === undefined ? '' : 'WHERE crop_group = $1'} ORDER BY sort_num, id`,
    group === undefined ? [] : [group],
  );
}

interface LandRow {
  landId: number;
  dkid: string;
  shGisDkid: string | null;
  landName: string | null;
  landType: number;
  dlbm: string;
  landSources: number[];
  farmId: number | null;
  farmName: string | null;
  contractorName: string | null;
  qualityGrade: number | null;
  areaId: number;
  areaName: string;
  areaMu: number;
  center: [number, number];
  geometry: unknown;
}

/** A parcel with geometry and labels, personal data as the caller may see it. */
export async function landDetail(q: Queryable, landId: number, pii: PiiPolicy) {
  const [r] = await q.query<LandRow>(
    `SELECT l.id AS "landId", l.dkid, l.sh_gis_dkid AS "shGisDkid", l.land_name AS "landName", l.land_type AS "landType",
            l.dlbm, l.land_sources::int[] AS "landSources", l.farm_id AS "farmId", f.farm_name AS "farmName",
            l.contractor_name AS "contractorName", l.quality_grade AS "qualityGrade", l.area_id AS "areaId",
            v.name AS "areaName", l.area_mu AS "areaMu",
            json_build_array(round(ST_X(ST_PointOnSurface(l.geom))::numeric, 7), round(ST_Y(ST_PointOnSurface(l.geom))::numeric, 7)) AS center,
            ST_AsGeoJSON(l.geom, 7)::json AS geometry
       FROM land_parcels l JOIN areas v ON v.id = l.area_id LEFT JOIN farms f ON f.id = l.farm_id
      WHERE l.id = $1`,
    [landId],
  );
  if (!r) return undefined;
  return {
    ...r,
    landTypeName: LAND_TYPE_LABELS[r.landType as keyof typeof LAND_TYPE_LABELS] ?? '--',
    dlbmName: DLBM_CODES[r.dlbm as keyof typeof DLBM_CODES] ?? '--',
    contractorName: pii.name(r.contractorName, `land:${r.landId}`),
    center: r.center.map(Number) as [number, number],
  };
}

/**
 * Count and area (亩) of the parcels of each land type's concept within an area (land-concepts.ts: the
 * layer or the membership), so the panel shows the figures the plates show; every type is listed. Read
 * from the statistics engine (parts pre-aggregated per town and concept, answers cached and cleared by
 * imports): a GROUP BY over a county's parcels took 0.8-1 s on PGlite at scale 10, and the map waits for it.
 */
export async function landTypeStats(db: Database, q: StatQuery) {
  const { rows } = await breakdown(
    db,
    [metricOf('landConceptCount')!, metricOf('landConceptAreaMu')!],
    'category',
    q,
  );
  return Object.entries(LAND_TYPE_LABELS).map(([k, name]) => {
    const code = conceptOfLandType(Number(k))!.code;
    const hit = rows.find((r) => Number(r.key) === code);
    return {
      landType: Number(k),
      landTypeName: name,
      landCount: Number(hit?.landConceptCount ?? 0),
      areaMu: Number(hit?.landConceptAreaMu ?? 0),
    };
  });
}
