import { areaLevelOfCode, parentAreaId } from '@fengshou/core';
import { areaCodeRange } from '../../auth/scope';
import type { Executor, Queryable } from '../../db/client';
import { geometryProblem } from '../geometry-check';
import { FileProblem, type Problem, pick } from '../types';
import { defineImportKind } from './define';
import { readRows } from './rows';

const CODE_NAMES = ['区划代码', 'XZQDM', 'XZDM', 'QHDM', 'CODE', 'areaCode', 'areaId', '行政区划代码'];
const NAME_NAMES = ['名称', 'XZQMC', 'XZMC', 'QHMC', 'NAME', 'areaName', '区划名称'];

/** An outline that passed the file's checks: its 12-digit area id, the name given, the geometry. */
interface OutlineDraft {
  row: number;
  id: number;
  name: string | null;
  geojson: string;
}

/**
 * Outlines of the bureau's own county, towns and villages (the national list has their names and codes,
 * not their shapes). Each feature names its area by code; an existing area gets the outline, a village the
 * national list lacks is added under its town. The area maps, the village and town layers of the GIS map,
 * the parcel import (which needs the target's outline) and the imagery clip all read these outlines.
 */
export const areaOutlinesImport = defineImportKind({
  kind: 'area-outlines',
  label: '区划边界',
  group: '行政区划',
  uses: '大屏区域地图、GIS地图的乡镇与村级范围和聚合图层、地块导入的区域范围、监测影像的区域裁剪',
  table: 'areas',
  key: ['id'],
  keyLabel: '区划代码',
  format: 'features',
  geometry: { column: 'geom', type: 'polygon' },
  areaColumn: 'id',
  countWhere: 'geom IS NOT NULL',
  columns: [
    {
      header: '区划代码',
      aliases: CODE_NAMES.slice(1),
      cell: { t: 'text', pattern: /^\d{6}(\d{3}){0,2}$/, hint: '12位统计用区划代码' },
      required: true,
      example: '361130101001',
      note: '12位统计用区划代码；6位县级、9位乡镇代码自动补零。重复导入时按区划代码替换边界',
    },
    {
      header: '名称',
      aliases: NAME_NAMES.slice(1),
      cell: { t: 'text', max: 64 },
      example: '城东村委会',
      note: '已有区划保留全国区划名称；区划名录中没有的村按此名称新增（须填写）',
    },
  ],
  async custom(db, req) {
    const [target] = await db.query<{ id: number }>('SELECT id FROM areas WHERE id = $1', [req.areaId]);
    if (!target) throw new FileProblem('areaId', `区域${req.areaId}不存在`);
    const rows = await readRows(areaOutlinesImport, req.files);
    if (rows.length === 0) throw new FileProblem('file', '文件中没有区划边界');
    const problems: Problem[] = [];
    const drafts = draftOutlines(rows, areaCodeRange(req.areaId), problems);
    await checkOutlines(db, drafts, problems);
    if (problems.length || req.dryRun) return { total: rows.length, inserted: 0, updated: 0, problems };
    const counts = await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['import:area-outlines']);
      const counts = await writeOutlines(q, drafts);
      await req.record(q, { ...counts, total: rows.length });
      return counts;
    });
    return { total: rows.length, ...counts, problems };
  },
});

/** Reads each feature's code, name and geometry; a code outside the target or twice in the file is refused. */
function draftOutlines(
  rows: Awaited<ReturnType<typeof readRows>>,
  [low, high]: [number, number],
  problems: Problem[],
): OutlineDraft[] {
  const drafts: OutlineDraft[] = [];
  const seen = new Map<number, number>();
  for (const r of rows) {
    const bad = (field: string, reason: string) => problems.push({ row: r.row, field, reason });
    const before = problems.length;
    const code = String(pick(r.cells, CODE_NAMES) ?? '').trim();
    const id = /^\d{6}(\d{3}){0,2}$/.test(code) ? Number(code.padEnd(12, '0')) : undefined;
    if (!code) bad('区划代码', '缺少区划代码');
    else if (id === undefined || areaLevelOfCode(id) === undefined)
      bad('区划代码', `区划代码"${code}"须为12位统计用区划代码（或6位县级、9位乡镇代码）`);
    else if (id < low || id > high) bad('区划代码', `区划代码${code}不在导入区域内`);
    else if (seen.has(id)) bad('区划代码', `区划代码与第${seen.get(id)}行重复`);
    else seen.set(id, r.row);
    const geo = geometryProblem(r.geometry ?? null);
    if (geo) bad('geometry', geo);
    if (problems.length > before) continue;
    const name = String(pick(r.cells, NAME_NAMES) ?? '').trim();
    if (name.length > 64) {
      bad('名称', '名称不能超过64个字');
      continue;
    }
    drafts.push({ row: r.row, id: id!, name: name || null, geojson: JSON.stringify(r.geometry) });
  }
  return drafts;
}

