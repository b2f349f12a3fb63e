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
  const lower = lowerCased(props);
  for (const n of names) {
    const v = lower.get(n.toLowerCase());
    if (v !== undefined && v !== null && String(v).trim() !== '') return v;
  }
  return undefined;
}

// A row's cells by lower-cased name, built once per row: a checker picks a dozen columns of each of 100,000
// rows, and building the map on every pick was most of a five-second check.
const lowerCache = new WeakMap<object, Map<string, unknown>>();
function lowerCased(props: Record<string, unknown>): Map<string, unknown> {
  let lower = lowerCache.get(props);
  if (!lower) {
    lower = new Map(Object.entries(props).map(([k, v]) => [k.trim().toLowerCase(), v]));
    lowerCache.set(props, lower);
  }
  return lower;
}
