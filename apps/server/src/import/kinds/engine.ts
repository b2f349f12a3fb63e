import { areaCodeRange } from '../../auth/scope';
import type { Database, Executor, Queryable } from '../../db/client';
import { anyGeometryProblem, geometryProblem } from '../geometry-check';
import { FileProblem, type ImportFile, type Problem, pick } from '../types';
import { mapInChunks } from '../yield';
import { readCell } from './cells';
import { GEOM, type ImportColumn, type ImportKind, LAT, LNG, type RefName } from './define';
import { duplicateKeys, keysOutside, placeRows } from './placement';
import { resolveRefs } from './refs';
import { readRows, type SourceRow } from './rows';
import { upsert } from './upsert';

/** What to import, into which area, for whom. */
export interface KindImportRequest {
  files: ImportFile[];
  /** Target area: every row must lie in it; rows that name no area get it. */
  areaId: number;
  userId: number | null;
  dryRun?: boolean;
  /** The import's job number (parcels without a code are numbered by it). */
  jobId: number;
  /** Records the job in the writing transaction, so the history shows exactly what was written. */
  record: (q: Executor, counts: { inserted: number; updated: number; total: number }) => Promise<void>;
  /** Told the rows checked and written as the import goes (large files). */
  onProgress?: (phase: 'check' | 'write', done: number, total: number) => void;
}

export interface KindImportResult {
  total: number;
  inserted: number;
  updated: number;
  problems: Problem[];
}

/** A row as it will be written: database columns, plus the point and geometry the engine turns into PostGIS. */
export type Draft = Record<string, unknown> & { __row: number };

/** Reads, checks and (when every row is right and not a dry run) writes a file of one kind in one transaction. */
export async function importKind(
  db: Database,
  kind: ImportKind,
  req: KindImportRequest,
): Promise<KindImportResult> {
  if (kind.custom) return kind.custom(db, req);
  const problems: Problem[] = [];
  const [target] = await db.query<{ id: number; has_geom: boolean }>(
    'SELECT id, geom IS NOT NULL AS has_geom FROM areas WHERE id = $1',
    [req.areaId],
  );
  if (!target) throw new FileProblem('areaId', `区域${req.areaId}不存在`);
  const rows = await readRows(kind, req.files);
  if (rows.length === 0) throw new FileProblem('file', '文件中没有数据行');
  missingColumns(kind, rows[0]!);
  // The checks run over all rows at once (one query per reference): the page shows them as one step.
  req.onProgress?.('check', 0, rows.length);
  const range = areaCodeRange(req.areaId);
  const drafts = (await mapInChunks(rows, (r) => draftRow(kind, r, problems))).flat();
  await resolveAll(db, kind, drafts, range, problems);
  await kind.settle?.(db, drafts, problems);
  await placeRows(db, kind, drafts, { id: target.id, hasGeom: target.has_geom, range }, problems);
  duplicateKeys(kind, drafts, problems);
  await keysOutside(db, kind, drafts, range, problems);
  req.onProgress?.('check', rows.length, rows.length);
  if (problems.length || req.dryRun) return { total: rows.length, inserted: 0, updated: 0, problems };
  const counts = await db.tx(async (q) => {
    // One import of a kind at a time: two files naming the same new key would both insert it otherwise.
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`import:${kind.kind}`]);
    const counts = await upsert(q, kind, drafts, (done) => req.onProgress?.('write', done, drafts.length));
    await kind.afterWrite?.(q, drafts);
    await req.record(q, { ...counts, total: rows.length });
    return counts;
  });
  return { total: rows.length, ...counts, problems };
}

/** A whole column the kind requires is absent from the header: one problem for the file. */
function missingColumns(kind: ImportKind, first: SourceRow): void {
  const present = new Set(Object.keys(first.cells).map((k) => k.trim().toLowerCase()));
  const missing = kind.columns.filter(
    (c) => c.required && ![c.header, ...(c.aliases ?? [])].some((n) => present.has(n.toLowerCase())),
  );
  if (missing.length)
    throw new FileProblem('file', `缺少必填列：${missing.map((c) => c.header).join('、')}（请使用导入模板）`);
}

