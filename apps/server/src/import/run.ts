import { areaCodeRange } from '../auth/scope';
import type { Database } from '../db/client';
import { checkEntities, draftEntities, entityCatalogue, writeEntities } from './entities';
import { readGeoJson } from './geojson';
import { checkParcels, draftParcels, writeParcels } from './parcels';
import { readShapefile } from './shapefile';
import { readTable } from './table';
import { FileProblem, type ImportFile, type Problem } from './types';

/** What to import, into which area, for whom. */
export interface ImportRequest {
  kind: 'parcels' | 'entities';
  files: ImportFile[];
  /** Target area: parcels must lie inside it; entities without an area get it. */
  areaId: number;
  userId: number | null;
  dryRun?: boolean;
}

/** The outcome: either everything written, or nothing and the rows at fault. */
export interface ImportReport {
  kind: 'parcels' | 'entities';
  fileName: string;
  total: number;
  written: number;
  imported: boolean;
  errorCount: number;
  errors: Problem[];
}

const MAX_REPORTED = 200;

/** Reads, checks and (when every row is right and not a dry run) writes an import in one transaction. */
export async function runImport(db: Database, req: ImportRequest): Promise<ImportReport> {
  const fileName =
    req.files.find((f) => /\.(shp|geojson|json|xlsx|csv)$/i.test(f.fileName))?.fileName ??
    req.files[0]?.fileName ??
    '';
  const report = (total: number, problems: Problem[], written = 0): ImportReport => ({
    kind: req.kind,
    fileName,
    total,
    written,
    imported: written > 0,
    errorCount: problems.length,
    errors: problems.slice(0, MAX_REPORTED).sort((a, b) => a.row - b.row),
  });
  const problems: Problem[] = [];
  try {
    const [target] = await db.query<{ id: number; has_geom: boolean }>(
      'SELECT id, geom IS NOT NULL AS has_geom FROM areas WHERE id = $1',
      [req.areaId],
    );
    if (!target) throw new FileProblem('areaId', `区域${req.areaId}不存在`);
    const range = areaCodeRange(req.areaId);
    if (req.kind === 'parcels') {
      if (!target.has_geom) throw new FileProblem('areaId', '目标区域没有边界数据，无法校验地块位置');
      const features = await readFeatures(req.files);
      if (features.length === 0) throw new FileProblem('file', '文件中没有地块');
      const drafts = draftParcels(features, problems);
      await checkParcels(db, drafts, { areaId: req.areaId, range }, problems);
      if (problems.length || req.dryRun) return report(features.length, problems);
      const written = await db.tx(async (q) => {
        const jobId = await recordJob(q, req, fileName, drafts.length);
        return writeParcels(q, drafts, jobId);
      });
      return report(features.length, problems, written);
    }
    const file = req.files[0]!;
    const rows = await readTable(file.fileName, file.content);
    if (rows.length === 0) throw new FileProblem('file', '文件中没有数据行');
    const drafts = draftEntities(rows, await entityCatalogue(db), problems);
    await checkEntities(db, drafts, { areaId: req.areaId, range }, problems);
    if (problems.length || req.dryRun) return report(rows.length, problems);
    const written = await db.tx(async (q) => {
      await recordJob(q, req, fileName, drafts.length);
      return writeEntities(q, drafts);
    });
    return report(rows.length, problems, written);
  } catch (e) {
    if (e instanceof FileProblem) return report(0, [{ row: 0, field: e.field, reason: e.message }]);
    throw e;
  }
}

async function readFeatures(files: ImportFile[]) {
  if (files.some((f) => /\.shp$/i.test(f.fileName))) return readShapefile(files);
  const json = files.find((f) => /\.(geo)?json$/i.test(f.fileName));
  if (json) return readGeoJson(json.content);
  throw new FileProblem('file', '地块须为GeoJSON（.geojson/.json）或Shapefile（.shp、.dbf、.prj）');
}

async function recordJob(
  q: Pick<Database, 'query'>,
  req: ImportRequest,
  fileName: string,
  rows: number,
): Promise<number> {
  const [job] = await q.query<{ id: number }>(
    'INSERT INTO import_jobs (kind, file_name, area_id, user_id, row_count) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [req.kind, fileName, req.areaId, req.userId, rows],
  );
  return job!.id;
}
