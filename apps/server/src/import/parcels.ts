import { isDlbmCode, LAND_SOURCE_OPTIONS, MU_PER_SQUARE_METRE } from '@fengshou/core';
import type { Executor, Queryable } from '../db/client';
import { geometryProblem } from './geometry-check';
import { type FeatureRow, type Problem, pick } from './types';

const SOURCE_IDS = new Set<number>(LAND_SOURCE_OPTIONS.map((o) => o.id));

/** A parcel that passed every check, ready to write. */
export interface ParcelDraft {
  row: number;
  geojson: string;
  dkid: string | null;
  dlbm: string;
  landType: number;
  landSources: number[];
  landName: string | null;
  contractorName: string | null;
  qualityGrade: number | null;
  farmId: number | null;
  areaId: number;
}

/** Field checks of each feature (names as in 确权/三调 shapefiles or our own GeoJSON keys). */
export function draftParcels(features: FeatureRow[], problems: Problem[]): ParcelDraft[] {
  const drafts: ParcelDraft[] = [];
  const seen = new Map<string, number>();
  for (const f of features) {
    const bad = (field: string, reason: string) => problems.push({ row: f.row, field, reason });
    const before = problems.length;
    const geo = geometryProblem(f.geometry);
    if (geo) bad('geometry', geo);
    const p = f.properties;
    const dlbm = String(pick(p, ['dlbm', '地类编码', 'DLBM']) ?? '').trim();
    if (!dlbm) bad('dlbm', '缺少地类编码（DLBM）');
    else if (!isDlbmCode(dlbm)) bad('dlbm', `地类编码"${dlbm}"不在允许的23类农用地编码中`);
    const rawDkid = pick(p, ['dkid', 'dkbm', '地块编码']);
    const dkid = rawDkid === undefined ? null : String(rawDkid).trim();
    if (dkid !== null && (dkid.length > 64 || !/^[\w-]+$/.test(dkid)))
      bad('dkid', '地块编码须为不超过64位的字母、数字或连字符');
    else if (dkid !== null && seen.has(dkid)) bad('dkid', `地块编码与第${seen.get(dkid)}行重复`);
    else if (dkid !== null) seen.set(dkid, f.row);
    const landType = intOf(pick(p, ['landType', '地块类型', 'dklx']) ?? 2);
    if (landType === undefined || landType < 1 || landType > 5)
      bad('landType', '地块类型须为1–5（农用地、确权地块、生产现状用地、高标准农田、永久基本农田）');
    const sources = String(pick(p, ['landSources', '土地来源']) ?? '2')
      .split(/[,，;；\s]+/)
      .filter(Boolean)
      .map(Number);
    if (sources.some((s) => !SOURCE_IDS.has(s)))
      bad('landSources', `土地来源类别须为${[...SOURCE_IDS].join('、')}之一`);
    const grade = pick(p, ['qualityGrade', 'dldj', '地力等级']);
    const qualityGrade = grade === undefined ? null : intOf(grade);
    if (qualityGrade !== null && (qualityGrade === undefined || qualityGrade < 1 || qualityGrade > 10))
      bad('qualityGrade', '耕地质量等级须为1–10');
    const farm = pick(p, ['farmId', '农场编号']);
    const farmId = farm === undefined ? null : intOf(farm);
    if (farmId !== null && (farmId === undefined || farmId < 1)) bad('farmId', '农场编号须为正整数');
    if (problems.length > before) continue;
    drafts.push({
      row: f.row,
      geojson: JSON.stringify(f.geometry),
      dkid,
      dlbm,
      landType: landType!,
      landSources: [...new Set(sources)].sort((a, b) => a - b),
      landName: strOf(pick(p, ['landName', 'dkmc', '地块名称'])),
      contractorName: strOf(pick(p, ['contractorName', 'cbfmc', 'zjrxm', '承包方'])),
      qualityGrade: qualityGrade ?? null,
      farmId: farmId ?? null,
      areaId: 0,
    });
  }
  return drafts;
}

