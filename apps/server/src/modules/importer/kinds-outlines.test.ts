import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness';
import type { Database } from '../../db/client';
import { runImport } from '../../import/run';
import type { ImportFile } from '../../import/types';
import { seedInstallation } from '../../seed/installation';
import { featuresFile, shapefile4549, square } from './fixtures';

// A bureau of 婺源县 installed without the demo: the national list gave its towns and villages names and
// codes but no outlines, which it imports from its own shapefile.
const WUYUAN = 361130000000;
const AT: [number, number] = [117.86, 29.25];

let db: Database;
let town: { id: number; name: string };
let villages: { id: number; name: string }[];
/** A village code the national list lacks, under the first town. */
let newVillage: number;

const outlines = (files: ImportFile[], dryRun = false) =>
  runImport(db, { kind: 'area-outlines', files, areaId: WUYUAN, userId: null, dryRun });
const polygon = (ring: number[][]) => ({ type: 'Polygon', coordinates: [ring] });

/** The county (6-digit code), a town (9 digits), two villages and a village new to the list, GBK .dbf in CGCS2000. */
const goodFile = (townShift = 0) =>
  shapefile4549(
    [
      { ring: square(AT, -10_000, -10_000, 20_000), attrs: { XZQDM: '361130', XZQMC: '婺源县' } },
      {
        ring: square(AT, -4_000 + townShift, -4_000, 6_000),
        attrs: { XZQDM: String(town.id).slice(0, 9), XZQMC: town.name },
      },
      { ring: square(AT, -3_000, -3_000, 1_000), attrs: { XZQDM: String(villages[0]!.id), XZQMC: '甲村' } },
      { ring: square(AT, -1_500, -3_000, 1_000), attrs: { XZQDM: String(villages[1]!.id), XZQMC: '乙村' } },
      { ring: square(AT, 0, -3_000, 1_000), attrs: { XZQDM: String(newVillage), XZQMC: '新建村' } },
    ],
    { encoding: 'GBK', cpg: false },
  );

const areaCount = async () =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM areas WHERE id BETWEEN $1 AND $1 + 999999',
      [WUYUAN],
    )
  )[0]!.n;

beforeAll(async () => {
  db = await freshDatabase('empty');
  await seedInstallation(db, { code: '361130' });
  [town] = (await db.query<{ id: number; name: string }>(
    'SELECT id::float8 AS id, name FROM areas WHERE parent_id = $1 ORDER BY id LIMIT 1',
    [WUYUAN],
  )) as [{ id: number; name: string }];
  villages = await db.query<{ id: number; name: string }>(
    'SELECT id::float8 AS id, name FROM areas WHERE parent_id = $1 ORDER BY id',
    [town.id],
  );
  newVillage = town.id + 998;
}, 120_000);
afterAll(() => db.close());

