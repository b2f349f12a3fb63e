import proj4 from 'proj4';
import * as shp from 'shapefile';
import { IMPORT_BOUNDS, ImportTooLarge, limitText } from './bounds';
import { decodeText } from './text';
import { type FeatureRow, FileProblem, type ImportFile } from './types';
import { loopSlices, yieldToLoop } from './yield';

const partOf = (files: ImportFile[], ext: string) =>
  files.find((f) => f.fileName.toLowerCase().endsWith(ext));

/**
 * Features of a shapefile (.shp + .dbf, optional .prj and .cpg), reprojected to EPSG:4326 with proj4
 * from the .prj's WKT (CGCS2000 Gauss–Krüger zones such as EPSG:4549 are the usual case). Without a .prj
 * the coordinates must already be longitude/latitude. The .dbf text encoding comes from the .cpg,
 * defaulting to GBK as Chinese GIS software writes it.
 */
export async function readShapefile(files: ImportFile[]): Promise<FeatureRow[]> {
  const main = partOf(files, '.shp');
  const dbf = partOf(files, '.dbf');
  if (!main) throw new FileProblem('file', '缺少.shp文件');
  if (!dbf) throw new FileProblem('file', '缺少.dbf属性文件');
  const prj = partOf(files, '.prj');
  const cpg = partOf(files, '.cpg');
  const encoding = cpg
    ? decodeText(cpg.content)
        .trim()
        .toLowerCase()
        .replace(/^cp?936$/, 'gbk') || 'gbk'
    : 'gbk';
  let project: ((xy: number[]) => number[]) | undefined;
  if (prj) {
    const wkt = decodeText(prj.content).trim();
    try {
      const converter = proj4(wkt, 'EPSG:4326');
      if (!/^GEOGCS/i.test(wkt)) project = (xy) => converter.forward(xy);
    } catch {
      throw new FileProblem('prj', '无法识别.prj中的坐标系');
    }
  }
  let source: Awaited<ReturnType<typeof shp.open>>;
  try {
    source = await shp.open(toBuffer(main.content), toBuffer(dbf.content), { encoding });
  } catch {
    throw new FileProblem('file', '无法读取Shapefile（文件损坏或不完整）');
  }
  const rows: FeatureRow[] = [];
  const slices = loopSlices();
  for (let n = 1; ; n++) {
    // The reader's promises resolve as microtasks: without this a large file holds the event loop.
    if (slices.due()) await yieldToLoop();
    const r = await source.read();
    if (r.done) break;
    if (n > IMPORT_BOUNDS.rows) throw new ImportTooLarge(main.fileName, limitText.rows);
    const geometry = r.value.geometry as FeatureRow['geometry'];
    rows.push({
      row: n,
      geometry:
        geometry && project
          ? { type: geometry.type, coordinates: reproject(geometry.coordinates, project) }
          : geometry,
      properties: (r.value.properties ?? {}) as Record<string, unknown>,
    });
  }
  return rows;
}

function toBuffer(u: Uint8Array): ArrayBuffer {
  return u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;
}

function reproject(c: unknown, project: (xy: number[]) => number[]): unknown {
  if (Array.isArray(c) && typeof c[0] === 'number') return project(c as number[]);
  return Array.isArray(c) ? c.map((x) => reproject(x, project)) : c;
}