const intOf = (v: unknown) => (/^\s*\d+\s*$/.test(String(v)) ? Number(v) : undefined);
const strOf = (v: unknown) => (v === undefined ? null : String(v).trim().slice(0, 128) || null);

const CHECK = `
  SELECT t.i AS row, x.valid, CASE WHEN NOT x.valid THEN ST_IsValidReason(x.g) END AS reason,
         CASE WHEN x.valid THEN ST_CoveredBy(x.g, a.zone) END AS inside,
         CASE WHEN x.valid THEN coalesce(
           (SELECT v.id FROM areas v WHERE v.level >= 4 AND v.id BETWEEN $3 AND $4 AND v.geom && ST_PointOnSurface(x.g)
               AND ST_Covers(v.geom, ST_PointOnSurface(x.g)) ORDER BY v.level DESC, v.id LIMIT 1), $5) END AS area
    FROM unnest($1::int[], $2::text[]) AS t(i, gj)
    CROSS JOIN LATERAL (SELECT g, ST_IsValid(g) AS valid FROM
      (SELECT ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON(t.gj), 4326)) AS g) s) x
    CROSS JOIN (SELECT ST_Buffer(geom, 0.00002) AS zone FROM areas WHERE id = $5) a`;

/** PostGIS checks: valid geometry, inside the target area (2 m tolerance), smallest area, unknown ids. */
export async function checkParcels(
  q: Queryable,
  drafts: ParcelDraft[],
  target: { areaId: number; range: [number, number] },
  problems: Problem[],
): Promise<void> {
  for (let i = 0; i < drafts.length; i += 2000) {
    const batch = drafts.slice(i, i + 2000);
    const rows = await q.query<{
      row: number;
      valid: boolean;
      reason: string | null;
      inside: boolean | null;
      area: number | null;
    }>(CHECK, [batch.map((d) => d.row), batch.map((d) => d.geojson), ...target.range, target.areaId]);
    const byRow = new Map(rows.map((r) => [r.row, r]));
    for (const d of batch) {
      const r = byRow.get(d.row)!;
      if (!r.valid)
        problems.push({ row: d.row, field: 'geometry', reason: `几何图形无效（${r.reason ?? '自相交等'}）` });
      else if (!r.inside) problems.push({ row: d.row, field: 'geometry', reason: '地块不在目标区域范围内' });
      else d.areaId = r.area!;
    }
  }
  // A code already in the database is updated by a re-import, unless it belongs outside the target area.
  const dkids = drafts.flatMap((d) => (d.dkid ? [d.dkid] : []));
  const taken = await q.query<{ dkid: string }>(
    'SELECT dkid FROM land_parcels WHERE dkid = ANY($1::text[]) AND area_id NOT BETWEEN $2 AND $3',
    [dkids, ...target.range],
  );
  const outside = new Set(taken.map((t) => t.dkid));
  for (const d of drafts)
    if (d.dkid && outside.has(d.dkid))
      problems.push({ row: d.row, field: 'dkid', reason: `地块编码${d.dkid}已被导入区域外的地块使用` });
  const farmIds = [...new Set(drafts.flatMap((d) => (d.farmId ? [d.farmId] : [])))];
  const farms = await q.query<{ id: number; area_id: number }>(
    'SELECT id, area_id FROM farms WHERE id = ANY($1::int[])',
    [farmIds],
  );
  const farmArea = new Map(farms.map((f) => [f.id, f.area_id]));
  for (const d of drafts) {
    if (!d.farmId) continue;
    const a = farmArea.get(d.farmId);
    if (a === undefined) problems.push({ row: d.row, field: 'farmId', reason: `农场${d.farmId}不存在` });
    else if (a < target.range[0] || a > target.range[1])
      problems.push({ row: d.row, field: 'farmId', reason: `农场${d.farmId}不在目标区域内` });
  }
}

/**
 * Writes the checked parcels (one transaction is the caller's); official areas from the ellipsoid. A parcel
 * whose code exists is updated in place (its plantings stay with it).
 */
