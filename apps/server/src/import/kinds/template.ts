import { cellHint } from './cells';
import type { ImportKind } from './define';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The file a bureau fills in: for a spreadsheet kind an .xlsx whose first sheet has the Chinese headers and
 * one example row (every cell text, so codes keep their leading digits) and a second sheet explaining each
 * column; for a geometry kind a GeoJSON FeatureCollection with one example feature near `center`.
 */
export async function importTemplate(kind: ImportKind, center: [number, number]): Promise<TemplateFile> {
  if (kind.format === 'features') return geoJsonTemplate(kind, center);
  const { default: Excel } = await import('exceljs');
  const wb = new Excel.Workbook();
  const data = wb.addWorksheet(kind.label);
  const cols = kind.columns;
  data.columns = cols.map((c) => ({
    header: c.header,
    key: c.header,
    width: Math.max(12, c.header.length * 2 + 4),
    style: { numFmt: '@' },
  }));
  data.addRow(cols.map((c) => exampleOf(c.example, c.cell.t, center)));
  const header = data.getRow(1);
  header.font = { bold: true };
  cols.forEach((c, i) => {
    if (c.required) header.getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
  });
  data.views = [{ state: 'frozen', ySplit: 1 }];
  const notes = wb.addWorksheet('填写说明');
  notes.columns = [
    { header: '列名', width: 18 },
    { header: '必填', width: 8 },
    { header: '格式', width: 48 },
    { header: '说明', width: 48 },
  ];
  for (const c of cols) notes.addRow([c.header, c.required ? '是' : '否', cellHint(c.cell), c.note ?? '']);
  notes.addRow([]);
  notes.addRow([`重复导入时按“${kind.keyLabel}”更新已有记录，不会重复新增。`]);
  notes.addRow(['红色列为必填；示例行可直接改写，删除后再填也可。']);
  notes.getRow(1).font = { bold: true };
  const content = new Uint8Array(await wb.xlsx.writeBuffer());
  return {
    fileName: `${kind.label}导入模板.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content,
  };
}

function geoJsonTemplate(kind: ImportKind, [x, y]: [number, number]): TemplateFile {
  const d = 0.002;
  const geometry =
    kind.geometry?.type === 'polygon'
      ? {
          type: 'Polygon',
          coordinates: [
            [
              [x, y],
              [x + d, y],
              [x + d, y + d],
              [x, y + d],
              [x, y],
            ],
          ],
        }
      : { type: 'Point', coordinates: [x, y] };
  const properties = Object.fromEntries(
    kind.columns.map((c) => [c.header, exampleOf(c.example, c.cell.t, [x, y])]),
  );
  const doc = { type: 'FeatureCollection', features: [{ type: 'Feature', properties, geometry }] };
  return {
    fileName: `${kind.label}导入模板.geojson`,
    contentType: 'application/geo+json',
    content: new TextEncoder().encode(JSON.stringify(doc, null, 2)),
  };
}

/** The example cell; a point's example is placed at the target area so the example row passes as written. */
function exampleOf(example: string, t: string, [x, y]: [number, number]): string {
  if (t === 'lng') return x.toFixed(6);
  if (t === 'lat') return y.toFixed(6);
  return example;
}
