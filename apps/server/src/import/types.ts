/** One problem of an import: data row (1-based; 0 for the whole file), field and reason in Chinese. */
export interface Problem {
  row: number;
  field: string;
  reason: string;
}

/** A file handed to an import: its name and bytes. */
export interface ImportFile {
  fileName: string;
  content: Uint8Array;
}

/** A feature read from GeoJSON or a shapefile, geometry already in EPSG:4326. */
export interface FeatureRow {
  row: number;
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown>;
}

/** A spreadsheet row: its number as the user sees it and its cells by header. */
export interface TableRow {
  row: number;
  cells: Record<string, string>;
}

/** Thrown for a file that cannot be read at all; reported as row 0. */
export class FileProblem extends Error {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** The value of the first property present under any of the names (case-insensitive). */
export function pick(props: Record<string, unknown>, names: readonly string[]): unknown {
  const lower = new Map(Object.entries(props).map(([k, v]) => [k.trim().toLowerCase(), v]));
  for (const n of names) {
    const v = lower.get(n.toLowerCase());
    if (v !== undefined && v !== null && String(v).trim() !== '') return v;
  }
  return undefined;
}
