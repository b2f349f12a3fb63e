import { readGeoJson } from '../geojson';
import { readShapefile } from '../shapefile';
import { readTable } from '../table';
import { FileProblem, type ImportFile, type TableRow } from '../types';
import { mapInChunks } from '../yield';
import type { ImportKind } from './define';

/** A row of any import file: its number as the user sees it, its cells, and the geometry of a feature. */
export interface SourceRow extends TableRow {
  geometry?: { type: string; coordinates: unknown } | null;
}

/** The rows of the file(s) of a kind: a spreadsheet's data rows, or the features with their properties as cells. */
export async function readRows(kind: ImportKind, files: ImportFile[]): Promise<SourceRow[]> {
  if (kind.format === 'table') {
    const file = files.find((f) => /\.(xlsx|csv)$/i.test(f.fileName));
    if (!file) throw new FileProblem('file', `${kind.label}须为Excel（.xlsx）或CSV文件`);
    return readTable(file.fileName, file.content);
  }
  const features = files.some((f) => /\.shp$/i.test(f.fileName))
    ? await readShapefile(files)
    : readGeoJson(
        files.find((f) => /\.(geo)?json$/i.test(f.fileName)) ??
          fail(`${kind.label}须为GeoJSON（.geojson/.json）或Shapefile（.shp、.dbf、.prj）`),
      );
  return mapInChunks(features, (f) => ({
    row: f.row,
    geometry: f.geometry,
    cells: Object.fromEntries(
      Object.entries(f.properties).map(([k, v]) => [k, v === null || v === undefined ? '' : cellString(v)]),
    ),
  }));
}

function cellString(v: unknown): string {
  // The shapefile reader builds a .dbf date at local midnight: its local calendar date is the one written.
  if (v instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
  }
  return String(v).trim();
}

function fail(reason: string): never {
  throw new FileProblem('file', reason);
}