export async function writeParcels(
  q: Executor,
  drafts: ParcelDraft[],
  jobId: number,
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  const farms = new Set<number>();
  for (let i = 0; i < drafts.length; i += 2000) {
    const b = drafts.slice(i, i + 2000);
    // The farms whose parcels change: those the rows name and those the updated parcels leave.
    const before = await q.query<{ farm_id: number }>(
      'SELECT DISTINCT farm_id FROM land_parcels WHERE dkid = ANY($1::text[]) AND farm_id IS NOT NULL',
      [b.flatMap((d) => (d.dkid ? [d.dkid] : []))],
    );
    for (const r of before) farms.add(r.farm_id);
    for (const d of b) if (d.farmId !== null && d.farmId !== undefined) farms.add(d.farmId);
    const rows = await q.query<{ inserted: boolean }>(
      `INSERT INTO land_parcels (dkid, land_name, land_type, dlbm, land_sources, farm_id, contractor_name, quality_grade,
              area_id, geom, area_mu, source)
       SELECT t.dkid, t.name, t.lt, t.dlbm, t.src::smallint[], t.farm, t.cn, t.qg, t.area, g,
              ${areaMuSql('g')}, $11
         FROM unnest($1::text[], $2::text[], $3::smallint[], $4::text[], $5::text[], $6::int[], $7::text[], $8::smallint[],
                     $9::bigint[], $10::text[]) AS t(dkid, name, lt, dlbm, src, farm, cn, qg, area, gj)
         CROSS JOIN LATERAL (SELECT ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON(t.gj), 4326)) AS g) x
       ON CONFLICT (dkid) DO UPDATE SET land_name = EXCLUDED.land_name, land_type = EXCLUDED.land_type,
              dlbm = EXCLUDED.dlbm, land_sources = EXCLUDED.land_sources, farm_id = EXCLUDED.farm_id,
              contractor_name = EXCLUDED.contractor_name, quality_grade = EXCLUDED.quality_grade,
              area_id = EXCLUDED.area_id, geom = EXCLUDED.geom, area_mu = EXCLUDED.area_mu, source = EXCLUDED.source
       RETURNING (xmax = 0) AS inserted`,
      [
        b.map(
          (d) => d.dkid ?? `${d.areaId}${String(jobId).padStart(4, '0')}${String(d.row).padStart(5, '0')}`,
        ),
        b.map((d) => d.landName),
        b.map((d) => d.landType),
        b.map((d) => d.dlbm),
        b.map((d) => `{${d.landSources.join(',')}}`),
        b.map((d) => d.farmId),
        b.map((d) => d.contractorName),
        b.map((d) => d.qualityGrade),
        b.map((d) => d.areaId),
        b.map((d) => d.geojson),
        `import:${jobId}`,
      ],
    );
    inserted += rows.filter((r) => r.inserted).length;
  }
  await refreshFarmAreas(q, [...farms]);
  return { inserted, updated: drafts.length - inserted };
}

/** The official area in 亩 of a geometry (SQL): ellipsoidal, in 亩, four decimals; every writer of parcels uses it. */
export const areaMuSql = (g: string) =>
  `round((ST_Area(${g}::geography) * ${MU_PER_SQUARE_METRE})::numeric, 4)`;

/**
 * Base area (基地面积) of farms: the area of their parcels, where they have any (a farm without parcels keeps
 * the area it was registered with).
 */
export async function refreshFarmAreas(q: Executor, farmIds: number[] | 'all'): Promise<void> {
  if (farmIds !== 'all' && !farmIds.length) return;
  await q.query(
    `UPDATE farms f SET farm_area_mu = s.mu
       FROM (SELECT farm_id, round(sum(area_mu), 2) AS mu FROM land_parcels
              WHERE farm_id IS NOT NULL ${farmIds === 'all' ? '' : 'AND farm_id = ANY($1::int[])'} GROUP BY farm_id) s
      WHERE s.farm_id = f.id`,
    farmIds === 'all' ? [] : [farmIds],
  );
}
