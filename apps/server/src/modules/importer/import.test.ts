import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runImport } from '../../import/run';
import { CHONGMING, PUDONG } from '../produce/test-support';
import { coopCode, csvFile, geojsonFile, shapefile4549, square, villagePoint, xlsxFile } from './fixtures';

let t: TestApp;
const wrongCheck = (code: string) => code.slice(0, 17) + (code[17] === '0' ? '1' : '0');
let village: { villageId: number; at: [number, number] };
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const parcels = (dlbm = '0101') =>
  [0, 1, 2].map((i) => ({ ring: square(village.at, i * 40, 0), props: { dlbm, DKMC: `试验田${i + 1}` } }));

beforeAll(async () => {
  t = await createTestApp();
  village = await villagePoint(t, CHONGMING, 3);
});
afterAll(() => t.close());

describe('parcel import', () => {
  it('writes a good GeoJSON file in one go, in the village it lies in, with the ellipsoidal area', async () => {
    const before = await count('land_parcels');
    const r = await runImport(t.db, {
      kind: 'parcels',
      files: [geojsonFile(parcels())],
      areaId: CHONGMING,
      userId: null,
    });
    expect(r).toMatchObject({ imported: true, written: 3, total: 3, errorCount: 0 });
    expect(await count('land_parcels')).toBe(before + 3);
    const rows = await t.db.query<{ area_id: number; area_mu: number; land_name: string }>(
      "SELECT area_id, area_mu, land_name FROM land_parcels WHERE source LIKE 'import:%' ORDER BY id",
    );
    expect(rows.map((x) => x.area_id)).toEqual([village.villageId, village.villageId, village.villageId]);
    expect(rows[0]!.area_mu).toBeCloseTo(900 * 0.0015, 1);
    expect(rows[0]!.land_name).toBe('试验田1');
  });

  it('reports each bad row in Chinese and writes nothing when one row is wrong', async () => {
    const before = await count('land_parcels');
    const bow = square(village.at, 400, 0);
    const bowtie = [bow[0]!, bow[2]!, bow[1]!, bow[3]!, bow[0]!];
    const pudong = await villagePoint(t, PUDONG, 0);
    const file = geojsonFile([
      { ring: square(village.at, 300, 0), props: { dlbm: '0102' } },
      { ring: bowtie, props: { dlbm: '0101' } },
      { ring: square(pudong.at, 0, 0), props: { dlbm: '0101' } },
      { ring: square(village.at, 500, 0), props: { dlbm: '0501' } },
      { ring: square(village.at, 600, 0), props: {} },
    ]);
    const r = await runImport(t.db, { kind: 'parcels', files: [file], areaId: CHONGMING, userId: null });
    expect(r.imported).toBe(false);
    expect(r.written).toBe(0);
    expect(r.errors).toEqual([
      { row: 2, field: 'geometry', reason: expect.stringMatching(/^几何图形无效/) },
      { row: 3, field: 'geometry', reason: '地块不在目标区域范围内' },
      { row: 4, field: 'dlbm', reason: '地类编码"0501"不在允许的23类农用地编码中' },
      { row: 5, field: 'dlbm', reason: '缺少地类编码（DLBM）' },
    ]);
    expect(await count('land_parcels')).toBe(before);
  });

  it('refuses duplicate codes and codes of parcels outside the area, and files it cannot read', async () => {
    const [taken] = await t.db.query<{ dkid: string }>(
      'SELECT dkid FROM land_parcels WHERE area_id NOT BETWEEN $1 AND $1 + 999999 LIMIT 1',
      [CHONGMING],
    );
    const dup = geojsonFile([
      { ring: square(village.at, 700, 0), props: { dlbm: '0101', DKBM: 'A1' } },
      { ring: square(village.at, 750, 0), props: { dlbm: '0101', DKBM: 'A1' } },
      { ring: square(village.at, 800, 0), props: { dlbm: '0101', DKBM: taken!.dkid } },
    ]);
    const r = await runImport(t.db, { kind: 'parcels', files: [dup], areaId: CHONGMING, userId: null });
    expect(r.errors).toEqual([
      { row: 2, field: 'dkid', reason: '地块编码与第1行重复' },
      { row: 3, field: 'dkid', reason: `地块编码${taken!.dkid}已被导入区域外的地块使用` },
    ]);
    const junk = await runImport(t.db, {
      kind: 'parcels',
      files: [{ fileName: 'x.geojson', content: new TextEncoder().encode('{nope') }],
      areaId: CHONGMING,
      userId: null,
    });
    expect(junk.errors).toEqual([{ row: 0, field: 'file', reason: '文件不是有效的GeoJSON（JSON格式错误）' }]);
  });

  it('reprojects a shapefile in CGCS2000 Gauss–Krüger CM 120E (EPSG:4549) from its .prj', async () => {
    const rings = [0, 1].map((i) => square(village.at, i * 40, 200));
    const files = shapefile4549(
      rings.map((ring, i) => ({
        ring,
        attrs: { DKBM: `SHP-${i + 1}`, DLBM: '0103', DKMC: `东${i + 1}号田` },
      })),
    );
    const r = await runImport(t.db, { kind: 'parcels', files, areaId: CHONGMING, userId: null });
    expect(r).toMatchObject({ imported: true, written: 2 });
    const [row] = await t.db.query<{ g: string; name: string; dlbm: string }>(
      "SELECT ST_AsGeoJSON(geom, 9) AS g, land_name AS name, dlbm FROM land_parcels WHERE dkid = 'SHP-1'",
    );
    expect(row!.name).toBe('东1号田');
    const stored = (JSON.parse(row!.g) as { coordinates: number[][][][] }).coordinates[0]![0]!;
    // Shapefile outer rings are clockwise; compare as point sets.
    const key = (p: number[]) => `${p[0]!.toFixed(7)},${p[1]!.toFixed(7)}`;
    expect(new Set(stored.map(key))).toEqual(new Set(rings[0]!.map(key)));
  });

  it('updates the parcels of a re-import by their code instead of adding them again', async () => {
    const file = (dlbm: string) =>
      geojsonFile(
        [0, 1].map((i) => ({ ring: square(village.at, i * 40, 900), props: { dlbm, DKBM: `RE-${i}` } })),
      );
    expect(
      await runImport(t.db, { kind: 'parcels', files: [file('0101')], areaId: CHONGMING, userId: null }),
    ).toMatchObject({ inserted: 2, updated: 0 });
    const before = await count('land_parcels');
    expect(
      await runImport(t.db, { kind: 'parcels', files: [file('0103')], areaId: CHONGMING, userId: null }),
    ).toMatchObject({ inserted: 0, updated: 2 });
    expect(await count('land_parcels')).toBe(before);
    const kinds = await t.db.query("SELECT DISTINCT dlbm FROM land_parcels WHERE dkid LIKE 'RE-%'");
    expect(kinds).toEqual([{ dlbm: '0103' }]);
  });

  it('reads a GBK .dbf that comes without a .cpg, as Chinese GIS software writes it', async () => {
    const files = shapefile4549(
      [{ ring: square(village.at, 0, 400), attrs: { DKBM: 'GBK-1', DLBM: '0101', DKMC: '北沿水稻田' } }],
      { encoding: 'GBK', cpg: false },
    );
    const r = await runImport(t.db, { kind: 'parcels', files, areaId: CHONGMING, userId: null });
    expect(r).toMatchObject({ imported: true, written: 1 });
    const [row] = await t.db.query<{ name: string }>(
      "SELECT land_name AS name FROM land_parcels WHERE dkid = 'GBK-1'",
    );
    expect(row!.name).toBe('北沿水稻田');
  });
});

