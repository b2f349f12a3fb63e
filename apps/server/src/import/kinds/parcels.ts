import { LAND_SOURCE_OPTIONS } from '@fengshou/core';
import { areaCodeRange } from '../../auth/scope';
import { checkParcels, draftParcels, writeParcels } from '../parcels';
import { FileProblem } from '../types';
import { defineImportKind } from './define';
import { readRows } from './rows';

/** Land parcels (确权/三调 polygons), by parcel code; areas computed on the ellipsoid. */
export const parcelsImport = defineImportKind({
  kind: 'parcels',
  label: '地块',
  group: '土地',
  uses: '地图地块图层、耕地与种植专题的面积、地块列表',
  table: 'land_parcels',
  key: ['dkid'],
  keyLabel: '地块编码',
  format: 'features',
  geometry: { column: 'geom', type: 'polygon' },
  columns: [
    {
      header: '地块编码',
      aliases: ['dkbm', 'dkid'],
      cell: { t: 'text', max: 64 },
      example: '3611301010010001',
      note: '重复导入时按地块编码更新；不填时自动编号',
    },
    {
      header: '地类编码',
      aliases: ['dlbm'],
      cell: { t: 'text' },
      required: true,
      example: '0101',
      note: '三调地类编码，如0101水田、0102水浇地、0103旱地、0201果园、0202茶园',
    },
    {
      header: '地块类型',
      aliases: ['dklx', 'landType'],
      cell: { t: 'int', min: 1, max: 5 },
      example: '2',
      note: '1农用地 2确权地块 3生产现状用地 4高标准农田 5永久基本农田',
    },
    {
      header: '土地来源',
      aliases: ['landSources'],
      cell: { t: 'text' },
      example: '2',
      note: `多个用逗号分隔：${LAND_SOURCE_OPTIONS.map((o) => `${o.id}${o.label}`).join(' ')}`,
    },
    {
      header: '地块名称',
      aliases: ['dkmc', 'landName'],
      cell: { t: 'text', max: 128 },
      example: '城东村1组水田',
    },
    {
      header: '承包方',
      aliases: ['cbfmc', 'contractorName'],
      cell: { t: 'text', max: 128 },
      example: '汪建国',
    },
    {
      header: '地力等级',
      aliases: ['dldj', 'qualityGrade'],
      cell: { t: 'int', min: 1, max: 10 },
      example: '4',
    },
    { header: '农场编号', aliases: ['farmId'], cell: { t: 'int', min: 1 }, example: '' },
  ],
  async custom(db, req) {
    const [target] = await db.query<{ has_geom: boolean }>(
      'SELECT geom IS NOT NULL AS has_geom FROM areas WHERE id = $1',
      [req.areaId],
    );
    if (!target) throw new FileProblem('areaId', `区域${req.areaId}不存在`);
    if (!target.has_geom) throw new FileProblem('areaId', '导入区域还没有边界数据，请先导入区划边界');
    const rows = await readRows(parcelsImport, req.files);
    if (rows.length === 0) throw new FileProblem('file', '文件中没有地块');
    const problems: { row: number; field: string; reason: string }[] = [];
    const features = rows.map((r) => ({ row: r.row, geometry: r.geometry ?? null, properties: r.cells }));
    const drafts = draftParcels(features, problems);
    await checkParcels(db, drafts, { areaId: req.areaId, range: areaCodeRange(req.areaId) }, problems);
    if (problems.length || req.dryRun) return { total: rows.length, inserted: 0, updated: 0, problems };
    const counts = await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['import:parcels']);
      const counts = await writeParcels(q, drafts, req.jobId);
      await req.record(q, { ...counts, total: rows.length });
      return counts;
    });
    return { total: rows.length, ...counts, problems };
  },
});
