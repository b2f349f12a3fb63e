import ExcelJS from 'exceljs';
import proj4 from 'proj4';
import type { TestApp } from '../../../test/harness';
import { makeCreditCode } from '../../import/credit-code';
import { writeShapefile } from '../../import/shp-writer';
import { encodeGbk, type TextEncodingName } from '../../import/text';
import type { ImportFile } from '../../import/types';

/** Test fixtures of the importer, generated in code (not a test file itself). */

/** ESRI WKT of EPSG:4549, CGCS2000 / 3-degree Gauss–Krüger CM 120E, as ArcGIS writes it into .prj files. */
export const PRJ_4549 =
  'PROJCS["CGCS2000_3_Degree_GK_CM_120E",GEOGCS["GCS_China_Geodetic_Coordinate_System_2000",DATUM["D_China_2000",SPHEROID["CGCS2000",6378137.0,298.257222101]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]],PROJECTION["Gauss_Kruger"],PARAMETER["False_Easting",500000.0],PARAMETER["False_Northing",0.0],PARAMETER["Central_Meridian",120.0],PARAMETER["Scale_Factor",1.0],PARAMETER["Latitude_Of_Origin",0.0],UNIT["Meter",1.0]]';

/** An interior point of a village of the county (lng, lat) and the village id. */
export async function villagePoint(
  t: TestApp,
  county: number,
  nth = 0,
): Promise<{ villageId: number; at: [number, number] }> {
  const [row] = await t.db.query<{ id: number; x: number; y: number }>(
    `SELECT id, ST_X(ST_PointOnSurface(geom)) AS x, ST_Y(ST_PointOnSurface(geom)) AS y FROM areas
      WHERE level = 5 AND id BETWEEN $1 AND $2 AND name LIKE '%村委会' ORDER BY id OFFSET $3 LIMIT 1`,
    [county, county + 999_999, nth],
  );
  return { villageId: row!.id, at: [row!.x, row!.y] };
}

/** A square of `side` metres (lng/lat ring, closed) whose south-west corner is `east`/`north` metres from a point. */
export function square([lng, lat]: [number, number], east: number, north: number, side = 30): number[][] {
  const kx = 111_320 * Math.cos((lat * Math.PI) / 180);
  const x0 = lng + east / kx;
  const y0 = lat + north / 110_574;
  const dx = side / kx;
  const dy = side / 110_574;
  return [
    [x0, y0],
    [x0 + dx, y0],
    [x0 + dx, y0 + dy],
    [x0, y0 + dy],
    [x0, y0],
  ];
}

/** A GeoJSON FeatureCollection file of polygons with properties. */
export function geojsonFile(
  features: { ring: number[][]; props: Record<string, unknown> }[],
  name = 'parcels.geojson',
): ImportFile {
  const doc = {
    type: 'FeatureCollection',
    features: features.map((f) => ({
      type: 'Feature',
      properties: f.props,
      geometry: { type: 'Polygon', coordinates: [f.ring] },
    })),
  };
  return { fileName: name, content: new TextEncoder().encode(JSON.stringify(doc)) };
}

/** The same polygons as a shapefile in EPSG:4549 (projected with proj4), with a .prj. */
export function shapefile4549(
  features: { ring: number[][]; attrs: Record<string, string> }[],
  dbf: { encoding: TextEncodingName; cpg: boolean } = { encoding: 'UTF-8', cpg: true },
): ImportFile[] {
  const toGk = proj4('EPSG:4326', PRJ_4549);
  const parts = writeShapefile(
    features.map((f) => ({ rings: [f.ring.map((p) => toGk.forward(p))], attributes: f.attrs })),
    Object.keys(features[0]!.attrs),
    dbf.encoding,
  );
  return [
    { fileName: 'dk.shp', content: parts.shp },
    { fileName: 'dk.shx', content: parts.shx },
    { fileName: 'dk.dbf', content: parts.dbf },
    ...(dbf.cpg ? [{ fileName: 'dk.cpg', content: parts.cpg }] : []),
    { fileName: 'dk.prj', content: new TextEncoder().encode(PRJ_4549) },
  ];
}

/** Column headers of the entity template. */
export const ENTITY_HEADERS = [
  '主体名称',
  '统一社会信用代码',
  '主体类型',
  '经营品类',
  '联系人',
  '联系电话',
  '经度',
  '纬度',
  '信用等级',
];

/** A valid credit code for a cooperative registered in 崇明 with the given organisation body. */
export const coopCode = (body: string) => makeCreditCode('93', '310151', body);

/** An .xlsx workbook with the entity headers and rows. */
export async function xlsxFile(rows: (string | number)[][], name = 'entities.xlsx'): Promise<ImportFile> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('经营主体');
  sheet.addRow(ENTITY_HEADERS);
  for (const r of rows) sheet.addRow(r);
  return { fileName: name, content: new Uint8Array(await wb.xlsx.writeBuffer()) };
}

/**
 * A CSV with the entity headers and rows: UTF-8 with a BOM as Excel's "CSV UTF-8" saves it, or GBK as its
 * plain "CSV" does on Chinese Windows.
 */
export function csvFile(
  rows: (string | number)[][],
  name = 'entities.csv',
  encoding: TextEncodingName = 'UTF-8',
): ImportFile {
  const quote = (v: string | number) =>
    /[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v);
  const text = `${[ENTITY_HEADERS, ...rows].map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;
  return {
    fileName: name,
    content: encoding === 'GBK' ? encodeGbk(text) : new TextEncoder().encode(`\uFEFF${text}`),
  };
}

/** An .xlsx of records keyed by header (the union of the rows' headers, in first-seen order). */
export async function recordsXlsx(
  records: Record<string, string | number>[],
  name = 'data.xlsx',
): Promise<ImportFile> {
  const headers = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('数据');
  sheet.addRow(headers);
  for (const r of records) sheet.addRow(headers.map((h) => r[h] ?? ''));
  return { fileName: name, content: new Uint8Array(await wb.xlsx.writeBuffer()) };
}

/** A GeoJSON FeatureCollection of features with their properties. */
export function featuresFile(
  features: { geometry: { type: string; coordinates: unknown }; props: Record<string, unknown> }[],
  name = 'data.geojson',
): ImportFile {
  const doc = {
    type: 'FeatureCollection',
    features: features.map((f) => ({ type: 'Feature', properties: f.props, geometry: f.geometry })),
  };
  return { fileName: name, content: new TextEncoder().encode(JSON.stringify(doc)) };
}