describe('entity import', () => {
  const rows = (a: number, b: number) => [
    [
      '上海崇明试验稻米专业合作社',
      coopCode('MA1TEXT1'),
      '农民专业合作社',
      '水稻',
      '施建国',
      '13900001234',
      a,
      b,
      'A',
    ],
    ['崇明区试验镇陆秀英家庭农场', '', '种养大户', '蔬菜', '陆秀英', '021-59612345', '', '', '未评级'],
  ];

  it('writes companies and farms from Excel, placing located rows in their village', async () => {
    const r = await runImport(t.db, {
      kind: 'entities',
      files: [await xlsxFile(rows(village.at[0], village.at[1]))],
      areaId: CHONGMING,
      userId: null,
    });
    expect(r).toMatchObject({ imported: true, written: 2, errorCount: 0 });
    const [farm] = await t.db.query<{ area_id: number; business_type_id: number }>(
      "SELECT f.area_id, f.business_type_id FROM farms f JOIN companies c ON c.id = f.company_id WHERE c.company_name = '上海崇明试验稻米专业合作社'",
    );
    expect(farm).toEqual({ area_id: village.villageId, business_type_id: 1 });
  });

  it('reads a CSV that Excel saved in GBK, as its plain "CSV" format does on Chinese Windows', async () => {
    const file = csvFile(
      [
        [
          '上海崇明丙专业合作社',
          coopCode('MA1TEXT5'),
          '农民专业合作社',
          '柑橘',
          '钱七',
          '13900004444',
          '',
          '',
          'A',
        ],
      ],
      'entities.csv',
      'GBK',
    );
    expect(
      await runImport(t.db, { kind: 'entities', files: [file], areaId: CHONGMING, userId: null }),
    ).toMatchObject({ imported: true, written: 1, errorCount: 0 });
    const [c] = await t.db.query<{ contact: string }>(
      "SELECT contact_name AS contact FROM companies WHERE company_name = '上海崇明丙专业合作社'",
    );
    expect(c?.contact).toBe('钱七');
  });

  it('reads CSV too, and reports bad credit codes, duplicates and phones by row without writing', async () => {
    const before = await count('companies');
    const bad = csvFile([
      [
        '上海崇明甲专业合作社',
        coopCode('MA1TEXT2'),
        '农民专业合作社',
        '水稻',
        '张三',
        '13900001111',
        '',
        '',
        'B',
      ],
      [
        '上海崇明乙专业合作社',
        wrongCheck(coopCode('MA1TEXT3')),
        '农民专业合作社',
        '水稻',
        '李四',
        '13900002222',
        '',
        '',
        'B',
      ],
      [
        '上海崇明丙专业合作社',
        coopCode('MA1TEXT1'),
        '农民专业合作社',
        '水稻',
        '王五',
        '13900004444',
        '',
        '',
        'B',
      ],
      ['上海崇明戊专业合作社', coopCode('MA1TEXT5'), '合作社', '水稻', '钱七', '1234', '', '', 'B'],
    ]);
    const r = await runImport(t.db, { kind: 'entities', files: [bad], areaId: CHONGMING, userId: null });
    expect(r.written).toBe(0);
    expect(r.errors).toEqual([
      { row: 3, field: '统一社会信用代码', reason: '统一社会信用代码校验位不正确' },
      {
        row: 5,
        field: '主体类型',
        reason: '主体类型须为农业企业、农民专业合作社、家庭农场、种养大户、农业社会化服务组织之一',
      },
      { row: 5, field: '联系电话', reason: '联系电话须为11位手机号或带区号的固定电话' },
    ]);
    expect(await count('companies')).toBe(before);
    const good = csvFile([
      [
        '上海崇明丁专业合作社',
        coopCode('MA1TEXT4'),
        '农民专业合作社',
        '河蟹',
        '赵六',
        '13900003333',
        '',
        '',
        'C',
      ],
    ]);
    expect(
      await runImport(t.db, { kind: 'entities', files: [good], areaId: CHONGMING, userId: null }),
    ).toMatchObject({ written: 1 });
  });

  it('updates an entity of a re-import by its credit code, and its farm of the same name', async () => {
    const before = [await count('companies'), await count('farms')];
    const again = rows(village.at[0], village.at[1]).slice(0, 1);
    again[0]![4] = '施卫国';
    const r = await runImport(t.db, {
      kind: 'entities',
      files: [await xlsxFile(again)],
      areaId: CHONGMING,
      userId: null,
    });
    expect(r).toMatchObject({ imported: true, inserted: 0, updated: 1 });
    expect([await count('companies'), await count('farms')]).toEqual(before);
    const [c] = await t.db.query<{ legal: string }>(
      'SELECT contact_name AS legal FROM companies WHERE credit_code = $1',
      [coopCode('MA1TEXT1')],
    );
    expect(c?.legal).toBe('施卫国');
  });

  it('finds a grower without a code by name in its area: rows of one name make one company, the last row’s', async () => {
    const grower = (contact: string) => [
      '崇明区试验镇沈小弟种养户',
      '',
      '种养大户',
      '蔬菜',
      contact,
      '13900005555',
      '',
      '',
      '未评级',
    ];
    const before = [await count('companies'), await count('farms')];
    const twice = await xlsxFile([grower('沈甲'), grower('沈乙')]);
    expect(
      await runImport(t.db, { kind: 'entities', files: [twice], areaId: CHONGMING, userId: null }),
    ).toMatchObject({ imported: true, inserted: 1, updated: 1 });
    expect([await count('companies'), await count('farms')]).toEqual([before[0]! + 1, before[1]! + 1]);
    const again = await xlsxFile([grower('沈丙')]);
    expect(
      await runImport(t.db, { kind: 'entities', files: [again], areaId: CHONGMING, userId: null }),
    ).toMatchObject({ imported: true, inserted: 0, updated: 1 });
    const stored = await t.db.query(
      `SELECT c.contact_name AS company, f.contact_name AS farm FROM companies c JOIN farms f ON f.company_id = c.id
        WHERE c.company_name = '崇明区试验镇沈小弟种养户'`,
    );
    expect(stored).toEqual([{ company: '沈丙', farm: '沈丙' }]);
  });
});