/** Reads every cell of a row; the row's problems are pushed and nothing is returned for a bad row. */
function draftRow(kind: ImportKind, r: SourceRow, problems: Problem[]): Draft[] {
  const before = problems.length;
  const d: Draft = { __row: r.row };
  for (const col of kind.columns) {
    const raw = pick(r.cells, [col.header, ...(col.aliases ?? [])]);
    const text = raw === undefined ? (col.fallback ?? '') : String(raw).trim();
    if (text === '') {
      if (col.required) problems.push({ row: r.row, field: col.header, reason: `缺少${col.header}` });
      else d[slot(col)] = null;
      continue;
    }
    const got = readCell(col, text);
    if ('problem' in got) problems.push({ row: r.row, field: col.header, reason: got.problem });
    else d[slot(col)] = got.value;
  }
  if (kind.geometry) {
    const why =
      kind.geometry.type === 'polygon' ? geometryProblem(r.geometry ?? null) : anyGeometryProblem(r.geometry);
    if (why) problems.push({ row: r.row, field: 'geometry', reason: why });
    else d[GEOM] = JSON.stringify(r.geometry);
  }
  if ((d[LNG] === null) !== (d[LAT] === null) && LNG in d)
    problems.push({ row: r.row, field: '经度', reason: '经度和纬度须同时填写' });
  const cross = problems.length === before ? kind.check?.(d) : undefined;
  if (cross) problems.push({ row: r.row, ...cross });
  return problems.length > before ? [] : [d];
}

/** Where a column's value goes in the draft: its database column, or the point's longitude/latitude. */
function slot(col: ImportColumn): string {
  if (col.cell.t === 'lng') return LNG;
  if (col.cell.t === 'lat') return LAT;
  if (col.cell.t === 'ref') return refSlot(col);
  return col.column ?? col.header;
}
const refSlot = (col: ImportColumn) => `__ref:${col.column}`;

/** Resolves each reference column (areas, farms, crops, …) with one query per reference. */
async function resolveAll(
  q: Queryable,
  kind: ImportKind,
  drafts: Draft[],
  range: [number, number],
  problems: Problem[],
): Promise<void> {
  for (const col of kind.columns) {
    if (col.links) await linkRecords(q, col, col.links, drafts, range);
    if (col.cell.t !== 'ref' || !col.column) continue;
    const ref: RefName = col.cell.ref;
    const key = refSlot(col);
    const texts = textsOf(drafts, key);
    const found = await resolveRefs(q, ref, texts, range);
    for (const d of drafts) {
      const text = d[key];
      delete d[key];
      if (typeof text !== 'string') {
        d[col.column] = null;
        continue;
      }
      const r = found.get(text)!;
      if ('problem' in r) problems.push({ row: d.__row, field: col.header, reason: r.problem });
      else {
        d[col.column] = r.id;
        // The area of a farm, machine or batch a row belongs to is the row's area unless it names one.
        if (ref !== 'area' && r.areaId !== null && col.placesRow !== false) d.__refArea ??= r.areaId;
        if (r.farmId !== null) d.__refFarm ??= r.farmId;
      }
    }
  }
  // A row that names no farm belongs to the farm of the parcel it names.
  for (const d of drafts) {
    if (d.farm_id === null && d.__refFarm !== undefined) d.farm_id = d.__refFarm;
    delete d.__refFarm;
  }
}

/** The distinct texts of a draft slot. */
const textsOf = (drafts: Draft[], key: string) => [
  ...new Set(drafts.flatMap((d) => (typeof d[key] === 'string' ? [d[key] as string] : []))),
];

/** Writes the id of the record each row's text names to the linked column, null when there is none. */
async function linkRecords(
  q: Queryable,
  col: ImportColumn,
  link: { ref: RefName; column: string },
  drafts: Draft[],
  range: [number, number],
): Promise<void> {
  const key = slot(col);
  const texts = textsOf(drafts, key);
  const found = await resolveRefs(q, link.ref, texts, range);
  for (const d of drafts) {
    const r = typeof d[key] === 'string' ? found.get(d[key] as string) : undefined;
    d[link.column] = r && 'id' in r ? r.id : null;
  }
}
