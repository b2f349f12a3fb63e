// The files import.ts imports: parcels as GeoJSON squares on a grid inside 崇明's outline, entities as xlsx
// and CSV, IoT devices as xlsx, second farms of the entities as CSV. Every row is valid, so a run checks,
// writes and re-imports all of them.
import { createWriteStream, writeFileSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { Queryable } from '../../apps/server/src/db/client';
import { makeCreditCode } from '../../apps/server/src/import/credit-code';

export const CHONGMING = 310151000000;
/** Side of a parcel square and the grid step, in degrees (about 57 m × 67 m, 5–6 亩, 95 m apart). */
const SIDE = 0.0006;
const STEP = 0.001;

/** South-west corners of `n` grid cells whose square lies inside 崇明's outline (from the packaged map). */
export async function gridInChongming(q: Queryable, n: number): Promise<[number, number][]> {
  const rows = await q.query<{ x: number; y: number }>(
    `WITH z AS (SELECT geom FROM areas WHERE id = $1)
     SELECT x, y FROM z,
       LATERAL generate_series(ST_XMin(z.geom)::numeric, ST_XMax(z.geom)::numeric, $3::numeric) x,
       LATERAL generate_series(ST_YMin(z.geom)::numeric, ST_YMax(z.geom)::numeric, $3::numeric) y
      WHERE ST_Covers(z.geom, ST_MakeEnvelope(x, y, x + $2, y + $2, 4326))
      ORDER BY y, x LIMIT $4`,
    [CHONGMING, SIDE, STEP, n],
  );
  if (rows.length < n) throw new Error(`only ${rows.length} grid cells inside 崇明, ${n} wanted`);
  return rows.map((r) => [Number(r.x), Number(r.y)]);
}

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

export function parcelsGeoJson(path: string, corners: [number, number][]): void {
  const features = corners.map(([x, y], i) => ({
    type: 'Feature',
    properties: {
      地块编码: `BENCH${String(i + 1).padStart(7, '0')}`,
      地类编码: ['0101', '0102', '0103', '0201'][i % 4],
      地块类型: 1,
      地块名称: `试验田${i + 1}`,
      承包方: `承包户${i % 5000}`,
      地力等级: (i % 10) + 1,
    },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [r6(x), r6(y)],
          [r6(x + SIDE), r6(y)],
          [r6(x + SIDE), r6(y + SIDE)],
          [r6(x), r6(y + SIDE)],
          [r6(x), r6(y)],
        ],
      ],
    },
  }));
  writeFileSync(path, JSON.stringify({ type: 'FeatureCollection', features }));
}

const ENTITY_HEADERS = [
  '主体名称',
  '主体类型',
  '统一社会信用代码',
  '经营类型',
  '法定代表人',
  '联系人',
  '联系电话',
  '地址',
  '信用等级',
  '成立日期',
  '农场名称',
  '经度',
  '纬度',
];
const CATEGORIES = [
  { name: '农民专业合作社', prefix: '93' },
  { name: '家庭农场', prefix: '92' },
  { name: '农业企业', prefix: '91' },
  { name: '种养大户', prefix: null },
];
const TYPES = ['粮食', '种植', '蔬菜', '畜牧', '水产', '其他'];

/** The credit code of entity `i` of set `set` (1–9): distinct across sets, so each set's import inserts. */
export const creditCodeOf = (set: number, i: number, prefix = '93') =>
  makeCreditCode(prefix, '310151', `${set}${String(i).padStart(7, '0')}`);

/** Entity rows of one set; every tenth is a 种养大户 without a code (matched by name in its area). */
export function entityRows(set: number, n: number, at: (i: number) => [number, number]): unknown[][] {
  return Array.from({ length: n }, (_, i) => {
    const c = CATEGORIES[i % 10 === 9 ? 3 : i % 3]!;
    const [x, y] = at(i);
    const name = `崇明${set}号${c.name}${i + 1}`;
    return [
      name,
      c.name,
      c.prefix ? creditCodeOf(set, i, c.prefix) : '',
      TYPES[i % 6],
      `法人${i % 997}`,
      `联系人${i % 991}`,
      `139${String(set * 10_000_000 + i).padStart(8, '0')}`,
      `崇明区城桥镇${set}路${i + 1}号`,
      ['A', 'B', 'C', 'D', '未评级'][i % 5],
      `20${String(10 + (i % 15))}-0${(i % 9) + 1}-1${i % 10}`,
      `${name}基地`,
      r6(x + 0.0003),
      r6(y + 0.0003),
    ];
  });
}