describe('area outline import', () => {
  it('the installation starts without outlines: the parcel import refuses the county', async () => {
    expect(villages.length).toBeGreaterThan(2);
    expect(villages.some((v) => v.id === newVillage)).toBe(false);
    const parcels = await runImport(db, {
      kind: 'parcels',
      files: [
        featuresFile([{ geometry: polygon(square(AT, -2_900, -2_900, 100)), props: { dlbm: '0101' } }]),
      ],
      areaId: WUYUAN,
      userId: null,
    });
    expect(parcels.errors).toEqual([
      { row: 0, field: 'areaId', reason: '导入区域还没有边界数据，请先导入区划边界' },
    ]);
  });

  it('stores the outlines and centres of a shapefile, and adds the village the list lacks', async () => {
    const before = await areaCount();
    const dry = await outlines(goodFile(), true);
    expect(dry).toMatchObject({ imported: false, total: 5, errorCount: 0 });
    const r = await outlines(goodFile());
    expect(r).toMatchObject({ imported: true, total: 5, inserted: 1, updated: 4, errorCount: 0 });
    expect(await areaCount()).toBe(before + 1);
    const rows = await db.query<{ id: number; name: string; level: number; parent: number; ok: boolean }>(
      `SELECT id::float8 AS id, name, level, parent_id::float8 AS parent,
              ST_IsValid(geom) AND GeometryType(geom) = 'MULTIPOLYGON' AND ST_Covers(geom, center) AS ok
         FROM areas WHERE geom IS NOT NULL AND id BETWEEN $1 AND $1 + 999999 ORDER BY id`,
      [WUYUAN],
    );
    // Existing areas keep the national list's names; the new village takes the file's, under its town.
    expect(rows).toEqual([
      { id: WUYUAN, name: '婺源县', level: 3, parent: 361100000000, ok: true },
      { id: town.id, name: town.name, level: 4, parent: WUYUAN, ok: true },
      { id: villages[0]!.id, name: villages[0]!.name, level: 5, parent: town.id, ok: true },
      { id: villages[1]!.id, name: villages[1]!.name, level: 5, parent: town.id, ok: true },
      { id: newVillage, name: '新建村', level: 5, parent: town.id, ok: true },
    ]);
    // Reprojected from CGCS2000 / 3° GK 120E: the village square is back where it was drawn (within a metre).
    const [at] = await db.query<{ d: number }>(
      `SELECT ST_Distance(ST_SetSRID(ST_MakePoint($1, $2), 4326)::geography,
                          ST_PointN(ST_ExteriorRing(ST_GeometryN(geom, 1)), 1)::geography) AS d
         FROM areas WHERE id = $3`,
      [...square(AT, -3_000, -3_000, 1_000)[0]!, villages[0]!.id],
    );
    expect(at!.d).toBeLessThan(1);
  });

  it('then the parcel import places parcels of the county in their village', async () => {
    const parcels = await runImport(db, {
      kind: 'parcels',
      files: [
        featuresFile([
          { geometry: polygon(square(AT, -2_900, -2_900, 100)), props: { dkbm: 'WY-1', dlbm: '0101' } },
          { geometry: polygon(square(AT, 100, -2_900, 100)), props: { dkbm: 'WY-2', dlbm: '0101' } },
        ]),
      ],
      areaId: WUYUAN,
      userId: null,
    });
    expect(parcels).toMatchObject({ imported: true, inserted: 2, errorCount: 0 });
    const placed = await db.query<{ dkid: string; area: number }>(
      'SELECT dkid, area_id::float8 AS area FROM land_parcels ORDER BY dkid',
    );
    expect(placed).toEqual([
      { dkid: 'WY-1', area: villages[0]!.id },
      { dkid: 'WY-2', area: newVillage },
    ]);
  });

  it('reports every bad row by row and column and writes nothing', async () => {
    const before = await areaCount();
    const bowtie = square(AT, 2_000, -3_000, 500);
    const file = featuresFile([
      // 1: a village of 德兴市, next to the county.
      { geometry: polygon(square(AT, 0, 0, 500)), props: { 区划代码: '361181100001', 名称: '外县村' } },
      // 2: a village under a town the list does not have.
      { geometry: polygon(square(AT, 500, 0, 500)), props: { 区划代码: '361130199001', 名称: '无主村' } },
      // 3: a polygon crossing itself.
      {
        geometry: polygon([bowtie[0]!, bowtie[2]!, bowtie[1]!, bowtie[3]!, bowtie[0]!]),
        props: { 区划代码: String(villages[2]!.id), 名称: villages[2]!.name },
      },
      // 4: no code at all.
      { geometry: polygon(square(AT, 1_000, 0, 500)), props: { 名称: '某村' } },
      // 5: a new village without a name.
      { geometry: polygon(square(AT, 1_500, 0, 500)), props: { CODE: String(town.id + 997) } },
      // 6: a code that is no division code; 7: the county twice (6 digits and 12).
      { geometry: polygon(square(AT, 2_000, 0, 500)), props: { QHDM: '36113' } },
      { geometry: polygon(square(AT, -10_000, -10_000, 20_000)), props: { XZQDM: '361130' } },
      { geometry: polygon(square(AT, -10_000, -10_000, 20_000)), props: { XZQDM: String(WUYUAN) } },
      // 9: a line, not an outline; 10: a good row, not written either.
      {
        geometry: { type: 'LineString', coordinates: square(AT, 0, 0, 100) },
        props: { 区划代码: String(villages[3]!.id) },
      },
      { geometry: polygon(square(AT, -1_500, 1_000, 900)), props: { 区划代码: String(town.id) } },
    ]);
    const r = await outlines([file]);
    expect(r).toMatchObject({ imported: false, written: 0, total: 10 });
    expect(r.errors).toEqual([
      { row: 1, field: '区划代码', reason: '区划代码361181100001不在导入区域内' },
      { row: 2, field: '区划代码', reason: '区划代码361130199001的上级区划361130199000不存在' },
      { row: 3, field: 'geometry', reason: expect.stringMatching(/^几何图形无效（Self-intersection\[/) },
      { row: 4, field: '区划代码', reason: '缺少区划代码' },
      { row: 5, field: '名称', reason: `区划代码${town.id + 997}不在区划名录中，新增时须填写名称` },
      {
        row: 6,
        field: '区划代码',
        reason: '区划代码"36113"须为12位统计用区划代码（或6位县级、9位乡镇代码）',
      },
      { row: 8, field: '区划代码', reason: '区划代码与第7行重复' },
      { row: 9, field: 'geometry', reason: '几何类型须为面（Polygon/MultiPolygon），当前为LineString' },
    ]);
    expect(await areaCount()).toBe(before);
    const [v] = await db.query<{ has: boolean }>('SELECT geom IS NOT NULL AS has FROM areas WHERE id = $1', [
      villages[2]!.id,
    ]);
    expect(v!.has).toBe(false);
  });

  it('a re-import replaces the outlines: updated, nothing added', async () => {
    const before = await areaCount();
    const [old] = await db.query<{ x: number }>('SELECT ST_XMin(geom) AS x FROM areas WHERE id = $1', [
      town.id,
    ]);
    const r = await outlines(goodFile(1_000));
    expect(r).toMatchObject({ imported: true, inserted: 0, updated: 5, errorCount: 0 });
    expect(await areaCount()).toBe(before);
    const [now] = await db.query<{ x: number; inside: boolean }>(
      'SELECT ST_XMin(geom) AS x, ST_Covers(geom, center) AS inside FROM areas WHERE id = $1',
      [town.id],
    );
    // Moved 1 km east (about 0.0103° at 29°N); the centre follows the new outline.
    expect(now!.x - old!.x).toBeCloseTo(0.0103, 3);
    expect(now!.inside).toBe(true);
    const jobs = await db.query<{ status: string; inserted: number; updated: number }>(
      "SELECT status, inserted, updated FROM import_jobs WHERE kind = 'area-outlines' ORDER BY id",
    );
    expect(jobs).toEqual([
      { status: 'checked', inserted: 0, updated: 0 },
      { status: 'imported', inserted: 1, updated: 4 },
      { status: 'rejected', inserted: 0, updated: 0 },
      { status: 'imported', inserted: 0, updated: 5 },
    ]);
  });
});
