/** A file as the import endpoint takes it: its name and its bytes in Base64. */
export interface EncodedFile {
  fileName: string;
  contentBase64: string;
}

/** Reads the chosen files (a spreadsheet, a GeoJSON, or a shapefile's parts) as Base64. */
export async function encodeFiles(files: readonly File[]): Promise<EncodedFile[]> {
  return Promise.all(
    files.map(
      (f) =>
        new Promise<EncodedFile>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => {
            const url = String(reader.result);
            resolve({ fileName: f.name, contentBase64: url.slice(url.indexOf(',') + 1) });
          };
          reader.onerror = () => reject(new Error(`无法读取文件${f.name}`));
          reader.readAsDataURL(f);
        }),
    ),
  );
}

/** The bytes of a Base64 answer (a template). */
export function decodeBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** What the file picker accepts for a kind: spreadsheets, or GeoJSON and a shapefile's parts. */
export function acceptOf(format: 'table' | 'features'): string {
  return format === 'table' ? '.xlsx,.csv' : '.geojson,.json,.shp,.dbf,.prj,.cpg,.shx';
}

/** The problem of a selection before anything is sent, or null when it can be imported. */
export function selectionProblem(format: 'table' | 'features', files: readonly File[]): string | null {
  if (files.length === 0) return '请选择文件';
  const names = files.map((f) => f.name.toLowerCase());
  if (format === 'table') return files.length === 1 ? null : '表格类数据一次导入一个文件';
  if (names.some((n) => n.endsWith('.shp'))) {
    return names.some((n) => n.endsWith('.dbf')) ? null : 'Shapefile须同时选择.shp、.dbf（及.prj、.cpg）文件';
  }
  return names.some((n) => n.endsWith('.geojson') || n.endsWith('.json'))
    ? null
    : '请选择GeoJSON或Shapefile文件';
}