/** An .xlsx as Excel saves it (shared strings), written row by row. */
export async function writeXlsx(path: string, sheetName: string, header: string[], rows: unknown[][]) {
  const stream = createWriteStream(path);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = wb.addWorksheet(sheetName);
  sheet.addRow(header).commit();
  for (const r of rows) sheet.addRow(r).commit();
  sheet.commit();
  await wb.commit();
  await finished(stream);
}

/** A CSV as Excel's "CSV UTF-8" saves it: BOM, CRLF, quotes where needed. */
export function writeCsv(path: string, header: string[], rows: unknown[][]) {
  const quote = (v: unknown) => {
    const s = String(v ?? '');
    return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
  };
  const lines = [header, ...rows].map((r) => r.map(quote).join(','));
  writeFileSync(path, `\uFEFF${lines.join('\r\n')}\r\n`);
}

export const entityFile = {
  xlsx: (path: string, rows: unknown[][]) => writeXlsx(path, '经营主体', ENTITY_HEADERS, rows),
  csv: (path: string, rows: unknown[][]) => writeCsv(path, ENTITY_HEADERS, rows),
};

/** IoT devices with their point, no farm (placed by the point, else the target). */
export function iotDeviceRows(n: number, at: (i: number) => [number, number]): unknown[][] {
  const cats = ['气象站', '土壤墒情', '水质监测', '虫情测报'];
  return Array.from({ length: n }, (_, i) => {
    const [x, y] = at(i);
    return [
      `CM-IOT-${String(i + 1).padStart(6, '0')}`,
      `崇明设备${i + 1}`,
      cats[i % cats.length],
      i % 7 === 0 ? '是' : '否',
      '托普云农',
      'TP-QX8',
      `2025-0${(i % 9) + 1}-15`,
      i % 5 === 0 ? '离线' : '在线',
      r6(x + 0.0002),
      r6(y + 0.0002),
    ];
  });
}
export const IOT_HEADERS = [
  '设备序列号',
  '设备名称',
  '设备类别',
  '控制设备',
  '厂商',
  '型号',
  '安装日期',
  '在线状态',
  '经度',
  '纬度',
];

/** A second farm of each entity with a credit code, of set 1, then set 2 (`perSet` entities a set). */
export function farmRows(n: number, perSet: number, at: (i: number) => [number, number]): unknown[][] {
  const out: unknown[][] = [];
  for (let j = 0; out.length < n; j++) {
    const set = 1 + Math.floor(j / perSet);
    const i = j % perSet;
    const c = CATEGORIES[i % 10 === 9 ? 3 : i % 3]!;
    if (!c.prefix) continue;
    const [x, y] = at(out.length);
    out.push([
      `二号基地${j + 1}`,
      creditCodeOf(set, i, c.prefix),
      TYPES[i % 6],
      (i % 500) + 10,
      '正常经营',
      ['无', '市级', '区级'][i % 3],
      i % 2 ? '是' : '否',
      i % 3 ? '是' : '否',
      `联系人${i % 991}`,
      `137${String(i).padStart(8, '0')}`,
      `崇明区新河镇${i + 1}号`,
      r6(x + 0.0004),
      r6(y + 0.0004),
    ]);
  }
  return out;
}
export const FARM_HEADERS = [
  '农场名称',
  '经营主体',
  '经营类型',
  '面积（亩）',
  '经营状态',
  '示范等级',
  '纳入追溯',
  '纳入监管',
  '联系人',
  '联系电话',
  '地址',
  '经度',
  '纬度',
];