/**
 * PostGIS validity of each outline; an area missing from the list needs a name and a parent that exists
 * (or is added by the same file).
 */
async function checkOutlines(q: Queryable, drafts: OutlineDraft[], problems: Problem[]): Promise<void> {
  const checked = await q.query<{ row: number; reason: string | null; known: boolean; parent: boolean }>(
    `SELECT t.row, CASE WHEN NOT ST_IsValid(x.g) THEN coalesce(ST_IsValidReason(x.g), '自相交等') END AS reason,
            EXISTS (SELECT 1 FROM areas a WHERE a.id = t.id) AS known,
            EXISTS (SELECT 1 FROM areas a WHERE a.id = t.parent) AS parent
       FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::text[]) AS t(row, id, parent, gj)
       CROSS JOIN LATERAL (SELECT ST_Multi(ST_Force2D(ST_SetSRID(ST_GeomFromGeoJSON(t.gj), 4326))) AS g) x`,
    [
      drafts.map((d) => d.row),
      drafts.map((d) => d.id),
      drafts.map((d) => parentAreaId(d.id) ?? null),
      drafts.map((d) => d.geojson),
    ],
  );
  const byRow = new Map(checked.map((c) => [c.row, c]));
  const added = new Set(drafts.filter((d) => !byRow.get(d.row)!.known).map((d) => d.id));
  for (const d of drafts) {
    const c = byRow.get(d.row)!;
    const bad = (field: string, reason: string) => problems.push({ row: d.row, field, reason });
    if (c.reason) bad('geometry', `几何图形无效（${c.reason}）`);
    if (c.known) continue;
    const parent = parentAreaId(d.id);
    if (!d.name) bad('名称', `区划代码${d.id}不在区划名录中，新增时须填写名称`);
    if (!c.parent && !(parent !== undefined && added.has(parent)))
      bad('区划代码', `区划代码${d.id}的上级区划${parent ?? ''}不存在`);
  }
}

/** Stores the outlines: new areas first (parents before children), then the outlines of existing ones. */
async function writeOutlines(
  q: Executor,
  drafts: OutlineDraft[],
): Promise<{ inserted: number; updated: number }> {
  const existing = await q.query<{ id: string }>('SELECT id FROM areas WHERE id = ANY($1::bigint[])', [
    drafts.map((d) => d.id),
  ]);
  const known = new Set(existing.map((e) => Number(e.id)));
  const added = drafts
    .filter((d) => !known.has(d.id))
    .sort((a, b) => areaLevelOfCode(a.id)! - areaLevelOfCode(b.id)!);
  // Levels ascending: a town added by the file exists before its new villages reference it.
  for (const d of added)
    await q.query(
      `INSERT INTO areas (id, parent_id, level, name, geom, center)
       SELECT $1, $2, $3, $4, g, ST_PointOnSurface(g)
         FROM (SELECT ST_Multi(ST_Force2D(ST_SetSRID(ST_GeomFromGeoJSON($5), 4326))) AS g) x`,
      [d.id, parentAreaId(d.id), areaLevelOfCode(d.id), d.name, d.geojson],
    );
  const updated = drafts.filter((d) => known.has(d.id));
  for (let i = 0; i < updated.length; i += 500) {
    const b = updated.slice(i, i + 500);
    await q.query(
      `UPDATE areas a SET geom = x.g, center = ST_PointOnSurface(x.g)
         FROM (SELECT t.id, ST_Multi(ST_Force2D(ST_SetSRID(ST_GeomFromGeoJSON(t.gj), 4326))) AS g
                 FROM unnest($1::bigint[], $2::text[]) AS t(id, gj)) x
        WHERE a.id = x.id`,
      [b.map((d) => d.id), b.map((d) => d.geojson)],
    );
  }
  return { inserted: added.length, updated: updated.length };
}
