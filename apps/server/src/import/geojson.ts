import { IMPORT_BOUNDS, ImportTooLarge, limitText } from './bounds';
import { decodeText } from './text';
import { type FeatureRow, FileProblem, type ImportFile } from './types';

/** Features of a GeoJSON FeatureCollection (or a single Feature), numbered from 1; at most IMPORT_BOUNDS.rows. */
export function readGeoJson(file: ImportFile): FeatureRow[] {
  let doc: unknown;
  try {
    doc = JSON.parse(decodeText(file.content));
  } catch {
    throw new FileProblem('file', '文件不是有效的GeoJSON（JSON格式错误）');
  }
  const d = doc as { type?: string; features?: unknown[]; crs?: { properties?: { name?: string } } };
  const crs = d.crs?.properties?.name;
  if (crs && !/(4326|4490|CRS84)$/i.test(crs)) {
    throw new FileProblem(
      'crs',
      `GeoJSON须为经纬度坐标（EPSG:4326/4490），当前为${crs}；投影坐标请用Shapefile并附.prj`,
    );
  }
  const features = d.type === 'FeatureCollection' ? d.features : d.type === 'Feature' ? [d] : undefined;
  if (!Array.isArray(features)) throw new FileProblem('file', 'GeoJSON须为FeatureCollection或Feature');
  if (features.length > IMPORT_BOUNDS.rows) throw new ImportTooLarge(file.fileName, limitText.rows);
  return features.map((f, i) => {
    const feature = (f ?? {}) as { geometry?: FeatureRow['geometry']; properties?: Record<string, unknown> };
    return { row: i + 1, geometry: feature.geometry ?? null, properties: feature.properties ?? {} };
  });
}
