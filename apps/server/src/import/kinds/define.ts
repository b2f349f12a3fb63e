import type { Database, Executor, Queryable } from '../../db/client';
import type { Problem } from '../types';
import type { Draft, KindImportRequest, KindImportResult } from './engine';

/** How a cell of an import is read: its type, the values it accepts, and what it means. */
export type CellType =
  | { t: 'text'; max?: number; pattern?: RegExp; hint?: string }
  | { t: 'int'; min?: number; max?: number }
  | { t: 'decimal'; min?: number; max?: number }
  /** A share written as a fraction (0.6) or a percentage (60%, or 60: above 1 is read as percent), stored as the fraction. */
  | { t: 'ratio' }
  | { t: 'date' }
  /** A moment, read as Beijing time when it carries no offset. */
  | { t: 'time' }
  /** One of the labels (or the stored value itself), stored as the label's value. */
  | { t: 'enum'; options: Readonly<Record<string, number | string>> }
  | { t: 'flag'; as?: 'smallint' | 'boolean' }
  | { t: 'phone' }
  | { t: 'creditCode' }
  /** A record named by its natural key (an area's code or name, a farm's name or credit code, …). */
  | { t: 'ref'; ref: RefName }
  | { t: 'lng' }
  | { t: 'lat' };

/** Enum options of a code → label table the screens show: a bureau writes the label, the code is stored. */
export function labelOptions(labels: Readonly<Record<number, string>>): Record<string, number> {
  return Object.fromEntries(Object.entries(labels).map(([code, label]) => [label, Number(code)]));
}

/** An enum cell of a code → label table. */
export function enumOf(labels: Readonly<Record<number, string>>): CellType {
  return { t: 'enum', options: labelOptions(labels) };
}

export type RefName =
  | 'area'
  | 'farm'
  | 'company'
  | 'crop'
  | 'gateCategory'
  | 'deviceProfile'
  | 'machine'
  | 'batch'
  | 'parcel'
  | 'product'
  | 'partyOrg';

/** One column of an import: its template header, where it is written, how it is read. */
export interface ImportColumn {
  header: string;
  /** Other header names accepted (English keys, the names common in bureaus' own files). */
  aliases?: readonly string[];
  /** Column written; omitted for longitude/latitude, which make the kind's point. */
  column?: string;
  cell: CellType;
  required?: boolean;
  /** Value written when the cell is empty (a label of an enum, or the raw value). */
  fallback?: string;
  /** The template's example row. */
  example: string;
  note?: string;
  /**
   * false: the referenced record's area does not place the row (a county's monitoring batch says which
   * batch a finding belongs to, not where the finding lies; its geometry does).
   */
  placesRow?: false;
  /**
   * Also writes to `column` the id of the record this cell's text names, or null when there is none: a
   * finding's code links it to the registered parcel of that code without requiring one.
   */
  links?: { ref: RefName; column: string };
}

/** Geometry of a kind whose file is GeoJSON or a shapefile. */
export interface GeometrySpec {
  column: string;
  /** polygon: written as MultiPolygon; any: as read (points, lines or areas). */
  type: 'polygon' | 'any';
  /** A column of 亩 the geometry's ellipsoidal area fills when its cell is empty. */
  areaMu?: string;
}

/** A kind whose rows need more than one table or computed geometry reads and writes them itself. */
export type CustomImport = (db: Database, req: KindImportRequest) => Promise<KindImportResult>;

/**
 * One kind of record a bureau imports. The engine reads the file, checks every cell and reference, and
 * writes all rows in one transaction, updating the rows whose natural key exists.
 */
export interface ImportKind {
  kind: string;
  label: string;
  /** The heading it is listed under on the import page. */
  group: string;
  /** What reads these records: shown beside the kind so a bureau knows what it fills. */
  uses: string;
  table: string;
  /** The natural key: the unique columns a re-import updates by. */
  key: readonly string[];
  /** The key as the user knows it (for messages and the page). */
  keyLabel: string;
  columns: readonly ImportColumn[];
  /** Spreadsheet rows (xlsx/csv) or features (GeoJSON/Shapefile). */
  format: 'table' | 'features';
  geometry?: GeometrySpec;
  /** Point column written from the 经度/纬度 cells. */
  location?: string;
  /** The area column ('area_id' unless said); filled from the area cell, a farm's area, the location or the target. */
  areaColumn?: string | false;
  /** Columns the engine derives from the resolved row (an area chain, a computed figure). */
  derive?: (row: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** Columns whose value an update keeps (set by the workflow, not by the file). */
  keepOnUpdate?: readonly string[];
  /** Columns an update sets only when the file gives a value (a code the workflow may have assigned since). */
  keepWhenEmpty?: readonly string[];
  /** Cross-cell checks of a row after each cell was read. */
  check?: (row: Readonly<Record<string, unknown>>) => { field: string; reason: string } | undefined;
  /**
   * Checks and fills of rows that need the database once references are resolved (a device's gate category
   * from the profile it names); a row's problems are pushed.
   */
  settle?: (q: Queryable, drafts: Draft[], problems: Problem[]) => Promise<void>;
  /** Writes what the rows imply beyond their own table, in the import's transaction after the rows. */
  afterWrite?: (q: Executor, drafts: readonly Draft[]) => Promise<void>;
  /** A condition on the rows the import page counts (outlines: only the areas that have one). */
  countWhere?: string;
  /** Reads and writes the file itself; `columns` then only describe the template. */
  custom?: CustomImport;
}

export function defineImportKind(k: ImportKind): ImportKind {
  return k;
}

/** Draft slots the engine turns into PostGIS values: a point's longitude and latitude, a feature's GeoJSON. */
export const LNG = '__lng';
export const LAT = '__lat';
export const GEOM = '__geom';
